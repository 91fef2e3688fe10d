// Errors the generator reports for contracts it cannot turn into Swift.

import KontractCore

/// A contract element the generator cannot express, with where it is written.
public struct GeneratorError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// Compiler-style: `path:line:col: error: message`.
    public var description: String { "\(location): error: \(message)" }
}
