// Tests for `Kotlin.dataEquals`: data-class comparison of Double/Float (`compare(a, b) == 0`).
@_spi(KontractGenerated) import KontractKotlin
import KontractRuntime
import Testing

@Test func doublesCompareLikeJavaDoubleCompare() {
    #expect(Kotlin.dataEquals(Double.nan, Double.nan))
    #expect(Kotlin.dataEquals(Double.nan, Double(bitPattern: 0x7ff8_0000_0000_0001)))
    #expect(!Kotlin.dataEquals(0.0, -0.0))
    #expect(Kotlin.dataEquals(0.1, 0.1))
    #expect(!Kotlin.dataEquals(0.1, 0.2))
    #expect(!Kotlin.dataEquals(Double.nan, 1))
}

@Test func floatsCompareLikeJavaFloatCompare() {
    #expect(Kotlin.dataEquals(Float.nan, Float.nan))
    #expect(!Kotlin.dataEquals(Float(0), Float(-0.0)))
    #expect(Kotlin.dataEquals(Float(1.5), Float(1.5)))
}

@Test func optionalAndListFormsFollowTheSameRule() {
    #expect(Kotlin.dataEquals(nil as Double?, nil as Double?))
    #expect(!Kotlin.dataEquals(nil as Double?, 0.0 as Double?))
    #expect(Kotlin.dataEquals(Double.nan as Double?, Double.nan as Double?))
    #expect(Kotlin.dataEquals([1.0, .nan], [1.0, .nan]))
    #expect(!Kotlin.dataEquals([0.0], [-0.0]))
    #expect(!Kotlin.dataEquals([1.0], [1.0, 2.0]))
    #expect(Kotlin.dataEquals([Float.nan, nil], [Float.nan, nil]))
    #expect(!Kotlin.dataEquals([nil] as [Float?], [0] as [Float?]))
}

@Test func equalsComparesAnyValuesWithKotlinRules() {
    #expect(Kotlin.equals(nil, nil))
    #expect(!Kotlin.equals(nil, Int32(0)))
    #expect(Kotlin.equals(Int32(1), Int32(1)))
    #expect(!Kotlin.equals(Int32(1), Int64(1)))
    #expect(Kotlin.equals(Double.nan, Double.nan))
    #expect(!Kotlin.equals(0.0, -0.0))
    #expect(!Kotlin.equals(Float(1), Double(1)))
    #expect(Kotlin.equals("a", "a"))
    #expect(!Kotlin.equals("a", Character("a")))
    #expect(Kotlin.equals(KotlinInt(value: 3), KotlinInt(value: 3)))
    #expect(!Kotlin.equals(KotlinInt(value: 3), KotlinLong(value: 3)))
    #expect(Kotlin.equals([Int32(1), nil] as [Int32?], [Int32(1), nil] as [Int32?]))
    #expect(Kotlin.equals([Double.nan], [Double.nan]))
    #expect(!Kotlin.equals([Int32(1)], [Int32(1), 2]))
    #expect(Kotlin.equals(Set(["x", "y"]), Set(["y", "x"])))
    #expect(Kotlin.equals(["k": [1.5]], ["k": [1.5]]))
    #expect(!Kotlin.equals(["k": Int32(1)], ["j": Int32(1)]))
    #expect(!Kotlin.equals(["k": Int32(1)], ["k": Int32(2)]))
    let wrapped: Int32?? = .some(5)
    #expect(Kotlin.equals(wrapped as Any?, Int32(5)))
}

/// Swift style's classes (a Kotlin `class` that is not a data class) are not `Hashable`: a `StateFlow<Token?>` compares
/// its values with `Kotlin.equals`, which is Kotlin's `equals` of such a class, identity.
@Test func equalsComparesInstancesOfANonHashableClassByIdentity() {
    final class Token {}
    struct Plain {}
    let token = Token()
    #expect(Kotlin.equals(token, token))
    #expect(Kotlin.equals(token as Token?, token))
    #expect(!Kotlin.equals(token, Token()))
    #expect(Kotlin.equals([token], [token]))
    #expect(!Kotlin.equals([token], [Token()]))
    #expect(!Kotlin.equals(Plain(), Plain()))
}
