// `kontract.config.json`: the generator settings kept beside the contracts.

import Foundation
import KontractCore
import KontractGenerator

/// The keys of `kontract.config.json`; command-line flags override them.
///
/// For example: `{ "output": "../iosApp/Generated", "interop": "skie", "style": "bridge" }`.
/// `"export"` lists the Kotlin libraries the framework `export(...)`s, as Gradle coordinates
/// (`["androidx.lifecycle:lifecycle-viewmodel"]`, the default); the others' types get prefixed names.
/// `"dataClasses": "class"` makes bridge-style data classes final classes inheriting `KotlinBase`, as on
/// the real framework (default `"struct"`).
/// `"skie"` holds SKIE's switches under `--interop skie` (``SKIEConfiguration``):
/// `{ "defaultArguments": true, "globalFunctions": false, "maximumDefaultArgumentCount": 3,
/// "kotlinModule": "com.example:shared" }`.
/// `"kotlin"` names the Kotlin sources of the module (`kontract extract`, and the build plugin on a target without
/// contracts: docs/extract.md). A relative `output` or `kotlin` path is relative to the folder holding the config file.
public struct GeneratorConfiguration: Equatable, Sendable {
    public static let fileName = "kontract.config.json"
    public static let keys = [
        "output", "interop", "style", "tests", "testsModule", "fixtures", "export", "dataClasses", "skie", "kotlin",
        "libraries",
    ]

    public var output: String?
    public var interop: InteropMode?
    public var style: GenerationStyle?
    /// Where `kontract generate` writes the contract tests (relative to the config file).
    public var tests: String?
    /// The module the tests import (`""`: none, the tests share the types' module).
    public var testsModule: String?
    /// The fixtures folder (relative to the config file); default `fixtures` beside the contracts.
    public var fixtures: String?
    /// The libraries the framework exports (`"export"`); nil: ``KotlinLibrary/exportedByDefault``.
    public var exportedLibraries: Set<KotlinLibrary>?
    /// The other `"export"` coordinates' artifacts (`koin-core`), each where the config file writes it first (for
    /// KG0005): library contracts whose types keep their names.
    public var exportedModuleLocations: [String: SourceLocation] = [:]
    /// The artifacts of ``exportedModuleLocations``.
    public var exportedModules: Set<String> { Set(exportedModuleLocations.keys) }
    /// `"dataClasses"`: `struct` (default) or `class`.
    public var dataClasses: DataClassShape?
    /// `"skie"`: SKIE's switches; nil: SKIE's defaults.
    public var skie: SKIEConfiguration?
    /// `"kotlin"`: the Kotlin sources `kontract extract` and the plugins read (files or folders, relative to the
    /// config file), such as `["../../shared/src"]`.
    public var kotlin: [String]?
    /// `"libraries"`: Kotlin package (prefix) → the library's Kotlin module name, for the library types extract
    /// writes library contracts for beyond its table (`{ "com.example.net": "example-net" }`).
    public var libraries: [String: String]?

    public init() {}

