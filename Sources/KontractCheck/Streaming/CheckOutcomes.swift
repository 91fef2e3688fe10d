// Where check results go: the run's reporter, or an in-order record that parallel work replays later.

import Foundation
import KontractCore

/// Receives passes and failures in input order.
protocol CheckRecording: AnyObject {
    /// Whether `--max-errors` has been reached (checking stops).
    var isStopped: Bool { get }
    func pass()
    /// Reports the warnings of a value that passes (before its `pass()`).
    func warn(_ warnings: [Diagnostic])
    func fail(_ failures: [Diagnostic])
    /// How far into input `name` checking is (the reporter's progress line).
    func progress(_ name: String, bytes: Int)
    /// An input read to its end (`bytes` long): the reporter's rate counts it.
    func finishedInput(bytes: Int)
}

extension CheckReporter: CheckRecording {}

/// What one part of the input (a run of lines, a file) found, in order, kept until the parts
/// before it are reported: replaying the parts in input order reports exactly what a serial
/// run reports, `--max-errors` included.
final class CheckOutcomes: CheckRecording {
    private enum Event {
        case passed(Int)
        case warned([Diagnostic])
        case failed([Diagnostic])
    }

    private var events: [Event] = []
    /// The bytes of the inputs read to their end, for the reporter's rate.
    private var finishedBytes = 0
    private var pendingPasses = 0
    private var failedCount = 0
    /// `--max-errors`: a part stops early too (the run stops at or before its failure).
    private let maxErrors: Int?

    init(maxErrors: Int?) { self.maxErrors = maxErrors }

    var isStopped: Bool { maxErrors.map { failedCount >= $0 } ?? false }

    func pass() { pendingPasses += 1 }

    /// Progress lines are the serial reporter's: a part read on another core has none.
    func progress(_ name: String, bytes: Int) {}

    func finishedInput(bytes: Int) { finishedBytes += bytes }

    func warn(_ warnings: [Diagnostic]) {
        flushPasses()
        events.append(.warned(warnings))
    }

    func fail(_ failures: [Diagnostic]) {
        flushPasses()
        failedCount += 1
        events.append(.failed(failures))
    }

    private func flushPasses() {
        if pendingPasses > 0 { events.append(.passed(pendingPasses)) }
        pendingPasses = 0
    }

    /// Reports the record to `recording`, each location `lineOffset` lines further down the file,
    /// until `recording` stops.
    func replay(into recording: some CheckRecording, lineOffset: Int = 0) {
        flushPasses()
        if finishedBytes > 0 { recording.finishedInput(bytes: finishedBytes) }
        for event in events {
            if recording.isStopped { return }
            switch event {
            case .passed(let count):
                for _ in 0..<count { recording.pass() }
            case .warned(let warnings):
                recording.warn(lineOffset == 0 ? warnings : warnings.map { Self.shifted($0, by: lineOffset) })
            case .failed(let failures):
                recording.fail(lineOffset == 0 ? failures : failures.map { Self.shifted($0, by: lineOffset) })
            }
        }
    }

    private static func shifted(_ failure: Diagnostic, by lines: Int) -> Diagnostic {
        var shifted = failure
        shifted.location.line += lines
        shifted.end?.line += lines
        return shifted
    }
}
