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
    /// The text, when it was printed as the file was mapped (`json` and `locations` are then empty).
    var printed: [UInt8]?

    /// The contract's text, pretty-printed as the repository's contracts are.
    public var text: String { printed.map { String(decoding: $0, as: UTF8.self) } ?? json.pretty }

    /// `text` as UTF-8 bytes.
    public var textBytes: [UInt8] { printed ?? json.prettyBytes }
}

/// What an extraction produced: contracts in Kotlin path order, and the diagnostics.
public struct ExtractionResult: Sendable {
    public var contracts: [ExtractedContract]
    public var diagnostics: [Diagnostic]
    /// Every Kotlin file read, in order (those giving no contract too).
    public var kotlinPaths: [String] = []
    /// The declarations and members left out for a type found nowhere (KX0104), `package|Outer.Name` and
    /// `package|Outer.Name.member` (`package|Name.<init>` for a constructor): `--check` does not report them.
    public var leftOut: Set<String> = []
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
    /// `keepingLocations: false` leaves each contract's `locations` empty (what only the drift check and docs read:
    /// a map as large as the contract) and its `json` too: each declaration is printed as soon as it is mapped and
    /// the contract is its `text` alone (for a reader of the text: `extract` to stdout, `--output` and `--swift`).
    public static func extract(
        paths: [String], module: String, libraries: LibraryPackages = .common, keepingLocations: Bool = true
    ) -> ExtractionResult {
        extract(
            paths: paths, module: module, keptTreesSource: keptTreesSource, libraries: libraries,
            keepingLocations: keepingLocations)
    }

