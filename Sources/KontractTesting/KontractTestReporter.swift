// The test face's reporter: a runtime issue fails the running Swift Testing test or XCTest case.
@_spi(Testing) import KontractLifecycle
import KontractSupport
import Testing
import XCTest

/// Installed when a test bundle that links KontractTesting is loaded (KontractTestingLoader's constructor calls
/// `kontract_testing_install_reporter`), so a test target adds the dependency and writes nothing else.
/// An issue (an uncaught Kotlin exception, an unset implementation, a missing Koin definition) is recorded:
/// - inside a Swift Testing test (`Test.current`, a task-local): `Issue.record`, the test fails (`withKnownIssue`
///   expects one);
/// - inside an XCTest case (one has started and not finished): `XCTFail` with the Kotlin message;
/// - in neither (a task that outlived its test): `Issue.record` without a test, which fails the Swift Testing run,
///   and standard error.
public enum KontractTestReporter {
    /// Installs the reporter again (after a test replaced it); idempotent.
    public static func install() {
        XCTestCaseTracker.shared.observe()
        KontractRuntimeIssues.shared.setReporter(report)
    }

    /// Records `message` as a failure of the running test (see the type's comment).
    @Sendable public static func report(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else if XCTestCaseTracker.shared.current != nil {
            XCTFail(message)
        } else {
            KontractRuntimeIssues.standardErrorReporter(message)
            Issue.record(Comment(rawValue: message))
        }
    }
}

/// Called by KontractTestingLoader's load-time constructor.
@_cdecl("kontract_testing_install_reporter")
public func installKontractTestReporterAtLoad() {
    KontractTestReporter.install()
}
