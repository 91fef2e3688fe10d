// Swift style: a data class holding classes (a library class, a module class, a throwable) compares them as Kotlin's
// `equals` of a class that is not a data class does: by identity.

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

@Test func aDataClassComparesItsClassPropertiesByIdentity() {
    let at = Instant(kontractForTests: ())
    let event = SyncEvent(at: at, container: nil, sources: [], failure: nil)
    #expect(event == SyncEvent(at: at, container: nil, sources: [], failure: nil))
    #expect(event.hashValue == SyncEvent(at: at, container: nil, sources: [], failure: nil).hashValue)
    #expect(event != SyncEvent(at: Instant(kontractForTests: ()), container: nil, sources: [], failure: nil))
    let failure = KotlinThrowable(message: "offline")
    #expect(SyncEvent(at: at, container: nil, sources: [], failure: failure) != event)
    #expect(
        SyncEvent(at: at, container: nil, sources: [], failure: failure)
            == SyncEvent(at: at, container: nil, sources: [], failure: failure))
    #expect(
        SyncEvent(at: at, container: nil, sources: [], failure: failure)
            != SyncEvent(at: at, container: nil, sources: [], failure: KotlinThrowable(message: "offline")))
    // A transient property takes part in a data class's equals too.
    let record = SyncRecord(id: "r", at: at)
    #expect(record == SyncRecord(id: "r", at: at))
    #expect(record != SyncRecord(id: "r", at: Instant(kontractForTests: ())))
    #expect(record != SyncRecord(id: "r"))
}
