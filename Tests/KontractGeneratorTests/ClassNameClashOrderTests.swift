// Classes of one name in different packages are renamed in the exporter's order (by class id), not file order.

import KontractCore
import KontractGenerator
import Testing

@Suite struct ClassNameClashOrderTests {
    static func contract(_ package: String, _ declarations: String) -> String {
        #"{ "kontract": 1, "module": "Shared", "package": "\#(package)", "declarations": [ \#(declarations) ] }"#
    }

    @Test func theClassIdOrderGivesTheUnderscores() throws {
        // SKIE's sealed/classes/collision/child/x/x/A1: `A1` in `c`, `c.x` (below sealed `A`) and `c.x.x`; the
        // exporter names classes sorted by class id (`c/A1` < `c/x/A1` < `c/x/x/A1`), so `c.x.A1` is `A1_`. The
        // file names sort the other way round here (`a-…` holds `c.x.x`).
        let output = try SKIEGlobalsAndOverloadsTests.generate(
            [
                "a-deepest.kontract.json": Self.contract("c.x.x", #"{ "kind": "class", "name": "A1" }"#),
                "b-sealed.kontract.json": Self.contract(
                    "c.x",
                    #"{ "kind": "sealed class", "name": "A", "subclasses": [] }, "#
                        + #"{ "kind": "class", "name": "A1", "supertypes": ["A"] }"#),
                "c-top.kontract.json": Self.contract("c", #"{ "kind": "class", "name": "A1" }"#),
            ], GeneratorOptions(interop: .objc))
        #expect(output["c-top.kontract.swift"]?.contains("public final class A1: KotlinBase") == true)
        #expect(output["b-sealed.kontract.swift"]?.contains("public final class A1_: A") == true)
        #expect(output["a-deepest.kontract.swift"]?.contains("public final class A1__: KotlinBase") == true)
    }
}
