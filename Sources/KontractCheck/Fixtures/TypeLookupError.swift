// The reason a type name finds no checkable contract type.

/// A name that finds no checkable type, with the reason.
public struct TypeLookupError: Error, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}
