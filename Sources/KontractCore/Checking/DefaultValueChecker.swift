// Checks a `default` or `initial` JSON value against the Kotlin type it must be a value of (KT04xx).

/// Checks that a default's JSON is a value kotlinx.serialization would produce for the type, and
/// reads it as that type's `ResolvedConstant` (nil when it is not one).
///
/// Decisions, where kotlinx's decoder is more lenient than its encoder, follow the encoder
/// (a default is "the JSON kotlinx would encode"):
/// - Integer types take JSON integers only. A real such as `1.0` or `1e2` is rejected (KT0403):
///   kotlinx never writes one, and its decoder rejects any fraction part (`1.0` fails even though
///   it is whole). Quoted numbers (`"5"`) are rejected too (KT0401).
/// - `Float` and `Double` take integers and reals; a `Float` beyond ±3.4028235E38 is out of range.
/// - `Char` takes a string of exactly one UTF-16 code unit.
/// - An object default for a data class is read as kotlinx decodes it: keys are the encoded names
///   (serial name, naming strategy) or `jsonNames`; a missing key needs a default (a nullable
///   property without one counts as required unless `explicitNulls` is false), and a `required`
///   property must be present.
/// - Only the JSON that is there is walked, so recursive data classes never loop.
struct DefaultValueChecker {
    let index: ModuleIndex
    let hierarchy: SealedHierarchy
    /// The `json` configuration of the contract file the default is written in.
    let configuration: JSONConfiguration
    private(set) var diagnostics = DiagnosticCollector()

    init(index: ModuleIndex, hierarchy: SealedHierarchy, configuration: JSONConfiguration) {
        self.index = index
        self.hierarchy = hierarchy
        self.configuration = configuration
    }

    /// Checks `json` as a value of `type` and returns it as a constant of that type; nil when
    /// it is not one (every reason reported).
    @discardableResult
    mutating func check(_ json: LocatedJSON, against type: ResolvedType) -> ResolvedConstant? {
        let reported = diagnostics.diagnostics.count
        let value = constant(json, type)
        guard let value, diagnostics.diagnostics.count == reported else { return nil }
        return ResolvedConstant(value, from: json)
    }

    private mutating func constant(_ json: LocatedJSON, _ type: ResolvedType) -> ResolvedConstant.Value? {
        if case .null = json.value {
            if !type.isNullable, !Self.acceptsAnything(type) {
                let shown = index.display(type)
                emit(
                    .nullForNonNullable,
                    "null is not a value of non-nullable '\(shown)'; give a value or make the type '\(shown)?'",
                    at: json.location)
            }
            return .null
        }
        switch type.kind {
        case .unresolved, .any, .star, .unit, .nothing, .typeParameter:
            return .untyped
        case .primitive(let primitive):
            return checkPrimitive(json, primitive)
        case .string:
            guard let text = json.string else { return mismatch(json, expected: "a string", type) }
            return .string(text)
        case .primitiveArray(let primitive):
            return checkItems(json, of: ResolvedType(.primitive(primitive)), type)
        case .generic(let generic, let arguments):
            if generic.isFlow {
                return noJSONForm(json, type, because: "a flow")
            } else if generic == .map || generic == .mutableMap, arguments.count == 2 {
                return checkMap(json, key: arguments[0], value: arguments[1], type)
            } else if let element = arguments.first {
                return checkItems(json, of: element, type)
            }
            return .untyped
        case .platform, .exception, .apple:
            return noJSONForm(json, type, because: "a platform type")
        case .function:
            return noJSONForm(json, type, because: "a function type")
        case .declared(let name, _):
            guard let entry = index[name] else { return .untyped }
            return checkDeclared(json, entry, type)
        }
    }

    private static func acceptsAnything(_ type: ResolvedType) -> Bool {
        switch type.kind {
        case .unresolved, .star: true
        default: false
        }
    }

    // MARK: Primitives

    private mutating func checkPrimitive(_ json: LocatedJSON, _ primitive: KotlinPrimitive) -> ResolvedConstant.Value? {
        let type = ResolvedType(.primitive(primitive))
        switch primitive {
        case .boolean:
            guard case .bool(let flag) = json.value else { return mismatch(json, expected: "true or false", type) }
            return .boolean(flag)
        case .char:
            guard let text = json.string, let unit = text.utf16.first, text.utf16.count == 1 else {
                return mismatch(json, expected: "a one-character string", type)
            }
            return .char(unit)
        case .float, .double:
            switch json.value {
            case .integer(let number): return .floating(Double(number), width: primitive)
            case .real(let number):
                if primitive == .float, abs(number) > Double(Float.greatestFiniteMagnitude) {
                    emit(
                        .defaultOutOfRange,
                        "\(number) is out of range for Float (at most ±3.4028235E38)", at: json.location)
                    return nil
                }
                return .floating(number, width: primitive)
            default: return mismatch(json, expected: "a number", type)
            }
        default:
            return checkInteger(json, primitive)
        }
    }

