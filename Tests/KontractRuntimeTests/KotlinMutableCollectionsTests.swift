// Tests for `KotlinMutableSet` and `KotlinMutableDictionary`, as JetBrains' Swift interop tests use them.
import Foundation
@_spi(KontractGenerated) import KontractKotlin
import KontractRuntime
import Testing

@Test func kotlinMutableSetInitializersAddAndContain() {
    var threeAndFour = ["3" as NSString, "4" as NSString] as [AnyObject]
    let sets: [KotlinMutableSet<NSString>] = [
        KotlinMutableSet(), KotlinMutableSet(capacity: 1), KotlinMutableSet(object: "2"),
        KotlinMutableSet(objects: &threeAndFour, count: 2), KotlinMutableSet(array: ["5", "6"]),
        KotlinMutableSet(set: ["7", "8"]), KotlinMutableSet(set: ["9", "10"], copyItems: true),
    ]
    let expectedCounts = [0, 0, 1, 2, 2, 2, 2]
    for (set, expectedCount) in zip(sets, expectedCounts) {
        #expect(set.count == expectedCount)
        #expect(!set.contains("1"))
        set.add("1")
        #expect(set.contains("1"))
        #expect(set.count == expectedCount + 1)
    }
    #expect(sets[3].contains("3") && sets[3].contains("4"))
    #expect(sets[5].contains("7") && sets[5].contains("8"))
}

@Test func kotlinMutableSetKeepsInsertionOrderAndPrintsAsKotlin() {
    let set = KotlinMutableSet<AnyObject>(array: ["b", KotlinInt(value: 1), NSNull()])
    set.add("b")
    set.add("a")
    #expect(set.count == 4)
    #expect(set.description == "[b, 1, null, a]")
    #expect(Kotlin.toString(set) == "[b, 1, null, a]")
    set.remove("b")
    #expect(set.member("b") == nil)
    #expect(set.objectEnumerator().allObjects.count == 3)
    #expect(Array(set).count == 3)
}

@Test func kotlinMutableSetEqualsByContentAndHashesAsKotlin() {
    let set = KotlinMutableSet<NSString>(array: ["a", "b"])
    let other = KotlinMutableSet<NSString>(array: ["b", "a"])
    #expect(set.isEqual(other))
    #expect(set == other)
    #expect(set.isEqual(NSSet(array: ["a", "b"])))
    #expect(!set.isEqual(KotlinMutableSet<NSString>(array: ["a"])))
    #expect(Kotlin.equals(set, other))
    #expect(Kotlin.hashCode(set) == Kotlin.hashCode("a") &+ Kotlin.hashCode("b"))
    #expect(set.hash == other.hash)
    let asNSMutableSet: NSMutableSet = set
    asNSMutableSet.add("c")
    #expect(set.count == 3)
}

@Test func kotlinMutableDictionaryInitializersSetAndGet() {
    let dictionaries: [KotlinMutableDictionary<NSString, NSString>] = [
        KotlinMutableDictionary(), KotlinMutableDictionary(capacity: 4),
        KotlinMutableDictionary(object: "7", forKey: "8" as NSString),
        KotlinMutableDictionary(dictionary: ["10": "9"]), KotlinMutableDictionary(dictionaryLiteral: ("14", "13")),
    ]
    for dictionary in dictionaries {
        #expect(dictionary["1"] == nil)
        dictionary["1"] = "2"
        #expect(dictionary["1"] as? String == "2")
    }
    #expect(dictionaries[2]["8"] as? String == "7")
    #expect(dictionaries[3]["10"] as? String == "9")
    #expect(dictionaries[4]["14"] as? String == "13")
    let counted = KotlinMutableDictionary<NSString, KotlinInt>()
    counted.setObject(KotlinInt(value: 333), forKey: "333" as NSString)
    #expect(counted.object(forKey: "333" as NSString) as? KotlinInt == KotlinInt(value: 333))
    #expect(counted.count == 1)
    counted.removeObject(forKey: "333" as NSString)
    #expect(counted.count == 0)
}

@Test func kotlinMutableDictionaryKeepsInsertionOrderAndPrintsAsKotlin() {
    let dictionary = KotlinMutableDictionary<NSString, AnyObject>(
        dictionaryLiteral: ("b", KotlinInt(value: 2)), ("a", NSNull()))
    dictionary["c"] = "x"
    dictionary["b"] = KotlinInt(value: 3)
    #expect(dictionary.description == "{b=3, a=null, c=x}")
    #expect(Kotlin.toString(dictionary) == "{b=3, a=null, c=x}")
    #expect(dictionary.allKeys.count == 3)
    #expect(dictionary.keyEnumerator().allObjects.map { Kotlin.toString($0) } == ["b", "a", "c"])
    var visited = 0
    for (_, _) in dictionary { visited += 1 }
    #expect(visited == 3)
}

@Test func kotlinMutableDictionaryEqualsByContentAndHashesAsKotlin() {
    let one = KotlinMutableDictionary<NSString, KotlinInt>(
        dictionaryLiteral: ("a", KotlinInt(value: 1)), ("b", KotlinInt(value: 2)))
    let two = KotlinMutableDictionary<NSString, KotlinInt>(
        dictionaryLiteral: ("b", KotlinInt(value: 2)), ("a", KotlinInt(value: 1)))
    #expect(one == two)
    #expect(Kotlin.equals(one, two))
    #expect(!one.isEqual(KotlinMutableDictionary<NSString, KotlinInt>(dictionaryLiteral: ("a", KotlinInt(value: 1)))))
    let expected = (Kotlin.hashCode("a") ^ 1) &+ (Kotlin.hashCode("b") ^ 2)
    #expect(Kotlin.hashCode(one) == expected)
    #expect(one.hash == two.hash)
}

/// `Kotlin.equals` compares them by content (on Linux a cast to a Swift `Set`/`Dictionary` sees them empty:
/// swift-corelibs-foundation bridges only its own classes, so equality must not go through such a cast).
@Test func kotlinEqualsComparesMutableCollectionsByContent() {
    let set = KotlinMutableSet<NSString>(array: ["a", "b"])
    let dictionary = KotlinMutableDictionary<NSString, KotlinInt>(dictionaryLiteral: ("a", KotlinInt(value: 1)))
    #expect(!Kotlin.equals(dictionary, KotlinMutableDictionary<NSString, KotlinInt>()))
    #expect(!Kotlin.equals(KotlinMutableDictionary<NSString, KotlinInt>(), dictionary))
    #expect(!Kotlin.equals(set, KotlinMutableSet<NSString>()))
    #expect(Kotlin.equals(set, KotlinMutableSet<NSString>(array: ["b", "a"])))
    #expect(Kotlin.equals([set], [KotlinMutableSet<NSString>(array: ["b", "a"])]))
}

/// Nested mutable collections stay themselves (Foundation's own collections would hand them out bridged).
@Test func nestedMutableCollectionsKeepTheirContent() {
    let inner = KotlinMutableSet<NSString>(array: ["a"])
    let outer = KotlinMutableSet<KotlinMutableSet<NSString>>(object: inner)
    let byName = KotlinMutableDictionary<NSString, KotlinMutableSet<NSString>>(dictionaryLiteral: ("k", inner))
    #expect(Kotlin.toString(outer) == "[[a]]")
    #expect(byName.description == "{k=[a]}")
    #expect(byName["k"] as? KotlinMutableSet<NSString> === inner)
    #expect(outer.member(KotlinMutableSet<NSString>(array: ["a"])) as? KotlinMutableSet<NSString> === inner)
}
