// The settable behaviour of a generated `suspend` Kotlin function, in its three Swift shapes.
import Foundation
import KMPNativeCoroutinesCore
import KontractCoroutines
@_spi(KontractGenerated) import KontractKotlin
import KontractSupport

/// The implementation of one generated `suspend` function; a test sets ``implementation``, an `async`
/// closure (it may sleep, and sees cancellation as the Kotlin coroutine would).
///
/// Each call runs the implementation as a Kotlin job in its own ``CoroutineScope``. The generated function
/// reaches it in the shape the export gives Swift: `completionHandler:` (``call(_:completionHandler:)``),
/// `async throws` (``call(_:)``; cancelling the Swift task cancels the job) and KMP-NativeCoroutines'
/// `NativeSuspend` (``nativeSuspend(_:)``, for `asyncFunction(for:)`). A suspend function always reports
/// `CancellationException` as an error (Kotlin's implicit `@Throws(CancellationException::class)`); with
/// `@Throws` the exceptions of its declared classes too. Any other exception (and a missing
/// implementation) is reported to ``KontractRuntimeIssues``, since the real runtime terminates the app,
/// and is still delivered as the error; but not through `NativeSuspend`, whose wrapper (the plugin's
/// `nativeSuspend { }`) catches every `Throwable` and hands it to `onError`. A `completionHandler:` call
/// runs the implementation on the calling thread until it first suspends, as Kotlin/Native does: one that
/// completes without suspending has called the handler before the call returns.
///
/// `@unchecked Sendable`: the implementation and the recorded calls live in a ``FunctionCallRecorder``.
@_spi(Testing) public final class KotlinSuspendFunction<Arguments, Result>: @unchecked Sendable {
    /// The Kotlin signature, for messages.
    public let signature: String
    /// The classes of its `@Throws`, whose exceptions reach Swift as errors without an issue; empty
    /// without `@Throws` (then only `CancellationException` does).
    public let declaredExceptions: [KotlinExceptionClass]
    private let recorder = FunctionCallRecorder<Arguments, (Arguments) async throws -> Result>()

    public init(_ signature: String, throws declaredExceptions: [KotlinExceptionClass] = []) {
        self.signature = signature
        self.declaredExceptions = declaredExceptions
    }

    /// What the function does; nil until a test sets it.
    public var implementation: ((Arguments) async throws -> Result)? {
        get { recorder.implementation }
        set { recorder.implementation = newValue }
    }

    /// Sets ``implementation``; a closure given here may take the arguments one by one
    /// (`implement { parcel, prefix in ... }`), which assigning to the property does not allow.
    public func implement(_ implementation: @escaping (Arguments) async throws -> Result) {
        self.implementation = implementation
    }

    /// The arguments of every call so far, oldest first.
    public var calls: [Arguments] {
        recorder.calls
    }

    /// How many calls were cancelled while the implementation ran (the Kotlin job saw the cancellation).
    public var cancelledCallCount: Int {
        recorder.cancelledCalls
    }

    /// Forgets the implementation, the calls and the count of cancellations.
    public func reset() {
        recorder.reset()
    }

    /// The `async throws` shape: cancelling the calling task cancels the Kotlin job.
    public func call(_ arguments: Arguments) async throws -> Result {
        let box = UncheckedSendable(arguments)
        return try await asyncCall(nativeSuspend(box))
    }

    /// The `completionHandler:` shape of a function returning a value: exactly one of result or error.
    public func call(_ arguments: Arguments, completionHandler: @escaping (Result?, Error?) -> Void) {
        let handler = UncheckedSendable(completionHandler)
        _ = nativeSuspend(UncheckedSendable(arguments), undispatched: true)(
            { result, unit in
                handler.value(result, nil)
                return unit
            },
            { error, unit in
                handler.value(nil, error)
                return unit
            },
            { error, unit in
                handler.value(nil, error)
                return unit
            })
    }

    /// The `completionHandler:` form of an interface's `suspend` function, as the app face has it: the framework's
    /// one Objective-C requirement is implemented by the adopting class's `async` form, so this runs `body` (that
    /// form) as ``call(_:completionHandler:)`` runs an implementation, with this function's signature and `@Throws`.
    public func forward(
        _ body: @escaping () async throws -> Result, completionHandler: @escaping (Result?, Error?) -> Void
    ) {
        let forwarding = KotlinSuspendFunction<Void, Result>(signature, throws: declaredExceptions)
        forwarding.implementation = { _ in try await body() }
        forwarding.call((), completionHandler: completionHandler)
    }