    private mutating func checkInteger(_ json: LocatedJSON, _ primitive: KotlinPrimitive) -> ResolvedConstant.Value? {
        switch json.value {
        case .integer(let number):
            if let problem = Self.rangeProblem(number, primitive) {
                emit(.defaultOutOfRange, problem, at: json.location)
                return nil
            }
            return Self.integer(number, primitive)
        case .real(let number):
            emit(
                .defaultNotIntegral,
                "expected an integer for \(primitive.rawValue), found the number \(number); kotlinx rejects a fraction part or exponent here",
                at: json.location)
            return nil
        default:
            return mismatch(json, expected: "an integer", ResolvedType(.primitive(primitive)))
        }
    }

    /// An in-range integer as a constant of its Kotlin width.
    private static func integer(_ number: Int64, _ primitive: KotlinPrimitive) -> ResolvedConstant.Value {
        primitive.unsignedMaximum == nil
            ? .integer(number, width: primitive) : .unsignedInteger(UInt64(number), width: primitive)
    }

    /// "300 is out of range for Byte (-128...127)", or nil when `number` fits.
    private static func rangeProblem(_ number: Int64, _ primitive: KotlinPrimitive) -> String? {
        if let range = primitive.signedRange, !range.contains(number) {
            return "\(number) is out of range for \(primitive.rawValue) (\(range.lowerBound)...\(range.upperBound))"
        }
        if let maximum = primitive.unsignedMaximum, number < 0 || UInt64(number) > maximum {
            return "\(number) is out of range for \(primitive.rawValue) (0...\(maximum))"
        }
        return nil
    }

    // MARK: Collections

    private mutating func checkItems(
        _ json: LocatedJSON, of element: ResolvedType, _ type: ResolvedType
    ) -> ResolvedConstant.Value? {
        guard let items = json.items else { return mismatch(json, expected: "an array", type) }
        let constants = items.map { check($0, against: element) }
        return constants.contains { $0 == nil } ? nil : .list(constants.compactMap { $0 })
    }

    private mutating func checkMap(
        _ json: LocatedJSON, key: ResolvedType, value: ResolvedType, _ type: ResolvedType
    ) -> ResolvedConstant.Value? {
        guard let members = json.members else { return mismatch(json, expected: "an object", type) }
        var entries: [ResolvedConstant.MapEntry]? = []
        for member in members {
            let reported = diagnostics.diagnostics.count
            let keyValue = checkMapKey(member.key, at: member.keyLocation, key)
            let valueConstant = check(member.value, against: value)
            if let keyValue, let valueConstant, diagnostics.diagnostics.count == reported {
                let keyJSON = LocatedJSON(.string(member.key), at: member.keyLocation)
                entries?.append(.init(key: ResolvedConstant(keyValue, from: keyJSON), value: valueConstant))
            } else {
                entries = nil
            }
        }
        return entries.map { .map($0) }
    }

    /// kotlinx writes map keys of primitive and enum types as strings: `{"1": ...}` for `Map<Int, V>`.
    /// Returns the key as a value of its type (`untyped` for key types it does not read).
    private mutating func checkMapKey(
        _ key: String, at location: SourceLocation, _ type: ResolvedType
    ) -> ResolvedConstant.Value? {
        switch type.kind {
        case .primitive(let primitive) where primitive.isInteger:
            if let number = Int64(key) {
                if let problem = Self.rangeProblem(number, primitive) {
                    emit(.defaultOutOfRange, "map key \(problem)", at: location)
                    return nil
                }
                return Self.integer(number, primitive)
            } else if let number = UInt64(key) {
                if primitive.unsignedMaximum.map({ number > $0 }) ?? true {
                    emit(.defaultOutOfRange, "map key \(key) is out of range for \(primitive.rawValue)", at: location)
                    return nil
                }
                return .unsignedInteger(number, width: primitive)
            } else if Double(key) != nil, key.contains(where: \.isNumber) {
                emit(
                    .defaultNotIntegral,
                    "map key \"\(key)\" is not an integer, as \(Self.article(primitive.rawValue)) \(primitive.rawValue) key must be",
                    at: location)
            } else {
                emit(
                    .defaultTypeMismatch,
                    "map key \"\(key)\" is not \(Self.article(primitive.rawValue)) \(primitive.rawValue): \(primitive.rawValue) keys are quoted integers such as \"1\"",
                    at: location)
            }
            return nil
        case .primitive(.boolean):
            guard key == "true" || key == "false" else {
                emit(
                    .defaultTypeMismatch, "map key \"\(key)\" is not a Boolean: use \"true\" or \"false\"",
                    at: location)
                return nil
            }
            return .boolean(key == "true")
        case .primitive(let primitive) where primitive.isFloatingPoint:
            guard let number = Double(key) else {
                emit(
                    .defaultTypeMismatch,
                    "map key \"\(key)\" is not a number, as a \(primitive.rawValue) key must be", at: location)
                return nil
            }
            return .floating(number, width: primitive)
        case .primitive(.char):
            guard let unit = key.utf16.first, key.utf16.count == 1 else {
                emit(
                    .defaultTypeMismatch, "map key \"\(key)\" is not a Char: a Char key is one character",
                    at: location)
                return nil
            }
            return .char(unit)
        case .string:
            return .string(key)
        case .declared(let name, _):
            guard let entry = index[name], entry.declaration.kind == .enumClass else { return .untyped }
            return checkEnumName(key, at: location, entry, what: "map key").map { .enumEntry(entry.id, $0) }
        default:
            return .untyped
        }
    }

