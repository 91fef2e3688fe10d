// The recorded calls and states a transcript-driven view model replays, and the mismatch it reports.
import Foundation

/// One call Swift made into a view model: the Kotlin function name and its arguments, each rendered as
/// text (Kotlin `toString()` or JSON, whichever the transcript uses; compared as plain strings).
public struct TranscriptCall: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let arguments: [String]

    public init(_ name: String, _ arguments: [String] = []) {
        self.name = name
        self.arguments = arguments
    }

    /// `name(arg1, arg2)`.
    public var description: String {
        "\(name)(\(arguments.joined(separator: ", ")))"
    }
}

/// One recorded step: the call Swift is expected to make next, then the states the view model emitted.
/// A step made with ``init(emittedOnItsOwn:)`` has no call: the view model emitted its states by itself
/// (on creation, from a timer); a transcript view model publishes them as soon as the steps before it
/// have been played (its `call` is then an empty placeholder). A call of a function returning a value
/// records what it returned (``init(call:result:states:)``); the replay returns it to Swift.
public struct TranscriptStep<State> {
    public let call: TranscriptCall
    public let states: [State]
    /// True for a step without a call.
    public let isEmittedOnItsOwn: Bool
    /// What the call returned; nil for a call of a function returning `Unit` (and without a call).
    public let result: TranscriptResult?

    public init(call: TranscriptCall, states: [State]) {
        self.call = call
        self.states = states
        isEmittedOnItsOwn = false
        result = nil
    }

    /// A call of a function returning a value: `result` is what it returned, as Swift sees it (`Int32(3)`,
    /// a `KotlinInt?`, a generated class; `nil` for Kotlin's `null`).
    public init(call: TranscriptCall, result: Any?, states: [State]) {
        self.call = call
        self.states = states
        isEmittedOnItsOwn = false
        self.result = TranscriptResult(value: result)
    }

    /// States the view model emitted without a call.
    public init(emittedOnItsOwn states: [State]) {
        call = TranscriptCall("")
        self.states = states
        isEmittedOnItsOwn = true
        result = nil
    }
}

/// The value a recorded call returned. `@unchecked Sendable`: a recorded result is a Kotlin value the
/// replay only hands back to Swift, never mutates.
public struct TranscriptResult: @unchecked Sendable {
    /// The value as Swift sees it; nil for Kotlin's `null`.
    public let value: Any?

    public init(value: Any?) {
        self.value = value
    }
}

/// Why a scripted function returning a value had nothing to return: its step recorded no result (or one
/// of another type), the call did not match the transcript, or a behaviour set no ``TranscriptViewModel/scriptedResults``.
public struct TranscriptResultMissing: Error, Equatable, Sendable, CustomStringConvertible {
    public let call: TranscriptCall
    public let reason: String

    public init(call: TranscriptCall, reason: String) {
        self.call = call
        self.reason = reason
    }

    public var description: String {
        "\(call) returns a value, but \(reason)"
    }
}

extension TranscriptStep: Sendable where State: Sendable {}

/// A call that did not match the transcript: what was expected at that step (nil once the transcript
/// is used up) and what was actually called.
public struct TranscriptMismatch: Error, Equatable, Sendable, CustomStringConvertible {
    /// Zero-based index of the step that was expected.
    public let stepIndex: Int
    public let expected: TranscriptCall?
    public let actual: TranscriptCall

    public init(stepIndex: Int, expected: TranscriptCall?, actual: TranscriptCall) {
        self.stepIndex = stepIndex
        self.expected = expected
        self.actual = actual
    }

    public var description: String {
        guard let expected else {
            return "transcript step \(stepIndex + 1): the transcript has ended, but Swift called \(actual)"
        }
        return "transcript step \(stepIndex + 1): expected \(expected), but Swift called \(actual)"
    }
}

/// The transcript was not played to its end.
public struct TranscriptIncomplete: Error, Equatable, Sendable, CustomStringConvertible {
    public let remaining: [TranscriptCall]

    public var description: String {
        "transcript not finished: \(remaining.count) step(s) left, next expected "
            + (remaining.first.map { "\($0)" } ?? "nothing")
    }
}
