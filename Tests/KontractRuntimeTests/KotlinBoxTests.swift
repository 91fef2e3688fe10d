// Tests for the Kotlin boxes: construction, literals, accessors, equality, hashing, description.
import Foundation
import KontractRuntime
import Testing

@Test func boxesBuildFromValuesAndLiteralsAsOnTheRealFramework() {
    let n: KotlinInt? = KotlinInt(value: 5)
    let m: KotlinInt = 7
    let b: KotlinBoolean = true
    let d = KotlinDouble(value: 1.5)
    let f: KotlinFloat = 2.5
    let wholeDouble: KotlinDouble = 2
    #expect(n?.int32Value == 5)
    #expect(m.int32Value == 7)
    #expect(b.boolValue)
    #expect(d.doubleValue == 1.5)
    #expect(f.floatValue == 2.5)
    #expect(wholeDouble.doubleValue == 2)
    // NSNumber's `init(integerLiteral: Int)`, as SKIE's tests build boxes from an `intValue` (an `Int`).
    let index = KotlinInt(value: 2)
    #expect(KotlinInt(integerLiteral: index.intValue - 1).int32Value == 1)
}

@Test func boxesCompareByValueThroughIsEqual() {
    let n: KotlinInt? = KotlinInt(value: 5)
    #expect(n == KotlinInt(value: 5))
    #expect(KotlinInt(value: 5) != KotlinInt(value: 6))
    #expect(KotlinLong(value: 5) == KotlinLong(value: 5))
    #expect(!KotlinInt(value: 5).isEqual(KotlinLong(value: 5)))
    #expect(!KotlinInt(value: 1).isEqual(KotlinBoolean(value: true)))
    #expect(KotlinDouble(value: .nan) == KotlinDouble(value: .nan))
    #expect(KotlinDouble(value: 0.0) != KotlinDouble(value: -0.0))
    #expect(KotlinFloat(value: .nan) == KotlinFloat(value: .nan))
}

@Test func boxesWorkInSetsWithHashesConsistentWithEquality() {
    let set: Set<KotlinInt> = [KotlinInt(value: 1), KotlinInt(value: 2), KotlinInt(value: 1)]
    #expect(set.count == 2)
    #expect(set.contains(KotlinInt(value: 2)))
    #expect(KotlinInt(value: 42).hash == 42)
    #expect(KotlinBoolean(value: true).hash == 1231)
    #expect(KotlinLong(value: 1 << 32).hash == 1)
}

@Test func boxesDescribeThemselvesAsKotlinToString() {
    #expect("\(KotlinInt(value: 5))" == "5")
    #expect(KotlinDouble(value: 1).description == "1.0")
    #expect(KotlinDouble(value: 1e7).description == "1.0E7")
    #expect(KotlinFloat(value: 1.1).description == "1.1")
    #expect(KotlinBoolean(value: false).description == "false")
    #expect(KotlinULong(value: .max).description == "18446744073709551615")
    #expect(KotlinUByte(value: 200).description == "200")
    #expect(KotlinByte(value: -3).stringValue == "-3")
}

@Test func numberAccessorsConvertLikeCCasts() {
    let big = KotlinLong(value: 0x1_0000_0005)
    #expect(big.int32Value == 5)
    #expect(big.int64Value == 0x1_0000_0005)
    #expect(KotlinInt(value: -1).uint32Value == .max)
    #expect(KotlinInt(value: -1).uint8Value == 255)
    #expect(KotlinDouble(value: -2.9).int32Value == -2)
    #expect(KotlinDouble(value: .nan).int64Value == 0)
    #expect(KotlinDouble(value: 1e300).int64Value == .max)
    #expect(KotlinUInt(value: .max).int64Value == 4_294_967_295)
    #expect(KotlinULong(value: .max).doubleValue == 18_446_744_073_709_551_615.0)
    #expect(KotlinBoolean(value: true).int32Value == 1)
    #expect(KotlinInt(value: 3).doubleValue == 3)
    #expect(KotlinInt(value: 0).boolValue == false)
    #expect(KotlinShort(value: -2).intValue == -2)
    #expect(KotlinUShort(value: 65535).int16Value == -1)
}

@Test func boxesAreSendable() {
    func requireSendable<T: Sendable>(_ value: T) -> T { value }
    #expect(requireSendable(KotlinInt(value: 1)).int32Value == 1)
}

@Test func eachBoxHasTheFrameworksOwnWidthInitializer() {
    #expect(KotlinInt(int: 5).int32Value == 5 && KotlinInt(int: 5) == KotlinInt(value: 5))
    #expect(KotlinByte(char: -1).int8Value == -1 && KotlinByte(char: -1).uint8Value == 255)
    #expect(KotlinUByte(unsignedChar: 255).uint8Value == 255)
    #expect(KotlinShort(short: -2).int16Value == -2)
    #expect(KotlinUShort(unsignedShort: 65_535).intValue == 65_535)
    #expect(KotlinUInt(unsignedInt: 4_000_000_000).uint32Value == 4_000_000_000)
    #expect(KotlinLong(longLong: .max).int64Value == .max)
    #expect(KotlinULong(unsignedLongLong: .max).uint64Value == .max)
    #expect(KotlinFloat(float: 1.5).doubleValue == 1.5)
    #expect(KotlinDouble(double: 2.5).floatValue == 2.5)
    #expect(KotlinBoolean(bool: true).boolValue && !KotlinBoolean(bool: false).boolValue)
    #expect(KotlinInt(int: 7).intValue == 7)
}
