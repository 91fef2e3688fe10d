// The exporter's function names: method-family prefixes and `_` mangling in its stable order.

import KontractGenerator
import Testing

@Test func methodFamiliesGetDoAndReservedNamesStay() {
    #expect(ObjCFunctionNaming.baseName("copy") == "doCopy")
    #expect(ObjCFunctionNaming.baseName("newThing") == "doNewThing")
    #expect(ObjCFunctionNaming.baseName("_init") == "do_init")
    #expect(ObjCFunctionNaming.baseName("copyright") == "copyright")
    // Swift names keep what selectors rename (the header's `retain_` is `retain()` in Swift).
    #expect(ObjCFunctionNaming.baseName("retain") == "retain")
    #expect(ObjCFunctionNaming.baseName("class") == "class")
}

@Test func clashingNamesAreMangledInTheExportersStableOrder() {
    // extensionsMangling: `fun Int/Long/Double.days()` and `days(p: String)` members of one class.
    func days(_ receiver: String, _ labels: [String]) -> ObjCFunctionNaming.Candidate {
        ObjCFunctionNaming.Candidate(
            name: .init(base: "days", labels: ["_"] + labels), kotlinName: "days", parameterCount: labels.count,
            signature: receiver + (labels.isEmpty ? "" : ",String"))
    }
    let group = [
        days("Int", []), days("Long", []), days("Double", []), days("Int", ["p"]), days("Long", ["p"]),
        days("Double", ["p"]),
    ]
    let names = ObjCFunctionNaming.mangle([group])[0].map(\.text)
    #expect(names == ["days(__:)", "days(___:)", "days(_:)", "days(_:p_:)", "days(_:p__:)", "days(_:p:)"])
    // Without labels the name itself takes the `_`; a later group mangles against the earlier ones.
    let plain = ObjCFunctionNaming.Candidate(
        name: .init(base: "foo", labels: []), kotlinName: "foo", parameterCount: 0, signature: "")
    #expect(ObjCFunctionNaming.mangle([[plain], [plain]]).map { $0.map(\.text) } == [["foo()"], ["foo_()"]])
}

/// SKIE strips the exporter's mangling where Swift tells overloads apart by parameter types (SKIE's
/// enums/with_members/methods/preserves_argument_labels: `foo(i: Int)` and `foo(i: String)` both `foo(i:)`);
/// the same name with the same types (a member and an extension of one class) is still mangled.
@Test func skieManglesOnlyOverloadsOfTheSameParameterTypes() {
    func foo(_ type: String) -> ObjCFunctionNaming.Candidate {
        ObjCFunctionNaming.Candidate(
            name: .init(base: "foo", labels: ["i"]), kotlinName: "foo", parameterCount: 1, signature: type)
    }
    let overloads = [[foo("Int"), foo("String")]]
    #expect(ObjCFunctionNaming.mangle(overloads).map { $0.map(\.text) } == [["foo(i:)", "foo(i_:)"]])
    #expect(
        ObjCFunctionNaming.mangle(overloads, byParameterTypes: true).map { $0.map(\.text) } == [["foo(i:)", "foo(i:)"]])
    #expect(
        ObjCFunctionNaming.mangle([[foo("Int")], [foo("Int")]], byParameterTypes: true).map { $0.map(\.text) }
            == [["foo(i:)"], ["foo(i_:)"]])
}
