// Generic classes (edge contract generics.kontract.json): lightweight generics, generic superclasses with
// arguments, flat nested generic classes, and function implementations kept per specialization.

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

/// Serialized: the implementations are shared by every test that sets them.
@Suite(.serialized) struct EdgeGenericTests {
    @Test func aGenericClassHoldsItsTypeParameterAndSubclassesNameTheirArguments() {
        let box = GBox<NSString>(value: "parcel")
        #expect(box.value == "parcel")
        box.items = ["a", "b"]
        #expect(box.items.count == 2)
        let label: GBox<NSString> = GLabelBox(text: "x")
        #expect(label is GSource)
        #expect(label.description.hasPrefix("com.example.edge.generics.GLabelBox@"))
        // A generic class nested in a plain one is flat in Swift, as the exporter spells it.
        let slot = GShelfSlot<KotlinInt>()
        // `"initial": null` on a nullable `var` is a value: the first read is nil, not a trap (issue 26, item 12).
        #expect(slot.slot == nil)
        slot.slot = KotlinInt(value: 3)
        #expect(slot.slot?.int32Value == 3)
    }

    @Test func eachSpecializationHasItsOwnImplementation() async throws {
        GBox<NSString>.replaceValueImplementation.implement { _, value in value.map { "\($0)!" as NSString } }
        #expect(GBox<NSString>(value: "a").replace(value: "b") == "b!")
        #expect(GBox<KotlinInt>.replaceValueImplementation.implementation == nil)
        GBox<KotlinInt>.loadImplementation.implementation = { box in [box.value as Any] }
        let loaded = try await GBox<KotlinInt>(value: KotlinInt(value: 7)).load()
        #expect((loaded?.first as? KotlinInt)?.int32Value == 7)
        // The subclass reaches its specialization's implementation (GLabelBox is a GBox<NSString>).
        #expect(GLabelBox.replaceValueImplementation === GBox<NSString>.replaceValueImplementation)
        GBox<NSString>.replaceValueImplementation.reset()
        GBox<KotlinInt>.loadImplementation.reset()
    }
}
