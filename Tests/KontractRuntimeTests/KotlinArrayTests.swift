// Tests for `KotlinArray` and the primitive arrays (`KotlinIntArray`...).
@_spi(KontractGenerated) import KontractKotlin
@_spi(Testing) import KontractRuntime
import Testing

@Test func kotlinArrayBuildsWithInitializerAndIsMutable() {
    let array = KotlinArray<KotlinInt>(size: 3) { KotlinInt(value: $0.int32Value * 2) }
    #expect(array.size == 3)
    #expect(array.get(index: 2) == KotlinInt(value: 4))
    array.set(index: 1, value: nil)
    #expect(array.get(index: 1) == nil)
    #expect((0..<array.size).map { array.get(index: $0) } == [KotlinInt(value: 0), nil, KotlinInt(value: 4)])
    #expect(array.description == "[0, null, 4]")
}

@Test func kotlinArrayIteratorWalksElementsThenStops() {
    let array = KotlinArray<KotlinInt>([KotlinInt(value: 7), nil])
    let iterator = array.iterator()
    #expect(iterator.hasNext())
    #expect(iterator.next() as? KotlinInt == KotlinInt(value: 7))
    #expect(iterator.hasNext())
    #expect(iterator.next() == nil)
    #expect(!iterator.hasNext())
}

@Test func primitiveArraysStartZeroedAndPrintByContent() {
    let ints = KotlinIntArray(size: 3)
    #expect((0..<ints.size).map { ints.get(index: $0) } == [0, 0, 0])
    ints.set(index: 0, value: 9)
    #expect(ints.get(index: 0) == 9)
    #expect(ints.description == "[9, 0, 0]")
    let doubles = KotlinDoubleArray(size: 2) { KotlinDouble(value: Double($0.int32Value) / 2) }
    #expect(doubles.description == "[0.0, 0.5]")
    let flags = KotlinBooleanArray(size: 1)
    #expect(flags.get(index: 0) == false)
    let chars = KotlinCharArray([72, 105])
    #expect(chars.description == "[H, i]")
    let fromClosure = KotlinCharArray(size: 2) { _ in Character("x") }
    #expect(fromClosure.description == "[x, x]")
    #expect(KotlinLongArray(size: 0).description == "[]")
}

@Test func arraysHashByContentLikeDataClassProperties() {
    #expect(Kotlin.hashCode(KotlinIntArray([1, 2, 3])) == 30817)
    #expect(Kotlin.hashCode(KotlinArray<KotlinInt>([1, 2, 3])) == 30817)
}

@Test func primitiveIteratorsGiveValuesAndBoxes() {
    let iterator = KotlinIntArray([4, 5, 6]).iterator()
    #expect(iterator.nextInt() == 4)
    let box: KotlinInt = iterator.next()  // the exporter's `- (SharedInt *)next`: the box, non-null
    #expect(box == KotlinInt(value: 5))
    let asKotlinIterator: any KotlinIterator = iterator
    #expect(asKotlinIterator.next() as? KotlinInt == KotlinInt(value: 6))
    #expect(!iterator.hasNext())
    let chars = KotlinCharArray([0x41, 0x42]).iterator()
    #expect(chars.nextChar() == 0x41)
    #expect(chars.next() as? UInt16 == 0x42)
    let flags = KotlinBooleanArray([true]).iterator()
    #expect(flags.next() == KotlinBoolean(value: true))
}

/// Kotlin's abstract `IntIterator` as the exporter gives it: an open class with `init()`, which a Swift subclass
/// completes with `hasNext()` and `nextInt()`; `next()` boxes `nextInt()`.
@Test func aSwiftSubclassOfAPrimitiveIteratorSuppliesItsElements() {
    final class Countdown: KotlinIntIterator {
        var remaining: Int32 = 2
        override func hasNext() -> Bool { remaining > 0 }
        override func nextInt() -> Int32 {
            defer { remaining -= 1 }
            return remaining
        }
    }
    let countdown = Countdown()
    #expect(countdown.next() == KotlinInt(value: 2))
    #expect((countdown as any KotlinIterator).next() as? KotlinInt == KotlinInt(value: 1))
    #expect(!countdown.hasNext())
    #expect(!KotlinDoubleIterator().hasNext())
}
