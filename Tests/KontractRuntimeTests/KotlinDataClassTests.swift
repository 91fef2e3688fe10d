// Tests that `Kotlin.DataClass` gives a struct Swift's `==`, `hash(into:)` and `description` from its Kotlin members.
import KontractRuntime
import Testing

/// A data class `Point(val x: Double, val label: String?)` written as the generator writes one.
private struct Point: Kotlin.DataClass {
    let x: Double
    let label: String?

    var kotlinDescription: String { Kotlin.dataClassToString("Point", ["x": self.x, "label": self.label]) }
    var kotlinHashCode: Int32 { Kotlin.dataClassHashCode(Kotlin.hashCode(self.x), Kotlin.hashCode(self.label)) }

    func kotlinEquals(_ other: Point) -> Bool {
        guard Kotlin.dataEquals(self.x, other.x) else { return false }
        return Kotlin.valueEquals(self.label, other.label)
    }
}

@Test func equalityIsKotlinEquals() {
    #expect(Point(x: .nan, label: "a") == Point(x: .nan, label: "a"))
    #expect(Point(x: 0.0, label: nil) != Point(x: -0.0, label: nil))
    #expect(Point(x: 1, label: "a") != Point(x: 1, label: nil))
    #expect(Kotlin.valueEquals([1, 2], [1, 2]) && !Kotlin.valueEquals("a", "b"))
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
