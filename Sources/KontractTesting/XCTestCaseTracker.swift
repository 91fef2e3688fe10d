// Which XCTest case is running, from XCTest's observation (XCTest has no public "current test case").
import Foundation
import KontractSupport
import XCTest

/// The running XCTest cases, innermost last (a case may run another, as KontractTesting's own test does).
/// `@unchecked Sendable`: the stack lives in a ``LockedState``; XCTest calls the observer on its own thread.
final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = XCTestCaseTracker()

    private struct State {
        var observing = false
        var running: [UncheckedSendable<XCTestCase>] = []
    }

    private let state = LockedState(State())

    /// Registers with XCTest's observation centre once.
    func observe() {
        let first = state.withLock { state in
            defer { state.observing = true }
            return !state.observing
        }
        if first { XCTestObservationCenter.shared.addTestObserver(self) }
    }

    /// The innermost running case, if any.
    var current: XCTestCase? {
        state.withLock { $0.running.last?.value }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        state.withLock { $0.running.append(UncheckedSendable(testCase)) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        state.withLock { state in
            if let index = state.running.lastIndex(where: { $0.value === testCase }) { state.running.remove(at: index) }
        }
    }
}
