// Declaration modifiers, attributes and effects of the IR.

/// A declaration modifier, access levels included, printed in the order a declaration lists them.
public enum SwiftModifier: String, Hashable, Sendable, CaseIterable {
    case `public`, `package`, `internal`, `fileprivate`, `private`, `open`
    case `static`, `class`, `override`, `final`, `mutating`, `nonisolated`, `convenience`, `required`, `lazy`
    /// A stored static of a type that is not `Sendable` (a framework class's singleton or enum entry), readable
    /// from any isolation as the framework's class properties are.
    case nonisolatedUnsafe = "nonisolated(unsafe)"
    /// A property's setter visible inside the module only (`public internal(set) var`).
    case internalSet = "internal(set)"
}

extension SwiftModifier: ExpressibleByStringLiteral {
    /// `"public"` for `.public`: the spelling must be one of the cases.
    public init(stringLiteral value: String) {
        guard let modifier = SwiftModifier(rawValue: value) else { preconditionFailure("not a modifier: \(value)") }
        self = modifier
    }
}

/// The access level written before a type declaration; extensions have none.
public enum SwiftAccess: String, Hashable, Sendable {
    case `public`, `package`, `internal`, `fileprivate`, `private`
}

/// `@name` or `@name(arguments)`; the arguments are Swift expressions, labelled or not.
///
/// For example: `@Suite("Search decodes")`, `@MainActor`, `@unchecked`,
/// `@available(*, deprecated, message: "…")`.
public struct SwiftAttribute: Hashable, Sendable {
    public var name: String
    /// nil prints no parentheses.
    public var arguments: [SwiftArgument]?

    /// Unlabelled arguments: `@Suite("Search decodes")`.
    public init(_ name: String, arguments: [SwiftExpression]? = nil) {
        self.name = name
        self.arguments = arguments?.map { SwiftArgument($0) }
    }

    /// Arguments with their labels: `@available(swift, introduced: 999)`.
    public init(_ name: String, labelled arguments: [SwiftArgument]) {
        self.name = name
        self.arguments = arguments
    }

    /// `"@Suite(…)"`: the name up to `(`, the rest one raw argument list.
    public init(spelling: String) {
        let body = spelling.hasPrefix("@") ? spelling.dropFirst() : Substring(spelling)
        guard let open = body.firstIndex(of: "("), body.hasSuffix(")") else {
            self.init(String(body))
            return
        }
        self.init(
            String(body[..<open]),
            arguments: [.raw(String(body[body.index(after: open)..<body.index(before: body.endIndex)]))])
    }

    public static let unchecked = SwiftAttribute("unchecked")
    /// `@_spi(Testing)`: on the test face only (`@_spi(Testing) import Shared`), not on the app's
    /// (docs/testing.md, "Two faces").
    public static let testing = SwiftAttribute("_spi", arguments: [.identifier("Testing")])
    /// `@_spi(KontractGenerated)`: runtime API only generated code uses, on neither face
    /// (docs/testing.md, "Two faces").
    public static let kontractGenerated = SwiftAttribute("_spi", arguments: [.identifier("KontractGenerated")])
    public static let escaping = SwiftAttribute("escaping")
}

extension SwiftAttribute: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.init(spelling: value)
    }
}

/// `async`, `throws`, `throws(E)` after a parameter list.
public struct SwiftEffects: Hashable, Sendable {
    public enum Throwing: Hashable, Sendable {
        case none
        case any
        /// `throws(E)`.
        case typed(SwiftType)
    }

    public var isAsync: Bool
    public var throwing: Throwing

    public init(isAsync: Bool = false, throwing: Throwing = .none) {
        self.isAsync = isAsync
        self.throwing = throwing
    }

    public static let none = SwiftEffects()
    public static let `throws` = SwiftEffects(throwing: .any)
    public static let async = SwiftEffects(isAsync: true)
    public static let asyncThrows = SwiftEffects(isAsync: true, throwing: .any)
    public static func `throws`(_ error: SwiftType) -> SwiftEffects { SwiftEffects(throwing: .typed(error)) }

    public var isEmpty: Bool { !isAsync && throwing == .none }
}

extension SwiftEffects: ExpressibleByStringLiteral {
    /// `"async throws"`, `"throws(KotlinJSONError)"`: the spellings today's translators write.
    public init(stringLiteral value: String) {
        var rest = Substring(value)
        isAsync = rest.hasPrefix("async")
        if isAsync { rest = rest.dropFirst("async".count).drop { $0 == " " } }
        if rest.hasPrefix("throws(") && rest.hasSuffix(")") {
            throwing = .typed(SwiftType(String(rest.dropFirst("throws(".count).dropLast())))
        } else if rest == "throws" {
            throwing = .any
        } else {
            precondition(rest.isEmpty, "not effects: \(value)")
            throwing = .none
        }
    }
}
