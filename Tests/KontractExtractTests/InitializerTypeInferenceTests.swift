// A body property's type inferred from a constructor call of a module class or from arithmetic on parameters.

import KontractCore
import Testing

@testable import KontractExtract

@Suite struct InitializerTypeInferenceTests {
    @Test func constructorCallsAndSameTypedArithmeticHaveTheirType() throws {
        // SKIE's default_arguments tests: `class A(i: Int = 0, k: Int = 1) { val value = i - k }` and
        // `val b = B()` with `inner class B`.
        let result = extracted([
            (
                "D.kt",
                "package p\nclass A(i: Int = 0, k: Int = 1, l: Long = 2L, name: String = \"\") {\n"
                    + "    val value = i - k\n    val mixed = i + l\n    val lit = (i * 2) % 3\n    val b = B()\n"
                    + "    val s = name\n    val call = B().hashCode()\n    inner class B\n}\nclass G<T>\n"
                    + "class H { val g = G<Int>() }"
            )
        ])
        let text = declarationsText(try #require(result.contracts.first))
        #expect(
            text.contains {
                $0.contains(
                    #""properties":[{"name":"value","type":"Int"},{"name":"lit","type":"Int"},{"name":"b","type":"B"}]"#
                )
            })
        #expect(
            result.diagnostics.map(\.formatted).map { String($0.prefix(31)) } == [
                "D.kt:4:9: warning: property 'A.", "D.kt:7:9: warning: property 'A.", "D.kt:8:9: warning: property 'A.",
                "D.kt:12:15: warning: property '",
            ])
    }
}
