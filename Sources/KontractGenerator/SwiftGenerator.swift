// The generator's entry point: checked module → generated Swift files.

import Foundation
import KontractCheck
import KontractCore
import KontractKotlin

/// Checked model → Swift representation → text, one file per contract file.
public enum SwiftGenerator {
    /// The version printed in every header (`GeneratedSwiftFiles.version`).
    public static let version = GeneratedSwiftFiles.version

    /// The first header line's start (`GeneratedSwiftFiles.headerMarker`).
    public static let headerMarker = GeneratedSwiftFiles.headerMarker

    /// Generates Swift for every contract file of `module` (which must have no errors), or for the
    /// file `only` alone (`generate --only`: the other files are not translated). What the
    /// generator cannot express is a KG diagnostic at its contract location; with an error, no file.
    public static func run(module: CheckedModule, options: GeneratorOptions, only: ContractFile? = nil)
        -> GenerationResult
    {
        // Each file is printed where it was translated (side by side), and its Swift representation freed there.
        let translation = translation(module: module, options: options, only: only) { file in
            GeneratedFile(name: file.name, contents: SwiftRenderer.render(file))
        }
        let files = translation.diagnostics.hasErrors ? [] : translation.files
        return GenerationResult(files: files, diagnostics: translation.diagnostics)
    }

    /// The files of ``run(module:options:)``, or its diagnostics as the error when one is an error
    /// (for tools and tests that want the files or nothing).
    public static func generate(module: CheckedModule, options: GeneratorOptions) throws(DiagnosticList)
        -> [GeneratedFile]
    {
        let result = run(module: module, options: options)
        guard !result.diagnostics.hasErrors else { throw DiagnosticList(result.diagnostics) }
        return result.files
    }

    /// The Swift representation of every file, before rendering, with the KG diagnostics (for the
    /// translators' tests and ``diagnose(module:)``).
    public static func translate(module: CheckedModule, options: GeneratorOptions, only: ContractFile? = nil) -> (
        files: [SwiftFile], diagnostics: [Diagnostic]
    ) {
        let translation = translation(module: module, options: options, only: only)
        return (translation.files, translation.diagnostics)
    }

    /// What one translation made (each file's Swift representation, or what `product` made of it), and how many
    /// declarations it translated (the cost `--only` cuts).
    struct Translation<File> {
        var files: [File]
        var diagnostics: [Diagnostic]
        var translatedDeclarations: Int
    }

    /// Translates every file of `module`, or `only`. The module-wide analyses (names, what is
    /// serializable) run either way; the per-declaration translation only for the files asked for.
    /// `renders`: false for the diagnostics alone (``diagnose(module:used:)``): the files come back unprinted.
    static func translation(
        module: CheckedModule, options: GeneratorOptions, only: ContractFile?, descriptors: DescriptorBuilder? = nil,
        renders: Bool = true
    ) -> Translation<SwiftFile> {
        translation(
            module: module, options: options, only: only, descriptors: descriptors, renders: renders, product: { $0 })
    }

