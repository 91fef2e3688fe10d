// Mutable sets and maps (edge contract mutablecollections.kontract.json): `KotlinMutableSet`/`KotlinMutableDictionary`
// in a data class's description, equality and hash code, and as class properties with initial values.

import Foundation
@_spi(KontractGenerated) import KontractKotlin
@_spi(Testing) import KontractRuntime
import Testing

/// Serialized: the implementations are shared by every test that sets them.
@Suite(.serialized) struct EdgeMutableCollectionTests {
    private func tags(_ tags: [String], counts: KotlinMutableDictionary<NSString, KotlinInt>) -> MTags {
        MTags(
            tags: KotlinMutableSet(array: tags), counts: counts, empty: KotlinMutableSet(),
            none: KotlinMutableDictionary(), maybe: nil)
    }

    @Test func aDataClassPrintsComparesAndHashesItsMutableSetsAndMapsAsKotlin() {
        let counts = KotlinMutableDictionary<NSString, KotlinInt>(
            dictionaryLiteral: ("a", KotlinInt(value: 1)), ("b", KotlinInt(value: 2)))
        let value = tags(["b", "a"], counts: counts)
        #expect(value.description == "MTags(tags=[b, a], counts={a=1, b=2}, empty=[], none={}, maybe=null)")
        let reordered = tags(
            ["a", "b"],
            counts: KotlinMutableDictionary(dictionaryLiteral: ("b", KotlinInt(value: 2)), ("a", KotlinInt(value: 1))))
        #expect(value == reordered)
        #expect(value.kotlinHashCode == reordered.kotlinHashCode)
        #expect(value != tags(["a"], counts: counts))
        #expect(value.countsA && value.hasNoEmpty)
        #expect(!tags(["b"], counts: counts).countsA)
        // The sets are shared, mutable objects, as on the real framework.
        value.tags.add("c")
        #expect(value.description.hasPrefix("MTags(tags=[b, a, c],"))
        #expect(value != reordered)
    }

    @Test func classPropertiesStartWithTheirInitialValuesInOrder() {
        let registry = MRegistry()
        #expect(Kotlin.toString(registry.ids) == "[3, 1]")
        #expect(registry.labels.description == "{x=1, y=null}")
        registry.ids.add(KotlinLong(value: 2))
        #expect(registry.ids.contains(KotlinLong(value: 2)))
        registry.byName["k"] = KotlinMutableSet<KotlinInt>(array: [KotlinInt(value: 7)])
        #expect(registry.byName.description == "{k=[7]}")
        registry.boxed = MBox(value: KotlinMutableSet<NSString>(object: "x"))
        #expect(registry.boxed?.value?.contains("x") == true)
    }

    @Test func functionsTakeAndReturnMutableSetsAndMaps() {
        MutableCollectionsKt.countAllCountsImplementation.implementation = { Int32($0.count) }
        defer { MutableCollectionsKt.countAllCountsImplementation.implementation = nil }
        let counts = KotlinMutableDictionary<NSString, KotlinInt>(dictionaryLiteral: ("a", KotlinInt(value: 1)))
        #expect(MutableCollectionsKt.countAll(counts: counts) == 1)
    }
}
