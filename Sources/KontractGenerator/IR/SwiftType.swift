// Swift type references of the IR: named types with generic arguments, optionals, collections, functions.

/// A Swift type as generated code spells it; `SwiftRenderer` turns it into text.
///
/// For example: `.optional(.named("KotlinInt"))` prints `KotlinInt?`,
/// `.dictionary(.named("String"), .named("Any"))` prints `[String: Any]`.
public indirect enum SwiftType: Hashable, Sendable {
    /// A nominal type, possibly qualified (`SearchResult.Found`), with its generic arguments.
    case named(String, [SwiftType] = [])
    /// `Base.Name`: a type nested in a generic type (`TranscriptViewModel<State>.Behaviour`).
    case member(SwiftType, String)
    /// `T?`; parenthesised where the wrapped type needs it (`(any P)?`, `((A) -> B)?`).
    case optional(SwiftType)
    /// `[T]`.
    case array(SwiftType)
    /// `[K: V]`.
    case dictionary(SwiftType, SwiftType)
    /// `(A, B) -> R`, with its effects (`async throws`).
    case function([SwiftType], SwiftType, effects: SwiftEffects = SwiftEffects())
    /// `(A, B)`; the empty tuple prints `()`.
    case tuple([SwiftType])
    /// `any P`.
    case existential(SwiftType)
    /// `inout T`: only as a parameter's type.
    case inOut(SwiftType)
    /// `@unchecked Sendable`, `@escaping (A) -> B`.
    case attributed(SwiftAttribute, SwiftType)
    /// Swift text no other case expresses: the escape hatch, kept rare (docs/generator.md counts it).
    case raw(String)

    /// `Void`.
    public static let void = SwiftType.named("Void")

    /// A type from its spelling: a plain (possibly qualified) name becomes `.named`, `Name?` `.optional`,
    /// `any Name` `.existential`; anything else `.raw`.
    public init(_ spelling: String) {
        if Self.isPlainName(spelling) {
            self = .named(spelling)
        } else if spelling.hasSuffix("?"), Self.isPlainName(String(spelling.dropLast())) {
            self = .optional(.named(String(spelling.dropLast())))
        } else if spelling.hasPrefix("any "), Self.isPlainName(String(spelling.dropFirst(4))) {
            self = .existential(.named(String(spelling.dropFirst(4))))
        } else {
            self = .raw(spelling)
        }
    }

    static func isPlainName(_ text: String) -> Bool {
        guard !text.isEmpty, text.first != ".", text.last != "." else { return false }
        // ASCII alone (the common case) is read byte by byte: Character's Unicode properties cost far more.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "`"):
                    true
                default: false
                }
            }
        }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "`" }
    }

    /// The type without one level of optionality.
    public var unwrapped: SwiftType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The type a parameter passes, without its `@escaping` (an attribute of the parameter, not of the type):
    /// what tells overloads apart.
    public var withoutEscaping: SwiftType {
        if case .attributed(let attribute, let base) = self, attribute == .escaping { return base }
        return self
    }

    /// `T?`, parenthesised by the printer where needed.
    public var optional: SwiftType { .optional(self) }
}

extension SwiftType: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