    /// The config beside the contracts: in the first folder given, or beside the first file.
    public static func locate(for paths: [String]) -> String? {
        guard let first = paths.first else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory) else { return nil }
        let folder = isDirectory.boolValue ? first : (first as NSString).deletingLastPathComponent
        let candidate = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(fileName)
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }

    /// The configuration a command reads: `--config FILE`, else the file beside the contracts, else the defaults;
    /// nil (the error printed) when the file is invalid.
    static func forCommand(_ arguments: ParsedArguments, paths: [String], context: CommandContext)
        -> GeneratorConfiguration?
    {
        guard let path = arguments.value("config") ?? locate(for: paths) else { return GeneratorConfiguration() }
        do {
            return try load(path)
        } catch {
            context.printError("\(error)")
            return nil
        }
    }

    /// Reads and validates a config file; unknown keys and bad values are errors at their line and column.
    public static func load(_ path: String) throws -> GeneratorConfiguration {
        let json: LocatedJSON
        switch ContractJSONReader.parseFile(at: path) {
        case .failure(let diagnostic): throw ConfigurationError(diagnostic)
        case .success(let value): json = value
        }
        guard let members = json.members else {
            throw ConfigurationError(
                Diagnostic(
                    .wrongJSONKind,
                    "\(fileName) must be a JSON object such as { \"output\": \"Generated\" }, found \(json.value.kindDescription)",
                    at: json.location))
        }
        var configuration = GeneratorConfiguration()
        let folder = (path as NSString).deletingLastPathComponent
        func resolved(_ value: String) -> String {
            value.hasPrefix("/") ? value : (folder as NSString).appendingPathComponent(value)
        }
        for member in members {
            let key = member.key
            guard keys.contains(key) else {
                throw ConfigurationError.unknownKey(key, in: fileName, keys: keys, at: member.keyLocation)
            }
            if key == "export" {
                let exported = try exportedLibraries(member.value)
                configuration.exportedLibraries = exported.libraries
                configuration.exportedModuleLocations = exported.modules
                continue
            }
            if key == "skie" {
                configuration.skie = try skieSection(member.value)
                continue
            }
            if key == "libraries" {
                configuration.libraries = try librariesSection(member.value)
                continue
            }
            if key == "kotlin" {
                guard let items = member.value.items, !items.isEmpty, items.allSatisfy({ $0.string != nil }) else {
                    throw ConfigurationError.wrongKind(
                        key, expected: "an array of Kotlin files or folders such as [\"../../shared/src\"]",
                        found: member.value)
                }
                configuration.kotlin = items.compactMap(\.string).map(resolved)
                continue
            }
            guard let value = member.value.string else {
                throw ConfigurationError(
                    Diagnostic(
                        .wrongJSONKind, "'\(key)' must be a string, found \(member.value.value.kindDescription)",
                        at: member.value.location))
            }
            func invalid(_ allowed: [String]) -> ConfigurationError {
                ConfigurationError(
                    Diagnostic(
                        .invalidValue, ClosedValues.problem(key: key, value: value, allowed: allowed),
                        at: member.value.location))
            }
            switch key {
            case "output": configuration.output = resolved(value)
            case "interop":
                guard let mode = InteropMode(rawValue: value) else { throw invalid(["objc", "skie"]) }
                configuration.interop = mode
            case "style":
                guard let style = GenerationStyle(rawValue: value) else { throw invalid(["bridge", "swift"]) }
                configuration.style = style
            case "dataClasses":
                guard let shape = DataClassShape(rawValue: value) else { throw invalid(["struct", "class"]) }
                configuration.dataClasses = shape
            case "tests": configuration.tests = resolved(value)
            case "fixtures": configuration.fixtures = resolved(value)
            default: configuration.testsModule = value
            }
        }
        return configuration
    }
}

extension GeneratorConfiguration {
    /// KG0005 at each `"export"` coordinate whose artifact no contract of `files` names as its `"library"`: with no
    /// library contract to rename, the coordinate changes nothing (a typo, or a library whose contract is missing).
    func exportsMatchingNoLibrary(in files: [ContractFile]) -> [Diagnostic] {
        let libraries = Set(files.compactMap { $0.library.map { LibraryPrefixNaming.moduleName(of: $0.value) } })
        return exportedModuleLocations.filter { !libraries.contains($0.key) }.sorted { $0.value < $1.value }.map {
            Diagnostic.generator(
                .exportMatchesNoLibrary,
                "'export' names the library '\($0.key)', but no contract declares \"library\": \"\($0.key)\" (and it is none Kontract emulates): it changes nothing",
                at: $0.value)
        }
    }

    /// The generator's options: `interop` and `style` (the flags) over the file's, then the defaults.
    func generatorOptions(interop: String?, style: String?) -> GeneratorOptions {
        GeneratorOptions(
            interop: interop.flatMap(InteropMode.init(rawValue:)) ?? self.interop ?? .objc,
            style: style.flatMap(GenerationStyle.init(rawValue:)) ?? self.style ?? .bridge,
            exportedLibraries: exportedLibraries ?? KotlinLibrary.exportedByDefault,
            dataClasses: dataClasses ?? .struct, skie: skie ?? SKIEConfiguration(), exportedModules: exportedModules)
    }
}

