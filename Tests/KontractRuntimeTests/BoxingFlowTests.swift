// The header's untyped flow protocols over the runtime flows: boxed values out, unboxed in, typed test-face access.

import Foundation
@_spi(Testing) import KontractCoroutines
@_spi(KontractGenerated) import KontractKotlin
@_spi(Testing) import KontractRuntime
import KontractTesting
import Testing

/// Stops a collection from inside the collector.
private struct Stop: Error {}

/// An app's collector: keeps what it receives (as `Any?`, the header's `id`), stops after `limit` values.
private final class RecordingCollector: FlowCollector, @unchecked Sendable {
    private(set) var received: [Any?] = []
    let limit: Int

    init(limit: Int) { self.limit = limit }

    func emit(value: Any?) async throws {
        received.append(value)
        if received.count == limit { throw Stop() }
    }
}

/// An app's own `Kotlinx_coroutines_coreFlow` written in Swift: emits the boxes 1, 2, 3 and completes.
private final class AppBoxFlow: Kotlinx_coroutines_coreFlow, @unchecked Sendable {
    func collect(collector: any FlowCollector) async throws {
        for value: Int32 in 1...3 { try await collector.emit(value: KotlinInt(value: value)) }
    }
}

@Suite struct BoxingFlowTests {
    @Test func aStateFlowsValueIsBoxedAsTheHeadersId() {
        let flow: any Kotlinx_coroutines_coreStateFlow = BoxingMutableStateFlow<Int32>(3)
        #expect((flow.value as? KotlinInt)?.int32Value == 3)
        #expect(flow.value as? Int32 == nil, "a Kotlin Int reaches Swift as KotlinInt, never Int32")
        #expect((flow.replayCache.first as? KotlinInt)?.int32Value == 3)
        let flag: any Kotlinx_coroutines_coreStateFlow = BoxingMutableStateFlow<Bool>(true)
        #expect((flag.value as? KotlinBoolean)?.boolValue == true)
        let text: any Kotlinx_coroutines_coreStateFlow = BoxingMutableStateFlow<String>("a")
        #expect(text.value as? String == "a")
    }

    @Test func aNullElementIsNilAndNSNullInTheReplayCache() {
        let flow = BoxingMutableStateFlow<String?>(nil)
        #expect(flow.value == nil, "nil, not Optional(nil) inside Any?")
        #expect(flow.replayCache.first is NSNull)
        flow.setValue("b" as Any?)
        #expect(flow.value as? String == "b")
        let shared = BoxingMutableSharedFlow<Int32?>(replay: 2)
        shared.tryEmit(value: nil as Int32?)
        shared.tryEmit(value: 5 as Int32?)
        #expect(shared.replayCache.first is NSNull)
        #expect((shared.replayCache.last as? KotlinInt)?.int32Value == 5)
    }

    @Test func setValueAndCompareAndSetUnboxWhatTheAppPasses() {
        let flow = BoxingMutableStateFlow<Int32>(1)
        let objc: any Kotlinx_coroutines_coreMutableStateFlow = flow
        objc.setValue(KotlinInt(value: 4))
        #expect(flow.typedValue == 4)
        #expect(objc.compareAndSet(expect: KotlinInt(value: 4), update: KotlinInt(value: 5)))
        #expect(!objc.compareAndSet(expect: "4", update: KotlinInt(value: 6)), "a value of another type is never equal")
        #expect(!objc.compareAndSet(expect: KotlinInt(value: 4), update: KotlinInt(value: 6)))
        #expect(objc.tryEmit(value: KotlinInt(value: 7)))
        #expect(flow.typedValue == 7)
        // The test face's typed overloads win over the header's `Any?` ones.
        flow.setValue(8)
        #expect(flow.typedValue == 8)
        #expect((objc.subscriptionCount.value as? KotlinInt)?.int32Value == 0)
    }

    @Test func aCollectorReceivesTheBoxes() async throws {
        let flow = BoxingMutableStateFlow<Int32>(2)
        let collector = RecordingCollector(limit: 1)
        await #expect(throws: Stop.self) { try await flow.collect(collector: collector) }
        #expect((collector.received.first as? KotlinInt)?.int32Value == 2)
        let shared = BoxingMutableSharedFlow<Double>(replay: 1)
        shared.tryEmit(value: 1.5)
        let second = RecordingCollector(limit: 1)
        await #expect(throws: Stop.self) { try await shared.collect(collector: second) }
        #expect((second.received.first as? KotlinDouble)?.doubleValue == 1.5)
        let typed = BoxingFlow<Int32>(MutableStateFlow<Int32>(9))
        let third = RecordingCollector(limit: 1)
        await #expect(throws: Stop.self) { try await typed.collect(collector: third) }
        #expect((third.received.first as? KotlinInt)?.int32Value == 9)
    }

