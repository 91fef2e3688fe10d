// Parses properties, parameters, functions and enum entries of declarations.

import KotlinSyntax

/// The member-level part of stage 1 (see `ContractParser`).
enum MemberParser {
    /// A data class's constructor property, or an object's (`isObjectProperty`: it may carry `annotations`).
    static func property(_ json: LocatedJSON, isObjectProperty: Bool = false, _ diagnostics: inout DiagnosticCollector)
        -> Property?
    {
        guard var reader = ObjectReader(json, what: "a property", diagnostics: &diagnostics) else { return nil }
        let (name, type) = nameAndType(&reader, &diagnostics)
        var property = Property(name: name, type: type, location: json.location)
        property.defaultValue = reader.value("default")
        property.serialName = reader.string("serialName", diagnostics: &diagnostics)
        property.isTransient = reader.bool("transient", diagnostics: &diagnostics) ?? false
        if let mode = reader.closedValue(
            "encodeDefault", as: Property.EncodeDefaultMode.self, diagnostics: &diagnostics)
        {
            property.encodeDefault = mode.value
        }
        property.isRequired = reader.bool("required", diagnostics: &diagnostics) ?? false
        property.jsonNames = reader.strings("jsonNames", diagnostics: &diagnostics)
        property.isMutable = reader.bool("mutable", diagnostics: &diagnostics) ?? false
        property.export = ObjCExportAnnotationParser.read(&reader, keys: .member, on: "a property", &diagnostics)
        if isObjectProperty {
            property.annotations = reader.strings("annotations", diagnostics: &diagnostics)
            AnnotationNames.check(
                property.annotations, allowed: AnnotationNames.objectProperties, on: "an object property",
                &diagnostics)
            property.export.read(annotations: property.annotations)
        }
        property.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        reader.finish(&diagnostics)
        return property
    }