extension GeneratorConfiguration {
    /// `"libraries": { "com.example.net": "example-net" }`: each key a package, each value a module name.
    private static func librariesSection(_ json: LocatedJSON) throws -> [String: String] {
        guard let members = json.members else {
            throw ConfigurationError.wrongKind(
                "libraries",
                expected: "an object of Kotlin package → library module name such as "
                    + "{ \"com.example.net\": \"example-net\" }", found: json)
        }
        var libraries: [String: String] = [:]
        for member in members {
            let isPackage =
                !member.key.isEmpty
                && member.key.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
                    !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                }
            guard isPackage, let module = member.value.string, !module.isEmpty else {
                throw ConfigurationError(
                    Diagnostic(
                        .invalidValue,
                        "'libraries' maps a Kotlin package (such as \"com.example.net\") to its library's module "
                            + "name (a non-empty string such as \"example-net\"); '\(member.key)' does not",
                        at: member.keyLocation))
            }
            libraries[member.key] = module
        }
        return libraries
    }

    /// `"export": ["androidx.lifecycle:lifecycle-viewmodel", "io.insert-koin:koin-core", …]`: Gradle coordinates
    /// (`group:artifact`, a version after them ignored), each a library Kontract emulates or, by its artifact, the
    /// `"library"` of library contracts (docs/contract-format.md, "Library contracts").
    private static func exportedLibraries(_ json: LocatedJSON) throws -> (
        libraries: Set<KotlinLibrary>, modules: [String: SourceLocation]
    ) {
        let known = KotlinLibrary.allCases.map(\.rawValue)
        guard let items = json.items else {
            throw ConfigurationError.wrongKind(
                "export", expected: "an array of Gradle coordinates such as [\"\(known[0])\"]", found: json)
        }
        var libraries: Set<KotlinLibrary> = []
        var modules: [String: SourceLocation] = [:]
        for item in items {
            if let coordinates = item.string, let library = KotlinLibrary(coordinates: coordinates) {
                libraries.insert(library)
                continue
            }
            let coordinates = item.string ?? ""
            let parts = coordinates.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
                throw ConfigurationError(
                    Diagnostic(
                        .invalidValue,
                        "'export' takes Gradle coordinates 'group:artifact' (a library contract's, or one of \(known.joined(separator: ", "))), found \(item.string.map { "'\($0)'" } ?? item.value.kindDescription)",
                        at: item.location))
            }
            let module = LibraryPrefixNaming.moduleName(of: coordinates)
            if modules[module] == nil { modules[module] = item.location }
        }
        return (libraries, modules)
    }
}