    @Test func theTestFaceReadsTheValuesTyped() async throws {
        let flow: any Kotlinx_coroutines_coreStateFlow = BoxingMutableStateFlow<Int32>(3)
        #expect(flow.value(as: Int32.self) == 3)
        #expect(flow.value(as: String.self) == nil)
        for try await value in flow.values(as: Int32.self) {
            #expect(value == 3)
            break
        }
        for try await value in flow.values {
            #expect((value as? KotlinInt)?.int32Value == 3)
            break
        }
        await #expect(throws: (any Error).self) {
            for try await _ in flow.values(as: String.self) {}
        }
        var fromApp: [Int32] = []
        for try await value in AppBoxFlow().values(as: Int32.self) { fromApp.append(value) }
        #expect(fromApp == [1, 2, 3])
    }

    /// Kotlin/Native has no NSNumber box for `Char` (ObjCExportCodeGenerator's box converters stop at the numbers):
    /// a `Char` element reaches Swift as a `KotlinBase` whose `description` is the character, never a `KotlinUShort`.
    @Test func aCharElementIsBoxedAsKotlinNativeBoxesAChar() async throws {
        let letters = BoxingMutableStateFlow(MutableStateFlow<UInt16>(107, isEqual: { $0 == $1 }), charElements: true)
        let objc: any Kotlinx_coroutines_coreMutableStateFlow = letters
        let boxed = try #require(objc.value as? KotlinBase, "a boxed Char is a KotlinBase")
        #expect(objc.value as? KotlinUShort == nil && objc.value as? NSNumber == nil && objc.value as? UInt16 == nil)
        #expect(boxed.description == "k" && "\(boxed)" == "k")
        #expect(boxed.isEqual(objc.replayCache.first) && boxed.hash == 107)
        #expect(objc.value(as: UInt16.self) == 107, "the test face unboxes it")
        let collector = RecordingCollector(limit: 1)
        await #expect(throws: Stop.self) { try await letters.collect(collector: collector) }
        #expect((collector.received.first as? KotlinBase)?.description == "k")
        // A box the app got back goes in; a KotlinUShort is no Char (compareAndSet: never equal).
        letters.setValue(KotlinChar.boxed(0x00F1))
        #expect(letters.typedValue == 0x00F1 && (objc.value as? KotlinBase)?.description == "ñ")
        #expect(!objc.compareAndSet(expect: KotlinUShort(value: 0x00F1), update: KotlinChar.boxed(97)))
        #expect(objc.compareAndSet(expect: KotlinChar.boxed(0x00F1), update: KotlinChar.boxed(97)))
        #expect(letters.typedValue == 97)
        // The same UInt16 flow without `charElements` is a Kotlin `UShort` flow.
        let shorts: any Kotlinx_coroutines_coreStateFlow = BoxingMutableStateFlow<UInt16>(107)
        #expect((shorts.value as? KotlinUShort)?.uint16Value == 107)
        let shared = BoxingMutableSharedFlow(MutableSharedFlow<UInt16>(replay: 1), charElements: true)
        shared.tryEmit(value: 0x41 as UInt16)
        #expect((shared.replayCache.first as? KotlinBase)?.description == "A")
    }

    @Test func unboxingFollowsTheElementsOptionality() {
        #expect(FlowElementBoxing.unbox(nil, as: String?.self) == .some(nil))
        #expect(FlowElementBoxing.unbox(nil, as: Int32.self) == nil)
        #expect(FlowElementBoxing.unbox(KotlinLong(value: 5), as: Int64?.self) == .some(5))
        #expect(FlowElementBoxing.unbox(KotlinLong(value: 5), as: Int32.self) == nil)
        #expect(FlowElementBoxing.box(Int32?.none) == nil)
        #expect((FlowElementBoxing.box(Int32?.some(6)) as? KotlinInt)?.int32Value == 6)
    }
}
