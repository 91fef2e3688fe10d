// SWIFT verdicts proven by the compiler: per configuration, every case's HEAD generated Swift and a caller written
// against its BASE surface type-check as one module in one swiftc; a case's caller fails exactly when diff says
// a SWIFT change breaks it.

import Foundation
import KontractCore
import KontractGenerator
import KontractTestSupport
import Testing

@testable import KontractDiff

@Suite struct SwiftEvidenceTests {
    /// The configurations compiled: both styles and both interops in two swiftc runs (tools/test's budget);
    /// `KONTRACT_DIFF_ALL_CONFIGURATIONS=1` compiles all four.
    static let configurations = DiffCase.configurations.filter {
        ProcessInfo.processInfo.environment["KONTRACT_DIFF_ALL_CONFIGURATIONS"] == "1"
            || ["objc-bridge", "skie-swift"].contains($0.name)
    }

    @Test(arguments: configurations.map(\.name))
    func callersFailExactlyWhenDiffSaysSwiftBreaks(_ configuration: String) async throws {
        let cases = try DiffCorpus.cases.get()
        let options = try #require(DiffCase.configurations.first { $0.name == configuration }?.options)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { removeFolder(folder) }
        var sources: [String] = []
        var breaking: Set<String> = []
        for diffCase in cases {
            let tag = "C" + diffCase.name.prefix(3)
            var caseOptions = options
            caseOptions.skie.kotlinModule = tag
            if diffCase.changes(caseOptions).contains(where: {
                $0.category == .swift && $0.diagnostic.severity == .error
            }) {
                breaking.insert(diffCase.name)
            }
            var files = Dictionary(
                uniqueKeysWithValues: try SwiftGenerator.generate(module: diffCase.head, options: caseOptions).map {
                    ($0.name, $0.contents)
                })
            files["caller.swift"] = SwiftCaller.source(
                for: SwiftSurface(module: diffCase.base, options: caseOptions)
            ).replacingOccurrences(of: "func useBase()", with: "func useBase\(tag)()")
            for (name, text) in files {
                let file = folder.appendingPathComponent("\(diffCase.name).\(name)")
                try text.write(to: file, atomically: true, encoding: .utf8)
                sources.append(file.path)
            }
        }
        // HEAD's generated Swift is the module `Shared`, the callers an app module importing it (without SPI):
        // a conformance must not be satisfied by the emulation's test-face members, as on the real framework.
        let modules = repositoryRoot.appendingPathComponent(".build/debug/Modules").path
        let generated = sources.filter { !$0.hasSuffix(".caller.swift") }.sorted()
        let callers = sources.filter { $0.hasSuffix(".caller.swift") }.sorted()
        let shared = await runSubprocess(
            "/usr/bin/env",
            [
                "swiftc", "-emit-module", "-wmo", "-swift-version", "6", "-module-name", "Shared", "-parse-as-library",
                "-I", modules,
                "-emit-module-path", folder.appendingPathComponent("Shared.swiftmodule").path,
            ] + generated)
        let app = await runSubprocess(
            "/usr/bin/env",
            [
                "swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-module-name", "App", "-parse-as-library",
                // The case's `Shared` first: the build folder may hold an example's module of that name.
                "-I", folder.path, "-I", modules,
            ] + callers)
        let result = (status: app.status, output: shared.output + "\n" + app.output)
        var failing: Set<String> = []
        var generatedErrors: [String] = []
        for line in result.output.split(separator: "\n") where line.contains(": error:") {
            guard line.hasPrefix(folder.path + "/") else {
                generatedErrors.append(String(line))
                continue
            }
            let file = line.dropFirst(folder.path.count + 1).prefix { $0 != ":" }
            let caseName = String(file.prefix { $0 != "." })
            if file.hasSuffix(".caller.swift") {
                failing.insert(caseName)
            } else {
                generatedErrors.append(String(line))
            }
        }
        #expect(
            generatedErrors.isEmpty,
            "\(configuration): HEAD's generated code fails:\n\(generatedErrors.prefix(20).joined(separator: "\n"))")
        let unflagged = failing.subtracting(breaking).sorted()
        let unproven = breaking.subtracting(failing).sorted()
        #expect(
            unflagged.isEmpty,
            "\(configuration): the BASE caller fails to compile but diff says no SWIFT break: \(unflagged)\n\(Self.errors(of: unflagged, in: result.output))"
        )
        #expect(unproven.isEmpty, "\(configuration): diff says SWIFT breaks but the BASE caller compiles: \(unproven)")
        #expect(breaking.count >= 40, "\(configuration): \(breaking.count) breaking cases")
    }

    private static func errors(of cases: [String], in output: String) -> String {
        output.split(separator: "\n").filter { line in
            line.contains(": error:") && cases.contains { line.contains("/\($0).") }
        }.prefix(30).joined(separator: "\n")
    }

    private func removeFolder(_ folder: URL) {
        do {
            try FileManager.default.removeItem(at: folder)
        } catch {
            Issue.record("cannot remove \(folder.path): \(error)")
        }
    }
}
