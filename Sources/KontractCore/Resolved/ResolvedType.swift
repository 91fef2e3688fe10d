// A Kotlin type after name resolution: what each name in a type expression denotes.

/// A type with every name resolved against the built-ins and the module's declarations.
///
/// For example: `List<PokemonRef>?` in package `p` resolves to
/// `ResolvedType(.generic(.list, [.declared("p.PokemonRef")]), isNullable: true)`.
public struct ResolvedType: Sendable, Hashable, CustomStringConvertible {
    public indirect enum Kind: Sendable, Hashable {
        case primitive(KotlinPrimitive)
        case string
        case unit
        case any
        case nothing
        /// `IntArray`, `BooleanArray`, ...
        case primitiveArray(KotlinPrimitive)
        case generic(KotlinBuiltinGeneric, [ResolvedType])
        case platform(KotlinPlatformType)
        /// An Apple platform class (`platform.Foundation.NSDate`), which Swift sees through Apple's bridging (`Date`).
        case apple(ApplePlatformType)
        /// A standard exception class (`IllegalStateException`); `Throwable` is `.platform(.throwable)`.
        case exception(KotlinStandardException)
        /// A declaration of the module, by its qualified name (`pkg.Outer.Inner`), with the type arguments of a
        /// generic class or interface (`Box<String>`).
        case declared(String, arguments: [ResolvedType] = [])
        /// A type parameter of the enclosing generic class (`T` of `class Box<T>`), which Swift sees as itself.
        case typeParameter(String)
        case function(parameters: [ResolvedType], returns: ResolvedType, isSuspend: Bool)
        /// `*` in a type argument.
        case star
        /// A name that did not resolve (already reported).
        case unresolved
    }

    public var kind: Kind
    public var isNullable: Bool
    /// The value class (qualified name) this type is the underlying type of, where the contract wrote a value class
    /// (`UserId` for `value class UserId(val raw: String)`): `kind` is the underlying type's, as Swift and kotlinx see
    /// it; Kotlin's spelling and the exporter's boxing rules read the name.
    public var valueClass: String?
    /// Kotlin's spelling (`Number`, `Comparable<String>`) of a standard type the exporter shows as `id`
    /// (``KotlinHiddenType``): `kind` is `.any`, as Swift sees it; Kotlin's spelling and messages read this.
    public var hiddenType: String?
    /// A function type with a receiver (`A.(B) -> C`): its first parameter is the receiver, which the exporter's
    /// block takes as its first parameter; only Kotlin's spelling tells them apart.
    public var hasReceiver = false

    public init(_ kind: Kind, isNullable: Bool = false) {
        self.kind = kind
        self.isNullable = isNullable
    }

    public var nonNullable: ResolvedType {
        var type = ResolvedType(kind, isNullable: false)
        type.valueClass = valueClass
        type.hiddenType = hiddenType
        type.hasReceiver = hasReceiver
        return type
    }

    /// What a `vararg` parameter of `element` is inside its function: `IntArray` for a non-null
    /// primitive, `Array<out T>` (here `Array<T>`) otherwise.
    public static func varargArray(of element: ResolvedType) -> ResolvedType {
        if let primitive = element.primitive, !element.isNullable, !primitive.isUnsigned {
            return ResolvedType(.primitiveArray(primitive))
        }
        return ResolvedType(.generic(.array, [element]))
    }

    /// The qualified name of a declared type.
    public var declaredName: String? {
        if case .declared(let name, _) = kind { return name }
        return nil
    }

    /// True when the type is or holds (as a type argument) a platform type of the bridge runtime (`ViewModel`,
    /// `Koin`, …; not `Throwable`, which is a value class of its own).
    public var mentionsPlatformType: Bool {
        switch kind {
        case .platform(.throwable): return false
        case .platform: return true
        case .generic(_, let arguments): return arguments.contains(where: \.mentionsPlatformType)
        default: return false
        }
    }

    public var primitive: KotlinPrimitive? {
        if case .primitive(let primitive) = kind { return primitive }
        return nil
    }

    public var description: String { kotlinSpelling(declared: { $0 }) }

    /// The type as Kotlin source spells it, with `declared` writing each declared name (for
    /// example relative to a package, with backquotes) and `unresolved` standing for a name
    /// that did not resolve. `qualifiesImports` writes the built-ins Kotlin does not import by default by their
    /// qualified names (`kotlin.reflect.KClass`), as a Kotlin source file without imports needs them.
    /// `importsPlatformTypes` writes Apple platform types by their simple names (`NSDate`), for a file that imports
    /// them (`import platform.Foundation.NSDate`); otherwise qualified, as a contract writes them.
    public func kotlinSpelling(
        declared: (String) -> String, unresolved: String = "<error>", qualifiesImports: Bool = false,
        importsPlatformTypes: Bool = false
    ) -> String {
        func spell(_ type: ResolvedType) -> String {
            type.kotlinSpelling(
                declared: declared, unresolved: unresolved, qualifiesImports: qualifiesImports,
                importsPlatformTypes: importsPlatformTypes)
        }
        if let valueClass { return declared(valueClass) + (isNullable ? "?" : "") }
        if let hiddenType { return hiddenType + (isNullable ? "?" : "") }
        let base: String
        switch kind {
        case .primitive(let primitive): base = primitive.rawValue
        case .string: base = "String"
        case .unit: base = "Unit"
        case .any: base = "Any"
        case .nothing: base = "Nothing"
        case .primitiveArray(let primitive): base = primitive.arrayName
        case .generic(let generic, let arguments):
            let name = qualifiesImports && generic == .kclass ? "kotlin.reflect.KClass" : generic.rawValue
            base = "\(name)<\(arguments.map(spell).joined(separator: ", "))>"
        case .platform(let platform): base = platform.rawValue
        case .apple(let apple): base = importsPlatformTypes ? apple.name : apple.qualifiedName
        case .exception(let exception): base = exception.rawValue
        case .declared(let name, let arguments):
            base = declared(name) + (arguments.isEmpty ? "" : "<\(arguments.map(spell).joined(separator: ", "))>")
        case .typeParameter(let name): base = name
        case .function(let parameters, let returns, let isSuspend):
            let text =
                (isSuspend ? "suspend " : "")
                + FunctionTypeSpelling.text(parameters.map(spell), returns: spell(returns), hasReceiver: hasReceiver)
            return isNullable ? "(\(text))?" : text
        case .star: return "*"
        case .unresolved: base = unresolved
        }
        return isNullable ? base + "?" : base
    }
}
