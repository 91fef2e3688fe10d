// Apple platform types at run time (edge contract platformtypes): Foundation's own values pass through the
// generated API and its test hooks, data classes compare them as Foundation does, UIKit's stand-ins on Linux.

import Foundation
@_spi(Testing) import KontractRuntime
import Testing

/// What a scripted implementation received.
private final class Received: @unchecked Sendable {
    var dates: [Date] = []
}

@Suite struct EdgePlatformTypeTests {
    /// A `Date` passed to `saveDate(date:)` reaches the scripted implementation; `load(key:)` returns `Data`, a
    /// suspend `fetch(url:)` a `Data` through `async` and through its completion handler.
    @Test func foundationValuesPassThroughTheAPI() async throws {
        let defaults = UserDefaults.standard
        let store = DateStore(defaults: defaults, bundle: nil)
        #expect(store.defaults === defaults)
        let saved = Date(timeIntervalSince1970: 1_000)
        let received = Received()
        DateStore.saveDateDateImplementation.implement { _, date in received.dates.append(date) }
        store.saveDate(date: saved)
        #expect(received.dates == [saved])
        DateStore.loadKeyImplementation.implement { _, key in Data(key.utf8) }
        #expect(store.load(key: "ab") == Data([0x61, 0x62]))
        DateStore.fetchUrlImplementation.implement { _, url in Data(url.lastPathComponent.utf8) }
        #expect(try await store.fetch(url: URL(fileURLWithPath: "/tmp/x")) == Data("x".utf8))
        store.lastSaved = saved
        #expect(store.lastSaved == saved)
        store.onSave = { _ in UUID(uuidString: "00000000-0000-0000-0000-000000000001")! }
        #expect(store.onSave?(saved).uuidString == "00000000-0000-0000-0000-000000000001")
        DateStore.reportErrorImplementation.implement { _, error in (error as NSError).domain }
        #expect(store.report(error: NSError(domain: "app", code: 7)) == "app")
        // A generic class's argument is the class: `PlatformBox<NSDate>`, as Swift imports `PlatformBox<NSDate *>`.
        DateStore.boxedImplementation.implement { _ in PlatformBox(value: NSDate(timeIntervalSince1970: 9)) }
        #expect(store.boxed().value == NSDate(timeIntervalSince1970: 9))
    }

    /// A data class of platform values is equal when Kotlin's `equals` is: `isEqual:` of each value (`Date`,
    /// `UUID`, the same `UserDefaults`), and compares an `Error` through `Kotlin.equals` (no `==` in Swift).
    @Test func aDataClassComparesPlatformValues() {
        let id = UUID()
        let at = Date(timeIntervalSince1970: 5)
        let a = Snapshot(at: at, id: id, defaults: .standard, error: nil)
        #expect(a == Snapshot(at: Date(timeIntervalSince1970: 5), id: id, defaults: .standard, error: nil))
        #expect(a != Snapshot(at: at, id: UUID(), defaults: .standard, error: nil))
        #expect(a.doCopy(at: at, id: id, defaults: nil, error: nil) != a)
    }

    /// UIKit's classes are the runtime's stand-ins here (Linux), UIKit's own on iOS; the generated API takes them.
    @MainActor @Test func uiKitTypesAreAcceptedWhereTheContractNamesThem() {
        let controller = UIViewController()
        let screen = PlatformScreen(controller: controller)
        #expect(screen.controller === controller)
        PlatformScreen.imageDataImplementation.implement { _, _ in UIImage() }
        #expect(screen.image(data: Data()) != nil)
    }
}
