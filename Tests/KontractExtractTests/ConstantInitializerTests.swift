// A `val` initialized with a literal or an enum entry carries it as `kotlin`; anything else does not.

import KontractCore
import Testing

@testable import KontractExtract

@Suite struct ConstantInitializerTests {
    @Test func literalsAndEnumEntriesAreTheValueOthersAreLeftToTheApp() throws {
        // SKIE's enums/renaming tests read `val a: A = A.aa` and `val index: Int = 0` from Swift.
        let result = extracted([
            (
                "B.kt",
                """
                package p
                enum class A { aa, bb }
                val a: A = A.aa
                val index: Int = 0
                val n: Long = -2
                val t = "plain"
                val s: String = "x$index"
                var m: Int = 1
                val c: Int get() = 3
                val z: Int = index + 1
                val o: A? = null
                """
            )
        ])
        let contract = try #require(result.contracts.first)
        let file = try #require(declarationsText(contract).first { $0.contains(#""kind":"file""#) })
        #expect(
            file == #"{"kind":"file","name":"B.kt","properties":[{"kotlin":"A.aa","name":"a","type":"A"},"#
                + #"{"kotlin":"0","name":"index","type":"Int"},{"kotlin":"-2","name":"n","type":"Long"},"#
                + #"{"kotlin":"\"plain\"","name":"t","type":"String"},{"name":"s","type":"String"},"#
                + #"{"mutable":true,"name":"m","type":"Int"},{"kotlin":"3","name":"c","type":"Int"},"#
                + #"{"name":"z","type":"Int"},{"name":"o","type":"A?"}]}"#)
    }

    @Test func anEnumsOrDataClasssBodyValWithAConstantIsDerived() throws {
        // SKIE's enums/with_members/using_enum: `val b: B = B.B1` in an enum's body.
        let result = extracted([
            (
                "A.kt",
                "package p\nenum class B { B1 }\nenum class A { A1;\n  val b: B = B.B1\n  val foo: Int = 0\n"
                    + "  var m: Int = 1\n}\ndata class D(val i: Int) { val k: String = \"k\" }"
            )
        ])
        let text = declarationsText(try #require(result.contracts.first))
        #expect(
            text.contains {
                $0.contains(
                    #""derived":[{"kotlin":"B.B1","name":"b","type":"B"},{"kotlin":"0","name":"foo","type":"Int"}]"#)
            })
        #expect(text.contains { $0.contains(#""derived":[{"kotlin":"\"k\"","name":"k","type":"String"}]"#) })
        // `var m: Int = 1` (SKIE's overriden_immutable_and_later_mutable_property): each entry's settable property
        // starting at 1, as a constructor `var` with that default is in Swift.
        #expect(text.contains { $0.contains(#""properties":[{"default":1,"mutable":true,"name":"m","type":"Int"}]"#) })
        #expect(result.diagnostics.isEmpty)
    }
}
