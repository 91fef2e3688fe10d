// A declaration of the resolved model: identity, place, and a payload per kind.

/// One declaration with its kind's members, every type resolved.
///
/// Kinds the format will gain (interfaces, classes with constructors, functions with type
/// parameters) are new `Kind` cases with their own payloads; consumers switch over `kind`.
public struct ResolvedDeclaration: Sendable {
    public enum Kind: Sendable {
        case dataClass(DataClassPayload)
        case enumClass(EnumPayload)
        /// A `sealed class` or `sealed interface`.
        case sealed(SealedPayload)
        /// An `object` or `data object`.
        case object(ObjectPayload)
        /// A `class`: a view model, or a plain class with constructors and properties.
        case plainClass(ClassPayload)
        /// An `interface` (not sealed): its member properties and functions; `modality` is `abstract`.
        case interface(ClassPayload)
        /// A Kotlin source file's top-level members (`SearchIos.kt`).
        case file(FilePayload)
    }

    public let id: DeclarationID
    /// The parsed declaration with where it stands (file, package, enclosing type).
    public let syntax: IndexedDeclaration
    public let kind: Kind
    /// The `supertypes` the contract lists (sealed parents, `ViewModel`).
    public let supertypes: [ResolvedType]
    /// The sealed types this declaration extends: the enclosing one, then `supertypes`.
    public let sealedParents: [DeclarationID]
    /// What each bounded type parameter stands for where the export erases it (its first bound, see
    /// `TypeResolver.erasure(of:in:)`), by Kotlin name: `T` of `A<T : Int>` → `Int`. Unbounded ones are absent.
    public var typeParameterErasures: [String: ResolvedType] = [:]
    /// What the declaration passes to its sealed superclass's constructor (`superArguments`), in the contract's
    /// order; nil when the contract does not say.
    public var superArguments: [ResolvedSuperArgument]?

    /// The simple name (`SearchUiState`, `SearchIos.kt`).
    public var name: String { syntax.declaration.name.value }
    /// The enclosing sealed type of a nested subclass.
    public var parent: DeclarationID? { syntax.parent.map(DeclarationID.init(qualifiedName:)) }

    /// Constructor properties of a data class, or an object's properties; empty for other kinds.
    public var properties: [ResolvedProperty] {
        switch kind {
        case .dataClass(let payload): payload.properties
        case .object(let payload): payload.properties
        case .enumClass(let payload): payload.properties
        default: []
        }
    }

    /// Computed properties of a data class.
    public var derived: [ResolvedDerivedProperty] {
        if case .dataClass(let payload) = kind { return payload.derived }
        if case .enumClass(let payload) = kind { return payload.derived }
        return []
    }

    /// Member properties of a class or interface; a sealed interface's abstract properties.
    public var memberProperties: [ResolvedMemberProperty] {
        switch kind {
        case .plainClass(let payload), .interface(let payload): payload.properties
        case .sealed(let payload): payload.properties
        default: []
        }
    }

    /// Top-level and extension properties of a file.
    public var fileProperties: [ResolvedFileProperty] {
        if case .file(let payload) = kind { return payload.properties }
        return []
    }

    /// Functions of a class, data class, object or file.
    public var functions: [ResolvedFunction] {
        switch kind {
        case .dataClass(let payload): payload.functions
        case .object(let payload): payload.functions
        case .enumClass(let payload): payload.functions
        case .plainClass(let payload), .interface(let payload): payload.functions
        case .file(let payload): payload.functions
        default: []
        }
    }
}

public struct DataClassPayload: Sendable {
    public let properties: [ResolvedProperty]
    public let derived: [ResolvedDerivedProperty]
    /// Member functions.
    public let functions: [ResolvedFunction]
}

public struct EnumPayload: Sendable {
    public let entries: [EnumEntry]
    /// The primary constructor's `val`/`var`s.
    public var properties: [ResolvedProperty] = []
    /// Body properties with a getter.
    public var derived: [ResolvedDerivedProperty] = []
    public var functions: [ResolvedFunction] = []
    /// Per entry, per property: the value the entry's constructor call gives it (its argument, else the
    /// property's default); nil where the checker refused it.
    public var values: [[ResolvedConstant?]] = []

    public init(entries: [EnumEntry]) { self.entries = entries }
}

public struct SealedPayload: Sendable {
    public let isInterface: Bool
    /// Nested and top-level subclasses, in source order.
    public let subclasses: [DeclarationID]
    /// A sealed interface's abstract member properties (`sealed interface UiState { val title: String }`).
    public var properties: [ResolvedMemberProperty] = []
    /// A sealed class's primary constructor parameters (`sealed class Result(val code: Int)`); empty without one.
    public var constructorParameters: [ResolvedConstructorParameter] = []
}

public struct ObjectPayload: Sendable {
    public let isData: Bool
    public let properties: [ResolvedProperty]
    /// Member functions.
    public let functions: [ResolvedFunction]
}

public struct ClassPayload: Sendable {
    /// True for a class extending androidx `ViewModel`.
    public let isViewModel: Bool
    public let properties: [ResolvedMemberProperty]
    public let functions: [ResolvedFunction]
    /// The constructors; the implicit `constructor()` when the contract lists none.
    public var constructors: [ResolvedConstructor] = []
    /// `final`, `open` or `abstract`.
    public var modality: ClassModality = .final
}

public struct FilePayload: Sendable {
    public let properties: [ResolvedFileProperty]
    public let functions: [ResolvedFunction]
    /// The Swift class the members hang on (`SearchIosKt`).
    public let facadeName: String
}
