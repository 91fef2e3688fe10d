// Base of generated view models whose behaviour comes from a transcript or from test closures.
import Foundation
@_spi(KontractGenerated) import KontractCoroutines
@_spi(Testing) import KontractLifecycle
import KontractSupport

/// What a test supplies instead of a transcript: gets each call and the state flow to update. (Outside the
/// view model, so that a Kotlin nested class may be called `Behaviour`.)
@_spi(Testing) public typealias TranscriptBehaviour<State> = (TranscriptCall, MutableStateFlow<State>) -> Void

/// A view model whose state lives in a ``MutableStateFlow`` and whose functions are scripted.
///
/// Generated view models subclass it and, in each contract function, call ``TranscriptScript/handle(_:)``
/// with the call (`_kontract.handle(TranscriptCall("escribir", [texto]))`). With a transcript, the call must
/// equal the next step's call: then that step's states are published in order through the script's `state`
/// (so collectors see them conflated and distinct, as Kotlin's do); otherwise the mismatch (expected vs
/// actual) is recorded, passed to `onMismatch` and nothing is published. With a behaviour closure, the
/// closure decides.
///
/// Its only public member besides AndroidX's is ``_kontract``, a name Kotlin code does not produce (the
/// generator refuses Kotlin names starting with `_kontract`), so any Kotlin member name (`state`, `calls`,
/// `handle`) is free for the generated subclass.
///
/// The cursor and mismatches live in a ``LockedState`` and the flow is thread-safe, so calls may come
/// from any thread.
open class TranscriptViewModel<State>: ViewModel {
    typealias Behaviour = TranscriptBehaviour<State>

    private enum Script {
        case transcript([TranscriptStep<State>])
        case behaviour(Behaviour)
    }

    private struct Progress {
        var nextStep = 0
        var mismatches: [TranscriptMismatch] = []
        var calls: [TranscriptCall] = []
        var onClearedCount = 0
        var scriptedResults: ((TranscriptCall) -> Any?)?
    }

    /// The view model's state (the Kotlin `MutableStateFlow` behind `uiState`).
    let state: MutableStateFlow<State>
    /// Called with each mismatch as it happens (e.g. a test's `Issue.record`).
    let onMismatch: ((TranscriptMismatch) -> Void)?

    private let scriptState: LockedState<Script>
    private let progress = LockedState(Progress())

    private var script: Script {
        scriptState.withLock { $0 }
    }

    /// The behaviour closure (nil while a transcript is replayed); setting one replaces the transcript.
    var behaviour: Behaviour? {
        get {
            guard case .behaviour(let behaviour) = script else { return nil }
            return behaviour
        }
        set {
            scriptState.withLock { $0 = .behaviour(newValue ?? { _, _ in }) }
        }
    }

    /// Replays `steps`, starting from `initialState`; states compare with `isEqual` (Kotlin `equals`).
    @_spi(KontractGenerated) public init(
        _kontractInitialState initialState: State,
        isEqual: @escaping (State, State) -> Bool,
        steps: [TranscriptStep<State>],
        onMismatch: ((TranscriptMismatch) -> Void)? = nil
    ) {
        state = MutableStateFlow(initialState, isEqual: isEqual)
        scriptState = LockedState(.transcript(steps))
        self.onMismatch = onMismatch
        super.init()
        for newState in takeStatesEmittedOnTheirOwn(steps) {
            state.setValue(newState)
        }
    }

    /// Runs `behaviour` for each call, starting from `initialState`.
    @_spi(KontractGenerated) public init(
        _kontractInitialState initialState: State,
        isEqual: @escaping (State, State) -> Bool,
        behaviour: @escaping TranscriptBehaviour<State>
    ) {
        state = MutableStateFlow(initialState, isEqual: isEqual)
        scriptState = LockedState(.behaviour(behaviour))
        onMismatch = nil
        super.init()
    }

    /// Checks `call` against the script and publishes the resulting states; returns false on a mismatch.
    @discardableResult
    func handle(_ call: TranscriptCall) -> Bool {
        play(call).matched
    }

    /// A call of a function returning a value: handled as ``handle(_:)`` does, then returns the matching
    /// step's recorded result (``TranscriptStep/init(call:result:states:)``), or with a behaviour what
    /// ``scriptedResults`` gives. Without one of the function's type (no result recorded, another type, a
    /// call that does not match the transcript) the real view model would have returned something Kontract
    /// cannot know: the problem is reported to ``KontractRuntimeIssues`` (a mismatch is already recorded)
    /// and `fallback` (the type's zero) is returned; a type with no zero (`fallback` nil) traps.
    func handle<Result>(_ call: TranscriptCall, orElse fallback: (() -> Result)?) -> Result {
        let outcome = play(call)
        let reason: String
        if let recorded = outcome.result {
            if let value = recorded.value as? Result { return value }
            reason = "its recorded result \(recorded.value.map { "\($0)" } ?? "null") is not a \(Result.self)"
        } else if !outcome.matched {
            reason = "the call does not match the transcript (a mismatch), so there is no recorded result"
        } else if case .behaviour = script {
            reason = "the test's behaviour sets no `scriptedResults`"
        } else {
            reason = "its transcript step records no result"
        }
        let problem = TranscriptResultMissing(call: call, reason: reason)
        if outcome.matched { KontractRuntimeIssues.shared.report(problem) }
        guard let fallback else { fatalError("\(problem)") }
        return fallback()
    }

