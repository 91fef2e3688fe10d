// Reads the export-annotation keys (objcName, objcEnum, objcEntryName, deprecated) of one contract object.

/// The keys that say Kotlin's `@ObjCName`, `@ObjCEnum`, `@ObjCEnum.EntryName` and `@Deprecated`.
///
/// Each object of the format reads only the keys Kotlin allows on it (an `objcEnum` on a data class is an
/// unknown key); the Kotlin compiler's own checks on the values (a name or a swiftName, `exact` only with
/// a name and only on a class, names made of letters, digits and `_`) are reported here, at the value.
enum ObjCExportAnnotationParser {
    /// Which of the keys an object may carry.
    struct Keys: OptionSet {
        let rawValue: Int
        static let objcName = Keys(rawValue: 1)
        static let exact = Keys(rawValue: 2)
        static let objcEnum = Keys(rawValue: 4)
        static let entryName = Keys(rawValue: 8)
        static let deprecated = Keys(rawValue: 16)

        /// A class, interface or object: `@ObjCName` with `exact`, `@Deprecated`.
        static let classifier: Keys = [.objcName, .exact, .deprecated]
        /// A property or function: `@ObjCName` without `exact`, `@Deprecated`.
        static let member: Keys = [.objcName, .deprecated]
    }

    static func read(
        _ reader: inout ObjectReader, keys: Keys, on what: String, _ diagnostics: inout DiagnosticCollector
    ) -> ObjCExportAnnotations {
        var annotations = ObjCExportAnnotations()
        if keys.contains(.objcName), let json = reader.value("objcName") {
            annotations.objcName = objcName(
                json, key: "objcName", allowsExact: keys.contains(.exact), on: what, &diagnostics)
        }
        if keys.contains(.objcEnum), let json = reader.value("objcEnum") {
            annotations.objcEnum = objcEnum(json, &diagnostics)
        }
        if keys.contains(.entryName), let json = reader.value("objcEntryName") {
            annotations.entryName = objcName(json, key: "objcEntryName", allowsExact: false, on: what, &diagnostics)
        }
        if keys.contains(.deprecated), let json = reader.value("deprecated") {
            annotations.deprecation = deprecation(json, &diagnostics)
        }
        return annotations
    }

    /// `"Name"` or `{ "name"?, "swiftName"?, "exact"? }`.
    private static func objcName(
        _ json: LocatedJSON, key: String, allowsExact: Bool, on what: String, _ diagnostics: inout DiagnosticCollector
    ) -> ObjCNameAnnotation? {
        var annotation = ObjCNameAnnotation(location: json.location)
        if let text = json.string {
            annotation.name = Located(text, at: json.location)
        } else {
            guard var reader = ObjectReader(json, what: "'\(key)'", diagnostics: &diagnostics) else { return nil }
            annotation.name = reader.string("name", diagnostics: &diagnostics)
            annotation.swiftName = reader.string("swiftName", diagnostics: &diagnostics)
            if key == "objcName", let exactJSON = reader.value("exact") {
                if case .bool(let flag) = exactJSON.value {
                    annotation.exact = Located(flag, at: exactJSON.location)
                    if flag, !allowsExact {
                        diagnostics.emit(
                            .invalidValue,
                            "'exact' stands only on a class, interface or object's objcName, not on \(what) "
                                + "(Kotlin: INAPPLICABLE_EXACT_OBJC_NAME)", at: exactJSON.location)
                    } else if flag, (annotation.name?.value ?? "").isEmpty {
                        diagnostics.emit(
                            .missingKey, "an exact objcName needs a 'name' (Kotlin: MISSING_EXACT_OBJC_NAME)",
                            at: exactJSON.location)
                    }
                } else {
                    reader.wrongKind("exact", expected: "true or false", exactJSON, &diagnostics)
                }
            }
            reader.finish(&diagnostics)
        }
        checkNames(annotation.name, annotation.swiftName, key: key, at: json.location, &diagnostics)
        return annotation
    }

    /// `true` or `{ "name"?, "swiftName"? }`.
    private static func objcEnum(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector)
        -> ObjCEnumAnnotation?
    {
        if case .bool(let flag) = json.value { return flag ? ObjCEnumAnnotation(location: json.location) : nil }
        guard var reader = ObjectReader(json, what: "'objcEnum'", diagnostics: &diagnostics) else { return nil }
        let annotation = ObjCEnumAnnotation(
            name: reader.string("name", diagnostics: &diagnostics),
            swiftName: reader.string("swiftName", diagnostics: &diagnostics), location: json.location)
        reader.finish(&diagnostics)
        for name in [annotation.name, annotation.swiftName].compactMap({ $0 }) where !name.value.isEmpty {
            checkCharacters(name, &diagnostics)
        }
        return annotation
    }

    /// `"message"` (level WARNING) or `{ "message", "level"? }`.
    private static func deprecation(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector)
        -> DeprecationAnnotation?
    {
        if let text = json.string { return DeprecationAnnotation(message: text, location: json.location) }
        guard var reader = ObjectReader(json, what: "'deprecated'", diagnostics: &diagnostics) else { return nil }
        let message = reader.string("message", required: true, diagnostics: &diagnostics)
        var level = DeprecationAnnotation.Level.warning
        if let text = reader.string("level", diagnostics: &diagnostics) {
            if let value = DeprecationAnnotation.Level(rawValue: text.value) {
                level = value
            } else {
                diagnostics.emit(
                    .invalidValue,
                    ClosedValues.problem(
                        key: "level", value: text.value, allowed: DeprecationAnnotation.Level.allCases.map(\.rawValue)),
                    at: text.location)
            }
        }
        reader.finish(&diagnostics)
        guard let message else { return nil }
        return DeprecationAnnotation(message: message.value, level: level, location: json.location)
    }

    private static func checkNames(
        _ name: Located<String>?, _ swiftName: Located<String>?, key: String, at location: SourceLocation,
        _ diagnostics: inout DiagnosticCollector
    ) {
        let given = [name, swiftName].compactMap { $0 }.filter { !$0.value.isEmpty }
        if given.isEmpty {
            diagnostics.emit(
                .missingKey, "'\(key)' needs a 'name' or a 'swiftName' (Kotlin: INVALID_OBJC_NAME)", at: location)
        }
        for text in given { checkCharacters(text, &diagnostics) }
    }

    /// Kotlin's INVALID_OBJC_NAME_CHARS / INVALID_OBJC_NAME_FIRST_CHAR: letters, digits and `_`, not a digit first.
    private static func checkCharacters(_ name: Located<String>, _ diagnostics: inout DiagnosticCollector) {
        let valid = name.value.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
        }
        if !valid || name.value.first?.isNumber == true {
            diagnostics.emit(
                .invalidName,
                "'\(name.value)' is not an Objective-C name: letters, digits and '_', not starting with a digit "
                    + "(Kotlin: INVALID_OBJC_NAME_CHARS)", at: name.location)
        }
    }
}
