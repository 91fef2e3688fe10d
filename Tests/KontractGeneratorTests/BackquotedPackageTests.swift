// Backquoted package segments (issue 26, shapes): `package com.example.`in`` is the package `com.example.in`.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// Kotlin writes a package segment that is a keyword (or no plain identifier) in backquotes; the package's name is
/// the segment without them, which serial names and `toString()` print. A contract may write either spelling;
/// emit-kotlin writes the backquotes back. Before, both spellings were KT0107.
@Suite struct BackquotedPackageTests {
    static let contracts = [
        "in.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "com.example.`in`", "declarations": [
          { "kind": "data class", "name": "Inbox", "properties": [ { "name": "count", "type": "Int" } ] } ] }
        """,
        "out.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "com.example.out", "declarations": [
          { "kind": "data class", "name": "Outbox", "properties": [
            { "name": "quoted", "type": "com.example.`in`.Inbox" }, { "name": "plain", "type": "com.example.in.Inbox?" } ] } ] }
        """,
    ]

    @Test func aBackquotedSegmentIsTheNameInsideAndEmitKotlinQuotesItAgain() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in Self.contracts {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let (checked, problems) = TestSupport.module([folder.path])
        let module = try #require(checked, "\(problems)")
        #expect(Set(module.files.map(\.package.value)) == ["com.example.in", "com.example.out"])
        var emitter = KotlinEmitter(module: module)
        let kotlin = emitter.emit().map(\.source).joined(separator: "\n")
        #expect(kotlin.contains("package com.example.`in`\n"))
        #expect(kotlin.contains("val quoted: com.example.`in`.Inbox,"))
        #expect(kotlin.contains("val plain: com.example.`in`.Inbox?,"))
        let swift = try SKIEGlobalsAndOverloadsTests.generate(
            Self.contracts, GeneratorOptions(interop: .objc, style: .bridge))
        #expect(swift.values.joined().contains(#"serialName: "com.example.in.Inbox""#))
    }

    @Test(arguments: ["com..x", "com.`a.b`", "com.`", "1com.x"])
    func aSegmentThatIsNoNameIsRefused(_ package: String) {
        #expect(ContractParser.packageName(package) == nil)
    }
}
