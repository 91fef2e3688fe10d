// The Kotlin exceptions the lifecycle and Koin emulation raise, as Swift errors.
import Foundation
@_spi(KontractGenerated) import KontractKotlin

/// A Kotlin exception raised by the emulated AndroidX lifecycle or Koin: `kotlinClassName` is the
/// Kotlin class (`kotlin.IllegalArgumentException`, `org.koin.core.error.NoDefinitionFoundException`),
/// `message` the Kotlin message, followed where useful by a Kontract hint on how to fix it.
/// `@unchecked Sendable`: all stored properties are `let`s.
@_spi(Testing) public final class LifecycleException: KotlinThrowable, Error, @unchecked Sendable {
    private let className: String

    public init(kotlinClassName: String, message: String) {
        self.className = kotlinClassName
        super.init(message: message, cause: nil)
    }

    @_spi(KontractGenerated) override public var kotlinClassName: String { className }

    static func illegalArgument(_ message: String) -> LifecycleException {
        LifecycleException(kotlinClassName: "kotlin.IllegalArgumentException", message: message)
    }

    static func illegalState(_ message: String) -> LifecycleException {
        LifecycleException(kotlinClassName: "kotlin.IllegalStateException", message: message)
    }

    static func unsupportedOperation(_ message: String) -> LifecycleException {
        LifecycleException(kotlinClassName: "kotlin.UnsupportedOperationException", message: message)
    }
}
