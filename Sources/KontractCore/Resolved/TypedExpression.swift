// The type-checked form of a Kotlin getter expression, which the generator translates.

import KotlinSyntax

/// A literal with its value settled (its Kotlin type is the node's `type`).
public enum ExpressionLiteral: Sendable, Hashable {
    case boolean(Bool)
    case null
    /// `Byte`, `Short`, `Int` or `Long`.
    case integer(Int64)
    /// `UByte`, `UShort`, `UInt` or `ULong`.
    case unsignedInteger(UInt64)
    /// `Float` or `Double`, spelled so Swift reads it (`0.5`, `1e3`).
    case floating(String)
    /// One UTF-16 code unit, as a Kotlin `Char` is.
    case character(UInt16)
}

/// The Kotlin standard-library members the subset supports.
public enum BuiltinMember: String, Sendable, Hashable, CaseIterable {
    case isEmpty
    case isNotEmpty
    case isBlank
    case isNotBlank
    case size
    case length
    case toString
    case contains
    case padStart
    case uppercase
    case lowercase

    /// `size` and `length` are properties; the others are called with `()`.
    public var isProperty: Bool { self == .size || self == .length }

    /// How the member is written in Kotlin, for messages: `size`, `isEmpty()`.
    public var spelling: String { isProperty ? rawValue : rawValue + "()" }
}

/// A piece of a typed string template.
public enum TypedTemplatePart: Sendable, Hashable {
    case text(String)
    case value(TypedExpression)
}

/// One node of a type-checked expression: what it does, its Kotlin type, and where it starts.
public struct TypedExpression: Sendable, Hashable {
    public indirect enum Kind: Sendable, Hashable {
        case literal(ExpressionLiteral)
        case template([TypedTemplatePart])
        /// The receiver itself.
        case this
        /// A property. `receiver` is nil for a property of `this` (the environment's properties);
        /// `declaringType` is the qualified name of the declaration that has the property, nil for
        /// the environment's; `memberType` is the property's own type, before `?.` makes it nullable.
        case property(
            receiver: TypedExpression?, name: String, declaringType: String?, memberType: ResolvedType, isSafe: Bool)
        /// A standard-library member on `receiver`, with its arguments.
        case builtin(receiver: TypedExpression, member: BuiltinMember, arguments: [TypedExpression], isSafe: Bool)
        case not(TypedExpression)
        case binary(ExpressionOperator, TypedExpression, TypedExpression)
        case elvis(TypedExpression, TypedExpression)
        /// `Color.RED`: entry `entry` (its Kotlin name) of the enum class `enumType` (qualified name).
        case enumEntry(enumType: String, entry: String)
    }

    public var kind: Kind
    /// The Kotlin type of the value.
    public var type: ResolvedType
    /// Where the node starts in the expression, in Unicode scalars.
    public var offset: Int

    public init(_ kind: Kind, type: ResolvedType, offset: Int) {
        self.kind = kind
        self.type = type
        self.offset = offset
    }
}
