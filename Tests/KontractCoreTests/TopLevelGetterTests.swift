// A top-level property's getter reads its file's other top-level value properties by name (issue 26, shapes).

import Testing

@testable import KontractCore

/// The diagnostic codes of one in-memory contract (parse and check, no files).
private func codes(_ declarations: String) -> [DiagnosticCode] { TemporaryContracts.codes(declarations) }

@Test func aTopLevelGetterReadsItsFilesOtherValueProperties() {
    let declarations = """
            { "kind": "file", "name": "Api.kt", "properties": [
              { "name": "base", "type": "String", "kotlin": "\\"https://x\\"" },
              { "name": "api", "type": "String", "kotlin": "base + \\"/api\\"" },
              { "name": "count", "type": "Int", "mutable": true },
              { "name": "next", "type": "Int", "mutable": true, "kotlin": "count + 1" } ] }
        """
    #expect(codes(declarations) == [])
}

/// Not in scope (KT0703, an error at the name): the property itself, another file's property, a hidden one and a
/// flow (facade members of their own kind), an extension property.
@Test func whatATopLevelGetterCannotReadIsUnknown() {
    let declarations = """
            { "kind": "data class", "name": "Box", "properties": [ { "name": "n", "type": "Int" } ] },
            { "kind": "file", "name": "Other.kt", "properties": [ { "name": "elsewhere", "type": "Int", "kotlin": "1" } ] },
            { "kind": "file", "name": "Api.kt", "properties": [
              { "name": "hidden", "type": "Int", "kotlin": "1", "annotations": [ "HiddenFromObjC" ] },
              { "name": "ticks", "type": "Flow<Int>" },
              { "name": "size", "type": "Int", "receiver": "Box", "kotlin": "n" },
              { "name": "a", "type": "Int", "kotlin": "a" },
              { "name": "b", "type": "Int", "kotlin": "elsewhere" },
              { "name": "c", "type": "Int", "kotlin": "hidden" },
              { "name": "d", "type": "Boolean", "kotlin": "ticks == null" },
              { "name": "e", "type": "Int", "kotlin": "size" } ] }
        """
    #expect(codes(declarations) == Array(repeating: .unknownReference, count: 5))
}
