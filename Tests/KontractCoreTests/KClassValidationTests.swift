// `kotlin.reflect.KClass<T>` validates where Kotlin compiles it; kotlinx has no serializer for it.

import Testing

@testable import KontractCore

/// The diagnostic codes of one in-memory contract (parse and check, no files).
private func codes(_ declarations: String) -> [DiagnosticCode] { TemporaryContracts.codes(declarations) }

/// `KClass<*>`, `KClass<T>` and the qualified `kotlin.reflect.KClass` as property, parameter, result and element.
@Test func kClassTypesValidate() {
    let declarations = """
            { "kind": "data class", "name": "Route", "serializable": false, "properties": [
              { "name": "a", "type": "KClass<*>" }, { "name": "b", "type": "kotlin.reflect.KClass<Route>?" },
              { "name": "c", "type": "Map<String, KClass<*>>" } ] },
            { "kind": "interface", "name": "Registry",
              "functions": [ { "name": "f", "parameters": [ { "name": "x", "type": "KClass<*>" } ],
                "returns": "List<KClass<*>>" } ] }
        """
    #expect(codes(declarations) == [])
}

/// A serialized `KClass` (alone or as an element) is the plugin's "Serializer has not been found" compile error;
/// `KClass` without its one type argument is KT0203.
@Test func aSerializedOrArgumentlessKClassIsRefused() {
    let declarations = """
            { "kind": "data class", "name": "Saved", "properties": [
              { "name": "a", "type": "KClass<*>" }, { "name": "b", "type": "List<KClass<*>>" } ] },
            { "kind": "data class", "name": "Bare", "serializable": false, "properties": [
              { "name": "c", "type": "KClass" } ] }
        """
    let found = codes(declarations)
    #expect(found.filter { $0 == .genericArity }.count == 1, "\(found)")
    #expect(found.filter { $0 != .genericArity }.count == 2, "\(found)")
}
