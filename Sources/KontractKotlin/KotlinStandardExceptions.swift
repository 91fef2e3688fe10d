// The Kotlin standard library's exception classes as Swift sees them (`KotlinIllegalStateException`, ...).
import Foundation

// Each class inherits KotlinThrowable's initializers (`init()`, `init(message:)`, `init(cause:)`,
// `init(message:cause:)`) and reports its Kotlin class name in `toString()`. Not `Sendable`, as
// KotlinThrowable and the framework's classes.

/// `kotlin.Exception`.
open class KotlinException: KotlinThrowable {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.Exception" }
}

/// `kotlin.Error`.
open class KotlinError: KotlinThrowable {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.Error" }
}

/// `kotlin.RuntimeException`.
open class KotlinRuntimeException: KotlinException {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.RuntimeException" }
}

/// `kotlin.IllegalStateException`.
open class KotlinIllegalStateException: KotlinRuntimeException {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.IllegalStateException" }
}

/// `kotlin.IllegalArgumentException`.
open class KotlinIllegalArgumentException: KotlinRuntimeException {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.IllegalArgumentException" }
}

/// `kotlin.IndexOutOfBoundsException`.
open class KotlinIndexOutOfBoundsException: KotlinRuntimeException {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.IndexOutOfBoundsException" }
}

/// `kotlin.NoSuchElementException`.
open class KotlinNoSuchElementException: KotlinRuntimeException {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.NoSuchElementException" }
}

/// `kotlin.UnsupportedOperationException`.
open class KotlinUnsupportedOperationException: KotlinRuntimeException {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.UnsupportedOperationException" }
}

/// `kotlin.ArithmeticException`.
open class KotlinArithmeticException: KotlinRuntimeException {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.ArithmeticException" }
}

/// `kotlin.NullPointerException`.
open class KotlinNullPointerException: KotlinRuntimeException {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.NullPointerException" }
}

/// `kotlin.ClassCastException`.
open class KotlinClassCastException: KotlinRuntimeException {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.ClassCastException" }
}

/// `kotlin.ConcurrentModificationException`.
open class KotlinConcurrentModificationException: KotlinRuntimeException {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.ConcurrentModificationException" }
}

/// `kotlin.NumberFormatException`.
open class KotlinNumberFormatException: KotlinIllegalArgumentException {
    @_spi(KontractGenerated) override open var kotlinClassName: String { "kotlin.NumberFormatException" }
}

/// `kotlin.coroutines.cancellation.CancellationException` (kotlinx.coroutines' `CancellationException` is
/// this class on Kotlin/Native): how a cancelled coroutine ends.
open class KotlinCancellationException: KotlinIllegalStateException {
    @_spi(KontractGenerated) override open var kotlinClassName: String {
        "kotlin.coroutines.cancellation.CancellationException"
    }
}

/// A Kotlin exception class a function declares with `@Throws`, for the emulation to tell a declared
/// exception (handed to Swift as an `NSError`) from an undeclared one (the real runtime terminates):
/// `.of(MyError.self)` matches `MyError` and its subclasses.
@_spi(KontractGenerated) public struct KotlinExceptionClass: Sendable {
    /// The Swift class name, for messages.
    public let name: String
    private let matches: @Sendable (KotlinThrowable) -> Bool

    public static func of<T: KotlinThrowable>(_ type: T.Type) -> KotlinExceptionClass {
        KotlinExceptionClass(name: String(describing: type), matches: { $0 is T })
    }

    /// True when `throwable` is an instance of this class or of a subclass.
    public func isInstance(_ throwable: KotlinThrowable) -> Bool { matches(throwable) }
}

extension NSError {
    /// The Kotlin exception behind an error the framework handed to Swift (the real header's
    /// `NSError (NSErrorKotlinException)` category): the `KotlinThrowable`, or nil.
    public var kotlinException: Any? { userInfo["KotlinException"] }
}
