// Companions, nesting, inner classes, `var`s and `Object()` in the bridge goldens behave as on the real framework.

import Foundation
@_spi(KontractGenerated) import KontractKotlin
@_spi(Testing) import KontractRuntime
import Testing

@Test func objectInitializerReturnsTheSingleton() {
    // The exporter's `Object()` hands back the one instance (Kotlin has no second one).
    #expect(Registry() === Registry.shared)
    #expect(Clock() === Clock.shared)
    #expect(Shape.Empty() === Shape.Empty.shared)
    #expect(Tree.Companion() === Tree.Companion.shared)
}

@Test func companionIsReachedTwiceAsTheSameInstance() {
    #expect(Tree.companion === Tree.Companion.shared)
    #expect(Tree.companion.maxDepth == 8)
    Tree.Companion.sproutImplementation.implementation = { _ in Tree() }
    defer { Tree.Companion.sproutImplementation.reset() }
    #expect(Tree.companion.sprout().kotlinDescription.hasPrefix("com.example.edge.nesting.Tree@"))
}

@Test func nestedClassesCarryTheExporterNames() {
    // Kotlin `Tree.Branch.Twig` is `Tree.BranchTwig` (one dot at most); a class in an interface is flattened.
    let twig: Tree.BranchTwig = Tree.BranchTwig()
    #expect(twig.kotlinDescription.hasPrefix("com.example.edge.nesting.Tree.Branch.Twig@"))
    #expect(Tree.Branch().kotlinDescription.hasPrefix("com.example.edge.nesting.Tree.Branch@"))
    #expect(WalkerStep().kotlinDescription.hasPrefix("com.example.edge.nesting.Walker.Step@"))
}

@Test func innerClassTakesItsOuterInstanceFirst() {
    let tree = Tree()
    let cursor = Tree.Cursor(tree, depth: 3)
    #expect(cursor.depth == 3)
}

@Test func enumEntriesNamedValuesPushValuesAndEntriesAside() {
    // Entries first, then `values()` and `entries`, each `_`-mangled until free (the exporter's order).
    #expect(Tree.Listing.values.name == "VALUES")
    #expect(Tree.Listing.values_.name == "VALUES_")
    #expect(Tree.Listing.entries.name == "ENTRIES")
    #expect(Tree.Listing.values__().size == 3)
    #expect(Tree.Listing.entries_.map(\.ordinal) == [0, 1, 2])
}

@Test func varPropertiesAreSettable() {
    var size = Tree.Size(width: 1, height: 2)
    size.width = 5
    #expect(size == Tree.Size(width: 5, height: 2))
    let before = Registry.shared.count
    Registry().count = before + 1
    #expect(Registry.shared.count == before + 1)
    NestingKt.visits += 2
    #expect(NestingKt.visits == 2)
    #expect(NestingKt.visitsStorage.value == 2)
}

@Test func filePropertyWithoutGetterHoldsWhatATestSets() {
    #expect(NestingKt.rootNameStorage.value == nil)
    NestingKt.rootNameStorage.value = "root"
    defer { NestingKt.rootNameStorage.value = nil }
    #expect(NestingKt.rootName == "root")
}

@Test func varExtensionPropertyReadsItsGetterAndRunsTheSetterATestGives() {
    let tree = Tree()
    #expect(tree.weight == 1)
    Tree.weightSetImplementation.implement { _, _ in }
    defer { Tree.weightSetImplementation.reset() }
    tree.weight = 5
    #expect(Tree.weightSetImplementation.calls.map(\.1) == [5])
    #expect(Tree.weightSetImplementation.calls.first?.0 === tree)
}
