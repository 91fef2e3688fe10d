// Errors of the kotlinx-compatible JSON codec, with kotlinx's path, offset and message.

/// A decoding or encoding failure, described as kotlinx.serialization describes it.
public struct KotlinJSONError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// kotlinx `JsonDecodingException`: malformed or mismatched input.
        case decoding
        /// `Encountered an unknown key 'x' at offset N`: the offset sits inside the message.
        case unknownKey
        /// A polymorphic lookup that kotlinx reports without a path: a missing discriminator, or an
        /// unknown subclass named after the object was read as a tree.
        case polymorphicScope
        /// An error of kotlinx's tree decoder (sealed objects whose discriminator is not first, or
        /// a non-object polymorphic value): it says `at element:` instead of `at path:`.
        case element
        /// kotlinx `MissingFieldException`.
        case missingField
        /// kotlinx `SerializationException` for an unknown enum name or polymorphic subclass.
        case unknownName
        /// kotlinx `JsonEncodingException` (NaN without allowSpecialFloatingPointValues...).
        case encoding
    }

    public var kind: Kind
    /// kotlinx's message text without the offset, path and input suffixes.
    public var message: String
    /// The UTF-16 offset kotlinx reports (nil when kotlinx names none).
    public var offset: Int?
    /// The byte offset into the UTF-8 input (nil when there is no input position).
    public var byteOffset: Int?
    /// Path segments from the root, innermost last (`.name`, `[0]`, `['key']`).
    public var pathSegments: [String]
    /// One-based line and column of `byteOffset`, when known.
    public var line: Int?
    public var column: Int?
    /// The path is complete: enclosing structures add no segments (kotlinx's tree decoder
    /// reports paths relative to the polymorphic object it reads).
    public var pathIsFinal = false

    public init(
        kind: Kind, message: String, offset: Int? = nil, byteOffset: Int? = nil, pathSegments: [String] = [],
        line: Int? = nil, column: Int? = nil
    ) {
        self.kind = kind
        self.message = message
        self.offset = offset
        self.byteOffset = byteOffset
        self.pathSegments = pathSegments
        self.line = line
        self.column = column
    }

    /// kotlinx's JSON path: `$`, `$.resultados[0].id`, `$.m['42']`.
    public var path: String { "$" + pathSegments.joined() }

    /// The first line of kotlinx's message, e.g.
    /// `Unexpected JSON token at offset 9: Expected quotation mark '"', but had '4' instead at path: $.boxed`.
    public var description: String {
        switch kind {
        case .decoding:
            let prefix = offset.map { "Unexpected JSON token at offset \($0): " } ?? ""
            return "\(prefix)\(message) at path: \(path)"
        case .unknownKey, .missingField: return "\(message) at path: \(path)"
        case .unknownName: return "\(message) at path \(path)"
        case .polymorphicScope, .encoding: return message
        case .element: return "\(message) at element: \(path)"
        }
    }
}

extension KotlinJSONError {
    /// kotlinx's failure for a class its polymorphic scope does not register (`Greeter` for an
    /// interface-typed property, `Function0` for a `() -> Unit` one), with its whole text.
    public static func polymorphicSubclassNotFound(_ subclass: String, scope: String, kind: Kind) -> KotlinJSONError {
        KotlinJSONError(
            kind: kind,
            message: "Serializer for subclass '\(subclass)' is not found in the polymorphic scope of '\(scope)'.\n"
                + "Check if class with serial name '\(subclass)' exists and serializer is registered in a "
                + "corresponding SerializersModule.\nTo be registered automatically, class '\(subclass)' has to be "
                + "'@Serializable', and the base class '\(scope)' has to be sealed and '@Serializable'.")
    }
}
