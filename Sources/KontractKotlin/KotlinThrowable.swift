// `KotlinThrowable`: Kotlin's `Throwable` as Swift sees it (message, cause, `asError()`).
import Foundation

/// A Kotlin exception. Exported Kotlin exception classes subclass it. Not `Sendable` and not an `Error`, as
/// the framework's `KotlinThrowable` (an Objective-C class): Swift receives a Kotlin exception as an `NSError`
/// whose `kotlinException` is the throwable (``asError()``), so Swift 6 code sending the throwable itself
/// across isolation fails as it does against the framework.
open class KotlinThrowable: KotlinBase {
    public let message: String?
    public let cause: KotlinThrowable?

    public init(message: String?, cause: KotlinThrowable?) {
        self.message = message
        self.cause = cause
        super.init(kontractBase: ())
    }

    public convenience init(message: String?) {
        self.init(message: message, cause: nil)
    }

    public convenience init(cause: KotlinThrowable?) {
        self.init(message: cause?.description, cause: cause)
    }

    public convenience init() {
        self.init(message: nil, cause: nil)
    }

    /// The Kotlin class name `toString()` starts with; subclasses override it. Off the app face (the framework's
    /// `KotlinThrowable` has no such member): generated exception classes override it under the same SPI.
    @_spi(KontractGenerated) open var kotlinClassName: String { "kotlin.Throwable" }

    /// Kotlin `Throwable.toString()`: `ClassName: message`, or the class name alone.
    @_spi(KontractGenerated) public var kotlinDescription: String {
        guard let message else { return kotlinClassName }
        return "\(kotlinClassName): \(message)"
    }

    override open var description: String { kotlinDescription }

    /// An `NSError` carrying this throwable under the `KotlinException` user-info key, as the
    /// real framework hands Kotlin exceptions to Swift.
    public func asError() -> Error {
        var userInfo: [String: Any] = ["KotlinException": self]
        if let message { userInfo[NSLocalizedDescriptionKey] = message }
        return NSError(domain: "KotlinException", code: 0, userInfo: userInfo)
    }
}

// The runtime's value protocols are not on the app face (docs/testing.md, "The two SPI groups").
@_spi(KontractGenerated) extension KotlinThrowable: KotlinStringConvertible {}
