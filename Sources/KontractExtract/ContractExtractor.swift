// Kotlin files → contracts: one contract per Kotlin file that declares something Swift sees (docs/extract.md).

import Foundation
import KontractCore
import KotlinSourceSyntax

/// One extracted contract: its file name (`Search.kontract.json`) and its JSON.
public struct ExtractedContract: Sendable {
    public var fileName: String
    public var json: ContractJSON
    /// The Kotlin file it comes from.
    public var kotlinPath: String
    /// Where each declaration (`Outer.Name`) and member (`Outer.Name.member`, `File.kt.function`) stands in it.
    public var locations: [String: SourceLocation] = [:]
    /// The library (Kotlin module name) of a library contract (`library.MODULE.PACKAGE.kontract.json`, whose
    /// `kotlinPath` is empty); nil for a Kotlin file's contract.
    public var library: String?

    /// The contract's text, pretty-printed as the repository's contracts are.
    public var text: String { json.pretty }
}

/// What an extraction produced: contracts in Kotlin path order, and the diagnostics.
public struct ExtractionResult: Sendable {
    public var contracts: [ExtractedContract]
    public var diagnostics: [Diagnostic]
    /// Every Kotlin file read, in order (those giving no contract too).
    public var kotlinPaths: [String] = []
}

extension ExtractionResult {
    /// The contracts as in-memory files `FOLDER/NAME.kontract.json` (for an `InMemorySourceProvider`), with the
    /// contract behind each path: how diff and docs read Kotlin sources through the normal pipeline.
    public func inMemoryFiles(under folder: String)
        -> (files: [String: [UInt8]], contracts: [String: ExtractedContract])
    {
        var files: [String: [UInt8]] = [:]
        var byPath: [String: ExtractedContract] = [:]
        for contract in contracts {
            let path = folder + "/" + contract.fileName
            files[path] = Array(contract.text.utf8)
            byPath[path] = contract
        }
        return (files, byPath)
    }
}

/// Maps parsed Kotlin files to contract documents.
public enum ContractExtractor {
    /// Reads the `.kt` files under `paths` (files or folders; source sets iOS does not see, such as `jvmMain` and
    /// `androidMain`, and test source sets are skipped) and extracts them as `module`.
    /// `libraries` says which library each package belongs to (the table and the config's `"libraries"`).
    public static func extract(
        paths: [String], module: String, libraries: LibraryPackages = .common
    ) -> ExtractionResult {
        extract(paths: paths, module: module, keptTreesSource: keptTreesSource, libraries: libraries)
    }

    /// `extract(paths:module:)` writing each contract into `staging` as soon as it is built: the result's contracts
    /// then keep their names alone (`extract --output`).
    public static func extract(
        paths: [String], module: String, staging: ContractStaging, libraries: LibraryPackages = .common
    ) -> ExtractionResult {
        extract(paths: paths, module: module, keptTreesSource: keptTreesSource, staging: staging, libraries: libraries)
    }

    /// How many bytes of Kotlin (the first files, in path order) keep their syntax trees between the passes; the
    /// files after them are parsed a second time. A tree takes about ten times its source, so the trees held stay
    /// near 20 MB however large the input, and a module of up to 2 MB of Kotlin (most KMP modules) is parsed once.
    /// `KONTRACT_EXTRACT_KEPT_TREES=BYTES` sets it (tools/bench-extract measures both ends).
    static var keptTreesSource: Int {
        ProcessInfo.processInfo.environment["KONTRACT_EXTRACT_KEPT_TREES"].flatMap { Int($0) } ?? 2 << 20
    }

