// Property-style test: 100 random valid contracts (KONTRACT_RANDOM_COUNT for more, KONTRACT_RANDOM_FIRST to start
// at another index, so a long run can go in batches) generate Swift that compiles, in every configuration.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// Finds the built `KontractRuntime.swiftmodule`: SwiftPM puts module files in
/// `.build/<triple>/<configuration>/Modules/` (the test target depends on KontractRuntime, so
/// `swift build --build-tests` has built it). The newest one wins.
func runtimeModuleFolder() -> String? {
    let build = TestSupport.packageRoot.appendingPathComponent(".build")
    guard
        let enumerator = FileManager.default.enumerator(
            at: build, includingPropertiesForKeys: [.contentModificationDateKey])
    else { return nil }
    var best: (folder: String, date: Date)?
    for case let url as URL in enumerator {
        if url.lastPathComponent == "checkouts" || url.lastPathComponent == "index" {
            enumerator.skipDescendants()
            continue
        }
        guard url.lastPathComponent == "KontractRuntime.swiftmodule",
            url.deletingLastPathComponent().lastPathComponent == "Modules"
        else { continue }
        let date =
            (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
        if best == nil || date > best!.date { best = (url.deletingLastPathComponent().path, date) }
    }
    return best?.folder
}

@Test func randomContractsGenerateSwiftThatCompiles() async throws {
    let folder = TestSupport.temporaryFolder()
    // Kept on failure for inspection (the path is in the failure message); removed on success.
    let contracts = folder.appendingPathComponent("contracts")
    try FileManager.default.createDirectory(at: contracts, withIntermediateDirectories: true)
    let environment = ProcessInfo.processInfo.environment
    let count = environment["KONTRACT_RANDOM_COUNT"].flatMap(Int.init) ?? 100
    let first = environment["KONTRACT_RANDOM_FIRST"].flatMap(Int.init) ?? 0
    for index in first..<(first + count) {
        var generator = RandomContractGenerator(seed: UInt64(index) &* 7919 &+ 17, index: index)
        let data = try JSONSerialization.data(
            withJSONObject: generator.contract(), options: [.sortedKeys, .prettyPrinted])
        try data.write(to: contracts.appendingPathComponent("r\(index).kontract.json"))
    }
    let (module, problems) = TestSupport.module([contracts.path])
    let checked = try #require(module, "a random contract is invalid:\n\(problems.prefix(3000))")
    let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
    var allCompiled = true
    for interop in InteropMode.allCases {
        for style in GenerationStyle.allCases {
            let output = folder.appendingPathComponent("\(interop.rawValue)-\(style.rawValue)")
            // SKIE with its default-argument overloads on (an opt-in switch that only adds declarations).
            var options = GeneratorOptions(interop: interop, style: style)
            options.skie.defaultArguments = true
            let files = try SwiftGenerator.generate(module: checked, options: options)
            _ = try GeneratedFileWriter.write(files, to: output.path)
            let sources = files.map { output.appendingPathComponent($0.name).path }
            let result = await TestSupport.run(
                "/usr/bin/env",
                [
                    "swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-suppress-warnings", "-module-name",
                    "Shared", "-I", modules,
                ] + sources)
            #expect(
                result.status == 0,
                "\(interop)-\(style): generated Swift in \(output.path) does not compile:\n\(String(result.output.prefix(4000)))"
            )
            allCompiled = allCompiled && result.status == 0
        }
    }
    if allCompiled && ProcessInfo.processInfo.environment["KONTRACT_KEEP_RANDOM"] == nil {
        try? FileManager.default.removeItem(at: folder)
    }
}
