// `kontract generate`: contracts → Swift files that emulate the Kotlin framework's API.

import Foundation
import KontractCore
import KontractGenerator

/// Checks the contracts, then generates one Swift file per contract into the output folder.
public enum GenerateCommand: KontractCommand {
    public static let name = "generate"
    public static let summary = "Generate Swift that looks as the Kotlin framework looks from Swift"
    public static let arguments =
        "[PATH...] --output DIR [--tests DIR [--tests-module NAME] [--fixtures DIR]] [--interop objc|skie] [--style bridge|swift] [--config FILE] [--only CONTRACT]"
    public static let discussion = """
        PATH is a contract file or a folder (default contracts/, or the Sources/TARGET folders holding
        contracts in a SwiftPM package). Settings may also come from
        kontract.config.json beside the contracts (keys output, interop, style, tests, testsModule,
        fixtures); flags win. With --tests, Swift Testing suites checking the generated types against
        the fixtures, the Kotlin defaults and the transcripts go to DIR (one file per contract).
        Style bridge (default) is the Objective-C export as Swift sees it; style swift writes
        idiomatic Swift models. Files are written only when they change; generated files that are
        no longer produced are removed; files without the generator's header are never touched.
        Nothing is written when a contract has an error.
        """
    public static let options: [OptionSpec] = [
        .value("output", short: "o", valueName: "DIR", help: "the folder to write the Swift files to"),
        .value("interop", valueName: "MODE", allowed: ["objc", "skie"], help: "objc (default) or skie"),
        .value("style", valueName: "STYLE", allowed: ["bridge", "swift"], help: "bridge (default) or swift"),
        .value(
            "config", valueName: "FILE",
            help: "the \(GeneratorConfiguration.fileName) to use instead of the one beside the contracts"),
        .value("tests", valueName: "DIR", help: "also write the contract tests (Swift Testing) to DIR"),
        .value(
            "tests-module", valueName: "NAME",
            help: "the module the tests import (default: each contract's module; \"\": none)"),
        .value("fixtures", valueName: "DIR", help: "the fixtures folder (default: fixtures/ beside the contracts)"),
        .value(
            "only", valueName: "CONTRACT",
            help: "write only this contract's Swift file (the others are read for names); remove nothing"),
    ]

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let paths = ContractInputs.paths(arguments)
        if ContractInputs.missingDefault(paths, given: !arguments.positional.isEmpty, command: name, context: context) {
            return .usage
        }
        var configuration = GeneratorConfiguration()
        if let path = arguments.value("config") ?? GeneratorConfiguration.locate(for: paths) {
            do {
                configuration = try GeneratorConfiguration.load(path)
            } catch {
                context.printError("\(error)")
                return .failure
            }
        }
        let tests = arguments.value("tests") ?? configuration.tests
        let output = arguments.value("output") ?? configuration.output
        guard output != nil || tests != nil else {
            context.printError(
                "kontract generate: error: no output folder: pass --output DIR (or --tests DIR) or set 'output' in \(GeneratorConfiguration.fileName)"
            )
            return .usage
        }
        let options = GeneratorOptions(
            interop: arguments.value("interop").flatMap(InteropMode.init(rawValue:)) ?? configuration.interop ?? .objc,
            style: arguments.value("style").flatMap(GenerationStyle.init(rawValue:)) ?? configuration.style ?? .bridge)
        guard let pipeline = ContractInputs.load(paths, context: context, showingWarnings: true) else {
            return .failure
        }
        do {
            var files = try SwiftGenerator.generate(module: pipeline.module, options: options)
            let only = arguments.value("only")
            var onlyContract: ContractFile?
            if let only {
                guard let contract = pipeline.files.first(where: { samePath($0.path, only) }) else {
                    context.printError("kontract generate: error: --only '\(only)' is not among the contracts read")
                    return .usage
                }
                onlyContract = contract
                files = files.filter { $0.name == SwiftGenerator.outputName(for: contract) }
            }
            if let tests {
                try GenerateTestsStep.run(
                    module: pipeline.module, paths: paths, folder: tests,
                    fixturesFolder: arguments.value("fixtures") ?? configuration.fixtures,
                    options: ContractTestOptions(
                        generator: options,
                        testedModule: arguments.value("tests-module") ?? configuration.testsModule),
                    only: onlyContract, context: context)
            }
            guard let output else { return .success }
            let report = try GeneratedFileWriter.write(files, to: output, removingStale: only == nil)
            // The build plugin's per-contract commands (`--only`) stay silent on success.
            guard only == nil else { return .success }
            for name in report.written { context.print("wrote \(output)/\(name)") }
            for name in report.removed { context.print("removed \(output)/\(name)") }
            if report.written.isEmpty && report.removed.isEmpty {
                context.print("\(report.unchanged.count) file(s) up to date in \(output)")
            }
            return .success
        } catch {
            context.printError("\(error)")
            return .failure
        }
    }

    private static func samePath(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
    }
}
