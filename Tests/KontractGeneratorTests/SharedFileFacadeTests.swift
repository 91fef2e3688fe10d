// Same-named files of different packages: one facade, as the Kotlin/Native export merges them.

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Suite struct SharedFileFacadeTests {
    static let fooI = """
        [ { "name": "foo", "parameters": [ { "name": "i", "type": "Int" } ], "returns": "Int" } ]
        """
    static let suspendFoo = #"[ { "name": "foo", "returns": "Int", "suspend": true } ]"#

    static func generate(_ contracts: [String: String], _ options: GeneratorOptions = GeneratorOptions())
        throws -> [String: String]
    {
        try SKIEGlobalsAndOverloadsTests.generate(contracts, options)
    }

    @Test func theFirstFileDeclaresOneFacadeWithBothFilesFunctions() throws {
        let output = try Self.generate([
            "a.kontract.json": SKIEGlobalsAndOverloadsTests.file(
                "a", "A.kt", functions: SKIEGlobalsAndOverloadsTests.fooIK),
            "b.kontract.json": SKIEGlobalsAndOverloadsTests.file(
                "a.b", "A.kt", functions: Self.fooI, properties: #"[ { "name": "zero", "type": "Int" } ]"#),
        ])
        let first = try #require(output["a.kontract.swift"])
        let second = try #require(output["b.kontract.swift"])
        #expect(first.contains("public enum AKt {"))
        #expect(first.contains("in `a`, `a.b`, one facade as in the export"))
        #expect(first.contains("public static func foo(i: Int32, k: Int32) -> Int32"))
        #expect(first.contains("public static func foo(i: Int32) -> Int32"))
        #expect(!second.contains("enum AKt"))
        #expect(!second.contains("func foo("))
        // The second file's own property joins the facade in an extension.
        #expect(second.contains("extension AKt {"))
        #expect(second.contains("zero"))
    }

    @Test func clashingFunctionsAreMangledAsTheExporterDoes() throws {
        let output = try Self.generate([
            "a.kontract.json": SKIEGlobalsAndOverloadsTests.file("a", "A.kt", functions: Self.suspendFoo),
            "b.kontract.json": SKIEGlobalsAndOverloadsTests.file("a.b", "A.kt", functions: Self.suspendFoo),
        ])
        let first = try #require(output["a.kontract.swift"])
        #expect(first.contains("public static func foo() async throws -> KotlinInt"))
        #expect(first.contains("public static func foo_() async throws -> KotlinInt"))
        #expect(first.contains("foo(completionHandler: @escaping"))
        #expect(first.contains("foo(completionHandler_ completionHandler: @escaping"))
    }

    @Test func sameNamedFilesOfOnePackageAreStillAnError() throws {
        let folder = TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a", "b"] {
            try SKIEGlobalsAndOverloadsTests.file("a", "A.kt", functions: Self.fooI)
                .write(to: folder.appendingPathComponent("\(name).kontract.json"), atomically: true, encoding: .utf8)
        }
        let (module, problems) = TestSupport.module([folder.path])
        #expect(module == nil)
        #expect("\(problems)".contains("is already declared in package"))
        #expect("\(problems)".contains("KT0301"))
    }
}
