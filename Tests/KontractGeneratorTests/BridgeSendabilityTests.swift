// Swift 6 refuses to send bridge-style enums, objects and sealed types across isolation, as with the framework.

import Foundation
import Testing

/// A Kotlin/Native framework's classes are not `Sendable` in Swift; bridge-style generated types must not
/// be either, so Swift 6 code that sends them across isolation fails here as it does against the real
/// framework. Swift style is Kontract's own model: the same code compiles. The edge goldens hold an enum
/// class (`Palette`), an object (`Clock`), a sealed class (`Shape`), a sealed interface (`SearchResult`), a
/// plain class in a sealed hierarchy (`Settings: Route`) and an exception class (`OfflineException`); the
/// runtime's `KotlinThrowable` is not `Sendable` either (Swift receives Kotlin exceptions as `NSError`s).
@Suite("Bridge-style types are not Sendable")
struct BridgeSendabilityTests {
    /// The closure every sending function hands its value to.
    static let enviar = """
        import Foundation

        func enviar(_ body: @escaping @Sendable () -> Void) { body() }

        """

    /// Functions sending a value of each type, as (Swift, the type's name in Swift 6's refusal).
    static let sent = [
        ("func enviarEnum(_ value: Palette) { enviar { print(value) } }", "Palette"),
        ("func enviarObject(_ value: Clock) { enviar { print(value) } }", "Clock"),
        ("func enviarSealed(_ value: Shape) { enviar { print(value) } }", "Shape"),
        ("func enviarSealedInterface(_ value: SearchResult) { enviar { print(value) } }", "any SearchResult"),
        ("func enviarSealedSubclass(_ value: Settings) { enviar { print(value) } }", "Settings"),
        ("func enviarException(_ value: OfflineException) { enviar { print(value) } }", "OfflineException"),
    ]

    /// `sent`, each line expecting Swift 6's refusal when `refused`.
    static func sending(refused: Bool) -> String {
        "import Foundation\n\n" + sent.map { line, type in line + (refused ? refusal(type) : "") + "\n" }.joined()
    }

    /// The `-verify` annotation of Swift 6 refusing to send a `type` value.
    static func refusal(_ type: String) -> String {
        "  // expected-error {{capture of 'value' with non-Sendable type '\(type)' in a '@Sendable' closure}}"
    }

    /// The framework's class properties are readable from any isolation: so are `shared` and enum entries.
    static let reading = """
        import Foundation

        @MainActor func onMain() -> String { "\\(Palette.red) \\(Clock.shared)" }
        nonisolated func anywhere() async -> String { "\\(Palette.darkBlue) \\(Clock.shared)" }
        actor Holder { func read() -> String { "\\(Palette.theNew) \\(Clock.shared)" } }

        """

    /// The runtime's `KotlinThrowable` (and its standard exceptions) in either style: the framework's is an
    /// Objective-C class, not `Sendable`; Swift code receives and sends the `NSError` carrying it.
    static let throwables = """
        import Foundation

        func enviarThrowable(_ value: KotlinThrowable) { enviar { print(value) } }\(refusal("KotlinThrowable"))
        func enviarException(_ value: KotlinIllegalStateException) { enviar { print(value) } }\(
            refusal("KotlinIllegalStateException"))
        func enviarError(_ value: OfflineException) async { let error = value.asError(); enviar { print(error) } }

        """

    /// Emits the golden configuration's files as module Shared, then type-checks `app` (file name → Swift) in Swift 6
    /// against it with `-verify` (one frontend job: `-wmo`): each line marked `// expected-error {{…}}` must fail so
    /// and nothing else may, in one swiftc for the configuration's refused and accepted Swift (Shared's own notes are
    /// not the app's).
    func verify(_ configuration: String, _ app: [String: String]) async throws -> (status: Int32, output: String) {
        let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
        let parts = configuration.split(separator: "/").map(String.init)
        let golden = try GoldenDifferences.materialize(
            parts[1], in: TestSupport.packageRoot.appendingPathComponent("Tests/Golden/\(parts[0])"))
        defer { try? FileManager.default.removeItem(at: golden) }
        let sources = try FileManager.default.contentsOfDirectory(atPath: golden.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { golden.appendingPathComponent($0).path }
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = await TestSupport.run(
            "/usr/bin/env",
            [
                "swiftc", "-emit-module", "-wmo", "-swift-version", "6", "-module-name", "Shared", "-I", modules,
                "-emit-module-path", folder.appendingPathComponent("Shared.swiftmodule").path,
            ] + sources)
        try #require(module.status == 0, "\(configuration) did not build:\n\(String(module.output.prefix(3000)))")
        var files = ["Enviar.swift": Self.enviar]
        files.merge(app) { $1 }
        var paths: [String] = []
        for (name, text) in files {
            let path = folder.appendingPathComponent(name).path
            try ("import Shared\n" + text).write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        return await TestSupport.run(
            "/usr/bin/env",
            [
                "swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-module-name", "App", "-I", folder.path,
                "-I", modules, "-Xfrontend", "-verify", "-Xfrontend", "-verify-ignore-unrelated",
            ] + paths.sorted())
    }

    /// Swift 6 refuses to send bridge-style enums, objects and sealed types; their singletons and entries are
    /// readable from any isolation.
    @Test func bridgeStyleTypesAreRefusedAcrossIsolationButReadableFromAny() async throws {
        let result = try await verify(
            "edge/objc-bridge", ["Sending.swift": Self.sending(refused: true), "Reading.swift": Self.reading])
        #expect(result.status == 0, "\(String(result.output.prefix(3000)))")
    }

    /// Swift-style models stay `Sendable`; a `KotlinThrowable` is refused, the `NSError` carrying it crosses.
    @Test func swiftStyleModelsAreSentAndAKotlinThrowableIsRefused() async throws {
        let result = try await verify(
            "edge/objc-swift", ["Sending.swift": Self.sending(refused: false), "Throwables.swift": Self.throwables])
        #expect(result.status == 0, "\(String(result.output.prefix(3000)))")
    }
}
