// The contract-test generator's entry point: checked module + fixtures → one Swift Testing file per contract.

import KontractCheck
import KontractCore

/// Options of `kontract generate --tests`.
public struct ContractTestOptions: Equatable, Sendable {
    /// The options the tested Swift was generated with (names and types depend on them).
    public var generator: GeneratorOptions
    /// The module holding the generated types, imported by the tests; nil imports each contract's
    /// `module`; empty imports nothing (the tests live in the same module as the types).
    public var testedModule: String?

    public init(generator: GeneratorOptions, testedModule: String? = nil) {
        self.generator = generator
        self.testedModule = testedModule
    }
}

/// Writes, per contract file, Swift Testing suites checking the generated types against the fixtures
/// (``FixtureSuiteTranslator``), the Kotlin defaults (``DefaultsSuiteTranslator``) and the recorded view
/// model runs (``TranscriptSuiteTranslator``).
public enum ContractTestGenerator {
    /// `search.kontract.json` → `search.kontract.tests.swift`.
    public static func outputName(for file: ContractFile) -> String {
        file.baseName + ".kontract.tests.swift"
    }

    /// Generates the test files; a contract without fixtures, transcripts or data classes gets none.
    /// A fixture or transcript the generator cannot turn into a test is a KG diagnostic at its place;
    /// with an error, no file.
    public static func run(
        module: CheckedModule, fixtures: [FixtureDocument], options: ContractTestOptions
    ) -> GenerationResult {
        let translation = translate(module: module, fixtures: fixtures, options: options)
        let files =
            translation.diagnostics.hasErrors
            ? [] : translation.files.map { GeneratedFile(name: $0.name, contents: SwiftRenderer.render($0)) }
        return GenerationResult(files: files, diagnostics: translation.diagnostics)
    }

    /// The files of ``run(module:fixtures:options:)``, or its diagnostics as the error when one is an error.
    public static func generate(
        module: CheckedModule, fixtures: [FixtureDocument], options: ContractTestOptions
    ) throws(DiagnosticList) -> [GeneratedFile] {
        let result = run(module: module, fixtures: fixtures, options: options)
        guard !result.diagnostics.hasErrors else { throw DiagnosticList(result.diagnostics) }
        return result.files
    }

    /// The file of a contract with nothing to test: the header only. A build plugin declares one output
    /// per contract, so `--only` writes this one rather than nothing.
    public static func placeholder(for file: ContractFile, options: ContractTestOptions) -> GeneratedFile {
        let swiftFile = SwiftFile(
            name: outputName(for: file), header: header(for: file, options: options), imports: [], declarations: [])
        return GeneratedFile(name: swiftFile.name, contents: SwiftRenderer.render(swiftFile))
    }

    /// The Swift representation of every test file, before rendering.
    public static func translate(
        module: CheckedModule, fixtures: [FixtureDocument], options: ContractTestOptions
    ) -> (files: [SwiftFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let context = TranslationContext(module: module, options: options.generator)
        let spelling = ContractTestSpelling(context: context)
        let lookup = CheckableContracts(module: module)
        var fixtureTests: [String: [SwiftDeclaration]] = [:]
        var transcriptTests: [String: [SwiftDeclaration]] = [:]
        for document in fixtures {
            do {
                switch document {
                case .types(let typeFixtures):
                    let entry = try declaration(typeFixtures.type, lookup)
                    fixtureTests[entry.file.path, default: []] += try FixtureSuiteTranslator(
                        context: context, spelling: spelling
                    ).tests(typeFixtures, of: entry)
                case .transcript(let transcript):
                    let entry = try declaration(transcript.viewModel, lookup)
                    transcriptTests[entry.file.path, default: []].append(
                        try TranscriptSuiteTranslator(context: context, spelling: spelling).test(transcript, of: entry))
                }
            } catch {
                diagnostics.append(ContractFileTranslator.diagnostic(error, at: location(of: document)))
            }
        }
        var files: [SwiftFile] = []
        for file in module.files {
            let suiteBase = suiteName(file)
            var suites: [SwiftDeclaration] = []
            if let tests = fixtureTests[file.path] {
                suites.append(
                    ContractTestSpelling.suite("\(suiteBase)FixtureTests", "\(file.baseName) fixtures", tests))
            }
            let defaults = DefaultsSuiteTranslator(context: context, spelling: spelling).tests(
                for: file, diagnostics: &diagnostics)
            if !defaults.isEmpty {
                suites.append(
                    ContractTestSpelling.suite("\(suiteBase)DefaultTests", "\(file.baseName) defaults", defaults))
            }
            if let tests = transcriptTests[file.path] {
                suites.append(
                    ContractTestSpelling.suite("\(suiteBase)TranscriptTests", "\(file.baseName) transcripts", tests))
            }
            guard !suites.isEmpty else { continue }
            var swiftFile = SwiftFile(
                name: outputName(for: file), header: header(for: file, options: options),
                imports: imports(for: file, options: options, declarations: suites), declarations: suites)
            // Transcript tests make view models with the test face's `init(steps:onMismatch:)`.
            swiftFile.testFaceImports = [options.testedModule ?? file.module.value]
            // Their expectations spell Kotlin's `toString()` through the runtime's `Kotlin` namespace, on no face.
            swiftFile.spiGroups = ["KontractTranscripts": ["Testing"], "KontractKotlin": ["KontractGenerated"]]
            files.append(swiftFile)
        }
        return (files.sorted { $0.name < $1.name }, diagnostics.deduplicated().sortedByLocation())
    }

    /// Where a fixture document names its type or view model.
    private static func location(of document: FixtureDocument) -> SourceLocation {
        switch document {
        case .types(let fixtures): fixtures.type.location
        case .transcript(let transcript): transcript.viewModel.location
        }
    }

    private static func declaration(_ name: Located<String>, _ lookup: CheckableContracts) throws
        -> IndexedDeclaration
    {
        switch lookup.declaration(named: name.value) {
        case .success(let entry): return entry
        case .failure(let error): throw Diagnostic.generator(.fixtureTypeNotTestable, error.message, at: name.location)
        }
    }

    /// `search` → `Search`, `pokemon-detail` → `PokemonDetail`.
    static func suiteName(_ file: ContractFile) -> String {
        let words = file.baseName.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let name = words.map { ObjCExportNaming.capitalizedFirst($0) }.joined()
        return name.first?.isLetter == true ? name : "Contract" + name
    }

    /// Foundation, Testing, the runtime modules the tests use, then the module of the tested types.
    static func imports(for file: ContractFile, options: ContractTestOptions, declarations: [SwiftDeclaration])
        -> [String]
    {
        let tested = options.testedModule ?? file.module.value
        let runtime = RuntimeImports.modules(usedBy: declarations).map(\.name)
        let isRuntime = tested == "KontractRuntime" || RuntimeModule(rawValue: tested) != nil
        return [RuntimeNames.foundation, "Testing"] + runtime + (tested.isEmpty || isRuntime ? [] : [tested])
    }

    static func header(for file: ContractFile, options: ContractTestOptions) -> [String] {
        var lines = GeneratedSwiftFiles.header(for: file, options: options.generator)
        if !lines.isEmpty { lines[0] = lines[0].replacingOccurrences(of: " from ", with: " (contract tests) from ") }
        return lines
    }
}