    /// ``translation(module:options:only:descriptors:renders:)`` with `product` applied to each file where it is
    /// translated (side by side with the others): the files come back as `product` made them, in name order.
    static func translation<File>(
        module: CheckedModule, options: GeneratorOptions, only: ContractFile?, descriptors: DescriptorBuilder? = nil,
        renders: Bool = true, product: (SwiftFile) -> File
    ) -> Translation<File> {
        // SKIE's @SkieVisibility changes what the app sees under `--interop skie` only (the plain export ignores it).
        var visibility: [Diagnostic] = []
        let module = OverrideExportLowering.lower(
            options.interop == .skie
                ? SkieVisibilityLowering.lower(module, fallback: options.skie.visibility, diagnostics: &visibility)
                : module)
        let context = TranslationContext(module: module, options: options, descriptors: descriptors)
        let translator = ContractFileTranslator(context: context)
        // With `--only`, the notes of that contract only (each contract's run reports its own).
        var diagnostics =
            translator.serialization.diagnostics + visibility.filter { only == nil || $0.location.file == only?.path }
            + TakenMemberNames.diagnostics(module, only: only)
        let selected = only.map { only in module.files.filter { $0.path == only.path } } ?? module.files
        // Past the module-wide analyses the files are independent: translated (and printed) side by side, their
        // diagnostics then joined in file order as one pass over them would list them.
        let perFile = Concurrently.map(selected.count) { index in
            let file = selected[index]
            var fileDiagnostics: [Diagnostic] = []
            var translated = 0
            let swift = translator.translate(
                file, header: GeneratedSwiftFiles.header(for: file, options: options), diagnostics: &fileDiagnostics,
                translated: &translated, renders: renders)
            return (name: swift.name, file: product(swift), diagnostics: fileDiagnostics, translated: translated)
        }
        diagnostics += perFile.flatMap(\.diagnostics)
        let translated = perFile.reduce(0) { $0 + $1.translated }
        var firstSource: [String: String] = [:]
        for contract in module.files {
            let name = outputName(for: contract)
            guard let first = firstSource[name] else {
                firstSource[name] = contract.path
                continue
            }
            diagnostics.append(
                .generator(
                    .duplicateOutputName, "two contract files would both generate '\(name)'",
                    at: .start(of: contract.path), notes: [DiagnosticNote("the other one", at: .start(of: first))]))
        }
        return Translation(
            files: perFile.sorted { $0.name < $1.name }.map(\.file),
            diagnostics: diagnostics.deduplicated().sortedByLocation(),
            translatedDeclarations: translated)
    }

    /// Every configuration `generate` can be run with (`--interop` × `--style`).
    public static let configurations: [GeneratorOptions] = InteropMode.allCases.flatMap { interop in
        GenerationStyle.allCases.map { GeneratorOptions(interop: interop, style: $0) }
    }

    /// What the generator would report in any configuration, each problem once: `kontract validate`
    /// runs this so that a contract that validates also generates. A diagnostic met in only some
    /// configurations notes which. `used` are the configurations the project generates with (its
    /// kontract.config.json or validate's `--interop`/`--style`; nil: all): a problem met only in others is a note.
    public static func diagnose(module: CheckedModule, used: [GeneratorOptions]? = nil) -> [Diagnostic] {
        // The configurations are independent: translate them side by side, sharing the descriptors
        // (the only module-wide analysis no configuration changes).
        let descriptors = DescriptorBuilder(module: module)
        let perConfiguration = Concurrently.map(configurations.count) { index in
            translation(
                module: module, options: configurations[index], only: nil, descriptors: descriptors, renders: false
            ).diagnostics
        }
        var found: [Diagnostic] = []
        var configurationsOf: [Diagnostic: [GeneratorOptions]] = [:]
        for (options, diagnostics) in zip(configurations, perConfiguration) {
            for diagnostic in diagnostics {
                if configurationsOf[diagnostic] == nil { found.append(diagnostic) }
                configurationsOf[diagnostic, default: []].append(options)
            }
        }
        return found.map { diagnostic in
            let seenIn = configurationsOf[diagnostic] ?? []
            guard seenIn.count < configurations.count else { return diagnostic }
            var noted = diagnostic
            let spelled = seenIn.map { "--interop \($0.interop.rawValue) --style \($0.style.rawValue)" }
            noted.notes.append(DiagnosticNote("only when generating with " + spelled.joined(separator: " or ")))
            if let used, !seenIn.contains(where: { isUsed($0, among: used) }) {
                noted.severity = .note
                noted.notes.append(DiagnosticNote("a configuration this project does not generate with"))
            }
            return noted
        }.sortedByLocation()
    }

    /// True when `options`' interop and style are those of one of `used`.
    private static func isUsed(_ options: GeneratorOptions, among used: [GeneratorOptions]) -> Bool {
        used.contains { $0.interop == options.interop && $0.style == options.style }
    }

    /// The configurations a project generates with: the given interop and style, each axis left open (nil)
    /// meaning every value of it (`--interop skie` alone: skie with both styles).
    public static func configurations(interop: InteropMode?, style: GenerationStyle?) -> [GeneratorOptions] {
        configurations.filter { ($0.interop == interop || interop == nil) && ($0.style == style || style == nil) }
    }

    /// `search.kontract.json` → `search.kontract.swift` (`GeneratedSwiftFiles.outputName(for:)`).
    public static func outputName(for file: ContractFile) -> String { GeneratedSwiftFiles.outputName(for: file) }
}
