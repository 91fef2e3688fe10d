// Problems met where the real Kotlin code would crash the app, collected instead of trapping.
import Foundation
import KontractSupport

/// Where the runtime reports a Kotlin exception raised inside a function Swift calls without `try`
/// (on the real framework such an exception terminates the app). Each issue is kept in ``all`` and passed
/// to the reporter: by default written to standard error; a test can install its own (`Issue.record`).
///
/// `@unchecked Sendable`: the issues and the reporter live in a ``LockedState``.
@_spi(Testing) public final class KontractRuntimeIssues: @unchecked Sendable {
    public static let shared = KontractRuntimeIssues()

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

    /// Replaces the reporter; `nil` restores the default (standard error).
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
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}
