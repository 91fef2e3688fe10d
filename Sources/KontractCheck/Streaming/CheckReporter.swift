// Counts `kontract check` results and streams their diagnostics to the run's sink as they come.

import Foundation
import KontractCore

/// Prints failures one by one (so memory stays flat on long inputs), the closing
/// `N passed, M failed` line, and progress on a terminal.
public final class CheckReporter {
    let sink: any DiagnosticSink
    /// Stop after this many failed values (nil: no limit).
    let maxErrors: Int?
    /// Whether stderr is a terminal (progress lines are shown only then).
    let isErrorTerminal: Bool
    /// Writes text to stderr as is (a progress line ending in `\r`).
    let writeError: (String) -> Void
    public private(set) var passed = 0
    public private(set) var failed = 0
    private let started = Date()
    private var lastProgress = Date()
    private var showedProgress = false

    public init(
        sink: any DiagnosticSink, maxErrors: Int?, isErrorTerminal: Bool, writeError: @escaping (String) -> Void
    ) {
        self.sink = sink
        self.maxErrors = maxErrors
        self.isErrorTerminal = isErrorTerminal
        self.writeError = writeError
    }

    /// Whether `--max-errors` has been reached (checking stops).
    public var isStopped: Bool { maxErrors.map { failed >= $0 } ?? false }

    func pass() { passed += 1 }

    /// Reports the warnings of a value that passes.
    func warn(_ warnings: [Diagnostic]) {
        for warning in warnings { report(warning) }
    }

    /// Records one failed value with its failures.
    public func fail(_ failures: [Diagnostic]) {
        failed += 1
        for failure in failures { report(failure) }
    }

    public func record(_ tally: CheckTally) {
        passed += tally.passed
        failed += tally.failed
        for failure in tally.failures { report(failure) }
    }

    private func report(_ failure: Diagnostic) {
        clearProgress()
        sink.emit(failure)
    }

    /// Bytes of the inputs already done, for the rate.
    private var finishedBytes = 0

    /// Counts a finished input's bytes into the progress rate.
    func finishedInput(bytes: Int) { finishedBytes += bytes }

    /// A progress line on stderr when it is a terminal and the run has taken over two seconds:
    /// the current input, how far into it, and the rate over the whole run.
    func progress(_ name: String, bytes: Int) {
        guard isErrorTerminal else { return }
        let now = Date()
        guard now.timeIntervalSince(started) > 2, now.timeIntervalSince(lastProgress) > 0.5 else { return }
        lastProgress = now
        let megabytes = Double(bytes) / 1_000_000
        let rate = Double(finishedBytes + bytes) / 1_000_000 / max(now.timeIntervalSince(started), 0.001)
        let line = String(
            format: "%@: %.0f MB, %d passed, %d failed (%.0f MB/s)", name, megabytes, passed, failed, rate)
        writeError("\r\u{1B}[K" + line)
        showedProgress = true
    }

    private func clearProgress() {
        if showedProgress {
            writeError("\r\u{1B}[K")
            showedProgress = false
        }
    }

    /// The closing line (text) or the rest of the JSON document.
    public func finish(contractFiles: Int) {
        clearProgress()
        sink.finish(
            DiagnosticSummary(contractFiles: contractFiles, passed: passed, failed: failed, stopped: isStopped))
    }
}
