// Same-named files of different packages or source sets: one facade, as the Kotlin/Native export merges them.

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

    /// `val x` (stored), `val y` (a getter), `var z` and a state flow `f` in both files, and a real `x_` in the
    /// second: the exporter keeps the first of each name and appends `_` to the second (`x_`), so the real
    /// `x_` is `x__` (ObjCExportNamerImpl.getPropertyName over one source file, see FacadePropertyNaming.swift).
    static let clashingProperties = """
        [ { "name": "x", "type": "Int" }, { "name": "y", "type": "Int", "kotlin": "1" },
          { "name": "z", "type": "String", "mutable": true }, { "name": "f", "type": "StateFlow<Int>", "initial": 0 } ]
        """

    static func clashingPropertyContracts() -> [String: String] {
        [
            "a.kontract.json": SKIEGlobalsAndOverloadsTests.file("a", "A.kt", properties: Self.clashingProperties),
            "b.kontract.json": SKIEGlobalsAndOverloadsTests.file(
                "a.b", "A.kt",
                properties: Self.clashingProperties.replacingOccurrences(
                    of: "[ {", with: #"[ { "name": "x_", "type": "Int" }, {"#)),
        ]
    }

    @Test func clashingPropertiesAreMangledAsTheExporterDoes() throws {
        let output = try Self.generate(Self.clashingPropertyContracts())
        let first = try #require(output["a.kontract.swift"])
        let second = try #require(output["b.kontract.swift"])
        func declares(_ text: String, _ name: String) -> Bool {
            text.contains("public static var \(name): ") || text.contains("public static let \(name): ")
        }
        for name in ["x", "y", "z", "f"] {
            #expect(declares(first, name), "\(name) in a/A.kt")
            #expect(declares(second, name + "_"), "\(name)_ in a/b/A.kt")
            #expect(!declares(second, name), "\(name) in a/b/A.kt")
        }
        #expect(declares(second, "x__"))
    }

    /// A property the framework does not export (`@HiddenFromObjC`) takes no name: the other file's keeps `w`.
    @Test func aHiddenPropertyTakesNoName() throws {
        let output = try Self.generate([
            "a.kontract.json": SKIEGlobalsAndOverloadsTests.file(
                "a", "A.kt",
                properties: #"[ { "name": "w", "type": "Int", "kotlin": "1", "annotations": [ "HiddenFromObjC" ] } ]"#),
            "b.kontract.json": SKIEGlobalsAndOverloadsTests.file(
                "a.b", "A.kt", properties: #"[ { "name": "w", "type": "Int", "kotlin": "2" } ]"#),
        ])
        let second = try #require(output["b.kontract.swift"])
        #expect(second.contains("public static var w: "), "\(second)")
        #expect(!second.contains("w_"), "\(second)")
    }

    /// Every mangled name is reachable from Swift in every configuration (CompileBatchTests).
    static let compileCase = CompileCase(
        "SharedFileFacade", contracts: clashingPropertyContracts(),
        app: { _ in
            "func useClashingProperties() async { _ = (AKt.x, AKt.x_, AKt.x__, AKt.y, AKt.y_, AKt.z, AKt.z_, AKt.f, AKt.f_) }"
        })

    /// `commonMain/a/A.kt` and `iosMain/a/A.kt`: one package, two source sets. The framework is linked from the
    /// klib, whose metadata records a file by its name alone (the FIR klib serializer writes the string index of
    /// `containingFile.name`; `DeserializedSourceFile` is equal by name and library), so the exporter's
    /// `topLevel` map (keyed by that source file) holds one `AKt` with both files' functions, as across packages.
    @Test func filesOfOneNameInTwoSourceSetsOfOnePackageShareTheFacade() throws {
        func file(_ sourceSet: String, functions: String, properties: String = "[]") -> String {
            SKIEGlobalsAndOverloadsTests.file("a", "A.kt", functions: functions, properties: properties)
                .replacingOccurrences(of: #""name": "A.kt","#, with: #""name": "A.kt", "sourceSet": "\#(sourceSet)","#)
        }
        let output = try Self.generate([
            "a.kontract.json": file("commonMain", functions: SKIEGlobalsAndOverloadsTests.fooIK),
            "b.kontract.json": file(
                "iosMain", functions: Self.fooI, properties: #"[ { "name": "zero", "type": "Int" } ]"#),
        ])
        let first = try #require(output["a.kontract.swift"])
        let second = try #require(output["b.kontract.swift"])
        #expect(first.contains("public enum AKt {"))
        #expect(first.contains("in `a` (`commonMain`), `a` (`iosMain`), one facade as in the export"), "\(first)")
        #expect(first.contains("public static func foo(i: Int32, k: Int32) -> Int32"))
        #expect(first.contains("public static func foo(i: Int32) -> Int32"))
        #expect(!second.contains("enum AKt"))
        #expect(second.contains("extension AKt {"))
        #expect(second.contains("zero"))
        #expect(!output.values.contains { $0.contains("AKt_") })
    }

    /// Without a `sourceSet` two files of one name in one package cannot be told apart: KT0301.
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
