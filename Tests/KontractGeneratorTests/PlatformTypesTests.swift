// Apple platform types (`platform.Foundation.NSDate`, issue 26) in generated Swift: Apple's own bridged types.

import Foundation
import KontractGenerator
import Testing

/// Foundation classes are what Swift's importer makes of the header's `NSDate *`: the bridged value type (`Date`,
/// `Data`, `URL`, `UUID`, `Error` for `NSError`) or the class under its Swift name (`UserDefaults`, `NSNumber`) as a
/// property, parameter, result, collection element and block parameter; the class itself as a generic class's type
/// argument in bridge style (`PlatformBox<NSDate>`, `KotlinArray<NSDate>`). UIKit classes are UIKit's on iOS and
/// KontractKotlin's stand-ins on Linux. Before, every `platform.…` type was KT0202. Compiled in CompileBatchTests.
@Suite struct PlatformTypesTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "apple", "declarations": [
          { "kind": "class", "name": "PrefsStore",
            "constructors": [ { "parameters": [ { "name": "defaults", "type": "platform.Foundation.NSUserDefaults", "property": "val" } ] } ],
            "properties": [ { "name": "lastSaved", "type": "platform.Foundation.NSDate?", "mutable": true, "initial": null },
                            { "name": "history", "type": "List<platform.Foundation.NSDate>", "initial": [] },
                            { "name": "blobs", "type": "Map<String, platform.Foundation.NSData>", "initial": {} },
                            { "name": "links", "type": "Set<platform.Foundation.NSURL>", "initial": [] },
                            { "name": "onSave", "type": "((platform.Foundation.NSDate) -> platform.Foundation.NSUUID)?", "mutable": true, "initial": null },
                            { "name": "saved", "type": "StateFlow<platform.Foundation.NSDate?>", "initial": null } ],
            "functions": [ { "name": "saveDate", "parameters": [ { "name": "date", "type": "platform.Foundation.NSDate" } ] },
                           { "name": "report", "parameters": [ { "name": "error", "type": "platform.Foundation.NSError" } ], "returns": "platform.Foundation.NSString" },
                           { "name": "total", "parameters": [ { "name": "value", "type": "platform.Foundation.NSNumber" } ], "returns": "platform.Foundation.NSDecimalNumber" },
                           { "name": "fetch", "suspend": true, "parameters": [ { "name": "url", "type": "platform.Foundation.NSURL" } ], "returns": "platform.Foundation.NSData" },
                           { "name": "boxed", "returns": "PrefsBox<platform.Foundation.NSDate>" },
                           { "name": "stamps", "returns": "Array<platform.Foundation.NSDate>" } ] },
          { "kind": "class", "name": "PrefsBox", "typeParameters": [ { "name": "T" } ],
            "constructors": [ { "parameters": [ { "name": "value", "type": "T", "property": "val" } ] } ] },
          { "kind": "data class", "name": "PrefsEntry", "serializable": false,
            "properties": [ { "name": "at", "type": "platform.Foundation.NSDate" },
                            { "name": "failure", "type": "platform.Foundation.NSError?" } ] },
          { "kind": "class", "name": "PrefsScreen",
            "constructors": [ { "parameters": [ { "name": "controller", "type": "platform.UIKit.UIViewController", "property": "val" } ] } ],
            "functions": [ { "name": "image", "parameters": [ { "name": "data", "type": "platform.Foundation.NSData" } ], "returns": "platform.UIKit.UIImage?" } ] },
          { "kind": "file", "name": "Prefs.kt", "functions": [
            { "name": "standardDefaults", "returns": "platform.Foundation.NSUserDefaults" } ] } ] }
        """

    /// App code as an iOS app writes it against the real framework: passes `Date()`, reads `UserDefaults`.
    static func usage(_ options: GeneratorOptions) -> String {
        let bridge = options.style == .bridge
        // SKIE's bridge-style flow class is the app's to name; elsewhere the runtime's flows are not imported by name.
        let saved =
            bridge && options.interop == .skie
            ? "let saved: SkieSwiftOptionalStateFlow<Date> = store.saved" : "let saved = store.saved"
        return """
            func platformTypes(_ store: PrefsStore) async throws -> String {
                store.saveDate(date: Date())
                let defaults: UserDefaults = store.defaults
                let theme: String? = defaults.string(forKey: "theme")
                store.lastSaved = Date(timeIntervalSince1970: 0)
                let last: Date? = store.lastSaved
                let history: [Date] = store.history
                let blobs: [String: Data] = store.blobs
                let links: Set<URL> = store.links
                store.onSave = { (date: Date) -> UUID in UUID() }
                \(saved)
                let text: String = store.report(error: NSError(domain: "app", code: 1))
                let total: NSDecimalNumber = store.total(value: NSNumber(value: 2))
                let data: Data = try await store.fetch(url: URL(fileURLWithPath: "/tmp"))
                let boxed: PrefsBox<\(bridge ? "NSDate" : "Date")> = store.boxed()
                let stamps: \(bridge ? "KotlinArray<NSDate>" : "[Date]") = store.stamps()
                let entry = PrefsEntry(at: Date(), failure: nil)
                let same: Bool = entry == PrefsEntry(at: entry.at, failure: nil)
                let standard: UserDefaults = PrefsKt.standardDefaults()
                _ = (theme, last, history, blobs, links, saved, total, data, boxed, stamps, standard)
                return "\\(text) \\(same)"
            }
            @MainActor func platformScreen() -> UIImage? {
                let screen = PrefsScreen(controller: UIViewController())
                let controller: UIViewController = screen.controller
                _ = controller
                return screen.image(data: Data())
            }
            """
    }

    /// With `usage`, the module compiles in every configuration (CompileBatchTests).
    static let compileCase = CompileCase(
        "PlatformTypes", contracts: ["apple.kontract.json": contract], app: { usage($0) })

    @Test(arguments: CompileConfiguration.allOptions)
    func foundationTypesAreTheirBridgedSwiftTypes(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["apple.kontract.json": Self.contract], options)
        let swift = try #require(output["apple.kontract.swift"])
        let bridge = options.style == .bridge
        for expected in [
            "public func saveDate(date: Date)", "public var defaults: UserDefaults", "public var lastSaved: Date?",
            "public var history: [Date]", "public var blobs: [String: Data]", "public var links: Set<URL>",
            "public var onSave: ((Date) -> UUID)?", "public func report(error: Error) -> String",
            "public func total(value: NSNumber) -> NSDecimalNumber", "public let failure: Error?",
            "public func boxed() -> PrefsBox<\(bridge ? "NSDate" : "Date")>",
            "public func stamps() -> \(bridge ? "KotlinArray<NSDate>" : "[Date]")",
            "public var controller: UIViewController", "public func image(data: Data) -> UIImage?",
        ] where bridge || !expected.hasPrefix("public let failure") {
            #expect(swift.contains(expected), "\(options): \(expected)")
        }
    }
}

/// emit-kotlin writes a platform type as iosMain code does: imported (`import platform.Foundation.NSDate`), by its
/// simple name.
@Test func emitKotlinImportsPlatformTypes() throws {
    let folder = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try PlatformTypesTests.contract.write(
        to: folder.appendingPathComponent("apple.kontract.json"), atomically: true, encoding: .utf8)
    let (module, problems) = TestSupport.module([folder.path])
    var emitter = KotlinEmitter(module: try #require(module, "\(problems)"))
    let kotlin = try #require(emitter.emit().first).source
    #expect(kotlin.contains("import platform.Foundation.NSDate\n"), "\(kotlin)")
    #expect(kotlin.contains("import platform.Foundation.NSError\n"), "\(kotlin)")
    #expect(kotlin.contains("import platform.UIKit.UIViewController\n"), "\(kotlin)")
    #expect(kotlin.contains("val at: NSDate,") && kotlin.contains("val failure: NSError?"), "\(kotlin)")
    #expect(!kotlin.contains(": platform.Foundation."), "\(kotlin)")
}
