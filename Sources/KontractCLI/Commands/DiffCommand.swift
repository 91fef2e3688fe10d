// `kontract diff`: the changes between two versions of the contracts that break Swift code, the wire or Kotlin.

import Foundation
import KontractCore
import KontractDiff
import KontractGenerator

/// Compares BASE and HEAD (contract files or folders, Kotlin sources, `git:REF[:PATH]`) and reports every change
/// with a KD id; exits 1 when one of the `--fail-on` categories breaks.
public enum DiffCommand: KontractCommand {
    public static let name = "diff"
    public static let summary =
        "Report the changes between two versions of the contracts that break Swift, JSON or Kotlin"
    public static let arguments =
        "BASE [HEAD] [--fail-on SWIFT,WIRE,KOTLIN] [--interop objc|skie] [--style bridge|swift] [--module NAME] [--baseline FILE] [--write-baseline FILE] [--format text|json]"
    public static let discussion = """
        BASE and HEAD are each a contract file, a folder searched for *.kontract.json, Kotlin sources (a .kt file or
        a folder of them, read as `kontract extract` reads them), or git:REF[:PATH], read from git without touching
        the work tree (PATH defaults to the other side's paths). HEAD defaults to the contracts of the working tree
        (as validate finds them); `kontract diff git:origin/main` compares the merge base of origin/main and HEAD
        with them. Each side is read with its kontract.config.json (interop, style, exports); --interop and
        --style override both. --module names the framework of Kotlin-source sides (default Shared).
        Every change is a diagnostic at its HEAD place with a note at its BASE place, and a KD id (docs/diff.md):
        SWIFT (KD01xx) breaks Swift written against the framework, WIRE (KD02xx) breaks kotlinx JSON between
        old and new readers and writers, KOTLIN (KD03xx) breaks Kotlin callers. Breaking changes of the --fail-on
        categories (default all) are errors, the others warnings. --baseline FILE leaves out the changes it
        lists (lines `KDnnnn SUBJECT`, as --write-baseline FILE writes for the changes found).
        Exit status: 0 compatible, 1 breaking, 2 for a usage or input error (a missing ref or path, not a git
        repository, contract errors on a side, a side without contracts).
        """
    public static let options: [OptionSpec] = [
        .value("fail-on", valueName: "LIST", help: "categories that fail: SWIFT,WIRE,KOTLIN (default all)"),
        .interop(help: "the interop of both sides"),
        .style(help: "the style of both sides"),
        .value("module", valueName: "NAME", help: "the framework name of Kotlin-source sides (default Shared)"),
        .value("baseline", valueName: "FILE", help: "accepted changes, left out of the report"),
        .value("write-baseline", valueName: "FILE", help: "write a baseline accepting every change found"),
        DiagnosticFormat.option,
    ]

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let positional = arguments.positional
        guard (1...2).contains(positional.count) else {
            context.printError(
                "kontract diff: error: give BASE and optionally HEAD (e.g. kontract diff git:origin/main)")
            return .usage
        }
        var failOn = Set(DiffCategory.allCases)
        if let list = arguments.value("fail-on") {
            switch DiffCategory.list(list) {
            case .success(let categories): failOn = categories
            case .failure(let error):
                context.printError("kontract diff: error: \(error)")
                return .usage
            }
        }
        var baseline: DiffBaseline?
        if let path = arguments.value("baseline") {
            guard let data = FileManager.default.contents(atPath: path) else {
                context.printError("kontract diff: error: cannot read the baseline '\(path)'")
                return .usage
            }
            switch DiffBaseline.parse(String(decoding: data, as: UTF8.self), path: path) {
            case .success(let parsed): baseline = parsed
            case .failure(let error):
                context.printError("kontract diff: error: \(error)")
                return .usage
            }
        }
        let sink = DiagnosticFormat(arguments).sink(context)
        let headSpec: DiffSideSpec
        if positional.count == 2 {
            headSpec = DiffSideSpec(positional[1])
        } else {
            guard let paths = ContractInputs.paths(ParsedArguments(), command: name, context: context) else {
                return .usage
            }
            headSpec = .path(paths[0])
        }
        let headPaths: [String]
        if case .path(let path) = headSpec {
            headPaths = [path]
        } else {
            headPaths = [ValidateCommand.defaultContractsFolder]
        }
        let baseSpec = DiffSideSpec(positional[0])
        // The sides load side by side (each through the whole front end).
        let module = arguments.value("module") ?? "Shared"
        let loaded = Concurrently.map(2) { index in
            index == 0
                ? DiffSide.load(baseSpec, otherPaths: headPaths, mergeBase: positional.count == 1, module: module)
                : DiffSide.load(headSpec, otherPaths: [ValidateCommand.defaultContractsFolder], module: module)
        }
        let base = loaded[0]
        let head = loaded[1]
        var problems: [Diagnostic] = []
        for side in [base, head] { if case .failure(let list) = side { problems += list.all } }
        guard case .success(let baseSide) = base, case .success(let headSide) = head, problems.isEmpty else {
            sink.emit(problems)
            sink.finish(DiagnosticSummary())
            return .usage
        }
        guard let baseOptions = options(for: baseSide, arguments, context),
            let headOptions = options(for: headSide, arguments, context)
        else { return .usage }
        let changes = ContractDiffer.changes(
            base: baseSide.module, head: headSide.module, baseOptions: baseOptions, headOptions: headOptions)
        if let path = arguments.value("write-baseline") {
            do {
                try DiffBaseline.text(accepting: changes).write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                context.printError("kontract diff: error: cannot write the baseline '\(path)': \(error)")
                return .usage
            }
        }
        let verdict = ContractDiffer.verdict(changes, failOn: failOn, baseline: baseline)
        sink.emit(verdict.diagnostics)
        sink.finish(DiagnosticSummary(contractFiles: baseSide.module.files.count + headSide.module.files.count))
        return verdict.isBreaking ? .failure : .success
    }

    /// The side's export profile: --interop/--style over its kontract.config.json over the defaults.
    private static func options(for side: DiffSide, _ arguments: ParsedArguments, _ context: CommandContext)
        -> GeneratorOptions?
    {
        var configuration = GeneratorConfiguration()
        if let file = side.configuration, FileManager.default.fileExists(atPath: file.path) {
            do {
                configuration = try GeneratorConfiguration.load(file.path)
            } catch {
                context.printError("\(error)")
                return nil
            }
        } else if let file = side.configuration {
            // Read from git: GeneratorConfiguration reads files, so the bytes go to a temporary folder.
            let temporary = FileManager.default.temporaryDirectory
                .appendingPathComponent("kontract-diff-\(UUID().uuidString)")
            do {
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
                defer { removeTemporary(temporary) }
                let copy = temporary.appendingPathComponent(GeneratorConfiguration.fileName)
                try Data(file.bytes).write(to: copy)
                configuration = try GeneratorConfiguration.load(copy.path)
            } catch {
                context.printError("\(file.path): \(error)")
                return nil
            }
        }
        var options = GeneratorOptions(
            interop: arguments.value("interop").flatMap(InteropMode.init(rawValue:)) ?? configuration.interop ?? .objc,
            style: arguments.value("style").flatMap(GenerationStyle.init(rawValue:)) ?? configuration.style ?? .bridge)
        if let exported = configuration.exportedLibraries { options.exportedLibraries = exported }
        options.exportedModules = configuration.exportedModules
        if let shape = configuration.dataClasses { options.dataClasses = shape }
        if let skie = configuration.skie { options.skie = skie }
        return options
    }

    /// Removes the temporary copy of a config read from git; one left behind (a full disk) costs nothing.
    private static func removeTemporary(_ folder: URL) {
        do {
            try FileManager.default.removeItem(at: folder)
        } catch {
            return
        }
    }
}