    /// `extract(paths:module:)` keeping the trees of the first `keptTreesSource` bytes of Kotlin (tests pass 0).
    static func extract(
        paths: [String], module: String, keptTreesSource: Int, staging: ContractStaging? = nil,
        libraries: LibraryPackages = .common
    ) -> ExtractionResult {
        var (sources, diagnostics, generators) = KotlinSourceFiles.readSources(paths)
        var total = 0
        let keeps = sources.map { source -> Bool in
            total += source.bytes.count
            return total <= keptTreesSource
        }
        // The first pass: each file parsed on every core, what the index needs of it kept, its tree let go unless
        // it is among the first `keptTreesSource` bytes. A file parsed again later is parsed names-only here (no
        // KDoc, no text of defaults and initializers: what the index does not read).
        var firstPass = Concurrently.map(sources.count) { position -> (IndexedFile, ExtractedKotlinFile?) in
            let source = sources[position]
            let syntax = KotlinParser.parse(source.bytes, namesOnly: !keeps[position])
            let file = ExtractedKotlinFile(path: source.path, syntax: syntax)
            return (IndexedFile(file), keeps[position] ? file : nil)
        }
        var indexed = firstPass.map(\.0)
        var pending = zip(firstPass, sources).map { first, source -> PendingFile in
            first.1.map(PendingFile.parsed) ?? .source(path: source.path, bytes: source.bytes)
        }
        // The pending files hold the only references to each tree and each file's bytes: a file's are freed when
        // its contract is built.
        (firstPass, sources) = ([], [])
        var result = extract(
            indexed: &indexed, taking: &pending, module: module, staging: staging, libraries: libraries,
            generators: generators)
        result.diagnostics = diagnostics + result.diagnostics
        return result
    }

    /// Extracts already-read files (tests pass them from memory).
    public static func extract(
        files: [ExtractedKotlinFile], module: String, libraries: LibraryPackages = .common
    ) -> ExtractionResult {
        var files = files
        return extract(taking: &files, module: module, libraries: libraries)
    }

    /// `extract(files:module:)` emptying `files`.
    static func extract(
        taking files: inout [ExtractedKotlinFile], module: String, libraries: LibraryPackages = .common
    ) -> ExtractionResult {
        var indexed = files.map(IndexedFile.init)
        var pending = files.map(PendingFile.parsed)
        files = []
        return extract(indexed: &indexed, taking: &pending, module: module, libraries: libraries)
    }

    /// One file's contract, diagnostics and library type uses.
    typealias FileOutcome = (ExtractedContract?, [Diagnostic], [LibraryTypeUse], [UnmappedLibraryUse])

    /// The second pass: `files` mapped with the index of `indexed` (both emptied), each file's tokens and syntax
    /// tree freed once its contract is built.
    static func extract(
        indexed: inout [IndexedFile], taking files: inout [PendingFile], module: String,
        staging: ContractStaging? = nil, libraries: LibraryPackages = .common, generators: GeneratorInputs = .init()
    ) -> ExtractionResult {
        var index = ExtractIndex(files: indexed)
        index.libraryPackages = libraries
        index.generators = generators
        // Two Kotlin files of one name (`Mapper.kt` in two packages) must not give one contract name: every
        // reader of the result (extract --output, diff, docs) keys contracts by it, and one would be lost.
        let baseNameCounts = Dictionary(indexed.map { ($0.baseName, 1) }, uniquingKeysWith: +)
        let paths = indexed.map(\.path)
        indexed = []
        // Each file is mapped on its own (the index is read only): on every core, in file order.
        let pending = PendingFiles(taking: &files)
        let perFile = Concurrently.map(paths.count) { position -> FileOutcome in
            let file = pending.take(position)
            var context = ExtractionContext(file: file, index: index)
            for error in file.syntax.errors {
                context.report(.kotlinSyntax, error.message, at: error.position)
            }
            guard file.syntax.errors.isEmpty, let json = context.contract(module: module) else {
                return (nil, context.diagnostics, context.libraryUses, context.unmappedLibraryUses)
            }
            let contract = ExtractedContract(
                fileName: contractFileName(
                    file, sharesItsName: baseNameCounts[file.baseName, default: 0] > 1),
                json: json, kotlinPath: file.path, locations: context.locations)
            return (
                staging.map { $0.stage(contract, at: position) } ?? contract, context.diagnostics,
                context.libraryUses, context.unmappedLibraryUses
            )
        }
        var contracts = perFile.compactMap(\.0)
        var diagnostics = perFile.flatMap(\.1)
        // The library contracts, from every file's uses (docs/extract.md, "Library contracts").
        let libraries = LibraryContracts.build(uses: perFile.map(\.2), unmapped: perFile.map(\.3), module: module)
        diagnostics += libraries.diagnostics
        for (offset, contract) in libraries.contracts.enumerated() {
            contracts.append(staging.map { $0.stage(contract, at: paths.count + offset) } ?? contract)
        }
        return ExtractionResult(contracts: contracts, diagnostics: diagnostics, kotlinPaths: paths)
    }

