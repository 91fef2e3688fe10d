// Tests for `Kotlin.toString`: Kotlin `toString()` of Swift values, collections and boxes.
import Foundation
@_spi(KontractGenerated) import KontractKotlin
@_spi(Testing) import KontractRuntime
import Testing

private struct Point: KotlinStringConvertible {
    let x: Int32
    let y: Int32
    var kotlinDescription: String { "Point(x=\(x), y=\(y))" }
}

@Test func scalarsRenderAsKotlin() {
    #expect(Kotlin.toString(nil) == "null")
    #expect(Kotlin.toString(5) == "5")
    #expect(Kotlin.toString(Int32(-5)) == "-5")
    #expect(Kotlin.toString(UInt64.max) == "18446744073709551615")
    #expect(Kotlin.toString(true) == "true")
    #expect(Kotlin.toString(1.0) == "1.0")
    #expect(Kotlin.toString(1.0 as Any) == "1.0")
    #expect(Kotlin.toString(Float(0.1) as Any) == "0.1")
    #expect(Kotlin.toString("") == "")
    #expect(Kotlin.toString("raw \"text\"") == "raw \"text\"")
    #expect(Kotlin.toString(Character("é")) == "é")
    #expect(Kotlin.toString(char: 0x41) == "A")
    #expect(Kotlin.toString(KotlinInt(value: 3)) == "3")
    #expect(Kotlin.toString(Point(x: 1, y: 2)) == "Point(x=1, y=2)")
}

@Test func optionalsInsideAnyRenderAsNullOrValue() {
    let none: String? = nil
    let some: Double? = 2
    let nested: Int32?? = .some(nil)
    #expect(Kotlin.toString(none as Any?) == "null")
    #expect(Kotlin.toString(some as Any?) == "2.0")
    #expect(Kotlin.toString(nested as Any?) == "null")
}

@Test func collectionsRenderAsKotlinCollections() {
    #expect(Kotlin.toString([Int32]()) == "[]")
    #expect(Kotlin.toString([1.0, 1e7]) == "[1.0, 1.0E7]")
    #expect(Kotlin.toString(["a", nil, "c"] as [String?]) == "[a, null, c]")
    #expect(Kotlin.toString([[Int32(1)], []]) == "[[1], []]")
    #expect(Kotlin.toString(Set([Int32(7)])) == "[7]")
    #expect(Kotlin.toString(["k": 0.5]) == "{k=0.5}")
    #expect(Kotlin.toString([String: Int32]()) == "{}")
    #expect(Kotlin.toString(["k": nil] as [String: String?]) == "{k=null}")
    #expect(Kotlin.toString([Point(x: 0, y: 1)]) == "[Point(x=0, y=1)]")
    #expect(Kotlin.toString(KotlinArray<KotlinInt>([1, nil])) == "[1, null]")
    #expect(Kotlin.toString(KotlinFloatArray([1, 0.5])) == "[1.0, 0.5]")
}

@Test func twoEntryMapRendersBothEntriesInSomeOrder() {
    let text = Kotlin.toString(["a": Int32(1), "b": 2])
    #expect(text == "{a=1, b=2}" || text == "{b=2, a=1}")
}

/// The properties of `SearchUiState` with a `score`, as a data class's table lists them.
private struct SearchState {
    let consulta = ""
    let resultados: [String] = []
    let buscando = false
    let error: String? = nil
    let score = 1e7
}

@Test func dataClassToStringUsesKotlinLayout() {
    let table = Kotlin.DataClassProperties<SearchState>(
        "SearchUiState",
        [
            .value("consulta", \.consulta), .value("resultados", \.resultados), .value("buscando", \.buscando),
            .value("error", \.error), .compared("score", \.score),
        ])
    let text = table.toString(SearchState())
    #expect(text == "SearchUiState(consulta=, resultados=[], buscando=false, error=null, score=1.0E7)")
}

@Test func nsNullStandsForKotlinNull() {
    #expect(Kotlin.toString(NSNull()) == "null")
    #expect(Kotlin.toString(["a", NSNull()] as [Any]) == "[a, null]")
    #expect(Kotlin.hashCode(NSNull()) == 0)
    #expect(Kotlin.equals(NSNull(), nil))
}
