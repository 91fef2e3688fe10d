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
    static let sending = """
        import Foundation

        func enviar(_ body: @escaping @Sendable () -> Void) { body() }
        func enviarEnum(_ value: Palette) { enviar { print(value) } }
        func enviarObject(_ value: Clock) { enviar { print(value) } }
        func enviarSealed(_ value: Shape) { enviar { print(value) } }
        func enviarSealedInterface(_ value: SearchResult) { enviar { print(value) } }
        func enviarSealedSubclass(_ value: Settings) { enviar { print(value) } }
        func enviarException(_ value: OfflineException) { enviar { print(value) } }

        """

    /// The framework's class properties are readable from any isolation: so are `shared` and enum entries.
    static let reading = """
        import Foundation

        @MainActor func onMain() -> String { "\\(Palette.red) \\(Clock.shared)" }
        nonisolated func anywhere() async -> String { "\\(Palette.darkBlue) \\(Clock.shared)" }
        actor Holder { func read() -> String { "\\(Palette.theNew) \\(Clock.shared)" } }

        """

    func typecheck(_ configuration: String, with snippet: String) async throws -> (status: Int32, output: String) {
        let modules = try #require(runtimeModuleFolder(), "KontractRuntime.swiftmodule not found under .build")
        let parts = configuration.split(separator: "/").map(String.init)
        let folder = try GoldenDifferences.materialize(
            parts[1], in: TestSupport.packageRoot.appendingPathComponent("Tests/Golden/\(parts[0])"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let snippetFile = folder.appendingPathComponent("Snippet.swift")
        try Data(snippet.utf8).write(to: snippetFile)
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder.appendingPathComponent($0).path }
        let result = await TestSupport.run(
            "/usr/bin/env", ["swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-I", modules] + sources)
        return (result.status, result.output)
    }

    @Test func swift6RefusesSendingBridgeEnumsObjectsAndSealedTypes() async throws {
        let result = try await typecheck("edge/objc-bridge", with: Self.sending)
        #expect(result.status != 0, "Swift 6 accepted bridge-style types in @Sendable closures")
        for type in ["Palette", "Clock", "Shape", "any SearchResult", "Settings", "OfflineException"] {
            #expect(
                result.output.contains("capture of 'value' with non-Sendable type '\(type)' in a '@Sendable' closure"),
                "no non-Sendable diagnostic for \(type):\n\(String(result.output.prefix(3000)))")
        }
    }

    /// The runtime's `KotlinThrowable` (and its standard exceptions) in either style: the framework's is an
    /// Objective-C class, not `Sendable`; Swift code receives and sends the `NSError` carrying it.
    @Test func swift6RefusesSendingAKotlinThrowable() async throws {
        let snippet = """
            import Foundation

            func enviar(_ body: @escaping @Sendable () -> Void) { body() }
            func enviarThrowable(_ value: KotlinThrowable) { enviar { print(value) } }
            func enviarException(_ value: KotlinIllegalStateException) { enviar { print(value) } }
            func enviarError(_ value: OfflineException) async { let error = value.asError(); enviar { print(error) } }

            """
        let result = try await typecheck("edge/objc-swift", with: snippet)
        #expect(result.status != 0, "Swift 6 accepted a KotlinThrowable in a @Sendable closure")
        for type in ["KotlinThrowable", "KotlinIllegalStateException"] {
            #expect(
                result.output.contains("capture of 'value' with non-Sendable type '\(type)' in a '@Sendable' closure"),
                "no non-Sendable diagnostic for \(type):\n\(String(result.output.prefix(3000)))")
        }
        #expect(!result.output.contains("'error'"), "the NSError should cross:\n\(String(result.output.prefix(3000)))")
    }

    @Test func swiftStyleModelsStaySendable() async throws {
        let result = try await typecheck("edge/objc-swift", with: Self.sending)
        #expect(result.status == 0, "\(String(result.output.prefix(3000)))")
    }

    @Test func bridgeSingletonsAndEntriesAreReadableFromAnyIsolation() async throws {
        let result = try await typecheck("edge/objc-bridge", with: Self.reading)
        #expect(result.status == 0, "\(String(result.output.prefix(3000)))")
    }
}
