// SKIE's runtime sealed class `Skie_SuspendResult` and its `onEnum(of:)`, which every SKIE framework has.

import Foundation
@_spi(KontractGenerated) import KontractKotlin

/// SKIE's Kotlin runtime class (co.touchlab.skie.runtime.coroutines.suspend, SKIE 0.10.13) through which its
/// `async` wrappers receive a suspend function's outcome. A SKIE framework exports it, and SKIE's sealed
/// interop gives it an `onEnum(of:)`; so a call `onEnum(of: x)` that fits no sealed type of the module is
/// "global function 'onEnum(of:)' requires that 'X' inherit from 'Skie_SuspendResult'", as with SKIE.
open class Skie_SuspendResult: KotlinBase, @unchecked Sendable {
    /// `data class Success(val value: Any?)`.
    public final class Success: Skie_SuspendResult, @unchecked Sendable {
        public let value: Any?

        public init(value: Any?) {
            self.value = value
            super.init(kontractSubclass: ())
        }
    }

    /// `data class Error(val error: NSError)`.
    public final class Error: Skie_SuspendResult, @unchecked Sendable {
        public let error: NSError

        public init(error: NSError) {
            self.error = error
            super.init(kontractSubclass: ())
        }
    }

    /// `object Canceled`.
    public final class Canceled: Skie_SuspendResult, @unchecked Sendable {
        public static let shared = Canceled(kontractSubclass: ())
    }

    @available(*, unavailable)
    public init() { fatalError("Skie_SuspendResult is sealed") }

    init(kontractSubclass: Void) { super.init(kontractBase: ()) }
}

extension Skie {
    /// SKIE's runtime module's namespace.
    public enum RuntimeKotlin {
        public enum Skie_SuspendResult {
            /// SKIE's exhaustive view of `Skie_SuspendResult`.
            public enum __Sealed: Hashable, Sendable {
                case canceled(KontractCoroutines.Skie_SuspendResult.Canceled)
                case error(KontractCoroutines.Skie_SuspendResult.Error)
                case success(KontractCoroutines.Skie_SuspendResult.Success)
            }
        }
    }
}

/// SKIE's `onEnum(of:)` of `Skie_SuspendResult`.
public func onEnum<__Sealed: Skie_SuspendResult>(of sealed: __Sealed) -> Skie.RuntimeKotlin.Skie_SuspendResult.__Sealed
{
    if let value = sealed as? Skie_SuspendResult.Canceled { return .canceled(value) }
    if let value = sealed as? Skie_SuspendResult.Error { return .error(value) }
    if let value = sealed as? Skie_SuspendResult.Success { return .success(value) }
    preconditionFailure("a subclass of Skie_SuspendResult unknown to SKIE")
}

/// SKIE's overload for an optional value: `nil` gives `nil`.
@_disfavoredOverload
public func onEnum<__Sealed: Skie_SuspendResult>(of sealed: __Sealed?) -> Skie.RuntimeKotlin.Skie_SuspendResult
    .__Sealed?
{
    guard let sealed else { return nil }
    return onEnum(of: sealed) as Skie.RuntimeKotlin.Skie_SuspendResult.__Sealed
}
