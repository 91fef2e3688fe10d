// Tests that `Kotlin.hashCode` gives the JVM's hash codes (expected values printed by Java 17 and 25).
@_spi(KontractGenerated) import KontractKotlin
import KontractRuntime
import Testing

@Test func stringHashesMatchJava() {
    let expected: [(String, Int32)] = [
        ("", 0), ("a", 97), ("pikachu", -570_937_023), ("Kotlin Multiplatform", -2_096_214_067),
        ("héllo", 103_094_734), ("日本語", 25_921_943), ("emoji😀", -1_623_288_791),
        ("The quick brown fox jumps over the lazy dog", -609_428_141),
    ]
    for (string, hash) in expected {
        #expect(Kotlin.hashCode(string) == hash)
        #expect(Kotlin.hashCode(string as Any?) == hash)
    }
}

@Test func doubleAndFloatHashesMatchJava() {
    let doubles: [(UInt64, Int32)] = [
        (0x0000_0000_0000_0000, 0), (0x8000_0000_0000_0000, -2_147_483_648), (0x3fb9_9999_9999_999a, -1_507_852_285),
        (0x3ff0_0000_0000_0000, 1_072_693_248), (0xbff8_0000_0000_0000, -1_074_266_112),
        (0x7ff8_0000_0000_0000, 2_146_959_360), (0x7ff0_0000_0000_0000, 2_146_435_072),
        (0x7fef_ffff_ffff_ffff, -2_146_435_072), (0x0000_0000_0000_0001, 1), (0x7e37_e43c_8800_759c, -164_130_400),
        (0x405e_dd2f_1a9f_be77, 1_522_623_320),
    ]
    for (bits, hash) in doubles {
        #expect(Kotlin.hashCode(Double(bitPattern: bits)) == hash)
        #expect(KotlinDouble(value: Double(bitPattern: bits)).hash == Int(hash))
    }
    #expect(Kotlin.hashCode(Double(bitPattern: 0x7ff8_dead_beef_0001)) == 2_146_959_360)  // any NaN is canonical
    let floats: [(UInt32, Int32)] = [
        (0x0000_0000, 0), (0x8000_0000, -2_147_483_648), (0x3dcc_cccd, 1_036_831_949), (0x3f80_0000, 1_065_353_216),
        (0x7fc0_0000, 2_143_289_344), (0x7f7f_ffff, 2_139_095_039), (0xc020_0000, -1_071_644_672),
    ]
    for (bits, hash) in floats {
        #expect(Kotlin.hashCode(Float(bitPattern: bits)) == hash)
    }
}

@Test func integerAndBooleanHashesMatchJava() {
    let longs: [(Int64, Int32)] = [
        (0, 0), (1, 1), (-1, 0), (1 << 32, 1), (.max, -2_147_483_648), (.min, -2_147_483_648),
        (123_456_789_012_345, -2_045_923_535), (-987_654_321_987, -188_155_993),
    ]
    for (value, hash) in longs {
        #expect(Kotlin.hashCode(value) == hash)
        #expect(KotlinLong(value: value).kotlinHashCode == hash)
    }
    #expect(Kotlin.hashCode(Int32(-7)) == -7)
    #expect(Kotlin.hashCode(Int8(-7)) == -7)
    #expect(Kotlin.hashCode(UInt8(255)) == -1)
    #expect(Kotlin.hashCode(UInt32.max) == -1)
    #expect(Kotlin.hashCode(UInt16(0xffff)) == -1)
    #expect(Kotlin.hashCode(char: 0xffff) == 65535)
    #expect(Kotlin.hashCode(true) == 1231)
    #expect(Kotlin.hashCode(false) == 1237)
}

@Test func collectionHashesMatchJava() {
    #expect(Kotlin.hashCode([Int32(1), 2, 3]) == 30817)
    #expect(Kotlin.hashCode(["a", "bb", "pikachu"]) == -570_716_799)
    #expect(Kotlin.hashCode([Int32]()) == 1)
    #expect(Kotlin.hashCode(Set<Int32>([1, 2, 3])) == 6)
    #expect(Kotlin.hashCode(["a": Int32(1), "b": 2]) == 192)
    #expect(Kotlin.hashCode([0.1, -0.0, Double.nan]) == -1_642_561_630)
    #expect(Kotlin.hashCode([true, false]) == 40359)
    #expect(Kotlin.hashCode([Character("A"), Character("z")]) == 3098)
    #expect(Kotlin.hashCode([[Int32(1), 2], []]) == 31776)
    #expect(Kotlin.hashCode([Int64(1) << 40, -1]) == 8897)
    #expect(Kotlin.hashCode(["x", nil] as [String?]) == 4681)
    #expect(Kotlin.hashCode(["k": nil, "pikachu": Int32(25)] as [String: Int32?]) == -570_936_893)
    #expect(Kotlin.hashCode([KotlinInt(value: 1), KotlinInt(value: 2), KotlinInt(value: 3)]) == 30817)
}

@Test func nullAndNestedOptionalsHashAsZero() {
    let missing: Int32?? = .some(nil)
    #expect(Kotlin.hashCode(nil) == 0)
    #expect(Kotlin.hashCode(missing as Any?) == 0)
    let present: Int32?? = .some(.some(9))
    #expect(Kotlin.hashCode(present as Any?) == 9)
}

/// `data class P(val name: String, val age: Int, val score: Double)`.
private struct P {
    let name: String
    let age: Int32
    let score: Double
}

@Test func dataClassHashCombinesLikeKotlin() {
    // P("pikachu", 25, 0.1): JVM value.
    let table = Kotlin.DataClassProperties<P>(
        "P", [.value("name", \.name), .value("age", \.age), .compared("score", \.score)])
    let hash = table.hashCode(P(name: "pikachu", age: 25, score: 0.1))
    #expect(hash == -422_516_725)
    let one = Kotlin.DataClassProperties<P>("P", [.value("age", \.age)])
    #expect(one.hashCode(P(name: "", age: 7, score: 0)) == 7)
}
