// Declarations of the Swift representation: types, properties, initializers, functions, cases.

/// A declaration at file level or inside a type.
public indirect enum SwiftDeclaration: Hashable, Sendable {
    case type(SwiftTypeDeclaration)
    case property(SwiftProperty)
    case initializer(SwiftInitializer)
    case function(SwiftFunction)
    case enumCase(SwiftEnumCase)
    case typeAlias(SwiftTypeAlias)

    /// This declaration on the test face only (`@_spi(Testing)`): what the real framework does not have.
    public var onTestFace: SwiftDeclaration {
        switch self {
        case .type(var type):
            type.attributes.append(.testing)
            return .type(type)
        case .property(var property):
            property.attributes.append(.testing)
            return .property(property)
        case .initializer(var initializer):
            initializer.attributes.append(.testing)
            return .initializer(initializer)
        case .function(var function):
            function.attributes.append(.testing)
            return .function(function)
        case .enumCase, .typeAlias:
            return self
        }
    }
}

/// A struct, class, enum, protocol or extension with its members.
///
/// For example: `public struct PokemonRef: Hashable, Sendable { ... }`.
public struct SwiftTypeDeclaration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `struct` = "struct"
        case finalClass = "final class"
        case openClass = "open class"
        case `enum` = "enum"
        case indirectEnum = "indirect enum"
        case `protocol` = "protocol"
        case `extension` = "extension"
    }

    public var kind: Kind
    /// nil for extensions.
    public var access: SwiftAccess?
    public var name: String
    /// Superclass first, then protocols.
    public var inherits: [SwiftType]
    /// Documentation lines without `///`.
    public var doc: [String]
    public var members: [SwiftDeclaration]
    /// Attributes printed on their own lines before the type (`@Suite("…")`).
    public var attributes: [SwiftAttribute]
    /// Generic parameters with their constraints (`T: AnyObject`), printed after the name.
    public var genericParameters: [SwiftGenericParameter] = []
    /// Same-type requirements of a constrained extension, printed after the inheritance clause (`where Self == S`).
    public var sameTypeRequirements: [SwiftSameTypeRequirement] = []

    public init(
        kind: Kind, access: SwiftAccess? = .public, name: String, inherits: [SwiftType] = [], doc: [String] = [],
        members: [SwiftDeclaration] = [], attributes: [SwiftAttribute] = []
    ) {
        self.attributes = attributes
        self.kind = kind
        self.access = access
        self.name = name
        self.inherits = inherits
        self.doc = doc
        self.members = members
    }
}

extension SwiftTypeDeclaration {
    /// The access level as text (`""` for none): kept for translators written against the string IR.
    public init(
        kind: Kind, access: String, name: String, inherits: [SwiftType] = [], doc: [String] = [],
        members: [SwiftDeclaration] = [], attributes: [SwiftAttribute] = []
    ) {
        self.init(
            kind: kind, access: SwiftAccess(rawValue: access), name: name, inherits: inherits, doc: doc,
            members: members, attributes: attributes)
    }
}

/// A stored property (`public let id: Int32`) or a computed one with a getter body.
public struct SwiftProperty: Hashable, Sendable {
    /// `public`, `static`, `override`, ... in order.
    public var modifiers: [SwiftModifier]
    public var isMutable: Bool
    /// Already escaped (`` `default` ``).
    public var name: String
    public var type: SwiftType?
    /// An initial value for a stored property.
    public var value: SwiftExpression?
    /// A computed property's statements; nil for a stored property.
    public var getter: [SwiftStatement]?
    /// A computed property's `set` body (`newValue` in scope); with it the getter prints as a `get` block.
    public var setter: [SwiftStatement]?
    /// A protocol's property requirement, printed `{ get }` or `{ get set }` instead of accessor bodies.
    public var requirement: SwiftPropertyRequirement?
    public var doc: [String]
    /// Attributes printed on their own lines before the property (`@available(...)`).
    public var attributes: [SwiftAttribute] = []
    /// The setter is `nonmutating set` (a value type's property whose storage lives elsewhere).
    public var setterIsNonmutating = false

