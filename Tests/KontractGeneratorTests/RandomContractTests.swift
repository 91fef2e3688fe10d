// Property-style test: 50 random valid contracts (KONTRACT_RANDOM_COUNT for more, KONTRACT_RANDOM_FIRST to start
// at another index, so a long run can go in batches) generate Swift that compiles, in every configuration.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// Finds the built `KontractRuntime.swiftmodule`: SwiftPM puts module files in
/// `.build/<triple>/<configuration>/Modules/` (the test target depends on KontractRuntime, so
/// `swift build --build-tests` has built it). The build that built the running tests comes first: `.build` also
/// holds release modules (tools/test's benchmarks and conformance packages), and a module whose own source did not
/// change keeps its old file date, so "the newest" could be another configuration's stale copy. Otherwise the
/// newest one wins.
func runtimeModuleFolder() -> String? {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("Modules")
    if FileManager.default.fileExists(atPath: beside.appendingPathComponent("KontractRuntime.swiftmodule").path) {
        return beside.path
    }
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

/// The random contracts of this run (KONTRACT_RANDOM_COUNT from KONTRACT_RANDOM_FIRST), written once into a folder
/// every configuration's test case reads, and checked once.
private let randomContracts: Result<(folder: URL, module: CheckedModule, window: String), RandomContractsInvalid> = {
    let folder = TestSupport.temporaryFolder()
    let contracts = folder.appendingPathComponent("contracts")
    let environment = ProcessInfo.processInfo.environment
    let count = environment["KONTRACT_RANDOM_COUNT"].flatMap(Int.init) ?? 50
    let first = environment["KONTRACT_RANDOM_FIRST"].flatMap(Int.init) ?? 0
    let window = "KONTRACT_RANDOM_FIRST=\(first) KONTRACT_RANDOM_COUNT=\(count)"
    do {
        try FileManager.default.createDirectory(at: contracts, withIntermediateDirectories: true)
        for index in first..<(first + count) {
            var generator = RandomContractGenerator(seed: UInt64(index) &* 7919 &+ 17, index: index)
            let data = try JSONSerialization.data(
                withJSONObject: generator.contract(), options: [.sortedKeys, .prettyPrinted])
            try data.write(to: contracts.appendingPathComponent("r\(index).kontract.json"))
        }
    } catch {
        return .failure(RandomContractsInvalid(problems: "cannot write the random contracts: \(error)"))
    }
    let (module, problems) = TestSupport.module([contracts.path])
    guard let module else {
        return .failure(
            RandomContractsInvalid(problems: "a random contract is invalid (\(window)):\n\(problems.prefix(3000))"))
    }
    return .success((folder, module, window))
}()

/// Why the random contracts could not be written or checked.
private struct RandomContractsInvalid: Error, CustomStringConvertible {
    var problems: String
    var description: String { problems }
}

/// Each configuration is a test case of its own, so the four compile at the same time (one compiler per core);
/// each compiles all the contracts as one module, so clashes between contracts are seen too.
@Test(arguments: SwiftGenerator.configurations)
func randomContractsGenerateSwiftThatCompiles(_ configuration: GeneratorOptions) async throws {
    let (folder, checked, window) = try randomContracts.get()
    let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
    let (interop, style) = (configuration.interop, configuration.style)
    let output = folder.appendingPathComponent("\(interop.rawValue)-\(style.rawValue)")
    // SKIE with its default-argument overloads on (an opt-in switch that only adds declarations).
    var options = configuration
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
        """
        \(interop)-\(style): generated Swift in \(output.path) does not compile (again: \(window) swift test \
        --filter randomContracts):
        \(String(result.output.prefix(4000)))
        """
    )
    // Kept on failure for inspection (the path is in the failure message); removed on success.
    if result.status == 0 && ProcessInfo.processInfo.environment["KONTRACT_KEEP_RANDOM"] == nil {
        try? FileManager.default.removeItem(at: output)
    }
}