    /// `extract(paths:module:)` writing each contract into `staging` as soon as it is built: the result's contracts
    /// then keep their names alone (`extract --output`).
    public static func extract(
        paths: [String], module: String, staging: ContractStaging, libraries: LibraryPackages = .common
    ) -> ExtractionResult {
        extract(
            paths: paths, module: module, keptTreesSource: keptTreesSource, staging: staging, libraries: libraries,
            keepingLocations: false)
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
        libraries: LibraryPackages = .common, keepingLocations: Bool = true
    ) -> ExtractionResult {
        var (sources, diagnostics, generators) = KotlinSourceFiles.readSources(paths)
        var total = 0
        let keeps = sources.map { source -> Bool in
            total += source.bytes.count
            return total <= keptTreesSource
        }
        // The first pass: each file parsed on every core, what the index needs of it kept, its tree kept if it is
        // among the first `keptTreesSource` bytes. A file parsed again later is parsed names-only here (no KDoc, no
        // text of defaults and initializers: what the index does not read) and indexed one top-level declaration at
        // a time as the parser reads it, so that its whole tree is never built.
        var firstPass = Concurrently.map(sources.count) { position -> (IndexedFile, ExtractedKotlinFile?) in
            let source = sources[position]
            guard keeps[position] else { return (IndexedFile(path: source.path, parsing: source.bytes), nil) }
            let file = ExtractedKotlinFile(path: source.path, syntax: KotlinParser.parse(source.bytes))
            return (IndexedFile(file), file)
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
            generators: generators, keepingLocations: keepingLocations)
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
    typealias FileOutcome = (ExtractedContract?, [Diagnostic], [LibraryTypeUse], leftOut: [String])

    /// The second pass: `files` mapped with the index of `indexed` (both emptied), each file's tokens and syntax
    /// tree freed once its contract is built.
    static func extract(
        indexed: inout [IndexedFile], taking files: inout [PendingFile], module: String,
        staging: ContractStaging? = nil, libraries: LibraryPackages = .common, generators: GeneratorInputs = .init(),
        keepingLocations: Bool = true
    ) -> ExtractionResult {
        var index = ExtractIndex(files: indexed)
        index.libraryPackages = libraries
        index.generators = generators
        index.leftOutTypes = LeftOutDeclarations.find(in: index)
        index.shapes = []
        // Two Kotlin files of one name (`Mapper.kt` in two packages) must not give one contract name: every
        // reader of the result (extract --output, diff, docs) keys contracts by it, and one would be lost.
        let contractNames = contractFileNames(indexed.map { ExtractedKotlinFile(path: $0.path, syntax: $0.syntax) })
        let paths = indexed.map(\.path)
        indexed = []
        // Each file is mapped on its own (the index is read only): on every core, in file order.
        let pending = PendingFiles(taking: &files)
        let perFile = Concurrently.map(paths.count) { position -> FileOutcome in
            let (file, context, mappedContract) = mapped(
                pending.take(position), index: index, module: module, keepingLocations: keepingLocations)
            guard let (json, printed) = mappedContract else {
                return (nil, context.diagnostics, context.libraryUses, context.leftOut)
            }
            var contract = ExtractedContract(
                fileName: contractNames[position], json: json, kotlinPath: file.path, locations: context.locations)
            contract.printed = printed
            return (
                staging.map { $0.stage(contract, at: position) } ?? contract, context.diagnostics,
                context.libraryUses, context.leftOut
            )
        }
        var contracts = perFile.compactMap(\.0)
        var diagnostics = perFile.flatMap(\.1)
        // The library contracts, from every file's uses (docs/extract.md, "Library contracts").
        let libraries = LibraryContracts.build(uses: perFile.map(\.2), module: module)
        diagnostics += libraries.diagnostics
        for (offset, contract) in libraries.contracts.enumerated() {
            contracts.append(staging.map { $0.stage(contract, at: paths.count + offset) } ?? contract)
        }
        return ExtractionResult(
            contracts: contracts, diagnostics: diagnostics, kotlinPaths: paths, leftOut: Set(perFile.flatMap(\.3)))
    }

    /// A file's contract (nil when it declares nothing Swift sees, or has a syntax error: then the context holds
    /// just those errors) and the context that mapped it. A file not parsed yet is mapped one top-level
    /// declaration at a time as the parser reads it, so that its whole tree is never built. Without
    /// `keepingLocations`, the contract is its text (`printed`) and its JSON is empty.
    static func mapped(
        _ pending: PendingFile, index: ExtractIndex, module: String, keepingLocations: Bool
    ) -> (file: ExtractedKotlinFile, context: ExtractionContext, contract: (ContractJSON, printed: [UInt8]?)?) {
        func newContext(_ file: ExtractedKotlinFile) -> ExtractionContext {
            var context = ExtractionContext(file: file, index: index)
            context.recordsLocations = keepingLocations
            return context
        }
        let file: ExtractedKotlinFile
        var context: ExtractionContext?
        var parts = FileContractParts(printing: !keepingLocations)
        switch pending {
        case .parsed(let parsed):
            file = parsed
            parts.header = ExtractionContext.header(module: module, of: file.syntax)
        case .source(let path, let bytes):
            parts.reserve(forSourceOf: bytes.count)
            let syntax = KotlinParser.parse(bytes) { declaration, soFar in
                // A file with an error gives no contract: nothing after the first error is mapped.
                guard soFar.errors.isEmpty else { return }
                if context == nil {
                    context = newContext(ExtractedKotlinFile(path: path, syntax: soFar))
                    parts.header = ExtractionContext.header(module: module, of: soFar)
                } else {
                    // The file as read so far: the tokens lexed up to this declaration's end.
                    context?.file.syntax = soFar
                }
                context?.map(declaration, into: &parts)
                // Lets go of the tokens, so that the parser lexing on does not copy them.
                context?.file.syntax.tokens = []
            }
            file = ExtractedKotlinFile(path: path, syntax: syntax)
            context?.file = file
        }
        guard file.syntax.errors.isEmpty else {
            // What was mapped before the error is dropped with its diagnostics: the errors alone are reported.
            var errors = newContext(file)
            for error in file.syntax.errors {
                errors.report(.kotlinSyntax, error.message, at: error.position)
            }
            return (file, errors, nil)
        }
        var mapping = context ?? newContext(file)
        for declaration in file.syntax.declarations { mapping.map(declaration, into: &parts) }
        mapping.addStateFlowInitials(&parts)
        let contract = mapping.contract(of: parts, module: module)
        return (file, mapping, contract)
    }

    /// Each file's contract name, in order: `contractFileName`'s, and where files of one name share their package
    /// too (Confetti's `Authentication.kt` in `commonMain` and in `mobileMain`, which Kotlin/Native compiles
    /// together), each after the first is qualified by its source set (else its folder), then numbered.
    static func contractFileNames(_ files: [ExtractedKotlinFile]) -> [String] {
        let baseNameCounts = Dictionary(files.map { ($0.baseName, 1) }, uniquingKeysWith: +)
        var taken = Set<String>()
        return files.map { file in
            var name = contractFileName(file, sharesItsName: baseNameCounts[file.baseName, default: 0] > 1)
            if taken.contains(name) {
                let folder = ((file.path as NSString).deletingLastPathComponent as NSString).lastPathComponent
                let stem = String(name.dropLast(".kontract.json".count))
                name = "\(file.sourceSet ?? folder).\(stem).kontract.json"
                var number = 2
                while taken.contains(name) {
                    name = "\(file.sourceSet ?? folder).\(stem)-\(number).kontract.json"
                    number += 1
                }
            }
            taken.insert(name)
            return name
        }
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

/// What a file's contract gathers as its top-level declarations are mapped, in order. With `printing`, each
/// declaration is printed as soon as it is mapped and its JSON let go (once one of them is a declaration, the
/// contract's `declarations` are certain to be laid out one per line, each as `ContractJSON.pretty` puts it).
struct FileContractParts {
    /// The contract's members before `declarations` (`ExtractionContext.header`), printed before the first
    /// declaration is.
    var header: [(key: String, value: ContractJSON)] = []
    /// The declarations not printed.
    var declarations: [ContractJSON] = []
    var functions: [ContractJSON] = []
    var properties: [ContractJSON] = []
    /// Every top-level property of the file read so far, private ones included (a `StateFlow`'s backing property):
    /// a streamed file keeps no declaration of its own.
    var fileProperties: [KotlinDeclarationSyntax] = []
    /// The top-level `StateFlow`s, each with its place in `properties`, whose `initial` is read once the whole
    /// file is (their backing property may come after them).
    var stateFlows: [(at: Int, declaration: KotlinDeclarationSyntax)] = []
    /// The declarations printed so far, each after its separator and indentation; nil when JSON is kept.
    var printed: ContractJSONPrinter?
    var printedCount = 0

    init(printing: Bool = false) {
        if printing { printed = ContractJSONPrinter() }
    }

    /// Room for the text of a large file's contract at once (four times the Kotlin: a file of one-line data
    /// classes prints 3.8 times its size), so that it is not copied as it grows: the copy of the old buffer held
    /// beside the new one was the peak of a 10 MB file. Pages not written take no memory; a small file's text
    /// grows as usual (its buffer is kept until the contracts are printed).
    mutating func reserve(forSourceOf size: Int) {
        guard size > 1 << 20 else { return }
        printed?.bytes.reserveCapacity(4 * size)
    }

    mutating func append(_ declaration: ContractJSON) {
        declarations.append(declaration)
        guard printed != nil, printedCount > 0 || declaration.isDeclaration else { return }
        if printedCount == 0 { printed?.writeContractStart(header) }
        for item in declarations {
            printed?.writeItem(item, at: printedCount)
            printedCount += 1
        }
        declarations.removeAll(keepingCapacity: true)
    }
}

extension ExtractionContext {
    /// Maps one top-level declaration of the file into `parts`.
    mutating func map(_ declaration: KotlinDeclarationSyntax, into parts: inout FileContractParts) {
        if declaration.kind == .property { parts.fileProperties.append(declaration) }
        // A type found nowhere that nothing around it left out is said here (a typealias's is left out with it).
        defer { reportUnresolvedWrittenAsSpelled() }
        guard declaration.isExportedToObjC else { return }
        if declaration.has("expect") {
            // What iOS sees is the actual; without one in an iOS source set the framework has no such symbol.
            if index.actuals.owners[ActualDeclarations.key(declaration, in: file.syntax)] == nil {
                report(
                    .expectWithoutActual,
                    "expect '\(declaration.name)' has no actual in an iOS source set (iosMain, appleMain, "
                        + "iosArm64Main…): the contract leaves it out", at: declaration.position)
            }
            return
        }
        if declaration.has("actual"),
            index.actuals.owners[ActualDeclarations.key(declaration, in: file.syntax)] != file.path
        {
            return  // another iOS source set's actual of it was read first
        }
        if declaration.has("external") {
            report(
                .declarationNotExtracted, "'\(declaration.name)' is an external declaration",
                at: declaration.position)
            return
        }
        switch declaration.kind {
        case .function:
            let fileName = file.fileName
            if let value = function(declaration, of: fileName, inFile: true) { parts.functions.append(value) }
            record(fileName, declaration.position)
        case .property:
            let fileName = file.fileName
            record(fileName, declaration.position)
            if case .object(let keys)? = memberProperty(declaration, of: fileName, inFile: true) {
                if Self.isFileStateFlow(declaration) { parts.stateFlows.append((parts.properties.count, declaration)) }
                parts.properties.append(.object(keys))
            }
        case .typeAlias:
            if let value = typeAlias(declaration) { parts.append(value) }
        default:
            if let value = self.declaration(declaration, outer: "") { parts.append(value) }
            forgetEnclosedTypes()
        }
    }

    /// The contract of the mapped `parts`, nil when they hold nothing Swift sees: its JSON, or (`parts` printing)
    /// its text and an empty JSON.
    func contract(of parts: consuming FileContractParts, module: String) -> (ContractJSON, printed: [UInt8]?)? {
        if !parts.functions.isEmpty || !parts.properties.isEmpty {
            var keys: [(key: String, value: ContractJSON)] = [
                ("kind", .string("file")), ("name", .string(file.fileName)),
            ]
            if let sourceSet = file.sourceSet { keys.append(("sourceSet", .string(sourceSet))) }
            // The KDoc before `package`, the file's own (docs/extract.md, "What is read").
            if let doc = file.syntax.packageDoc { keys.append(("doc", .string(doc))) }
            if !parts.functions.isEmpty { keys.append(("functions", .array(parts.functions))) }
            if !parts.properties.isEmpty { keys.append(("properties", .array(parts.properties))) }
            if parts.printedCount == 0 { parts.header = Self.header(module: module, of: file.syntax) }
            parts.append(.object(keys))
        }
        if parts.printedCount > 0, var printer = parts.printed {
            parts.printed = nil
            printer.writeContractEnd()
            return (.object([]), printer.bytes)
        }
        guard !parts.declarations.isEmpty else { return nil }
        return (
            .object(Self.header(module: module, of: file.syntax) + [("declarations", .array(parts.declarations))]), nil
        )
    }

    /// The members of `file`'s contract before its `declarations`.
    static func header(module: String, of file: KotlinFileSyntax) -> [(key: String, value: ContractJSON)] {
        [
            ("kontract", .number("1")), ("module", .string(module)),
            ("package", .string(file.packageName.withoutBackticks)),
        ]
    }
}
