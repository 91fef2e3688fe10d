// The settable behaviour of a generated Kotlin function: what a test says it returns or throws.
import Foundation
@_spi(KontractGenerated) import KontractKotlin

/// The implementation of one generated non-suspend Kotlin function. A contract gives a function no body,
/// so the generated function asks its `KotlinFunction` (a static member named `<function>Implementation`
/// beside it) and a test sets ``implementation``:
///
/// ```swift
/// CartIosKt.totalItemsImplementation.implementation = { items in Int32(items.count) }
/// Parcel.labelPrefixImplementation.implement { parcel, prefix in prefix + parcel.id }
/// ```
///
/// `Arguments` is the tuple of the Swift arguments (the receiver first for an extension or member
/// function; `Void` for none). The implementation may throw a Kotlin exception (a ``KotlinThrowable``
/// subclass that is an `Error`, or `throwable.asError()`); a function with `@Throws` hands it to Swift as
/// the `NSError` the real bridge makes (`userInfo["KotlinException"]` is the throwable). Where the real
/// framework terminates the app (no implementation is a bug of the test; an exception the function does
/// not declare), the call is reported to ``KontractRuntimeIssues`` and the function returns its Kotlin
/// type's zero value, or throws where it can; only a function with no zero value to return traps.
///
/// `@unchecked Sendable`: the implementation and the recorded calls live in a ``FunctionCallRecorder``.
@_spi(Testing) public final class KotlinFunction<Arguments, Result>: @unchecked Sendable {
    /// The Kotlin signature, for messages: `CartIos.kt: fun total(items: List<Item>): Int`.
    public let signature: String
    /// The classes of its `@Throws` (empty without it): an exception of another class is undeclared.
    public let declaredExceptions: [KotlinExceptionClass]
    private let recorder = FunctionCallRecorder<Arguments, (Arguments) throws -> Result>()

    public init(_ signature: String, throws declaredExceptions: [KotlinExceptionClass] = []) {
        self.signature = signature
        self.declaredExceptions = declaredExceptions
    }

    /// What the function does; nil until a test sets it (a call then reports an issue).
    public var implementation: ((Arguments) throws -> Result)? {
        get { recorder.implementation }
        set { recorder.implementation = newValue }
    }

    /// Sets ``implementation``; a closure given here may take the arguments one by one
    /// (`implement { parcel, prefix in ... }`), which assigning to the property does not allow.
    public func implement(_ implementation: @escaping (Arguments) throws -> Result) {
        self.implementation = implementation
    }

    /// The arguments of every call so far, oldest first.
    public var calls: [Arguments] {
        recorder.calls
    }

    /// Forgets the implementation and the recorded calls.
    public func reset() {
        recorder.reset()
    }

    /// A call of a function without `@Throws`: an exception is not declared, so it is reported (the real
    /// runtime terminates) and `fallback` (the return type's zero value) is returned.
    public func call(_ arguments: Arguments, orElse fallback: (() -> Result)?) -> Result {
        do {
            return try run(arguments)
        } catch {
            let problem = KotlinFunctionFailure.undeclared(error, in: signature)
            // A missing implementation was reported where it was found.
            if !(error is KotlinFunctionFailure) { KontractRuntimeIssues.shared.report(problem) }
            guard let fallback else { fatalError("\(problem)") }
            return fallback()
        }
    }

    /// A call of a function with `@Throws`: an exception of a declared class reaches Swift as the bridge's
    /// `NSError`. One of another class terminates the real app: it is reported to ``KontractRuntimeIssues``
    /// (so the test fails) and still thrown, so the test runner goes on.
    public func callThrowing(_ arguments: Arguments) throws -> Result {
        do {
            return try run(arguments)
        } catch {
            if !(error is KotlinFunctionFailure),
                let undeclared = KotlinFunctionFailure.undeclared(error, in: signature, declaring: declaredExceptions)
            {
                KontractRuntimeIssues.shared.report(undeclared)
            }
            throw KotlinFunctionFailure.bridged(error)
        }
    }

    private func run(_ arguments: Arguments) throws -> Result {
        try recorder.implementation(recording: arguments, of: signature)(arguments)
    }
}

/// Why a generated function could not return what Kotlin would: no implementation set, or an exception.
/// `@unchecked Sendable` (as `Error` wants) although ``KotlinThrowable`` is not: the runtime's own wrapper,
/// reported once and never mutated.
@_spi(Testing) public enum KotlinFunctionFailure: Error, CustomStringConvertible, @unchecked Sendable {
    /// The test set no implementation for the function.
    case notImplemented(String)
    /// A Kotlin exception the function does not declare with `@Throws` (the real runtime terminates).
    case undeclaredException(KotlinThrowable, String)

    public var description: String {
        switch self {
        case .notImplemented(let signature):
            "\(signature): no implementation set; set its `…Implementation.implementation` in the test"
        case .undeclaredException(let throwable, let signature):
            "\(signature) threw \(throwable.kotlinDescription), which it does not declare with @Throws "
                + "(the real framework terminates the app: an uncaught Kotlin exception)"
        }
    }

    /// The Kotlin throwable behind `error`: a ``KotlinThrowable`` error, the bridge's `NSError`, Swift's
    /// cancellation as `CancellationException`, anything else wrapped with its description.
    public static func throwable(of error: Error) -> KotlinThrowable {
        if let throwable = error as? KotlinThrowable { return throwable }
        if let throwable = (error as NSError).userInfo["KotlinException"] as? KotlinThrowable { return throwable }
        if error is CancellationError {
            return CancelledCallException(message: "the Swift task was cancelled")
        }
        if case .notImplemented(let signature) = error as? KotlinFunctionFailure {
            return MissingImplementationException(message: KotlinFunctionFailure.notImplemented(signature).description)
        }
        return KotlinThrowable(message: "\(error)")
    }

    /// `error` as the real bridge hands a declared exception to Swift.
    static func bridged(_ error: Error) -> Error {
        if error is CancellationError { return error }
        return throwable(of: error).asError()
    }

    static func undeclared(_ error: Error, in signature: String) -> Error {
        if let failure = error as? KotlinFunctionFailure { return failure }
        return KotlinFunctionFailure.undeclaredException(throwable(of: error), signature)
    }

    /// The failure to report when `error` is not an instance of a class in `declared` (an empty list, as
    /// `@Throws(Throwable::class)`, declares every exception); nil when it is declared.
    static func undeclared(_ error: Error, in signature: String, declaring declared: [KotlinExceptionClass])
        -> KotlinFunctionFailure?
    {
        let thrown = throwable(of: error)
        if declared.isEmpty || declared.contains(where: { $0.isInstance(thrown) }) { return nil }
        return .undeclaredException(thrown, signature)
    }
}

/// `kotlinx.coroutines.CancellationException`, as a cancelled suspend call reports it.
final class CancelledCallException: KotlinCancellationException {}

/// `kotlin.IllegalStateException`, for a function without an implementation.
final class MissingImplementationException: KotlinIllegalStateException {}

extension KotlinFunction where Result == Void {
    /// A constructor's body (a view model's `init(repository:)`): runs the implementation a test set, with the
    /// new object first among the arguments. Without one, nothing is reported: the object keeps what its
    /// initializer gave it (Kotlin would run the body the contract does not give). An exception is reported as
    /// uncaught, as a constructor without `@Throws` terminates the real app.
    public func callIfImplemented(_ arguments: Arguments) {
        guard recorder.implementation != nil else { return }
        call(arguments, orElse: {})
    }
}
