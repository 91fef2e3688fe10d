// Default-value rules the corpus does not spell out: map keys of every kind, floats, unsigned bounds.

import Testing

@testable import KontractCore

/// The diagnostics of one in-memory contract (parse and check, no files).
private func check(_ declarations: String, json: String? = nil) -> [Diagnostic] {
    let text = TemporaryContracts.contract(package: "p", declarations, json: json)
    let (file, parseDiagnostics) = ContractParser.parse(text: text, path: "t.kontract.json")
    let checkDiagnostics = ContractChecker.check(file.map { [$0] } ?? []).diagnostics
    return (parseDiagnostics + checkDiagnostics).sortedByLocation()
}

/// One property named `p` of `type` with `defaultJSON`, in a data class `D`.
private func codes(type: String, default defaultJSON: String) -> [DiagnosticCode] {
    let declarations = """
            { "kind": "enum class", "name": "Sort", "entries": [ "ASC", { "name": "DESC", "serialName": "desc" } ] },
            { "kind": "data class", "name": "D", "properties": [ { "name": "p", "type": "\(type)", "default": \(defaultJSON) } ] }
        """
    return check(declarations).compactMap(\.code)
}

@Test func mapKeysAreCheckedAgainstTheKeyType() {
    #expect(codes(type: "Map<Long, Int>", default: #"{ "-9223372036854775808": 1 }"#) == [])
    #expect(codes(type: "Map<Long, Int>", default: #"{ "9223372036854775808": 1 }"#) == [.defaultOutOfRange])
    #expect(codes(type: "Map<ULong, Int>", default: #"{ "18446744073709551615": 1 }"#) == [])
    #expect(codes(type: "Map<UShort, Int>", default: #"{ "65536": 1 }"#) == [.defaultOutOfRange])
    #expect(codes(type: "Map<UInt, Int>", default: #"{ "-1": 1 }"#) == [.defaultOutOfRange])
    #expect(codes(type: "Map<Int, Int>", default: #"{ "1e3": 1 }"#) == [.defaultNotIntegral])
    #expect(codes(type: "Map<Boolean, Int>", default: #"{ "true": 1, "yes": 2 }"#) == [.defaultTypeMismatch])
    #expect(codes(type: "Map<Double, Int>", default: #"{ "1.5": 1, "x": 2 }"#) == [.defaultTypeMismatch])
    #expect(codes(type: "Map<Char, Int>", default: #"{ "a": 1, "ab": 2 }"#) == [.defaultTypeMismatch])
    #expect(codes(type: "Map<Sort, Int>", default: #"{ "ASC": 1, "desc": 2, "DESC": 3 }"#) == [.unknownEnumSerialName])
    #expect(codes(type: "Map<String, List<Int>>", default: #"{ "a": [ 1, "2" ] }"#) == [.defaultTypeMismatch])
}

@Test func floatingPointTypesTakeIntegersAndReals() {
    #expect(codes(type: "Double", default: "1") == [])
    #expect(codes(type: "Double", default: "-0.0") == [])
    #expect(codes(type: "Float", default: "3.4028234e38") == [])
    #expect(codes(type: "Float", default: "-3.5e38") == [.defaultOutOfRange])
    #expect(codes(type: "FloatArray", default: "[ 1, 2.5, true ]") == [.defaultTypeMismatch])
}

@Test func unsignedAndSmallIntegersHaveTheirBounds() {
    #expect(codes(type: "UByte", default: "255") == [])
    #expect(codes(type: "Byte", default: "-129") == [.defaultOutOfRange])
    #expect(codes(type: "ULong", default: "9223372036854775807") == [])
    #expect(codes(type: "UShort?", default: "null") == [])
    #expect(codes(type: "Long", default: "1e2") == [.defaultNotIntegral])
}

@Test func nullFitsOnlyNullableTypes() {
    #expect(codes(type: "Any?", default: "null") == [.unserializableType])
    #expect(codes(type: "List<*>", default: "[ null, 1, \"x\" ]") == [.unserializableType])
    #expect(codes(type: "Sort", default: "null") == [.nullForNonNullable])
    #expect(codes(type: "Array<Sort?>", default: #"[ null, "ASC" ]"#) == [])
}

@Test func anObjectDefaultFollowsExplicitNulls() {
    let declarations = """
            { "kind": "data class", "name": "R", "properties": [ { "name": "a", "type": "Int?" } ] },
            { "kind": "data class", "name": "D", "properties": [ { "name": "r", "type": "R", "default": {} } ] }
        """
    #expect(check(declarations).map(\.code) == [.defaultMissingProperty])
    #expect(check(declarations, json: #"{ "explicitNulls": false }"#).isEmpty)
}

@Test func aSealedDefaultUsesTheConfiguredDiscriminatorAndQualifiedSerialNames() {
    let declarations = """
            { "kind": "sealed class", "name": "S",
              "subclasses": [ { "kind": "data object", "name": "A" }, { "kind": "sealed class", "name": "Inner",
                "subclasses": [ { "kind": "data class", "name": "B", "properties": [ { "name": "x", "type": "Int" } ] } ] } ] },
            { "kind": "data class", "name": "D",
              "properties": [
                { "name": "a", "type": "S", "default": { "@t": "p.S.A" } },
                { "name": "b", "type": "S", "default": { "@t": "p.S.Inner.B", "x": 1 } },
                { "name": "c", "type": "S.Inner", "default": { "@t": "p.S.A" } } ] }
        """
    let diagnostics = check(declarations, json: #"{ "classDiscriminator": "@t" }"#)
    #expect(diagnostics.map(\.code) == [.unknownSubclassSerialName])
    #expect(diagnostics.first?.message.contains("'S.Inner'") == true)
}