    // MARK: Declared types

    private mutating func checkDeclared(
        _ json: LocatedJSON, _ entry: IndexedDeclaration, _ type: ResolvedType
    ) -> ResolvedConstant.Value? {
        let declaration = entry.declaration
        switch declaration.kind {
        case .enumClass:
            guard let text = json.string else { return mismatch(json, expected: "an entry's serial name", type) }
            return checkEnumName(text, at: json.location, entry, what: "default").map { .enumEntry(entry.id, $0) }
        case .dataClass:
            guard let members = json.members else { return mismatch(json, expected: "an object", type) }
            return checkObject(members, at: json.location, of: entry, skipping: nil)
        case .object, .dataObject:
            guard let members = json.members else { return mismatch(json, expected: "{}", type) }
            return rejectObjectKeys(members, of: entry, skipping: nil)
        case .sealedClass, .sealedInterface:
            guard let members = json.members else {
                return mismatch(json, expected: "an object with the class discriminator", type)
            }
            return checkSealed(members, at: json.location, of: entry)
        case .plainClass, .interface, .file:
            return noJSONForm(json, type, because: "a class")
        }
    }

    /// The entry whose serial name `text` is; nil (reported) when there is none.
    private mutating func checkEnumName(
        _ text: String, at location: SourceLocation, _ entry: IndexedDeclaration, what: String
    ) -> EnumEntry? {
        let serialNames = entry.declaration.entries.map(\.jsonName)
        if let match = entry.declaration.entries.first(where: { $0.jsonName == text }) { return match }
        var message = "\(what) \"\(text)\" is not a serial name of enum '\(entry.nameInPackage)'"
        if let suggestion = NameSuggestion.closest(to: text, among: serialNames) {
            message += "; did you mean \"\(suggestion)\"?"
        } else if !serialNames.isEmpty {
            message += "; expected one of \(serialNames.prefix(8).map { "\"\($0)\"" }.joined(separator: ", "))"
        }
        emit(.unknownEnumSerialName, message, at: location)
        return nil
    }

    /// A data class written as an object: known keys with fitting values, every required key present.
    private mutating func checkObject(
        _ members: [JSONMember], at location: SourceLocation, of entry: IndexedDeclaration, skipping skipped: String?
    ) -> ResolvedConstant.Value? {
        let reported = diagnostics.diagnostics.count
        let properties = entry.declaration.properties
        let scope = TypeScope.members(of: entry)
        var present = Set<Int>()
        var fields: [ResolvedConstant.Field] = []
        // A sealed superclass's constructor properties, which kotlinx writes first (`sealed class R(val code: Int)`).
        let inherited = index.inheritedSealedProperties(of: entry)
        var inheritedPresent = Set<String>()
        for member in members where member.key != skipped {
            if let position = properties.firstIndex(where: {
                !$0.isTransient && JSONPropertyNames.acceptedNames(of: $0, in: configuration).contains(member.key)
            }) {
                present.insert(position)
                let value = check(member.value, against: index.resolveQuietly(properties[position].type, in: scope))
                if let value {
                    fields.append(
                        ResolvedConstant.Field(
                            property: properties[position].name.value, key: member.key,
                            keyLocation: member.keyLocation, value: value))
                }
            } else if let (parameter, owner) = inherited.first(where: { $0.parameter.name.value == member.key }) {
                inheritedPresent.insert(member.key)
                checkInherited(member, parameter, of: owner, in: entry, members: members)
            } else if properties.contains(where: { $0.isTransient && $0.jsonName == member.key }) {
                emit(
                    .defaultUnknownProperty,
                    "'\(member.key)' is transient in '\(entry.nameInPackage)': kotlinx never reads its key",
                    at: member.keyLocation)
            } else {
                let known = properties.filter { !$0.isTransient }.map {
                    JSONPropertyNames.encodedName(of: $0, in: configuration)
                }
                var message = "'\(entry.nameInPackage)' has no property with the JSON name '\(member.key)'"
                if let renamed = properties.first(where: { $0.name.value == member.key && !$0.isTransient }) {
                    message +=
                        "; property '\(member.key)' is written as '\(JSONPropertyNames.encodedName(of: renamed, in: configuration))'"
                } else if member.key == configuration.classDiscriminator {
                    message += discriminatorHint(member.key)
                } else if let suggestion = NameSuggestion.closest(to: member.key, among: known) {
                    message += "; did you mean '\(suggestion)'?"
                }
                emit(.defaultUnknownProperty, message, at: member.keyLocation)
            }
        }
        var missing: [String] = []
        for (parameter, _) in inherited
        where parameter.defaultValue == nil && !inheritedPresent.contains(parameter.name.value) {
            missing.append("'\(parameter.name.value)' (the sealed superclass's, always written)")
        }
        for (position, property) in properties.enumerated() where !present.contains(position) && !property.isTransient {
            let name = JSONPropertyNames.encodedName(of: property, in: configuration)
            if property.defaultValue == nil {
                if property.type.isNullable && !configuration.explicitNulls { continue }
                let file = property.location.file.split(separator: "/").last.map(String.init) ?? property.location.file
                let declared = "'\(property.type)', declared without a default at \(file):\(property.location.line)"
                let why = property.type.isNullable ? "\(declared); explicitNulls is true" : declared
                missing.append("'\(name)' (\(why))")
            } else if property.isRequired {
                missing.append("'\(name)' (required)")
            }
        }
        if !missing.isEmpty {
            emit(
                .defaultMissingProperty,
                "the value of '\(entry.nameInPackage)' lacks \(missing.joined(separator: ", ")); kotlinx would fail with MissingFieldException: write the key in this value, or give the property a default in '\(entry.nameInPackage)'",
                at: location)
        }
        return diagnostics.diagnostics.count == reported ? .instance(entry.id, fields: fields) : nil
    }

    /// A sealed superclass's constructor property in a subclass's value: of the parameter's type, and the value the
    /// subclass passes (`superArguments`; Kotlin's default expression builds the subclass, which passes it again).
    private mutating func checkInherited(
        _ member: JSONMember, _ parameter: ConstructorParameter, of owner: IndexedDeclaration,
        in entry: IndexedDeclaration, members: [JSONMember]
    ) {
        guard
            check(member.value, against: index.resolveQuietly(parameter.type, in: TypeScope.members(of: owner))) != nil
        else { return }
        let passed: LocatedJSON?
        switch entry.declaration.superArguments?.first(where: { $0.name.value == parameter.name.value })?.value {
        case .constant(let value): passed = value
        case .parameter(let name):
            let own = entry.declaration.properties.first { $0.name.value == name.value }
            passed =
                own.flatMap { property in
                    members.first { JSONPropertyNames.acceptedNames(of: property, in: configuration).contains($0.key) }?
                        .value
                } ?? own?.defaultValue
        case nil: passed = parameter.defaultValue
        }
        guard let passed, passed.value != member.value.value else { return }
        emit(
            .superArgument,
            "'\(member.key)' of every '\(entry.nameInPackage)' built in Kotlin is \(Self.describe(passed)) (what it passes to the constructor of '\(owner.nameInPackage)'), not \(Self.describe(member.value)): kotlinx could decode this value, but no Kotlin default expression builds it",
            at: member.value.location)
    }

    private mutating func rejectObjectKeys(
        _ members: [JSONMember], of entry: IndexedDeclaration, skipping: String?
    ) -> ResolvedConstant.Value? {
        var rejected = false
        for member in members where member.key != skipping {
            rejected = true
            emit(
                .defaultUnknownProperty,
                "'\(entry.nameInPackage)' is an object, written as {}: it has no key '\(member.key)'\(discriminatorHint(member.key))",
                at: member.keyLocation)
        }
        return rejected ? nil : .singleton(entry.id)
    }

    /// A sealed type's value: the discriminator names a subclass, the other keys are that subclass's.
    private mutating func checkSealed(
        _ members: [JSONMember], at location: SourceLocation, of entry: IndexedDeclaration
    ) -> ResolvedConstant.Value? {
        let discriminator = configuration.classDiscriminator
        let subclasses = hierarchy.concreteSubclasses(of: entry.qualifiedName)
        let serialNames = subclasses.map(SealedHierarchy.serialName)
        guard let member = members.first(where: { $0.key == discriminator }) else {
            let choices = serialNames.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")
            emit(
                .defaultMissingProperty,
                "a value of sealed '\(entry.nameInPackage)' needs the class discriminator '\(discriminator)' naming a subclass\(choices.isEmpty ? "" : " (\(choices))")",
                at: location)
            return nil
        }
        guard let serialName = member.value.string else {
            emit(
                .defaultTypeMismatch,
                "the class discriminator '\(discriminator)' must be a subclass's serial name string, found \(Self.describe(member.value))",
                at: member.value.location)
            return nil
        }
        guard let position = serialNames.firstIndex(of: serialName) else {
            var message = "\"\(serialName)\" is not the serial name of a subclass of '\(entry.nameInPackage)'"
            if let suggestion = NameSuggestion.closest(to: serialName, among: serialNames) {
                message += "; did you mean \"\(suggestion)\"?"
            } else if !serialNames.isEmpty {
                message += "; expected one of \(serialNames.prefix(6).map { "\"\($0)\"" }.joined(separator: ", "))"
            }
            emit(.unknownSubclassSerialName, message, at: member.value.location)
            return nil
        }
        let subclass = subclasses[position]
        if subclass.declaration.kind == .dataClass {
            return checkObject(members, at: location, of: subclass, skipping: discriminator)
        } else {
            return rejectObjectKeys(members, of: subclass, skipping: discriminator)
        }
    }

    // MARK: Reporting

    /// Explains a class discriminator where the static type is a concrete class.
    private func discriminatorHint(_ key: String) -> String {
        key == configuration.classDiscriminator
            ? "; the class discriminator is written only where the type is the sealed parent" : ""
    }

    /// Reports a value of the wrong JSON kind; nil, the constant it is not.
    private mutating func mismatch(
        _ json: LocatedJSON, expected: String, _ type: ResolvedType
    ) -> ResolvedConstant.Value? {
        emit(
            .defaultTypeMismatch,
            "expected \(expected) for '\(index.display(type))', found \(Self.describe(json))\(Self.kotlinCodeHint(json))",
            at: json.location)
        return nil
    }

    /// A string holding Kotlin code (`"emptyList()"`, `"null"`, `"0"`): say which JSON to write instead.
    static func kotlinCodeHint(_ json: LocatedJSON) -> String {
        guard let raw = json.string else { return "" }
        let text = String(raw.filter { !$0.isWhitespace })
        let emptyCollections = [
            "emptyList", "listOf", "mutableListOf", "arrayListOf", "emptySet", "setOf", "mutableSetOf", "hashSetOf",
            "emptyArray", "arrayOf",
        ]
        let emptyMaps = ["emptyMap", "mapOf", "mutableMapOf", "hashMapOf"]
        var replacement: String?
        if ["null", "true", "false"].contains(text) || Int64(text) != nil || Double(text) != nil {
            replacement = text
        } else if text.hasSuffix("()"), emptyCollections.contains(String(text.dropLast(2))) {
            replacement = "[]"
        } else if text.hasSuffix("()"), emptyMaps.contains(String(text.dropLast(2))) {
            replacement = "{}"
        }
        if let replacement {
            return
                "; a default is the JSON kotlinx encodes, so write \(replacement) (not a string) for Kotlin's \(text)"
        }
        return text.contains("(") ? "; a default is the JSON kotlinx encodes for the Kotlin value, not Kotlin code" : ""
    }

    private mutating func noJSONForm(
        _ json: LocatedJSON, _ type: ResolvedType, because what: String
    ) -> ResolvedConstant.Value? {
        emit(
            .defaultTypeMismatch,
            "'\(index.display(type))' is \(what) without a JSON form, so its only possible default is null; found \(Self.describe(json))",
            at: json.location)
        return nil
    }

    private mutating func emit(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
        diagnostics.emit(code, message, at: location)
    }

    /// "a" or "an" before a type name.
    private static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "AEIO".contains(first) ? "an" : "a"
    }

    /// A JSON value as a message shows it: `the string "x"`, `an array`.
    static func describe(_ json: LocatedJSON) -> String {
        switch json.value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return "the integer \(number)"
        case .real(let number): return "the number \(number)"
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "the string \(JSONText.quoted(shown))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
