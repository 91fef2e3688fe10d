// Issue 25 item 5: with KontractTesting linked, an emulation error fails the running test (Swift Testing and XCTest).
@_spi(Testing) import KontractRuntime
import Testing
import XCTest

/// Calls a Kotlin function whose implementation no test set: the real framework terminates there.
private func callAnUnsetFunction(_ name: String) -> String {
    KotlinFunction<Void, String>("Probe.kt: fun \(name)(): String").call((), orElse: { "" })
}

@Test func anUnsetImplementationFailsTheRunningSwiftTestingTest() {
    withKnownIssue {
        #expect(callAnUnsetFunction("unsetInSwiftTesting") == "")
    } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("Probe.kt: fun unsetInSwiftTesting(): String") }
    }
    #expect(KontractRuntimeIssues.shared.all.contains { $0.contains("fun unsetInSwiftTesting()") })
}

/// XCTest has no `XCTExpectFailure` on Linux: the error is provoked inside an XCTest case this test runs itself, and
/// that case's own run must have counted the failure (the reporter's `XCTFail`, attributed to it, not to this test).
/// The case runs in a detached task, outside this test's task-locals (`Test.current`), as XCTest runs its cases.
#if !canImport(ObjectiveC)
    @Test func anUnsetImplementationFailsTheRunningXCTestCase() async {
        let failures = await Task.detached { @MainActor in
            let probe = XCTestCase(name: "probeCallsAnUnsetFunction") { _ in
                _ = callAnUnsetFunction("unsetInXCTest")
            }
            probe.run()
            return (probe.testRun?.failureCount, probe.testRun?.hasSucceeded)
        }.value
        #expect(failures.0 == 1)
        #expect(failures.1 == false)
        #expect(KontractRuntimeIssues.shared.all.contains { $0.contains("fun unsetInXCTest()") })
    }
#endif
