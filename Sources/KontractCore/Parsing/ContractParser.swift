// Turns a contract's located JSON into the parsed model, reporting structural problems.

import KotlinSyntax

/// Stage 1 of the pipeline: contract JSON → `ContractFile`.
///
/// It checks the shape (keys, JSON kinds, required keys, the format version) and
/// parses type strings; name resolution and Kotlin rules are the checker's.
public enum ContractParser {
    /// The format versions this tool reads.
    public static let supportedFormatVersions = [1]

    /// Reads and parses one contract file. The result is nil only when the file is not
    /// JSON or not an object at all; otherwise a model is returned even with errors,
    /// so that later checks can still report what they find.
    public static func parseFile(at path: String) -> (ContractFile?, [Diagnostic]) {
        switch ContractJSONReader.parseFile(at: path) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let json): return parse(json, path: path)
        }
    }

    /// Parses contract text already read into memory.
    public static func parse(text: String, path: String) -> (ContractFile?, [Diagnostic]) {
        parse(bytes: Array(text.utf8), path: path)
    }

    /// Parses the bytes of the contract file `path`, from whatever source they were read.
    public static func parse(bytes: [UInt8], path: String) -> (ContractFile?, [Diagnostic]) {
        switch ContractJSONReader.parse(bytes, path: path) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let json): return parse(json, path: path)
        }
    }

    public static func parse(_ json: LocatedJSON, path: String) -> (ContractFile?, [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        guard var reader = ObjectReader(json, what: "a contract", diagnostics: &diagnostics) else {
            return (nil, diagnostics.diagnostics)
        }
        _ = reader.value("$schema")
        var version = 1
        if let versionJSON = reader.value("kontract") {
            if case .integer(let number) = versionJSON.value, supportedFormatVersions.contains(Int(number)) {
                version = Int(number)
            } else if case .integer(let number) = versionJSON.value {
                diagnostics.emit(
                    .unsupportedFormatVersion,
                    "contract format version \(number) is not supported; this kontract reads version 1",
                    at: versionJSON.location)
            } else {
                reader.wrongKind("kontract", expected: "the integer 1", versionJSON, &diagnostics)
            }
        } else {
            reader.missing("kontract", &diagnostics)
        }
        let module =
            reader.string("module", required: true, diagnostics: &diagnostics) ?? Located("", at: json.location)
        if !module.value.isEmpty, !KotlinIdentifier.isValid(module.value) {
            diagnostics.emit(.invalidName, "'\(module.value)' is not a valid framework name", at: module.location)
        }
        var package =
            reader.string("package", required: true, diagnostics: &diagnostics) ?? Located("", at: json.location)
        if !package.value.isEmpty {
            if let name = Self.packageName(package.value) {
                package = Located(name, at: package.location)
            } else {
                diagnostics.emit(
                    .invalidName, "'\(package.value)' is not a valid Kotlin package name", at: package.location)
            }
        }
        let library = LibraryContractRules.readLibrary(&reader, &diagnostics)
        let jsonValue = reader.value("json")
        if let library, let jsonValue { LibraryContractRules.refuseJSON(jsonValue, library: library, &diagnostics) }
        let configuration = jsonValue.map { parseJSONConfiguration($0, &diagnostics) } ?? .default
        var declarations: [Declaration] = []
        var typeAliases: [TypeAlias] = []
        var valueClasses: [ValueClass] = []
        let items = reader.array("declarations", required: true, diagnostics: &diagnostics) ?? []
        if let library { LibraryContractRules.refuseSerializable(items, library: library, &diagnostics) }
        for item in items {
            if TypeAliasParser.isTypeAlias(item) {
                if let alias = TypeAliasParser.parse(item, &diagnostics) { typeAliases.append(alias) }
            } else if ValueClassParser.isValueClass(item) {
                if let valueClass = ValueClassParser.parse(item, &diagnostics) { valueClasses.append(valueClass) }
            } else if let declaration = parseDeclaration(item, nested: false, &diagnostics) {
                declarations.append(declaration)
            }
        }
        reader.finish(&diagnostics)
        var file = ContractFile(
            path: path, formatVersion: version, module: module, package: package, json: configuration,
            declarations: declarations)
        file.typeAliases = typeAliases
        file.valueClasses = valueClasses
        if let library {
            file.library = library
            LibraryContractRules.apply(to: &file, &diagnostics)
        }
        file.suppressions = diagnostics.suppressions
        return (file, diagnostics.diagnostics)
    }

    private static func parseJSONConfiguration(
        _ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector
    ) -> JSONConfiguration {
        var configuration = JSONConfiguration()
        guard var reader = ObjectReader(json, what: "the json configuration", diagnostics: &diagnostics) else {
            return configuration
        }
        let flags: [(String, WritableKeyPath<JSONConfiguration, Bool>)] = [
            ("encodeDefaults", \.encodeDefaults), ("explicitNulls", \.explicitNulls),
            ("ignoreUnknownKeys", \.ignoreUnknownKeys), ("coerceInputValues", \.coerceInputValues),
            ("isLenient", \.isLenient), ("allowSpecialFloatingPointValues", \.allowSpecialFloatingPointValues),
        ]
        for (key, path) in flags {
            if let flag = reader.bool(key, diagnostics: &diagnostics) { configuration[keyPath: path] = flag }
        }
        if let discriminator = reader.string("classDiscriminator", diagnostics: &diagnostics) {
            if discriminator.value.isEmpty {
                diagnostics.emit(.invalidValue, "'classDiscriminator' must not be empty", at: discriminator.location)
            } else {
                configuration.classDiscriminator = discriminator.value
            }
        }
        if let strategy = reader.value("namingStrategy"), strategy.value != .null {
            if let text = strategy.string, let value = JSONConfiguration.NamingStrategy(rawValue: text) {
                configuration.namingStrategy = value
            } else {
                let allowed = ["snake_case", "kebab-case"]
                diagnostics.emit(
                    .invalidValue,
                    strategy.string.map { ClosedValues.problem(key: "namingStrategy", value: $0, allowed: allowed) }
                        ?? "'namingStrategy' must be null, \"snake_case\" or \"kebab-case\"",
                    at: strategy.location)
            }
        }
        reader.finish(&diagnostics)
        return configuration
    }

    /// Which keys each declaration kind takes besides `kind`, `name`, `doc`.
    private static func allowsSerialName(_ kind: Declaration.Kind) -> Bool {
        kind != .plainClass && kind != .interface && kind != .file
    }

    static func parseDeclaration(
        _ json: LocatedJSON, nested: Bool, _ diagnostics: inout DiagnosticCollector
    ) -> Declaration? {
        guard var reader = ObjectReader(json, what: "a declaration", diagnostics: &diagnostics) else { return nil }
        guard let kindText = reader.string("kind", required: true, diagnostics: &diagnostics) else { return nil }
        guard let kind = Declaration.Kind(rawValue: kindText.value) else {
            var message = "unknown declaration kind '\(kindText.value)'"
            let topLevelOnly = nested ? [] : [TypeAliasParser.kind, ValueClassParser.kind]
            let kinds = Declaration.Kind.allCases.map(\.rawValue) + topLevelOnly
            if let suggestion = NameSuggestion.closest(to: kindText.value, among: kinds) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; expected one of: \(kinds.map { "'\($0)'" }.joined(separator: ", "))"
            }
            diagnostics.emit(.unknownDeclarationKind, message, at: kindText.location)
            return nil
        }
        let what = "\(kind == .enumClass || kind == .object ? "an" : "a") \(kind.rawValue) declaration"
        reader = ObjectReader(json, what: what, diagnostics: &diagnostics)!
        _ = reader.value("kind")
        var name = reader.string("name", required: true, diagnostics: &diagnostics) ?? Located("", at: json.location)
        let backquoted = kind == .file ? nil : KotlinIdentifier.backquoted(name.value)
        if let backquoted { name.value = backquoted }
        var declaration = Declaration(kind: kind, name: name, location: json.location)
        if kind == .file {
            if !name.value.isEmpty, !isValidFileName(name.value) {
                diagnostics.emit(
                    .invalidName,
                    "'\(name.value)' is not a Kotlin file name like 'SearchIos.kt' (a name ending in .kt, without a folder)",
                    at: name.location)
            }
        } else if backquoted == nil, !name.value.isEmpty, !KotlinIdentifier.isValid(name.value) {
            diagnostics.emit(
                .invalidName,
                "'\(name.value)' is not a valid Kotlin class name\(MemberParser.backquoteHint(name.value))",
                at: name.location)
        }
        declaration.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        if allowsSerialName(kind) {
            declaration.serialName = reader.string("serialName", diagnostics: &diagnostics)
        }
        switch kind {
        case .dataClass, .object, .dataObject:
            declaration.properties = (reader.array("properties", diagnostics: &diagnostics) ?? []).compactMap {
                MemberParser.property($0, isObjectProperty: kind != .dataClass, &diagnostics)
            }
            if kind == .dataClass, let constructor = reader.value("constructor") {
                declaration.dataClassConstructor = ConstructorParser.dataClassConstructor(constructor, &diagnostics)
            }
            if kind == .dataClass {
                declaration.derived = (reader.array("derived", diagnostics: &diagnostics) ?? []).compactMap {
                    MemberParser.derived($0, &diagnostics)
                }
            }
            declaration.supertypes = supertypes(&reader, &diagnostics)
            declaration.isSerializable = reader.bool("serializable", diagnostics: &diagnostics) ?? true
            declaration.functions = (reader.array("functions", diagnostics: &diagnostics) ?? []).compactMap {
                MemberParser.function($0, &diagnostics)
            }
            declaration.superArguments = SuperArgumentParser.read(&reader, &diagnostics)
        case .enumClass:
            declaration.entries = (reader.array("entries", required: true, diagnostics: &diagnostics) ?? [])
                .compactMap { MemberParser.enumEntry($0, &diagnostics) }
            declaration.isSerializable = reader.bool("serializable", diagnostics: &diagnostics) ?? true
            // `enum class Tab(val title: String) : Named { ...; val upper get() = ...; fun next(): Tab }`.
            declaration.properties = (reader.array("properties", diagnostics: &diagnostics) ?? []).compactMap {
                MemberParser.enumProperty($0, &diagnostics)
            }
            declaration.derived = (reader.array("derived", diagnostics: &diagnostics) ?? []).compactMap {
                MemberParser.derived($0, &diagnostics)
            }
            declaration.functions = (reader.array("functions", diagnostics: &diagnostics) ?? []).compactMap {
                MemberParser.function($0, &diagnostics)
            }
            declaration.supertypes = supertypes(&reader, &diagnostics)
        case .sealedClass, .sealedInterface:
            declaration.subclasses = (reader.array("subclasses", diagnostics: &diagnostics) ?? []).compactMap {
                parseDeclaration($0, nested: true, &diagnostics)
            }
            declaration.supertypes = supertypes(&reader, &diagnostics)
            declaration.isSerializable = reader.bool("serializable", diagnostics: &diagnostics) ?? true
            // `sealed interface UiState { val title: String }`, `sealed class Shape { abstract val area: Double }`:
            // abstract, each subclass overrides them.
            declaration.memberProperties = (reader.array("properties", diagnostics: &diagnostics) ?? [])
                .compactMap { MemberParser.abstractProperty($0, &diagnostics) }
            if kind == .sealedClass {
                // `sealed class Result(val code: Int)`: its constructors are protected unless they say `private`.
                if let items = reader.array("constructors", diagnostics: &diagnostics) {
                    declaration.constructors = items.compactMap {
                        ConstructorParser.constructor($0, defaultVisibility: .protected, &diagnostics)
                    }
                }
                declaration.superArguments = SuperArgumentParser.read(&reader, &diagnostics)
            }
        case .plainClass:
            parseClassMembers(into: &declaration, &reader, &diagnostics)
            ConstructorParser.parseClassShape(into: &declaration, &reader, &diagnostics)
            declaration.superArguments = SuperArgumentParser.read(&reader, &diagnostics)
        case .interface:
            parseClassMembers(into: &declaration, &reader, &diagnostics)
        case .file:
            if nested {
                diagnostics.emit(.invalidSealedSubclass, "a file cannot be nested in a sealed type", at: json.location)
            }
            declaration.sourceSet = reader.string("sourceSet", diagnostics: &diagnostics)
            declaration.functions = (reader.array("functions", diagnostics: &diagnostics) ?? []).compactMap {
                MemberParser.function($0, &diagnostics)
            }
            declaration.fileProperties = (reader.array("properties", diagnostics: &diagnostics) ?? []).compactMap {
                MemberParser.fileProperty($0, &diagnostics)
            }
        }
        parseNesting(into: &declaration, &reader, &diagnostics)
        if kind != .file {
            // `deprecated` on every kind Kotlin allows it on: a class's initializers carry it; on the other kinds
            // the generator reports it as not emulated (KG0003).
            var keys: ObjCExportAnnotationParser.Keys = .classifier
            if kind == .enumClass { keys.insert(.objcEnum) }
            declaration.export = ObjCExportAnnotationParser.read(&reader, keys: keys, on: what, &diagnostics)
            let parsed = AnnotationParser.read(&reader, &diagnostics)
            let annotations = parsed.names
            AnnotationNames.check(annotations, allowed: AnnotationNames.classifiers, on: what, &diagnostics)
            declaration.export.read(annotations: annotations)
            declaration.skieAnnotations = annotations.map(\.value).filter { $0.contains(".") }
            declaration.skieArguments = parsed.arguments
        }
        reader.finish(&diagnostics)
        return declaration
    }

    /// What a class and an interface both declare: supertypes, type parameters, member (and member
    /// extension) properties and functions.
    private static func parseClassMembers(
        into declaration: inout Declaration, _ reader: inout ObjectReader, _ diagnostics: inout DiagnosticCollector
    ) {
        declaration.supertypes = supertypes(&reader, &diagnostics)
        declaration.typeParameters = MemberParser.typeParameters(&reader, allowsVariance: true, &diagnostics)
        let properties = (reader.array("properties", diagnostics: &diagnostics) ?? []).compactMap {
            MemberParser.memberProperty($0, &diagnostics)
        }
        declaration.memberProperties = properties.filter { $0.receiver == nil }
        declaration.memberExtensionProperties = properties.filter { $0.receiver != nil }
        declaration.functions = (reader.array("functions", diagnostics: &diagnostics) ?? []).compactMap {
            MemberParser.function($0, &diagnostics)
        }
    }

    /// `supertypes`: each a type (a syntax error is reported and the type left out).
    static func supertypes(_ reader: inout ObjectReader, _ diagnostics: inout DiagnosticCollector)
        -> [KotlinType]
    {
        reader.strings("supertypes", diagnostics: &diagnostics).compactMap { text in
            switch KotlinTypeParser.parse(text) {
            case .success(let type): return type
            case .failure(let diagnostic):
                diagnostics.emit(diagnostic)
                return nil
            }
        }
    }

    /// The package's name with each segment as Kotlin names it: a segment Kotlin writes in backquotes
    /// (`` com.example.`in` ``, `in` being a keyword) is the name inside them (`com.example.in`, the name
    /// serial names and `toString()` print); nil when a segment is no name. A keyword is accepted without
    /// backquotes too: it is the same package.
    public static func packageName(_ text: String) -> String? {
        var names: [String] = []
        for segment in text.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            if let inner = KotlinIdentifier.backquoted(segment) {
                names.append(inner)
            } else if KotlinIdentifier.isValid(segment) || KotlinIdentifier.hardKeywords.contains(segment) {
                names.append(segment)
            } else {
                return nil
            }
        }
        return names.joined(separator: ".")
    }

    /// `Name.kt`: any file name Kotlin compiles (`Platform.ios.kt`, `cart-utils.kt`), without a folder.
    private static func isValidFileName(_ name: String) -> Bool {
        guard name.hasSuffix(".kt"), name.count > 3 else { return false }
        return !name.contains { "/\\\n\r\t\0".contains($0) } && !name.hasPrefix(" ")
    }
}
