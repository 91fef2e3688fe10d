// Tests/MustNotCompile: app code the real framework rejects must not compile against the generated app face.

import Foundation
import KontractGenerator
import Testing

@Suite struct MustNotCompileTests {
    static let corpus = TestSupport.packageRoot.appendingPathComponent("Tests/MustNotCompile")

    /// The contracts the snippets use, all in module Shared: the profile feature, five edge contracts, and the edge
    /// library contracts with the contract naming their types.
    static func contracts() throws -> [String: String] {
        let root = TestSupport.packageRoot
        var contracts = ["profile.kontract.json": ProfileFeatureTests.profileContract]
        for name in [
            "functions", "flows", "lib-koin", "lib-datetime", "lib-stdlib", "librarytypes", "routes",
            "sealedconstructors", "names",
        ] {
            let text = try String(
                contentsOf: root.appendingPathComponent("Tests/Golden/edge/contracts/\(name).kontract.json"),
                encoding: .utf8)
            contracts["\(name).kontract.json"] = text
        }
        return contracts
    }

    /// The snippets of one folder: the corpus itself (every configuration), `objc`/`skie` (that interop only, the
    /// framework not exporting kotlinx.coroutines), `unexported-coroutines` (both of those) or `exported-coroutines`
    /// (plain objc interop, kotlinx.coroutines `export()`ed).
    static func snippets(in folder: URL = corpus) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The folders of the corpus below the shared snippets.
    static let folders = ["objc", "skie", "unexported-coroutines", "exported-coroutines"]

    /// What one configuration checks: the shared snippets and those of its folders (its interop's and
    /// `unexported-coroutines`, or `exported-coroutines` alone when the framework exports kotlinx.coroutines: the
    /// interop folders' flow rules name the prefixed protocols).
    static func snippets(for options: GeneratorOptions) throws -> [URL] {
        let folders =
            options.exportedLibraries.contains(.coroutinesCore)
            ? ["exported-coroutines"] : [options.interop == .skie ? "skie" : "objc", "unexported-coroutines"]
        return try snippets() + folders.flatMap { try snippets(in: corpus.appendingPathComponent($0)) }
    }

    /// The configuration whose framework exports kotlinx.coroutines (and the lifecycle library, as by default).
    static let exportingCoroutines = GeneratorOptions(
        interop: .objc, style: .bridge, exportedLibraries: [.lifecycleViewModel, .coroutinesCore])

    @Test func everySnippetExpectsAnError() throws {
        let snippets =
            try Self.snippets() + Self.folders.flatMap { try Self.snippets(in: Self.corpus.appendingPathComponent($0)) }
        #expect(snippets.count >= 55)
        var expectedErrors = 0
        for snippet in snippets {
            let text = try String(contentsOf: snippet, encoding: .utf8)
            expectedErrors += text.components(separatedBy: "// expected-error").count - 1
            #expect(text.contains("// expected-error"), "\(snippet.lastPathComponent) expects no error")
            let isAppCode = text.contains("\nimport Shared\n") && !text.contains("@_spi(Testing) import")
            #expect(isAppCode, "\(snippet.lastPathComponent) is not app code")
        }
        // Issue 25 asks for at least 100 rules; the corpus may only grow.
        #expect(expectedErrors >= 242)
    }

    /// Per configuration: one swiftc builds the generated module (`Shared`, as an app imports it), one
    /// `swiftc -frontend -typecheck -verify` (Swift 6 mode, for the Sendable rules) checks the configuration's
    /// snippets against it: each expected error must be produced on its line, and no other diagnostic may be.
    @Test(arguments: [
        GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .skie, style: .bridge),
        exportingCoroutines,
    ])
    func snippetsFailAgainstTheAppFace(_ options: GeneratorOptions) async throws {
        let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var generated: [String] = []
        for (name, text) in try SKIEGlobalsAndOverloadsTests.generate(try Self.contracts(), options) {
            let file = folder.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            generated.append(file.path)
        }
        let module = await TestSupport.run(
            "/usr/bin/env",
            [
                "swiftc", "-emit-module", "-parse-as-library", "-module-name", "Shared", "-I", modules,
                "-emit-module-path", folder.appendingPathComponent("Shared.swiftmodule").path,
            ] + generated.sorted())
        try #require(
            module.status == 0, "\(options): the generated module does not build:\n\(module.output.prefix(4000))")
        let verify = await TestSupport.run(
            "/usr/bin/env",
            [
                "swiftc", "-frontend", "-typecheck", "-verify", "-verify-ignore-unrelated", "-swift-version", "6",
                // As an app with Swift 6's upcoming feature: a member the app's imports do not declare is
                // unavailable (`Clock()`, from `Shared`'s extension of the unexported `KotlinSingleton`, must stay).
                "-enable-upcoming-feature", "MemberImportVisibility", "-module-name", "App", "-I", folder.path, "-I",
                modules,
            ] + (try Self.snippets(for: options)).map(\.path))
        #expect(verify.status == 0, "\(options):\n\(String(verify.output.prefix(6000)))")
    }
}