    /// `Search.kontract.json`; when another file has the same name, the Kotlin package goes before it
    /// (`com.example.search.Search.kontract.json`), or the folder when the file has no package.
    static func contractFileName(_ file: ExtractedKotlinFile, sharesItsName: Bool) -> String {
        guard sharesItsName else { return file.baseName + ".kontract.json" }
        let package = file.syntax.packageName.withoutBackticks
        let qualifier =
            package.isEmpty
            ? ((file.path as NSString).deletingLastPathComponent as NSString).lastPathComponent : package
        return (qualifier.isEmpty ? "" : qualifier + ".") + file.baseName + ".kontract.json"
    }

    /// Parses in-memory Kotlin (`path` names it in diagnostics).
    public static func parse(path: String, bytes: [UInt8]) -> ExtractedKotlinFile {
        ExtractedKotlinFile(path: path, syntax: KotlinParser.parse(bytes))
    }

    /// Reads in-memory SQLDelight `.sq` text as the Kotlin SQLDelight generates for its tables (`path`, below a
    /// `sqldelight` folder, names it and gives the package), with what the `.sq` file has that is not carried.
    public static func parse(sqPath path: String, bytes: [UInt8]) -> (
        file: ExtractedKotlinFile, diagnostics: [Diagnostic]
    ) {
        let (kotlin, diagnostics) = SqlDelightTables.kotlin(fromSq: bytes, path: path)
        return (parse(path: path, bytes: Array(kotlin.utf8)), diagnostics)
    }
}

extension ExtractionContext {
    /// The contract of this file, nil when it declares nothing Swift sees.
    mutating func contract(module: String) -> ContractJSON? {
        var declarations: [ContractJSON] = []
        var functions: [ContractJSON] = []
        var properties: [ContractJSON] = []
        for declaration in file.syntax.declarations where ExtractionContext.isExported(declaration.modifiers) {
            if declaration.has("expect") {
                // What iOS sees is the actual; without one in an iOS source set the framework has no such symbol.
                if index.actuals.owners[ActualDeclarations.key(declaration, in: file.syntax)] == nil {
                    report(
                        .expectWithoutActual,
                        "expect '\(declaration.name)' has no actual in an iOS source set (iosMain, appleMain, "
                            + "iosArm64Main…): the contract leaves it out", at: declaration.position)
                }
                continue
            }
            if declaration.has("actual"),
                index.actuals.owners[ActualDeclarations.key(declaration, in: file.syntax)] != file.path
            {
                continue  // another iOS source set's actual of it was read first
            }
            if declaration.has("external") {
                report(
                    .declarationNotExtracted, "'\(declaration.name)' is an external declaration",
                    at: declaration.position)
                continue
            }
            switch declaration.kind {
            case .function:
                if let value = function(declaration, of: file.fileName) { functions.append(value) }
                record(file.fileName, declaration.position)
            case .property:
                record(file.fileName, declaration.position)
                if case .object(var keys)? = memberProperty(declaration, of: file.fileName, inFile: true) {
                    if let initial = fileFlowInitial(declaration) {
                        keys.insert(("initial", initial), at: keys.firstIndex { $0.key == "annotations" } ?? keys.count)
                    }
                    properties.append(.object(keys))
                }
            case .typeAlias:
                if let value = typeAlias(declaration) { declarations.append(value) }
            default:
                if let value = self.declaration(declaration, outer: "") { declarations.append(value) }
                forgetEnclosedTypes()
            }
        }
        if !functions.isEmpty || !properties.isEmpty {
            var keys: [(key: String, value: ContractJSON)] = [
                ("kind", .string("file")), ("name", .string(file.fileName)),
            ]
            if let sourceSet = file.sourceSet { keys.append(("sourceSet", .string(sourceSet))) }
            if !functions.isEmpty { keys.append(("functions", .array(functions))) }
            if !properties.isEmpty { keys.append(("properties", .array(properties))) }
            declarations.append(.object(keys))
        }
        guard !declarations.isEmpty else { return nil }
        return .object([
            ("kontract", .number("1")), ("module", .string(module)),
            ("package", .string(file.syntax.packageName.withoutBackticks)),
            ("declarations", .array(declarations)),
        ])
    }
}
