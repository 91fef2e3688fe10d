// Standard-library supertypes the exporter shows as `id` (edge contract stdlibtypes.kontract.json): Swift `Any`.

import Foundation
@_spi(Testing) @_spi(KontractGenerated) import KontractRuntime
import Testing

/// `Number`, `CharSequence`, `Comparable<T>`, `Collection<T>`, `Iterable<T>` and their mutable forms are the
/// exporter's hidden types (`CustomTypeMappers.hiddenTypes`): a value of one is `id`, so app code passes any
/// object (`KotlinInt`, `NSString`, an array) and casts what it reads back. Before, validate refused them (KT0202).
@Suite(.serialized) struct EdgeStdlibTypeTests {
    @Test func aHiddenStandardTypeHoldsAnyObjectAndPrintsAsKotlin() {
        let stats = HStats(
            n: KotlinInt(value: 3), text: "abc" as NSString, keys: [AnyHashable(KotlinLong(value: 1))],
            all: ["a", "b"] as NSArray, order: nil)
        #expect((stats.n as? KotlinInt)?.int32Value == 3)
        #expect(stats.kotlinDescription == "HStats(n=3, text=abc, keys=[1], all=[a, b], order=null)")
        let same = HStats(
            n: KotlinInt(value: 3), text: "abc" as NSString, keys: [AnyHashable(KotlinLong(value: 1))],
            all: ["a", "b"] as NSArray, order: nil)
        #expect(stats == same)
        #expect(stats.kotlinHashCode == same.kotlinHashCode)
        // Kotlin's Int 3 and Long 3 are different values: `n` holding a KotlinLong is another Number.
        #expect(
            stats
                != stats.doCopy(n: KotlinLong(value: 3), text: stats.text, keys: stats.keys, all: stats.all, order: nil)
        )
    }

    @Test func aFunctionOverHiddenTypesTakesAndReturnsAny() {
        MeasuresKt.totalXsImplementation.implement { xs in
            KotlinInt(value: Int32((xs as? [KotlinInt])?.reduce(0) { $0 + Int($1.int32Value) } ?? -1))
        }
        let total = MeasuresKt.total(xs: [KotlinInt(value: 2), KotlinInt(value: 5)] as NSArray)
        #expect((total as? KotlinInt)?.int32Value == 7)
        MeasuresKt.totalXsImplementation.reset()
        #expect(MeasuresKt.totalXsImplementation.signature.contains("fun total(xs: MutableIterable<Number>): Number"))
    }
}

/// A top-level getter reads its file's other top-level properties on the facade (`val LABEL get() =
/// "size in $UNIT_NAME"`), a settable one's current value included. Before, validate refused the names (KT0703).
@Suite(.serialized) struct EdgeTopLevelGetterTests {
    @Test func aTopLevelGetterReadsTheFilesOtherProperties() {
        #expect(MeasuresKt.LABEL == "size in m")
        #expect(MeasuresKt.scale == 4)
        MeasuresKt.precision = 5
        #expect(MeasuresKt.scale == 10)
        MeasuresKt.precision = 2
    }
}
