// A top-level StateFlow's `initial`, and getters calling what the expression subset cannot say.

import KontractCore
import Testing

@testable import KontractExtract

@Suite struct FilePropertyValueTests {
    @Test func aTopLevelStateFlowHasItsInitialValue() throws {
        // SKIE's coroutines/flow/mapping/subtypes tests: `val flow: StateFlow<Int> = MutableStateFlow(1)` (KG0301
        // in generate without `initial`).
        let result = extracted([
            (
                "C.kt",
                "package p\nimport kotlinx.coroutines.flow.*\nval flow: StateFlow<Int> = MutableStateFlow(1)\n"
                    + "private val _s = MutableStateFlow(\"a\")\nval s: StateFlow<String> = _s.asStateFlow()\n"
                    + "val n: StateFlow<Int> = MutableStateFlow(now())"
            )
        ])
        let contract = try #require(result.contracts.first)
        let file = try #require(declarationsText(contract).first)
        #expect(
            file == #"{"kind":"file","name":"C.kt","properties":[{"initial":1,"name":"flow","type":"StateFlow<Int>"},"#
                + #"{"initial":"a","name":"s","type":"StateFlow<String>"},{"name":"n","type":"StateFlow<Int>"}]}"#)
        #expect(result.diagnostics.map(\.id) == ["KX0201"])
    }

    @Test func aGetterCallingOutsideTheSubsetIsLeftOut() throws {
        let result = extracted([
            (
                "A.kt",
                "package p\ninterface I { val value: Int }\nval I.flow: List<Int> get() = listOf(1, 2, 3)\n"
                    + "val I.empty: Boolean get() = value.toString().isEmpty()\n"
                    + "data class D(val a: String) { val b: String get() = a.trim()\n"
                    + "  val c: Boolean get() = if (a.isBlank()) true else false }"
            )
        ])
        #expect(
            result.diagnostics.map(\.formatted) == [
                "A.kt:3:7: warning: the getter of 'A.kt.flow' calls 'listOf', which the contract's expressions cannot "
                    + "say: the property is written without it [KX0102]",
                "A.kt:5:35: warning: property 'D.b' is computed by a call of 'trim', which the contract's expressions "
                    + "cannot say: it is left out [KX0102]",
            ])
        let text = declarationsText(try #require(result.contracts.first))
        #expect(text.contains { $0.contains(#"{"kotlin":"value.toString().isEmpty()","name":"empty""#) })
        #expect(text.contains { $0.contains(#"{"kotlin":"if (a.isBlank()) true else false","name":"c""#) })
    }
}
