// ModuleIndex.candidates: what a declared-name path resolves to, with its fast "no declaration ends so" answer.

import Testing

@testable import KontractCore

@Suite struct ModuleIndexLookupTests {
    private static let index: ModuleIndex = {
        let p = """
            { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
              { "kind": "data class", "name": "String", "properties": [{ "name": "raw", "type": "Int" }] },
              { "kind": "data class", "name": "Holder", "properties": [{ "name": "size", "type": "Int" }] } ] }
            """
        let q = """
            { "kontract": 1, "module": "Shared", "package": "q", "declarations": [
              { "kind": "sealed class", "name": "Outer", "subclasses": [
                { "kind": "data object", "name": "Int" } ] } ] }
            """
        let files = [("p.kontract.json", p), ("q.kontract.json", q)].compactMap { path, text in
            ContractParser.parse(text: text, path: path).0
        }
        return ModuleIndex(files: files)
    }()

    /// Declared names win where Kotlin's resolution puts them; a name no declaration ends with is none of them
    /// (the built-ins), whatever the scope.
    @Test(
        arguments: [
            (["String"], "p", nil, ["p.String"]),
            (["String"], "q", nil, ["p.String"]),
            (["Int"], "q", "q.Outer", ["q.Outer.Int"]),
            (["Int"], "q", nil, []),
            (["Outer", "Int"], "p", nil, ["q.Outer.Int"]),
            (["q", "Outer", "Int"], "p", nil, ["q.Outer.Int"]),
            (["Holder"], "q", nil, ["p.Holder"]),
            (["Boolean"], "p", nil, []),
            (["Outer", "Long"], "q", nil, []),
            ([], "p", nil, []),
        ] as [([String], String, String?, [String])])
    func candidates(path: [String], package: String, enclosing: String?, expected: [String]) {
        #expect(Self.index.files.count == 2)
        #expect(Self.index.candidates(for: path, in: TypeScope(package: package, enclosing: enclosing)) == expected)
    }
}
