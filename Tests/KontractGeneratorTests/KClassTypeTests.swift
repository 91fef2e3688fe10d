// `KClass<T>` (issue 26, shapes: 'KClass'): the exporter shows `kotlin.reflect.KClass<T>` as `id<KotlinKClass>`.

import Foundation
import KontractGenerator
import Testing

/// `KClass<T>` as a property, parameter, result, element or generic class argument is the protocol `KotlinKClass`
/// in bridge style, its type argument erased (an ObjC protocol has none): app code reads `qualifiedName`,
/// `simpleName`, calls `isInstance(value:)`, and passes any object adopting it. Before, `KClass` was KT0202 (an
/// undeclared type). Compiled in CompileBatchTests, bridge style.
@Suite struct KClassTypeTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "kclasses", "declarations": [
          { "kind": "data class", "name": "KRoute", "serializable": false, "properties": [
            { "name": "target", "type": "KClass<*>" }, { "name": "optional", "type": "KClass<KRoute>?" },
            { "name": "all", "type": "List<kotlin.reflect.KClass<*>>" }, { "name": "keys", "type": "Set<KClass<*>>" } ] },
          { "kind": "class", "name": "KHolder", "typeParameters": [ { "name": "T" } ],
            "constructors": [ { "parameters": [ { "name": "value", "type": "T", "property": "val" } ] } ] },
          { "kind": "class", "name": "KRegistry",
            "properties": [ { "name": "holder", "type": "KHolder<KClass<*>>" } ],
            "functions": [
              { "name": "register", "parameters": [ { "name": "type", "type": "KClass<*>" } ], "returns": "Boolean" },
              { "name": "lookup", "parameters": [ { "name": "name", "type": "String" } ], "returns": "KClass<*>?" },
              { "name": "each", "parameters": [ { "name": "f", "type": "(KClass<*>) -> Unit" } ] } ] },
          { "kind": "interface", "name": "KFactory", "functions": [ { "name": "typeOf", "returns": "KClass<*>" } ] },
          { "kind": "file", "name": "KClasses.kt", "functions": [
            { "name": "classOf", "parameters": [ { "name": "value", "type": "Any" } ], "returns": "KClass<*>" } ] } ] }
        """

    static func usage(_ options: GeneratorOptions) -> String {
        """
        final class AppStringClass: KotlinKClass {
            func isInstance(value: Any?) -> Bool { value is String }
            var qualifiedName: String? { "kotlin.String" }
            var simpleName: String? { "String" }
        }
        final class AppFactory: KFactory {
            func typeOf() -> any KotlinKClass { AppStringClass() }
        }
        func kClasses(_ registry: KRegistry, _ factory: any KFactory) -> String {
            let route = KRoute(target: AppStringClass(), optional: nil, all: [factory.typeOf()], keys: [])
            let ok: Bool = registry.register(type: route.target)
            let found: (any KotlinKClass)? = registry.lookup(name: "x")
            let held: (any KotlinKClass)? = registry.holder.value
            registry.each { (type: any KotlinKClass) in _ = type.simpleName }
            let of: any KotlinKClass = KClassesKt.classOf(value: "s")
            let parents: (any KotlinKDeclarationContainer, any KotlinKAnnotatedElement, any KotlinKClassifier) =
                (of, of, of)
            _ = parents
            return "\\(ok) \\(found?.simpleName ?? "") \\(route.target.isInstance(value: "s")) \\(held?.qualifiedName ?? "")"
        }
        """
    }

    /// With `usage`, the module compiles without a warning in the bridge configurations (CompileBatchTests).
    static let compileCase = CompileCase(
        "KClassType", contracts: ["kclasses.kontract.json": contract],
        options: CompileConfiguration.allOptions.filter { $0.style == .bridge }, forbidding: ["warning:"],
        app: { usage($0) })

    @Test func aKClassIsTheExportersProtocolWithItsArgumentErased() throws {
        for interop in [InteropMode.objc, .skie] {
            let output = try SKIEGlobalsAndOverloadsTests.generate(
                ["kclasses.kontract.json": Self.contract], GeneratorOptions(interop: interop, style: .bridge))
            let swift = try #require(output["kclasses.kontract.swift"])
            #expect(swift.contains("public let target: any KotlinKClass"), "\(interop)")
            #expect(swift.contains("public let optional: (any KotlinKClass)?"), "\(interop)")
            #expect(swift.contains("public let all: [any KotlinKClass]"), "\(interop)")
            #expect(swift.contains("public let keys: Set<AnyHashable>"), "\(interop)")
            #expect(swift.contains("KHolder<any KotlinKClass>"), "\(interop)")
        }
    }

    @Test func swiftStyleReportsAKClassAtItsPlace() throws {
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(
                ["kclasses.kontract.json": Self.contract], GeneratorOptions(interop: .objc, style: .swift))
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains("KClass in swift style") && text.contains("[KG0101]"), "\(text)")
    }
}