    /// The KMP-NativeCoroutines shape (`@NativeCoroutines`): nothing runs until Swift awaits it.
    public func nativeSuspend(_ arguments: Arguments) -> NativeSuspend<Result, Error, KotlinUnit> {
        nativeSuspend(arguments, converting: { $0 })
    }

    /// The `NativeSuspend` of a `@NativeCoroutines suspend` function whose result the plugin converts: a
    /// flow result reaches Swift as a `NativeFlow` (`converting: { $0.asNativeFlow() }`), as the plugin's
    /// `nativeSuspend { foo().asNativeFlow(scope) }` does.
    public func nativeSuspend<Converted>(
        _ arguments: Arguments, converting convert: @escaping (Result) -> Converted
    ) -> NativeSuspend<Converted, Error, KotlinUnit> {
        let function = UncheckedSendable(self)
        let call = UncheckedSendable((arguments: arguments, convert: convert))
        return KontractCoroutines.nativeSuspend(scope: CoroutineScope()) {
            call.value.convert(try await function.value.run(call.value.arguments, reportingUndeclared: false))
        }
    }

    private func nativeSuspend(
        _ arguments: UncheckedSendable<Arguments>, undispatched: Bool = false
    ) -> NativeSuspend<Result, Error, KotlinUnit> {
        let function = UncheckedSendable(self)
        return KontractCoroutines.nativeSuspend(unit: KotlinUnit.shared, undispatched: undispatched) {
            try await function.value.run(arguments.value)
        }
    }

    private func run(_ arguments: Arguments, reportingUndeclared: Bool = true) async throws -> Result {
        let implementation: (Arguments) async throws -> Result
        do {
            implementation = try recorder.implementation(recording: arguments, of: signature)
        } catch {
            throw KotlinFunctionFailure.bridged(error)
        }
        do {
            try Task.checkCancellation()
            return try await implementation(arguments)
        } catch {
            if error is CancellationError || Task.isCancelled {
                recorder.recordCancellation()
                throw CancellationError()
            }
            let declared = declaredExceptions + [.of(KotlinCancellationException.self)]
            if reportingUndeclared,
                let undeclared = KotlinFunctionFailure.undeclared(error, in: signature, declaring: declared)
            {
                KontractRuntimeIssues.shared.report(undeclared)
            }
            throw KotlinFunctionFailure.bridged(error)
        }
    }

    private func asyncCall(_ nativeSuspend: @escaping NativeSuspend<Result, Error, KotlinUnit>) async throws -> Result {
        let call = SuspendCallState<Result>()
        let result = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                call.start(continuation, nativeSuspend)
            }
        } onCancel: {
            call.cancel()
        }
        return result.value
    }
}

/// One `async` call of a native suspend: resumes its continuation once, cancels the job on request.
///
/// `@unchecked Sendable`: all mutable state lives in a ``LockedState``.
private final class SuspendCallState<Result>: @unchecked Sendable {
    private struct State {
        var cancel: (() -> KotlinUnit)?
        var cancelRequested = false
    }

    private let state = LockedState(State())

    func start(
        _ continuation: CheckedContinuation<UncheckedSendable<Result>, Error>,
        _ nativeSuspend: NativeSuspend<Result, Error, KotlinUnit>
    ) {
        let resumed = LockedState(false)
        let once = UncheckedSendable(continuation)
        let resume: (Swift.Result<UncheckedSendable<Result>, Error>) -> Void = { outcome in
            let first = resumed.withLock { done -> Bool in
                defer { done = true }
                return !done
            }
            if first { once.value.resume(with: outcome) }
        }
        let cancel = nativeSuspend(
            { result, unit in
                resume(.success(UncheckedSendable(result)))
                return unit
            },
            { error, unit in
                resume(.failure(error))
                return unit
            },
            { _, unit in
                resume(.failure(CancellationError()))
                return unit
            })
        let cancelNow = state.withLock { state -> Bool in
            state.cancel = cancel
            return state.cancelRequested
        }
        if cancelNow { _ = cancel() }
    }

    func cancel() {
        let cancel = state.withLock { state -> (() -> KotlinUnit)? in
            state.cancelRequested = true
            return state.cancel
        }
        _ = cancel?()
    }
}