    /// With a behaviour (``init(initialState:isEqual:behaviour:)``): what each call of a function returning a
    /// value returns (`nil` for Kotlin's `null`), after the behaviour ran; unused with a transcript.
    var scriptedResults: ((TranscriptCall) -> Any?)? {
        get { progress.withLock { $0.scriptedResults } }
        set { progress.withLock { $0.scriptedResults = newValue } }
    }

    /// Plays `call`: whether it matched, and the result recorded (or scripted) for it.
    private func play(_ call: TranscriptCall) -> (matched: Bool, result: TranscriptResult?) {
        switch script {
        case .behaviour(let behaviour):
            progress.withLock { $0.calls.append(call) }
            behaviour(call, state)
            let results = progress.withLock { $0.scriptedResults }
            return (true, results.map { TranscriptResult(value: $0(call)) })
        case .transcript(let steps):
            let outcome: Result<(states: [State], result: TranscriptResult?), TranscriptMismatch> = progress.withLock {
                progress in
                progress.calls.append(call)
                let index = progress.nextStep
                let expected = index < steps.count ? steps[index] : nil
                guard let expected, expected.call == call else {
                    let mismatch = TranscriptMismatch(stepIndex: index, expected: expected?.call, actual: call)
                    progress.mismatches.append(mismatch)
                    return .failure(mismatch)
                }
                progress.nextStep += 1
                return .success((expected.states + Self.statesEmittedOnTheirOwn(steps, &progress), expected.result))
            }
            switch outcome {
            case .success(let played):
                for newState in played.states {
                    state.setValue(newState)
                }
                return (true, played.result)
            case .failure(let mismatch):
                onMismatch?(mismatch)
                return (false, nil)
            }
        }
    }

    /// The scripting and what it recorded (the test face: state flow, calls, mismatches, results); generated
    /// members call through it too. Named so that no Kotlin member can clash with it.
    @_spi(Testing) public final var _kontract: TranscriptScript<State> {
        TranscriptScript(viewModel: self)
    }

    /// Records the call, so tests can see teardown reach Kotlin's `onCleared()` (protected in Kotlin).
    override open func onCleared() {
        progress.withLock { $0.onClearedCount += 1 }
        super.onCleared()
    }

    /// How many times ``ViewModel/onCleared()`` ran: 1 after the owner's store was cleared, never more.
    var onClearedCount: Int {
        progress.withLock { $0.onClearedCount }
    }

    /// Advances past the steps without a call at the cursor; returns their states, in order.
    private static func statesEmittedOnTheirOwn(_ steps: [TranscriptStep<State>], _ progress: inout Progress) -> [State]
    {
        var states: [State] = []
        while progress.nextStep < steps.count, steps[progress.nextStep].isEmittedOnItsOwn {
            states += steps[progress.nextStep].states
            progress.nextStep += 1
        }
        return states
    }

    private func takeStatesEmittedOnTheirOwn(_ steps: [TranscriptStep<State>]) -> [State] {
        progress.withLock { Self.statesEmittedOnTheirOwn(steps, &$0) }
    }

    /// Every call received, in order.
    var calls: [TranscriptCall] {
        progress.withLock { $0.calls }
    }

    /// Every mismatch so far, in order.
    var mismatches: [TranscriptMismatch] {
        progress.withLock { $0.mismatches }
    }

    /// The calls the transcript still expects (empty with a behaviour closure).
    var remainingCalls: [TranscriptCall] {
        guard case .transcript(let steps) = script else { return [] }
        let next = progress.withLock { $0.nextStep }
        return steps[next...].filter { !$0.isEmittedOnItsOwn }.map(\.call)
    }

    /// Throws the first mismatch, or ``TranscriptIncomplete`` when steps are left.
    func verifyTranscriptCompleted() throws {
        if let first = mismatches.first {
            throw first
        }
        let remaining = remainingCalls
        guard remaining.isEmpty else {
            throw TranscriptIncomplete(remaining: remaining)
        }
    }
}

extension TranscriptViewModel where State: Equatable {
    /// Replays `steps`, starting from `initialState`; states compare with `==`.
    @_spi(KontractGenerated) public convenience init(
        _kontractInitialState initialState: State,
        steps: [TranscriptStep<State>],
        onMismatch: ((TranscriptMismatch) -> Void)? = nil
    ) {
        self.init(_kontractInitialState: initialState, isEqual: { $0 == $1 }, steps: steps, onMismatch: onMismatch)
    }

    /// Runs `behaviour` for each call, starting from `initialState`; states compare with `==`.
    @_spi(KontractGenerated) public convenience init(
        _kontractInitialState initialState: State, behaviour: @escaping TranscriptBehaviour<State>
    ) {
        self.init(_kontractInitialState: initialState, isEqual: { $0 == $1 }, behaviour: behaviour)
    }
}
