// A declaration of a contract: data class, enum, sealed type, object, class or file.

/// One Kotlin declaration. Fields that a kind does not use stay empty; the parser
/// rejects keys that do not belong to the kind.
public struct Declaration: Sendable {
    /// The `kind` values of the contract format.
    public enum Kind: String, Sendable, CaseIterable {
        case dataClass = "data class"
        case enumClass = "enum class"
        case sealedClass = "sealed class"
        case sealedInterface = "sealed interface"
        case object = "object"
        case dataObject = "data object"
        case plainClass = "class"
        case interface = "interface"
        case file = "file"

        public var isSealed: Bool { self == .sealedClass || self == .sealedInterface }
        public var isObject: Bool { self == .object || self == .dataObject }
    }

    public var kind: Kind
    /// The simple name (`SearchUiState`), or the file name (`SearchIos.kt`) for a file.
    public var name: Located<String>
    /// Where the declaration's object starts.
    public var location: SourceLocation
    public var doc: String?
    /// kotlinx `@SerialName` of the class.
    public var serialName: Located<String>?

    /// Data class or enum class constructor parameters (`val`/`var`), or an object's properties.
    public var properties: [Property] = []
    /// Computed properties of a data class.
    public var derived: [DerivedProperty] = []
    /// Sealed parents (for data classes, objects and sealed types), `ViewModel` or a superclass and
    /// interfaces for a class, the interfaces an interface extends.
    public var supertypes: [KotlinType] = []
    /// Whether the class is `@Serializable` (data classes, enums, sealed types, objects).
    public var isSerializable = true
    /// Enum entries in order.
    public var entries: [EnumEntry] = []
    /// Subclasses nested inside a sealed type.
    public var subclasses: [Declaration] = []
    /// Declarations nested in this one that are not its sealed subclasses (`nested`), then its companion
    /// object (`companion`, an `object` whose `isCompanion` is true).
    public var nested: [Declaration] = []
    /// `inner class`: a nested class holding its outer instance (`Outer.Inner(_: Outer)` in Swift).
    public var isInner = false
    /// `companion object`: reached as `Outer.companion` and `Outer.Companion.shared` in Swift.
    public var isCompanion = false
    /// Member properties of a plain class (a view model's flows).
    public var memberProperties: [MemberProperty] = []
    /// Member extension properties of a class or interface (`val Foo.ext: Int` in its body): Swift sees their
    /// getter and setter as methods (`ext(_:)`, `setExt(_:value:)`), never as properties.
    public var memberExtensionProperties: [MemberProperty] = []
    /// Member functions of a class, data class or object, or top-level and extension functions of a file.
    public var functions: [Function] = []
    /// Top-level and extension properties of a file.
    public var fileProperties: [FileProperty] = []
    /// The source set of a file (`iosMain`).
    public var sourceSet: Located<String>?
    /// A plain class's or a sealed class's constructors; nil when the contract leaves them out (Kotlin's implicit
    /// `constructor()`).
    public var constructors: [Constructor]?
    /// A data class's primary constructor as its `"constructor"` key annotates it (`data class A
    /// @DefaultArgumentInterop.Enabled constructor(…)`); nil when the key is absent.
    public var dataClassConstructor: Constructor?
    /// What a class below a sealed class with constructor parameters passes to them (`superArguments`), by
    /// parameter; nil when the contract does not say.
    public var superArguments: [SuperArgument]?
    /// A plain class's or an interface's type parameters (`class Box<out T : Any>`).
    public var typeParameters: [TypeParameter] = []
    /// A plain class's `final` / `open` / `abstract`.
    public var modality: ClassModality = .final
    /// `@ObjCName`, `@ObjCEnum`, `@Deprecated` on the class.
    public var export = ObjCExportAnnotations()
    /// SKIE's configuration annotations of a class-like declaration, with their object (`SealedInterop.Disabled`).
    public var skieAnnotations: [String] = []
    /// The arguments of SKIE's annotations written with them (`SealedInterop.ElseName` → `["Other"]`), by name.
    public var skieArguments: [String: [AnnotationArgument]] = [:]

    public init(kind: Kind, name: Located<String>, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.location = location
    }

    /// The Swift class a file's members hang on, as Kotlin names a file facade: the file name without
    /// `.kt`, every character that is not a letter or digit replaced by `_`, the first letter capitalized,
    /// then `Kt` (`SearchIos.kt` → `SearchIosKt`, `Platform.ios.kt` → `Platform_iosKt`, `values.kt` → `ValuesKt`).
    public var fileFacadeName: String? {
        guard kind == .file else { return nil }
        return Self.facadeName(ofFile: name.value)
    }

    /// Kotlin's file-part class name (`PackagePartClassUtils.getFilePartShortName`).
    public static func facadeName(ofFile fileName: String) -> String {
        var base = fileName
        if base.hasSuffix(".kt") { base.removeLast(3) }
        let sanitized = String(
            base.unicodeScalars.map { scalar in
                scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal ? Character(scalar) : "_"
            })
        guard let first = sanitized.first else { return "_Kt" }
        let capitalized = first.isASCII ? first.uppercased() + sanitized.dropFirst() : sanitized
        return capitalized + "Kt"
    }
}

/// One entry of an enum class.
public struct EnumEntry: Sendable {
    public var name: Located<String>
    public var serialName: Located<String>?
    /// `@ObjCName`, `@ObjCEnum.EntryName`, `@Deprecated` on the entry.
    public var export = ObjCExportAnnotations()
    /// The arguments of the entry's constructor call (`HOME("Home")`), one per enum property in order, as
    /// defaults are written (the JSON kotlinx encodes for the value); missing trailing ones take the defaults.
    public var arguments: [LocatedJSON] = []
    /// Named arguments (`C(b = "b")`, the `arguments` object form), in the contract's order.
    public var namedArguments: [JSONMember] = []

    public init(name: Located<String>, serialName: Located<String>? = nil) {
        self.name = name
        self.serialName = serialName
    }

    /// The JSON name: the serial name when there is one, else the entry name.
    public var jsonName: String { serialName?.value ?? name.value }
}
