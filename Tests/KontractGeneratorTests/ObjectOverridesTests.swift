// Objects and data classes overriding a plain superclass's functions and properties compile, with their own hooks.

import Foundation
import KontractGenerator
import Testing

/// `abstract class A { abstract suspend fun foo(): Int }` + `object A1 : A() { override suspend fun foo(): Int = 1 }`
/// (SKIE's coroutines/suspend/objects/methods/inheritance/abstract and open): the exporter redeclares the override in
/// `A1` as it does in a plain subclass. Before this, the object's functions went to an extension, which Swift cannot
/// override from ("instance method 'foo()' declared in 'A' cannot be overridden from extension"), and its hook
/// `fooImplementation: KotlinSuspendFunction<A1, KotlinInt>` redeclared A's of another type; an object's
/// `override val x = 1` was a stored property ("cannot override with a stored property 'x'"). Bridge style only:
/// swift style refuses an object extending a class (KG0101, ClassSuperArgumentsTests). Compiled in CompileBatchTests.
@Suite struct ObjectOverridesTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "ov", "declarations": [
          { "kind": "class", "name": "OvTask", "modality": "abstract",
            "functions": [ { "name": "run", "returns": "Int", "suspend": true } ] },
          { "kind": "object", "name": "OvTaskObject", "supertypes": [ "OvTask" ],
            "functions": [ { "name": "run", "returns": "Int", "suspend": true } ] },
          { "kind": "data class", "name": "OvTaskData", "supertypes": [ "OvTask" ],
            "properties": [ { "name": "n", "type": "Int" } ],
            "functions": [ { "name": "run", "returns": "Int", "suspend": true } ] },
          { "kind": "class", "name": "OvSource", "modality": "open",
            "properties": [ { "name": "limit", "type": "Int", "initial": 0 },
              { "name": "label", "type": "String", "mutable": true, "initial": "s" } ],
            "functions": [ { "name": "fetch", "returns": "Int", "suspend": true }, { "name": "title", "returns": "String" },
              { "name": "count", "parameters": [ { "name": "n", "type": "Int" } ] } ] },
          { "kind": "object", "name": "OvSourceObject", "supertypes": [ "OvSource" ],
            "properties": [ { "name": "limit", "type": "Int", "default": 1 },
              { "name": "label", "type": "String", "mutable": true, "default": "o" } ],
            "functions": [ { "name": "fetch", "returns": "Int", "suspend": true }, { "name": "title", "returns": "String" },
              { "name": "count", "parameters": [ { "name": "n", "type": "Int" } ] }, { "name": "own", "returns": "Int" } ] },
          { "kind": "data object", "name": "OvSourceSingleton", "supertypes": [ "OvSource" ],
            "functions": [ { "name": "title", "returns": "String" } ] } ] }
        """

    /// App code calling the overrides through the superclass and the object.
    static let usage = """
        func objectOverrides() async throws -> [String] {
            let tasks: [OvTask] = [OvTaskObject.shared, OvTaskData(n: 1)]
            var results: [String] = []
            for task in tasks { results.append("\\(try await task.run())") }
            let sources: [OvSource] = [OvSourceObject.shared, OvSourceSingleton.shared, OvSource()]
            for source in sources {
                source.count(n: 2)
                source.label = "app"
                results.append(source.title() + source.label + "\\(source.limit)" + "\\(try await source.fetch())")
            }
            let own: Int32 = OvSourceObject.shared.own()
            return results + ["\\(own)"]
        }
        """

    static let compileCase = CompileCase(
        "ObjectOverrides", contracts: ["objectoverrides.kontract.json": contract],
        options: CompileConfiguration.allOptions.filter { $0.style == .bridge }, forbidding: ["warning:"],
        app: { _ in usage })

    /// Each override is `override public` in the class body and has its own hook named after its class; the
    /// superclass keeps the plain hook.
    @Test(arguments: [InteropMode.objc, .skie])
    func overridesOfObjectsAndDataClassesHaveTheirOwnHooks(_ interop: InteropMode) throws {
        let files = try SKIEGlobalsAndOverloadsTests.generate(
            ["objectoverrides.kontract.json": Self.contract], GeneratorOptions(interop: interop, style: .bridge))
        let text = try #require(files["objectoverrides.kontract.swift"])
        #expect(text.contains("public static let runImplementation = KotlinSuspendFunction<OvTask, KotlinInt>"))
        #expect(
            text.contains(
                "public static let runImplementationInOvTaskObject = KotlinSuspendFunction<OvTaskObject, KotlinInt>"))
        #expect(text.contains("public static let runImplementationInOvTaskData = KotlinSuspendFunction<OvTaskData,"))
        #expect(text.contains("public static let titleImplementationInOvSourceSingleton = KotlinFunction<"))
        #expect(text.contains("public static let countNImplementationInOvSourceObject = KotlinFunction<"))
        // The object's own function keeps the plain hook name and is no override.
        #expect(text.contains("public static let ownImplementation = KotlinFunction<OvSourceObject, Int32>"))
        #expect(text.contains("    public func own() -> Int32 {"))
        #expect(text.contains("override public func title() -> String {\n        return Self.titleImplementationIn"))
        #expect(text.contains("override public var limit: Int32 {"))
        #expect(!text.contains("extension OvTaskObject {") && !text.contains("extension OvSourceObject {"))
    }

    /// `abstract class Gen<T> { abstract suspend fun get(): T; abstract fun put(v: T) }`: an object's or class's
    /// override through `Gen<Int>` generated Swift that did not compile: `override suspend fun get(): Int` ("overriding
    /// declaration requires an 'override' keyword", the completion handler boxing `KotlinInt?` on both sides) is
    /// KG0101 at the function now, as is `override fun get(): Foo` of `Gen<Foo>`; `override fun put(v: String)` of
    /// `Gen<String>` redeclared `putVImplementation` with another type and now has its own hook, an overload beside
    /// the inherited `put(v: NSString?)` as a covariant result is. A generic subclass passing `T` on
    /// (`Sub<T> : Gen<T>`) still overrides.
    static let genericContract = """
        { "kontract": 1, "module": "Shared", "package": "ov", "declarations": [
          { "kind": "class", "name": "OvGen", "modality": "abstract", "typeParameters": [ { "name": "T" } ],
            "functions": [ { "name": "get", "returns": "T", "suspend": true },
              { "name": "put", "parameters": [ { "name": "v", "type": "T" } ] } ] },
          { "kind": "class", "name": "OvSub", "modality": "open", "typeParameters": [ { "name": "T" } ],
            "supertypes": [ "OvGen<T>" ], "functions": [ { "name": "put", "parameters": [ { "name": "v", "type": "T" } ] } ] },
          { "kind": "object", "name": "OvStrings", "supertypes": [ "OvGen<String>" ],
            "functions": [ { "name": "put", "parameters": [ { "name": "v", "type": "String" } ] },
              { "name": "put", "parameters": [ { "name": "v", "type": "Int" } ] } ] } ] }
        """

    static let genericCompileCase = CompileCase(
        "ObjectOverridesGeneric", contracts: ["objectoverridesgeneric.kontract.json": genericContract],
        options: CompileConfiguration.allOptions.filter { $0.style == .bridge }, forbidding: ["warning:"],
        app: { _ in
            """
            import Foundation

            func genericOverrides(_ sub: OvSub<NSString>) {
                sub.put(v: "a")
                OvStrings.shared.put(v: 1)
                OvStrings.shared.put(v: "b")
            }
            """
        })

    @Test(arguments: [
        (#""suspend": true"#, "G<Int>", "Int"), (#""suspend": false"#, "G<F>", "F"),
    ])
    func anOverrideThroughAGenericSuperclassIsReported(suspend: String, supertype: String, result: String) throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "ov", "declarations": [ { "kind": "class", "name": "F" },
              { "kind": "class", "name": "G", "modality": "abstract", "typeParameters": [ { "name": "T" } ],
                "functions": [ { "name": "get", "returns": "T", \(suspend) } ] },
              { "kind": "object", "name": "O", "supertypes": [ "\(supertype)" ],
                "functions": [ { "name": "get", "returns": "\(result)", \(suspend) } ] } ] }
            """
        let name = "get"
        for interop in [InteropMode.objc, .skie] {
            let error = #expect(throws: (any Error).self) {
                _ = try SKIEGlobalsAndOverloadsTests.generate(
                    ["g.kontract.json": contract], GeneratorOptions(interop: interop, style: .bridge))
            }
            let text = "\(error.map { "\($0)" } ?? "")"
            #expect(
                text.contains("the function '\(name)' of 'O' overrides one of the generic class 'G'")
                    && text.contains("[KG0101]"), "\(text)")
        }
    }

    /// An object's property of another type than the superclass's is KG0101 at its type, as a plain subclass's is.
    @Test func aCovariantObjectPropertyIsReported() throws {
        let contract = """
            { "kontract": 1, "module": "Shared", "package": "ov", "declarations": [
              { "kind": "class", "name": "H", "modality": "abstract", "properties": [ { "name": "value", "type": "Any?" } ] },
              { "kind": "object", "name": "O", "supertypes": [ "H" ], "properties": [ { "name": "value", "type": "String", "default": "s" } ] } ] }
            """
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(
                ["h.kontract.json": contract], GeneratorOptions(interop: .objc, style: .bridge))
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(
            text.contains("the property 'value' of 'O' overrides one of type 'Any?' with type 'String'")
                && text.contains("[KG0101]"), "\(text)")
    }
}
