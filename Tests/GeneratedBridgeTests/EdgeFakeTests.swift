// The edge contracts' generated fakes at run time: per-fake hooks, recorded calls, unset members reported as issues.

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

@Suite struct EdgeFakeTests {
    /// `FakeParcelStore` (of `interface ParcelStore`): each fake runs its own hooks, reached through the protocol.
    @Test func aFakesFunctionsRunItsOwnHooksAndRecordTheirCalls() async throws {
        let store = FakeParcelStore()
        let other = FakeParcelStore()
        store.saveParcelImplementation.implement { id in id == "p1" }
        store.fetchIdImplementation.implement { id in Parcel(id: id, weight: 2) }
        let asProtocol: any ParcelStore = store
        #expect(try asProtocol.save(parcel: "p1"))
        #expect(try !asProtocol.save(parcel: "p2"))
        #expect(try await asProtocol.fetch(id: "a") == Parcel(id: "a", weight: 2))
        #expect(store.saveParcelImplementation.calls == ["p1", "p2"])
        #expect(other.saveParcelImplementation.calls.isEmpty)
        #expect(ParcelStoreFunctions.saveParcelImplementation.calls.isEmpty)
        // The completion-handler form (the protocol extension's) runs the fake's `async` form.
        let viaHandler: String? = await withCheckedContinuation { continuation in
            asProtocol.fetch(id: "b") { parcel, _ in continuation.resume(returning: parcel?.id) }
        }
        #expect(viaHandler == "b")
        #expect(store.fetchIdImplementation.calls == ["a", "b"])
    }

    /// An unset function or property is the runtime issue an unset hook is (KontractTesting fails the test).
    @Test func anUnsetMemberIsAReportedIssue() async throws {
        let store = FakeParcelStore()
        withKnownIssue { #expect(throws: (any Error).self) { try store.save(parcel: "p") } }
        await withKnownIssue { _ = try await store.fetch(id: "p") }
        let source = FakeGSource()
        withKnownIssue { #expect(source.current == nil) }
        source.current = 3
        #expect(source.current as? Int == 3)
        #expect(source.currentStorage.value as? Int == 3)
    }
}
