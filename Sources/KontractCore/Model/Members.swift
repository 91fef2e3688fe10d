// Properties, parameters and functions of declarations.

/// A data class constructor parameter (or an object property).
public struct Property: Sendable {
    /// kotlinx `@EncodeDefault` modes.
    public enum EncodeDefaultMode: String, Sendable, CaseIterable {
        case always
        case never
    }

    public var name: Located<String>
    public var type: KotlinType
    /// The Kotlin default, as the JSON kotlinx would encode for it; nil when there is none.
    public var defaultValue: LocatedJSON?
    public var serialName: Located<String>?
    public var isTransient = false
    public var encodeDefault: EncodeDefaultMode?
    public var isRequired = false
    public var jsonNames: [Located<String>] = []
    public var doc: String?
    public var location: SourceLocation
    /// `var` instead of `val`: settable from Swift (`{ get set }`).
    public var isMutable = false
    /// `@ObjCName`, `@Deprecated` (export annotations).
    public var export = ObjCExportAnnotations()
    /// An object property's annotations (`@NativeCoroutines val time: StateFlow<Long>`, `@HiddenFromObjC`); a data
    /// class's constructor property takes none.
    public var annotations: [Located<String>] = []

    public init(name: Located<String>, type: KotlinType, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }

    /// True when the property carries the annotation `name` (`NativeCoroutinesState`).
    public func hasAnnotation(_ name: String) -> Bool { annotations.contains { $0.value == name } }

    /// The JSON key: the serial name when there is one, else the property name.
    public var jsonName: String { serialName?.value ?? name.value }
}

/// A computed property of a data class: `{ "name", "type", "kotlin" }`.
public struct DerivedProperty: Sendable {
    public var name: Located<String>
    public var type: KotlinType
    /// The getter's Kotlin expression; its location is the string's opening quote.
    public var kotlin: Located<String>
    public var doc: String?
    public var location: SourceLocation

    public init(name: Located<String>, type: KotlinType, kotlin: Located<String>, location: SourceLocation) {
        self.name = name
        self.type = type
        self.kotlin = kotlin
        self.location = location
    }
}

/// A member property of a plain class: `{ "name", "type", "mutable"?, "initial"? }`.
public struct MemberProperty: Sendable {
    public var name: Located<String>
    public var type: KotlinType
    /// The extended type of a member extension property (`val Foo.ext: Int` inside a class); nil otherwise.
    public var receiver: KotlinType?
    public var isMutable = false
    /// The JSON of a flow's first value.
    public var initial: LocatedJSON?
    public var annotations: [Located<String>] = []
    public var doc: String?
    public var location: SourceLocation
    /// `@ObjCName`, `@Deprecated` (export annotations).
    public var export = ObjCExportAnnotations()

    public init(name: Located<String>, type: KotlinType, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }
}

/// A top-level or extension property of a file: `{ "name", "type", "receiver"?, "annotations"?, "kotlin"?,
/// "initial"? }`.
public struct FileProperty: Sendable {
    public var name: Located<String>
    public var type: KotlinType
    public var receiver: KotlinType?
    /// The JSON of a flow's first value.
    public var initial: LocatedJSON?
    public var annotations: [Located<String>] = []
    /// The getter's Kotlin expression, evaluated with the receiver as `this`.
    public var kotlin: Located<String>?
    public var doc: String?
    public var location: SourceLocation
    /// `var` instead of `val`: settable from Swift (`{ get set }`).
    public var isMutable = false
    /// `@ObjCName`, `@Deprecated` (export annotations).
    public var export = ObjCExportAnnotations()

    public init(name: Located<String>, type: KotlinType, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }

    public func hasAnnotation(_ name: String) -> Bool { annotations.contains { $0.value == name } }
}

/// A function parameter: `{ "name", "type", "default"?, "defaultKotlin"?, "vararg"? }`.
public struct Parameter: Sendable {
    public var name: Located<String>
    /// The declared type; for a `vararg` parameter the element type (`vararg args: String` is `"String"`).
    public var type: KotlinType
    /// `vararg`: the function takes the elements as an array (`Array<out T>`, `IntArray` for `Int`).
    public var isVararg = false
    public var defaultValue: LocatedJSON?
    /// `defaultKotlin`: a default that is Kotlin code, not a constant (`i: Int = zero`), in the getter subset,
    /// evaluated with the function's owner (or an extension's receiver) as `this`.
    public var defaultKotlin: Located<String>?
    public var location: SourceLocation
    /// `@ObjCName`, `@Deprecated` (export annotations).
    public var export = ObjCExportAnnotations()

    public init(name: Located<String>, type: KotlinType, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }
}

/// A member or top-level function.
public struct Function: Sendable {
    public var name: Located<String>
    /// `fun <T : Bound> foo(...)`: the function's type parameters, in order.
    public var typeParameters: [TypeParameter] = []
    public var parameters: [Parameter] = []
    /// The extended type of an extension function (`fun Foo.bar()`); nil for other functions.
    public var receiver: KotlinType?
    /// The return type; `Unit` when the contract leaves `returns` out.
    public var returns: KotlinType
    public var isSuspend = false
    /// The exception classes of `@Throws`, when the function declares them.
    public var throwsTypes: [KotlinType] = []
    public var annotations: [Located<String>] = []
    /// The arguments of SKIE's annotations written with them
    /// (`DefaultArgumentInterop.MaximumDefaultArgumentCount` → `[.integer(1)]`), by name.
    public var skieArguments: [String: [AnnotationArgument]] = [:]
    /// `"viewModel"` marks a view-model factory bridge function.
    public var provides: Located<String>?
    public var doc: String?
    public var location: SourceLocation
    /// `@ObjCName`, `@Deprecated` (export annotations).
    public var export = ObjCExportAnnotations()

    public init(name: Located<String>, returns: KotlinType, location: SourceLocation) {
        self.name = name
        self.returns = returns
        self.location = location
    }

    public func hasAnnotation(_ name: String) -> Bool { annotations.contains { $0.value == name } }

    /// True for a `provides: "viewModel"` bridge function.
    public var providesViewModel: Bool { provides?.value == "viewModel" }
}
