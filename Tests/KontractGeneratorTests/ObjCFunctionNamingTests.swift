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
