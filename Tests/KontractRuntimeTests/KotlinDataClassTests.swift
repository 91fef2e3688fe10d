// Tests that `Kotlin.DataClass` gives a struct Swift's `==`, `hash(into:)` and `description` from its Kotlin members.
@_spi(KontractGenerated) import KontractKotlin
import KontractRuntime
import Testing

/// A data class `Point(val x: Double, val label: String?)` written as the generator writes one.
private struct Point: Kotlin.DataClass {
    let x: Double
    let label: String?

    var kotlinDescription: String { Point.kontractProperties.toString(self) }
    var kotlinHashCode: Int32 { Point.kontractProperties.hashCode(self) }

    func kotlinEquals(_ other: Point) -> Bool { Point.kontractProperties.equals(self, other) }

    private static let kontractProperties = Kotlin.DataClassProperties<Point>(
        "Point", [.compared("x", \.x), .value("label", \.label)])
}

/// A property of a type `==` compares: `[Int]`, `String`.
private struct Pair {
    let numbers: [Int]
    let text: String
}

@Test func equalityIsKotlinEquals() {
    #expect(Point(x: .nan, label: "a") == Point(x: .nan, label: "a"))
    #expect(Point(x: 0.0, label: nil) != Point(x: -0.0, label: nil))
    #expect(Point(x: 1, label: "a") != Point(x: 1, label: nil))
    let numbers = Kotlin.DataClassProperties<Pair>("Pair", [.value("numbers", \.numbers)])
    let text = Kotlin.DataClassProperties<Pair>("Pair", [.value("text", \.text)])
    #expect(
        numbers.equals(Pair(numbers: [1, 2], text: ""), Pair(numbers: [1, 2], text: ""))
            && !text.equals(Pair(numbers: [], text: "a"), Pair(numbers: [], text: "b")))
}

@Test func hashAndDescriptionAreKotlins() {
    let point = Point(x: 1.5, label: nil)
    #expect(point.description == "Point(x=1.5, label=null)")
    #expect(point.kotlinHashCode == 31 &* Kotlin.hashCode(1.5))
    var hasher = Hasher()
    hasher.combine(point.kotlinHashCode)
    #expect(point.hashValue == hasher.finalize())
    #expect(Set([point, Point(x: 1.5, label: nil)]).count == 1)
}
