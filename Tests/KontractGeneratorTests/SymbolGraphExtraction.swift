// Runs swift-symbolgraph-extract on a built runtime module, for the tests that read its public API.

import Foundation
import Testing

enum SymbolGraphExtraction {
    /// Writes the public symbol graphs of `module` (found in the `modules` folder) into `output`: SPI
    /// symbols left out, as swift-symbolgraph-extract does, unless `includingSPI` (the `@_spi(Testing)` and
    /// `@_spi(KontractGenerated)` faces too); members other modules' protocol extensions give its types too unless
    /// `skippingSynthesized`.
    static func extract(
        _ module: String, modules: String, into output: URL, skippingSynthesized: Bool = false,
        includingSPI: Bool = false
    ) async throws {
        let result = await TestSupport.run(
            "/usr/bin/env",
            [
                "swift-symbolgraph-extract", "-module-name", module, "-target", try hostTriple(), "-I", modules,
                "-output-dir", output.path, "-minimum-access-level", "public",
            ] + (skippingSynthesized ? ["-skip-synthesized-members"] : [])
                + (includingSPI ? ["-include-spi-symbols"] : []))
        try #require(result.status == 0, "swift-symbolgraph-extract \(module) failed:\n\(result.output)")
    }

    static func hostTriple() async throws -> String {
        let result = await TestSupport.run("/usr/bin/env", ["swiftc", "-print-target-info"])
        let info = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let target = info?["target"] as? [String: Any]
        return try #require(target?["triple"] as? String, "no target triple in:\n\(result.output)")
    }
}
