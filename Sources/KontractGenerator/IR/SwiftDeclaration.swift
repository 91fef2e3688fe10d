// Declarations of the Swift representation: types, properties, initializers, functions, cases.

/// A declaration at file level or inside a type.
public indirect enum SwiftDeclaration: Equatable, Sendable {
    case type(SwiftTypeDeclaration)
    case property(SwiftProperty)
    case initializer(SwiftInitializer)
    case function(SwiftFunction)
    case enumCase(SwiftEnumCase)
}

/// A struct, class, enum, protocol or extension with its members.
///
/// For example: `public struct PokemonRef: Hashable, Sendable { ... }`.
public struct SwiftTypeDeclaration: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        case `struct` = "struct"
        case finalClass = "final class"
        case openClass = "open class"
        case `enum` = "enum"
        case indirectEnum = "indirect enum"
        case `protocol` = "protocol"
        case `extension` = "extension"
    }

    public var kind: Kind
    /// `public`, or empty for extensions.
    public var access: String
    public var name: String
    /// Superclass first, then protocols.
    public var inherits: [String]
    /// Documentation lines without `///`.
    public var doc: [String]
    public var members: [SwiftDeclaration]

    public init(
        kind: Kind, access: String = "public", name: String, inherits: [String] = [], doc: [String] = [],
        members: [SwiftDeclaration] = []
    ) {
        self.kind = kind
        self.access = access
        self.name = name
        self.inherits = inherits
        self.doc = doc
        self.members = members
    }
}

/// A stored property (`public let id: Int32`) or a computed one with a getter body.
public struct SwiftProperty: Equatable, Sendable {
    /// `public`, `static`, `override`, ... in order.
    public var modifiers: [String]
    public var isMutable: Bool
    /// Already escaped (`` `default` ``).
    public var name: String
    public var type: String?
    /// An initial value for a stored property.
    public var value: String?
    /// A computed property's statements; nil for a stored property.
    public var getter: [SwiftStatement]?
    public var doc: [String]

    public init(
        modifiers: [String] = ["public"], isMutable: Bool = false, name: String, type: String?, value: String? = nil,
        getter: [SwiftStatement]? = nil, doc: [String] = []
    ) {
        self.modifiers = modifiers
        self.isMutable = isMutable
        self.name = name
        self.type = type
        self.value = value
        self.getter = getter
        self.doc = doc
    }

    public var isStored: Bool { getter == nil }
}

/// A parameter: `label name: Type = default`.
public struct SwiftParameter: Equatable, Sendable {
    /// The argument label; nil prints `_`. Equal to `name` prints the name once.
    public var label: String?
    public var name: String
    public var type: String
    public var defaultValue: String?

    public init(label: String?, name: String, type: String, defaultValue: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// `public init(...) { ... }`.
public struct SwiftInitializer: Equatable, Sendable {
    public var modifiers: [String]
    public var parameters: [SwiftParameter]
    public var body: [SwiftStatement]
    public var doc: [String]

    public init(
        modifiers: [String] = ["public"], parameters: [SwiftParameter], body: [SwiftStatement], doc: [String] = []
    ) {
        self.modifiers = modifiers
        self.parameters = parameters
        self.body = body
        self.doc = doc
    }
}

/// `public func name(...) -> Type { ... }`; `name` may be an operator (`==`).
public struct SwiftFunction: Equatable, Sendable {
    public var modifiers: [String]
    public var name: String
    public var parameters: [SwiftParameter]
    public var returnType: String?
    public var body: [SwiftStatement]
    public var doc: [String]
    /// `throws(KotlinJSONError)`, `async`...: written between the parameters and the return type.
    public var effects: String?

    public init(
        modifiers: [String] = ["public"], name: String, parameters: [SwiftParameter], returnType: String?,
        body: [SwiftStatement], doc: [String] = [], effects: String? = nil
    ) {
        self.modifiers = modifiers
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.doc = doc
        self.effects = effects
    }
}

/// `case name(Payload)` or `case name = "raw"`.
public struct SwiftEnumCase: Equatable, Sendable {
    public var name: String
    public var associatedTypes: [String]
    /// A raw-value literal, already spelled as Swift.
    public var rawValue: String?
    public var doc: [String]

    public init(name: String, associatedTypes: [String] = [], rawValue: String? = nil, doc: [String] = []) {
        self.name = name
        self.associatedTypes = associatedTypes
        self.rawValue = rawValue
        self.doc = doc
    }
}