extension GeneratorConfiguration {
    /// `"skie": { "defaultArguments": true, ... }`: each key one of SKIE's switches, unknown keys refused.
    private static func skieSection(_ json: LocatedJSON) throws -> SKIEConfiguration {
        let keys = SKIEConfiguration.keys.map(\.key)
        guard let members = json.members else {
            throw ConfigurationError.wrongKind(
                "skie", expected: "an object such as { \"defaultArguments\": true }", found: json)
        }
        var skie = SKIEConfiguration()
        for member in members {
            guard keys.contains(member.key) else {
                throw ConfigurationError.unknownKey(
                    member.key, in: "the 'skie' section of \(fileName)", keys: keys, at: member.keyLocation)
            }
            if member.key == "maximumDefaultArgumentCount" {
                guard case .integer(let number) = member.value.value, number >= 0, number <= 64 else {
                    throw ConfigurationError.wrongKind(
                        member.key, expected: "an integer from 0 to 64", found: member.value)
                }
                skie.maximumDefaultArgumentCount = Int(number)
                continue
            }
            if member.key == "kotlinModule" {
                guard case .string(let name) = member.value.value, !name.isEmpty else {
                    throw ConfigurationError(
                        Diagnostic(
                            .wrongJSONKind,
                            "'kotlinModule' must be the module's Kotlin name such as \"com.example:shared\", found \(member.value.value.kindDescription)",
                            at: member.value.location))
                }
                skie.kotlinModule = name
                continue
            }
            if member.key == "visibility" {
                let levels = SkieVisibilityLevel.allCases.map(\.levelName)
                guard case .string(let name) = member.value.value, let level = SkieVisibilityLevel(levelName: name)
                else {
                    let found: String
                    if case .string(let name) = member.value.value {
                        found = "\"\(name)\""
                    } else {
                        found = member.value.value.kindDescription
                    }
                    throw ConfigurationError(
                        Diagnostic(
                            .wrongJSONKind,
                            "'visibility' must be one of SKIE's levels \(levels.map { "\"\($0)\"" }.joined(separator: ", ")), found \(found)",
                            at: member.value.location))
                }
                skie.visibility = level
                continue
            }
            if let name = try sealedName(member) {
                switch member.key {
                case "sealedFunctionName": skie.sealedFunctionName = name
                case "sealedFunctionArgumentLabel": skie.sealedFunctionArgumentLabel = name
                case "sealedFunctionParameterName": skie.sealedFunctionParameterName = name
                case "sealedCaseName": skie.sealedCaseName = name
                default: skie.sealedElseName = name
                }
                continue
            }
            guard case .bool(let value) = member.value.value else {
                throw ConfigurationError.wrongKind(member.key, expected: "true or false", found: member.value)
            }
            switch member.key {
            case "defaultArguments": skie.defaultArguments = value
            case "sealedInterop": skie.sealedInterop = value
            case "sealedCaseVisible": skie.sealedCaseVisible = value
            case "suspendInterop": skie.suspendInterop = value
            case "flowInterop": skie.flowInterop = value
            case "enumInterop": skie.enumInterop = value
            case "enumLegacyCaseName": skie.enumLegacyCaseName = value
            default: skie.globalFunctions = value
            }
        }
        return skie
    }

    /// The value of one of SKIE's sealed-interop names (`"sealedFunctionName": "onEnum2"`), nil for other keys:
    /// a Swift identifier; the argument label may also be `_` (none) or empty (the parameter name).
    private static func sealedName(_ member: JSONMember) throws -> String? {
        let keys = [
            "sealedFunctionName", "sealedFunctionArgumentLabel", "sealedFunctionParameterName", "sealedElseName",
            "sealedCaseName",
        ]
        guard keys.contains(member.key) else { return nil }
        let isLabel = member.key == "sealedFunctionArgumentLabel"
        guard case .string(let name) = member.value.value,
            isLabel && (name.isEmpty || name == "_") || isIdentifier(name)
        else {
            throw ConfigurationError(
                Diagnostic(
                    .wrongJSONKind,
                    "'\(member.key)' must be a Swift identifier\(isLabel ? ", \"_\" or \"\"" : ""), found \(member.value.value.kindDescription)",
                    at: member.value.location))
        }
        return name
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

/// A problem with `kontract.config.json`, already phrased with its path.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }

    /// A diagnostic at its place in the config file, printed as `path:line:col: error: message [ID]`.
    public init(_ diagnostic: Diagnostic) {
        self.description = diagnostic.formatted
    }

    /// `'key' must be <expected>, found <kind>` at the value (KT wrong JSON kind).
    static func wrongKind(_ key: String, expected: String, found json: LocatedJSON) -> ConfigurationError {
        ConfigurationError(
            Diagnostic(
                .wrongJSONKind, "'\(key)' must be \(expected), found \(json.value.kindDescription)", at: json.location))
    }

    /// `unknown key 'k' in <place>; did you mean 'key'? The keys are …` at the key (KT unknown key).
    static func unknownKey(_ key: String, in place: String, keys: [String], at location: SourceLocation)
        -> ConfigurationError
    {
        var message = "unknown key '\(key)' in \(place)"
        if let suggestion = NameSuggestion.closest(to: key, among: keys) {
            message += "; did you mean '\(suggestion)'?"
        }
        return ConfigurationError(
            Diagnostic(
                .unknownKey,
                message + (message.hasSuffix("?") ? " The" : "; the") + " keys are \(keys.joined(separator: ", "))",
                at: location))
    }
}
