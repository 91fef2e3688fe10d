// KMPNativeCoroutinesCore/Async against the real package's public API, symbol by symbol.

import Foundation
import Testing

/// The committed facts: the public Swift API of KMP-NativeCoroutines at the release the emulation
/// follows (Tests/NativeCoroutinesAPI/README.md says how they were read off the real sources).
private let realAPI = "Tests/NativeCoroutinesAPI/kmp-nativecoroutines-1.0.5.api"

/// Every public symbol of Kontract's two modules, as `tools/nativecoroutines-api/api-facts.py` prints it
/// (declaration, deprecation, availability, conformances), is the real package's, and none is missing:
/// an app written against the real package sees no difference (SPI symbols are not part of that face).
@Test func kmpNativeCoroutinesModulesHaveTheRealPackagesPublicAPI() async throws {
    let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
    let output = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: output) }
    let names = ["KMPNativeCoroutinesCore", "KMPNativeCoroutinesAsync"]
    for name in names {
        try await SymbolGraphExtraction.extract(name, modules: modules, into: output, skippingSynthesized: true)
    }
    let script = TestSupport.packageRoot.appendingPathComponent("tools/nativecoroutines-api/api-facts.py")
    let result = await TestSupport.run("/usr/bin/env", ["python3", script.path, output.path] + names)
    #expect(result.status == 0, "\(result.output)")
    let committed = try String(
        contentsOf: TestSupport.packageRoot.appendingPathComponent(realAPI), encoding: .utf8)
    let expected = committed.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
    let actual = result.output.trimmingCharacters(in: .newlines)
    #expect(
        actual == expected,
        """
        differences from the real package (- real, + Kontract):
        \(TestSupport.unifiedDiff(expected: expected + "\n", actual: actual + "\n", name: "kmp-nativecoroutines.api"))
        """)
}
