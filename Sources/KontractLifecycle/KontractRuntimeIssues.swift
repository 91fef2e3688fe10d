// Problems met where the real Kotlin code would crash the app: a trap by default, a test failure under a test face.
import Foundation
import KontractSupport

/// Where the runtime reports what terminates the app on the real framework: a Kotlin exception raised inside a
/// function Swift calls without `try`, a function without an implementation, a missing Koin definition. Each
/// issue is kept in ``all`` and passed to the reporter:
///
/// - the one a test installs: the `KontractTesting` library (a test target's dependency, nothing to call) makes
///   every issue a failure of the running test (`Issue.record` in a Swift Testing test, `XCTFail` in an XCTest
///   case); a test may also ``setReporter(_:)`` its own;
/// - none installed: a trap with the Kotlin message, as the real framework terminates;
/// - the opt-out, ``standardErrorReporter`` (or the environment variable `KONTRACT_RUNTIME_ISSUES=print`): written to
///   standard error and the program goes on.
///
/// `@unchecked Sendable`: the issues and the reporter live in a ``LockedState``.
@_spi(Testing) public final class KontractRuntimeIssues: @unchecked Sendable {
    public static let shared = KontractRuntimeIssues()

    /// The opt-out reporter: writes each issue to standard error, so the program goes on.
    public static let standardErrorReporter: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    private struct State {
        var issues: [String] = []
        var reporter: (@Sendable (String) -> Void)?
    }

    private let state = LockedState(State())

    private init() {}

    /// Every issue reported so far, oldest first.
    public var all: [String] {
        state.withLock { $0.issues }
    }

    /// Replaces the reporter; `nil` restores the default (a trap, or standard error with
    /// `KONTRACT_RUNTIME_ISSUES=print`).
    public func setReporter(_ reporter: (@Sendable (String) -> Void)?) {
        state.withLock { $0.reporter = reporter }
    }

    /// Records `error` (its description) and passes it to the reporter.
    public func report(_ error: Error) {
        report(problem: "Kontract: uncaught Kotlin exception: \(error)")
    }

    /// Records `message` as it is and passes it to the reporter.
    func report(problem message: String) {
        let reporter = state.withLock { state in
            state.issues.append(message)
            return state.reporter
        }
        if let reporter {
            reporter(message)
        } else if ProcessInfo.processInfo.environment["KONTRACT_RUNTIME_ISSUES"] == "print" {
            Self.standardErrorReporter(message)
        } else {
            fatalError(message)
        }
    }
}