    public init(
        modifiers: [SwiftModifier] = [.public], isMutable: Bool = false, name: String, type: SwiftType?,
        value: SwiftExpression? = nil,
        getter: [SwiftStatement]? = nil, setter: [SwiftStatement]? = nil, doc: [String] = []
    ) {
        self.modifiers = modifiers
        self.isMutable = isMutable
        self.name = name
        self.type = type
        self.value = value
        self.getter = getter
        self.setter = setter
        self.doc = doc
    }

    public var isStored: Bool { getter == nil }
}

/// What a protocol requires of a property.
public enum SwiftPropertyRequirement: String, Hashable, Sendable {
    case get = "get"
    case getSet = "get set"
}

/// A parameter: `label name: Type = default`.
public struct SwiftParameter: Hashable, Sendable {
    /// The argument label; nil prints `_`. Equal to `name` prints the name once.
    public var label: String?
    public var name: String
    public var type: SwiftType
    public var defaultValue: SwiftExpression?

    public init(label: String?, name: String, type: SwiftType, defaultValue: SwiftExpression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// `public init(...) { ... }`.
public struct SwiftInitializer: Hashable, Sendable {
    public var modifiers: [SwiftModifier]
    public var parameters: [SwiftParameter]
    public var body: [SwiftStatement]
    public var doc: [String]
    /// Attributes printed on their own lines before the initializer (`@available(...)`).
    public var attributes: [SwiftAttribute] = []

    public init(
        modifiers: [SwiftModifier] = [.public], parameters: [SwiftParameter], body: [SwiftStatement], doc: [String] = []
    ) {
        self.modifiers = modifiers
        self.parameters = parameters
        self.body = body
        self.doc = doc
    }
}

/// `public func name(...) -> Type { ... }`; `name` may be an operator (`==`).
public struct SwiftFunction: Hashable, Sendable {
    public var modifiers: [SwiftModifier]
    public var name: String
    public var parameters: [SwiftParameter]
    public var returnType: SwiftType?
    public var body: [SwiftStatement]
    public var doc: [String]
    /// `throws(KotlinJSONError)`, `async`...: written between the parameters and the return type.
    public var effects: SwiftEffects
    /// Attributes printed on their own lines before the function (`@Test("…")`).
    public var attributes: [SwiftAttribute]
    /// Generic parameters with their constraint (`__Sealed: A`), printed after the name.
    public var genericParameters: [SwiftGenericParameter] = []

    public init(
        modifiers: [SwiftModifier] = [.public], name: String, parameters: [SwiftParameter], returnType: SwiftType?,
        body: [SwiftStatement], doc: [String] = [], effects: SwiftEffects = .none, attributes: [SwiftAttribute] = []
    ) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.doc = doc
        self.effects = effects
    }
}

/// `public typealias Name = Type`.
public struct SwiftTypeAlias: Hashable, Sendable {
    public var access: SwiftAccess
    public var name: String
    public var type: SwiftType
    public var doc: [String]

    public init(access: SwiftAccess = .public, name: String, type: SwiftType, doc: [String] = []) {
        self.access = access
        self.name = name
        self.type = type
        self.doc = doc
    }
}

/// `case name(Payload)` or `case name = "raw"`.
public struct SwiftEnumCase: Hashable, Sendable {
    public var name: String
    public var associatedTypes: [SwiftType]
    /// A raw-value literal.
    public var rawValue: SwiftExpression?
    public var doc: [String]

    public init(name: String, associatedTypes: [SwiftType] = [], rawValue: SwiftExpression? = nil, doc: [String] = []) {
        self.name = name
        self.associatedTypes = associatedTypes
        self.rawValue = rawValue
        self.doc = doc
    }
}
