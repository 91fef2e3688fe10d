// Constructors and modality of a plain class: `class Foo(val a: Int) { constructor(b: String) : this(0) }`.

/// One constructor of a `class`: its parameters in order, and whether Swift can call it.
public struct Constructor: Sendable {
    /// Kotlin visibility of a constructor; only `public` and `protected` ones are exported.
    public enum Visibility: String, Sendable, CaseIterable {
        case `public`
        case protected
        case `internal`
        case `private`

        /// True when the ObjC export shows the constructor to Swift.
        public var isExported: Bool { self == .public || self == .protected }
    }

    public var parameters: [ConstructorParameter] = []
    public var visibility: Visibility = .public
    /// Where the contract writes `visibility`; nil when it takes Kotlin's default.
    public var visibilityLocation: SourceLocation?
    public var doc: String?
    public var location: SourceLocation
    /// `@ObjCName` (parameters), `@Deprecated` (constructors).
    public var export = ObjCExportAnnotations()
    /// SKIE's `DefaultArgumentInterop.*` annotations on the constructor, with their object.
    public var annotations: [Located<String>] = []
    /// The arguments of those written with them (`DefaultArgumentInterop.MaximumDefaultArgumentCount` → `[.integer(1)]`).
    public var skieArguments: [String: [AnnotationArgument]] = [:]

    public init(location: SourceLocation) {
        self.location = location
    }
}

/// A constructor parameter: `{ "name", "type", "default"?, "property"? }`; `property` makes it a
/// primary-constructor `val` or `var`.
public struct ConstructorParameter: Sendable {
    /// `val` / `var` before a primary-constructor parameter.
    public enum Binding: String, Sendable, CaseIterable {
        case val
        case `var`
    }

    public var name: Located<String>
    public var type: KotlinType
    public var defaultValue: LocatedJSON?
    /// `val`/`var`: the parameter is also a member property.
    public var binding: Located<Binding>?
    public var doc: String?
    public var location: SourceLocation
    /// `@ObjCName` (parameters), `@Deprecated` (constructors).
    public var export = ObjCExportAnnotations()

    public init(name: Located<String>, type: KotlinType, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }
}

/// `final` (Kotlin's default), `open` or `abstract`.
public enum ClassModality: String, Sendable, CaseIterable {
    case final
    case open
    case abstract

    /// True when Kotlin lets another class extend it.
    public var isExtensible: Bool { self != .final }
}
