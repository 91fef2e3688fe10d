// Every KontractRuntime symbol and import the generated code uses, in one place.

import KontractCore

/// Names of the runtime library (Sources/KontractRuntime) as generated code spells them.
public enum RuntimeNames {
    /// The modules every generated file imports.
    public static let imports = ["Foundation", "KontractRuntime"]

    public static let base = "KotlinBase"
    public static let enumBase = "KotlinEnum"
    public static let array = "KotlinArray"
    public static let unit = "KotlinUnit"
    public static let nothing = "KotlinNothing"
    public static let stringConvertible = "KotlinStringConvertible"
    public static let hashable = "KotlinHashable"

    // View models and coroutines (see ViewModelClassTranslator, BridgeFunctionTranslator).
    public static let transcriptViewModel = "TranscriptViewModel"
    public static let stateFlow = "StateFlow"
    public static let mutableStateFlow = "MutableStateFlow"
    public static let mutableSharedFlow = "MutableSharedFlow"
    public static let nativeFlow = "NativeFlow"
    public static let nativeSuspend = "NativeSuspend"
    public static let viewModelStoreOwner = "ViewModelStoreOwner"
    public static let viewModelStore = "ViewModelStore"
    public static let koin = "Koin"
    /// `koinViewModel(VM.self, owner: owner, orElse: { ... })`: the provider look-up a bridge function does.
    public static let koinViewModel = "koinViewModel"

    /// `Kotlin.toString(x)`: Kotlin `toString()` of any value.
    public static func toString(_ expression: String) -> String { "Kotlin.toString(\(expression))" }
    /// `Kotlin.toString(char: c)`: a `unichar` printed as a character.
    public static func charToString(_ expression: String) -> String { "Kotlin.toString(char: \(expression))" }
    /// `Kotlin.hashCode(x)`: Kotlin `hashCode()` of any value.
    public static func hashCode(_ expression: String) -> String { "Kotlin.hashCode(\(expression))" }
    /// `Kotlin.hashCode(char: c)`.
    public static func charHashCode(_ expression: String) -> String { "Kotlin.hashCode(char: \(expression))" }
    /// Data-class equality of a `Float`/`Double` property (`compare(a, b) == 0`).
    public static func dataEquals(_ lhs: String, _ rhs: String) -> String { "Kotlin.dataEquals(\(lhs), \(rhs))" }
    /// Kotlin `equals` of values Swift cannot compare with `==` (`Any`, existentials): a
    /// file-private helper the generator emits (see `SupportFunctions`), not a runtime symbol.
    public static let equalsHelper = "kontractEquals"
    public static func equals(_ lhs: String, _ rhs: String) -> String { "\(equalsHelper)(\(lhs), \(rhs))" }

    /// `KotlinInt` for `Int`.
    public static func box(_ primitive: KotlinPrimitive) -> String { "Kotlin" + primitive.rawValue }

    /// `KotlinIntArray` for `IntArray`.
    public static func primitiveArray(_ primitive: KotlinPrimitive) -> String { "Kotlin" + primitive.arrayName }
}
