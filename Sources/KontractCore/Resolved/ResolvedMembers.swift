// Members of resolved declarations: each parsed member with its types resolved once.

// Every member keeps its parsed form as `syntax` (name, serial name, locations) and reads its
// other fields through it (`property.name`, `property.location`); `type` is the resolved type,
// `typeLocation` where the contract wrote it, and a default is a typed `ResolvedConstant`.

/// A data-class constructor property or an object property.
public struct ResolvedProperty: Sendable, ResolvedSyntax {
    /// The member as the contract wrote it (name, serial name, default, location).
    public let syntax: Property
    public let type: ResolvedType
    /// The Kotlin default; nil when there is none.
    public let defaultValue: ResolvedConstant?
}

/// A computed property of a data class (`kotlin` getter).
public struct ResolvedDerivedProperty: Sendable, ResolvedSyntax {
    public let syntax: DerivedProperty
    public let type: ResolvedType
}

/// A member property of a class (a view model's flows).
public struct ResolvedMemberProperty: Sendable, ResolvedSyntax {
    public let syntax: MemberProperty
    public let type: ResolvedType
    /// A flow's first value (a value of the flow's element type).
    public let initial: ResolvedConstant?
}

/// A top-level or extension property of a file.
public struct ResolvedFileProperty: Sendable, ResolvedSyntax {
    public let syntax: FileProperty
    public let type: ResolvedType
    /// The extension receiver, nil for a top-level property.
    public let receiver: ResolvedType?
    /// A flow's first value (the contract's `initial`).
    public var initial: ResolvedConstant?

    /// The same property under another name at the same place: the generator's exporter mangling (`x_`).
    public func renamed(_ name: String) -> ResolvedFileProperty {
        var syntax = self.syntax
        syntax.name = Located(name, at: syntax.name.location)
        return ResolvedFileProperty(syntax: syntax, type: type, receiver: receiver, initial: initial)
    }
}

/// A function parameter.
public struct ResolvedParameter: Sendable, ResolvedSyntax {
    public let syntax: Parameter
    public let type: ResolvedType
    /// The parameter's Kotlin default when it is a constant (`default`); nil otherwise.
    public let defaultValue: ResolvedConstant?
    /// The parameter's Kotlin default when it is Kotlin code (`defaultKotlin`), typed with the function's
    /// owner or receiver as `this`; nil otherwise.
    public var defaultExpression: TypedExpression? = nil

    /// Kotlin gives the parameter a default (a constant or code): callers may leave it out.
    public var hasDefault: Bool { defaultValue != nil || defaultExpression != nil }
}

/// What a bridge function provides to Swift (the contract's `provides`).
public enum ProvidedValue: String, Sendable, CaseIterable {
    /// A view-model factory (`provides: "viewModel"`).
    case viewModel
}

/// A member or top-level function.
public struct ResolvedFunction: Sendable, ResolvedSyntax {
    public let syntax: Function
    public let parameters: [ResolvedParameter]
    /// The extended type of an extension function; nil for other functions.
    public let receiver: ResolvedType?
    public let returns: ResolvedType
    /// The exception classes of `@Throws`.
    public let throwsTypes: [ResolvedType]
    public let provides: ProvidedValue?
}