    /// An enum class's constructor property: `{ "name", "type", "default"?, "mutable"?, "doc"? }` (no JSON keys:
    /// kotlinx encodes an enum by its entry's name).
    static func enumProperty(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> Property? {
        guard var reader = ObjectReader(json, what: "an enum property", diagnostics: &diagnostics) else { return nil }
        let (name, type) = nameAndType(&reader, &diagnostics)
        var property = Property(name: name, type: type, location: json.location)
        property.defaultValue = reader.value("default")
        property.isMutable = reader.bool("mutable", diagnostics: &diagnostics) ?? false
        property.export = ObjCExportAnnotationParser.read(&reader, keys: .member, on: "a property", &diagnostics)
        property.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        reader.finish(&diagnostics)
        return property
    }

    static func derived(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> DerivedProperty? {
        guard var reader = ObjectReader(json, what: "a derived property", diagnostics: &diagnostics) else {
            return nil
        }
        let (name, type) = nameAndType(&reader, &diagnostics)
        let kotlin = reader.string("kotlin", required: true, diagnostics: &diagnostics)
        var derived = DerivedProperty(
            name: name, type: type,
            kotlin: kotlin ?? Located("", at: json.location), location: json.location)
        derived.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        reader.finish(&diagnostics)
        return kotlin == nil ? nil : derived
    }

    static func memberProperty(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> MemberProperty? {
        guard var reader = ObjectReader(json, what: "a class property", diagnostics: &diagnostics) else {
            return nil
        }
        let (name, type) = nameAndType(&reader, &diagnostics)
        var property = MemberProperty(name: name, type: type, location: json.location)
        property.isMutable = reader.bool("mutable", diagnostics: &diagnostics) ?? false
        property.receiver = reader.type("receiver", required: false, diagnostics: &diagnostics)
        property.initial = reader.value("initial")
        property.annotations = reader.strings("annotations", diagnostics: &diagnostics)
        AnnotationNames.check(property.annotations, allowed: AnnotationNames.properties, on: "a property", &diagnostics)
        property.export = ObjCExportAnnotationParser.read(&reader, keys: .member, on: "a property", &diagnostics)
        property.export.read(annotations: property.annotations)
        property.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        if property.receiver != nil, let initial = property.initial {
            // Kotlin: "Extension property cannot be initialized because it has no backing field".
            diagnostics.emit(
                .invalidValue,
                "a member extension property has no backing field, so no 'initial' value (Kotlin: extension "
                    + "property cannot be initialized because it has no backing field)", at: initial.location)
        }
        if property.receiver != nil,
            let annotation = property.annotations.first(where: { $0.value.hasPrefix("NativeCoroutines") })
        {
            diagnostics.emit(
                .invalidValue,
                "'\(annotation.value)' on a member extension property is not emulated: its getter is a method in Swift",
                at: annotation.location)
        }
        reader.finish(&diagnostics)
        return property
    }

    /// An abstract property of a sealed type (`val title: String`): no value, no receiver, no annotation.
    static func abstractProperty(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> MemberProperty? {
        guard var reader = ObjectReader(json, what: "a sealed type's property", diagnostics: &diagnostics) else {
            return nil
        }
        let (name, type) = nameAndType(&reader, &diagnostics)
        var property = MemberProperty(name: name, type: type, location: json.location)
        property.isMutable = reader.bool("mutable", diagnostics: &diagnostics) ?? false
        property.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        reader.finish(&diagnostics)
        return property
    }

    static func fileProperty(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> FileProperty? {
        guard var reader = ObjectReader(json, what: "a file property", diagnostics: &diagnostics) else {
            return nil
        }
        let (name, type) = nameAndType(&reader, &diagnostics)
        var property = FileProperty(name: name, type: type, location: json.location)
        property.receiver = reader.type("receiver", required: false, diagnostics: &diagnostics)
        property.annotations = reader.strings("annotations", diagnostics: &diagnostics)
        AnnotationNames.check(property.annotations, allowed: AnnotationNames.properties, on: "a property", &diagnostics)
        property.export = ObjCExportAnnotationParser.read(&reader, keys: .member, on: "a property", &diagnostics)
        property.export.read(annotations: property.annotations)
        property.kotlin = reader.string("kotlin", diagnostics: &diagnostics)
        property.initial = reader.value("initial")
        property.isMutable = reader.bool("mutable", diagnostics: &diagnostics) ?? false
        property.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        reader.finish(&diagnostics)
        return property
    }

    static func function(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> Function? {
        guard var reader = ObjectReader(json, what: "a function", diagnostics: &diagnostics) else { return nil }
        let name = self.name(&reader, &diagnostics)
        let returns =
            reader.type("returns", required: false, diagnostics: &diagnostics)
            ?? .named("Unit", at: json.location)
        var function = Function(name: name, returns: returns, location: json.location)
        function.typeParameters = typeParameters(&reader, allowsVariance: false, &diagnostics)
        function.parameters = (reader.array("parameters", diagnostics: &diagnostics) ?? []).compactMap {
            parameter($0, &diagnostics)
        }
        for extra in function.parameters.filter(\.isVararg).dropFirst() {
            diagnostics.emit(
                .invalidValue, "a function has at most one vararg parameter; '\(extra.name.value)' is a second one",
                at: extra.name.location)
        }
        function.receiver = reader.type("receiver", required: false, diagnostics: &diagnostics)
        function.isSuspend = reader.bool("suspend", diagnostics: &diagnostics) ?? false
        if let throwsJSON = reader.value("throws") {
            switch throwsJSON.value {
            case .bool(true):
                function.throwsTypes = [.named("Throwable", at: throwsJSON.location)]
            case .bool(false):
                break
            case .array(let items) where items.isEmpty:
                diagnostics.emit(
                    .emptyThrowsList,
                    "'throws' is an empty list: Kotlin's @Throws needs at least one exception class; write true for @Throws(Throwable::class), or leave 'throws' out",
                    at: throwsJSON.location)
            case .array(let items):
                for item in items {
                    guard let text = item.string else {
                        diagnostics.emit(
                            .wrongJSONKind, "expected an exception class name, found \(item.value.kindDescription)",
                            at: item.location)
                        continue
                    }
                    switch KotlinTypeParser.parse(Located(text, at: item.location)) {
                    case .success(let type): function.throwsTypes.append(type)
                    case .failure(let diagnostic): diagnostics.emit(diagnostic)
                    }
                }
            default:
                reader.wrongKind(
                    "throws", expected: "true, false or an array of exception classes", throwsJSON, &diagnostics)
            }
        }
        let parsedAnnotations = AnnotationParser.read(&reader, &diagnostics)
        function.annotations = parsedAnnotations.names
        function.skieArguments = parsedAnnotations.arguments
        AnnotationNames.check(function.annotations, allowed: AnnotationNames.functions, on: "a function", &diagnostics)
        if let provides = reader.string("provides", diagnostics: &diagnostics) {
            if provides.value == "viewModel" {
                function.provides = provides
            } else {
                diagnostics.emit(
                    .invalidValue, ClosedValues.problem(key: "provides", value: provides.value, allowed: ["viewModel"]),
                    at: provides.location)
            }
        }
        function.export = ObjCExportAnnotationParser.read(&reader, keys: .member, on: "a function", &diagnostics)
        function.export.read(annotations: function.annotations)
        function.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        reader.finish(&diagnostics)
        return function
    }

    static func parameter(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> Parameter? {
        guard var reader = ObjectReader(json, what: "a parameter", diagnostics: &diagnostics) else { return nil }
        let (name, type) = nameAndType(&reader, &diagnostics)
        var parameter = Parameter(name: name, type: type, location: json.location)
        parameter.defaultValue = reader.value("default")
        parameter.defaultKotlin = reader.string("defaultKotlin", diagnostics: &diagnostics)
        if let kotlin = parameter.defaultKotlin, parameter.defaultValue != nil {
            diagnostics.emit(
                .invalidValue,
                "a parameter has one default: 'default' (a constant, as JSON) or 'defaultKotlin' (Kotlin code), not both",
                at: kotlin.location)
            parameter.defaultKotlin = nil
        }
        parameter.export = ObjCExportAnnotationParser.read(&reader, keys: .objcName, on: "a parameter", &diagnostics)
        parameter.isVararg = reader.bool("vararg", diagnostics: &diagnostics) ?? false
        reader.finish(&diagnostics)
        return parameter
    }

    static func enumEntry(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> EnumEntry? {
        if let text = json.string {
            // `` `in` ``, `` `0xH` ``: a Kotlin name in backquotes is that name.
            if let inner = KotlinIdentifier.backquoted(text) {
                return EnumEntry(name: Located(inner, at: json.location))
            }
            let name = Located(text, at: json.location)
            checkIdentifier(name, what: "enum entry", &diagnostics)
            return EnumEntry(name: name)
        }
        guard var reader = ObjectReader(json, what: "an enum entry", diagnostics: &diagnostics) else { return nil }
        let name = self.name(&reader, &diagnostics)
        var entry = EnumEntry(name: name, serialName: reader.string("serialName", diagnostics: &diagnostics))
        entry.export = ObjCExportAnnotationParser.read(
            &reader, keys: [.objcName, .entryName], on: "an enum entry", &diagnostics)
        // `HOME("Home")` as `[ "Home" ]`, or `C(b = "b")` as `{ "b": "b" }`.
        if let arguments = reader.value("arguments") {
            if let items = arguments.items {
                entry.arguments = items
            } else if let members = arguments.members {
                entry.namedArguments = members
            } else {
                diagnostics.emit(
                    .wrongJSONKind,
                    "'arguments' of an enum entry must be an array (positional) or an object (named), found "
                        + arguments.value.kindDescription, at: arguments.location)
            }
        }
        _ = reader.string("doc", diagnostics: &diagnostics)
        reader.finish(&diagnostics)
        return entry
    }

    /// The optional `typeParameters` key: `[{ "name", "bounds"?, "variance"? }]`; `variance` only where
    /// Kotlin has declaration-site variance (classes and interfaces).
    static func typeParameters(
        _ reader: inout ObjectReader, allowsVariance: Bool, _ diagnostics: inout DiagnosticCollector
    ) -> [TypeParameter] {
        (reader.array("typeParameters", diagnostics: &diagnostics) ?? []).compactMap { json in
            guard var item = ObjectReader(json, what: "a type parameter", diagnostics: &diagnostics) else {
                return nil
            }
            var parameter = TypeParameter(name: name(&item, &diagnostics), location: json.location)
            parameter.bounds = item.strings("bounds", diagnostics: &diagnostics).compactMap { text in
                switch KotlinTypeParser.parse(text) {
                case .success(let type): return type
                case .failure(let diagnostic):
                    diagnostics.emit(diagnostic)
                    return nil
                }
            }
            if !allowsVariance, let variance = item.string("variance", diagnostics: &diagnostics) {
                diagnostics.emit(
                    .invalidValue,
                    "a function's type parameter has no variance: 'in' and 'out' belong to type parameters of "
                        + "classes and interfaces", at: variance.location)
            } else if let variance = item.closedValue(
                "variance", as: TypeParameter.Variance.self, diagnostics: &diagnostics)
            {
                parameter.variance = variance.value
            }
            item.finish(&diagnostics)
            return parameter
        }
    }

    /// The required `name` key, checked to be a Kotlin identifier.
    /// The `"name"` and required `"type"` each property and parameter starts with; a missing type (already
    /// reported) is `<error>`.
    static func nameAndType(_ reader: inout ObjectReader, _ diagnostics: inout DiagnosticCollector)
        -> (name: Located<String>, type: KotlinType)
    {
        let name = self.name(&reader, &diagnostics)
        let type = reader.type("type", required: true, diagnostics: &diagnostics)
        return (name, type ?? .named("<error>", at: reader.location))
    }

    static func name(_ reader: inout ObjectReader, _ diagnostics: inout DiagnosticCollector) -> Located<String> {
        guard let name = reader.string("name", required: true, diagnostics: &diagnostics) else {
            return Located("", at: reader.location)
        }
        // `` `class` ``: a Kotlin name in backquotes is that name.
        if let inner = KotlinIdentifier.backquoted(name.value) { return Located(inner, at: name.location) }
        checkIdentifier(name, what: "name", &diagnostics)
        return name
    }

    private static func checkIdentifier(
        _ name: Located<String>, what: String, _ diagnostics: inout DiagnosticCollector
    ) {
        if !KotlinIdentifier.isValid(name.value) {
            diagnostics.emit(
                .invalidName, "'\(name.value)' is not a valid Kotlin \(what)\(backquoteHint(name.value))",
                at: name.location)
        }
    }

    /// For a hard keyword: how Kotlin writes it as a name.
    static func backquoteHint(_ name: String) -> String {
        KotlinIdentifier.hardKeywords.contains(name)
            ? "; a keyword names a declaration in backquotes: \"`\(name)`\"" : ""
    }
}
