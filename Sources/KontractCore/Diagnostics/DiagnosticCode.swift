// The catalog of stable diagnostic ids: one case per kind of problem, kept in id order.

/// Every diagnostic Kontract's contract stages can report, with its stable id.
///
/// Ids never change meaning once released. Ranges: `KT00xx` reading input,
/// `KT01xx` contract structure, `KT02xx` types, `KT03xx` duplicates, `KT04xx`
/// default values, `KT05xx` declaration rules, `KT06xx` bridge and view models,
/// `KT07xx` Kotlin expressions, `KT08xx` naming surprises.
public enum DiagnosticCode: String, CaseIterable, Sendable, Codable, DiagnosticCatalogCode {
    public static let domain = DiagnosticDomain.contracts

    // Reading input
    case unreadablePath = "KT0001"
    case jsonSyntax = "KT0002"
    case invalidEncoding = "KT0003"
    case nestingTooDeep = "KT0004"
    case numberOutOfRange = "KT0005"
    case noContractsFound = "KT0006"
    case duplicateKey = "KT0007"

    // Contract structure
    case unknownKey = "KT0101"
    case missingKey = "KT0102"
    case wrongJSONKind = "KT0103"
    case unsupportedFormatVersion = "KT0104"
    case unknownDeclarationKind = "KT0105"
    case invalidValue = "KT0106"
    case invalidName = "KT0107"

    // Types
    case typeSyntax = "KT0201"
    case undeclaredType = "KT0202"
    case genericArity = "KT0203"
    case misplacedSpecialType = "KT0204"
    case unserializableType = "KT0205"
    case ambiguousType = "KT0206"
    case notAnException = "KT0207"
    case throwsWithoutCancellation = "KT0208"
    case emptyThrowsList = "KT0209"
    case structuredMapKey = "KT0210"
    case polymorphicProperty = "KT0211"
    case typeAliasCycle = "KT0212"
    case valueClassShape = "KT0213"

    // Duplicates
    case duplicateDeclaration = "KT0301"
    case duplicateProperty = "KT0302"
    case duplicateParameter = "KT0303"
    case duplicateEnumEntry = "KT0304"
    case duplicateSerialName = "KT0305"
    case duplicateFunction = "KT0306"

    // Default values
    case defaultTypeMismatch = "KT0401"
    case defaultOutOfRange = "KT0402"
    case defaultNotIntegral = "KT0403"
    case unknownEnumSerialName = "KT0404"
    case defaultMissingProperty = "KT0405"
    case nullForNonNullable = "KT0406"
    case defaultUnknownProperty = "KT0407"
    case unknownSubclassSerialName = "KT0408"

    // Declaration rules
    case transientWithoutDefault = "KT0501"
    case invalidSealedSubclass = "KT0502"
    case supertypeNotSealed = "KT0503"
    case requiredWithoutDefault = "KT0504"
    case emptySealedHierarchy = "KT0505"
    case discriminatorClash = "KT0506"
    case dataClassWithoutProperties = "KT0507"
    case invalidClassSupertype = "KT0508"
    case superArgument = "KT0509"
    case superArgumentsMissing = "KT0510"
    case invalidNesting = "KT0520"
    case libraryContent = "KT0521"

    // Bridge functions and view models
    case viewModelWithoutOwner = "KT0601"
    case viewModelNotAViewModel = "KT0602"
    case viewModelExtraParameters = "KT0603"
    case invalidReceiver = "KT0604"
    case nativeCoroutinesMismatch = "KT0605"

    // Kotlin expressions (derived and file properties)
    case expressionSyntax = "KT0701"
    case unsupportedExpression = "KT0702"
    case unknownReference = "KT0703"
    case expressionTypeMismatch = "KT0704"

    // Naming surprises
    case enumEntryPascalCase = "KT0801"

    /// Errors stop generation; warnings are shown and do not, unless `--warnings-as-errors`.
    public var defaultSeverity: Severity {
        switch self {
        // The Kotlin compiles: a warning where only kotlinx at run time fails (KT0210, KT0211, KT0506), or where
        // only reading a value the contract does not give fails (KT0510).
        case .viewModelExtraParameters, .enumEntryPascalCase, .requiredWithoutDefault, .emptySealedHierarchy,
            .structuredMapKey, .polymorphicProperty, .discriminatorClash, .superArgumentsMissing:
            .warning
        default:
            .error
        }
    }

    /// One line saying what the id means (for `kontract help diagnostics` and the docs).
    public var summary: String {
        switch self {
        case .unreadablePath: "a path cannot be read (missing, unreadable, or not a file or folder)"
        case .jsonSyntax: "the file is not well-formed JSON"
        case .invalidEncoding: "the file is not valid UTF-8, or holds a NUL character"
        case .nestingTooDeep: "the JSON nests deeper than the parser allows (2048 levels)"
        case .numberOutOfRange: "a number does not fit a 64-bit integer or a double"
        case .noContractsFound: "a folder holds no *.kontract.json file"
        case .duplicateKey: "an object has the same key twice"
        case .unknownKey: "a key the contract format does not define at that level"
        case .missingKey: "a required key is missing"
        case .wrongJSONKind: "a value has the wrong JSON kind (e.g. a number where a string belongs)"
        case .unsupportedFormatVersion: "`kontract` is not a format version this tool reads"
        case .unknownDeclarationKind: "`kind` names no declaration kind"
        case .invalidValue: "a value is not one of those allowed for its key"
        case .invalidName: "a name is not a valid Kotlin identifier or package"
        case .typeSyntax: "a Kotlin type expression does not parse"
        case .undeclaredType: "a type name is neither built in nor declared in the module"
        case .genericArity: "a generic type has the wrong number of type arguments"
        case .misplacedSpecialType:
            "`Unit` or `Nothing` as a derived or serialized property's type (or its collection element), or a bound"
        case .unserializableType: "a @Serializable class has a property kotlinx.serialization cannot serialize"
        case .ambiguousType: "a simple type name is declared in several packages; qualify it"
        case .notAnException: "a `throws` entry is not an exception class"
        case .throwsWithoutCancellation:
            "a suspend function's `throws` lists neither CancellationException nor a superclass of it"
        case .emptyThrowsList: "`throws` is an empty list (Kotlin's `@Throws()` needs at least one class)"
        case .structuredMapKey:
            "a serialized map's key is a class, list, map or sealed type: kotlinx's Json fails on it at run time"
        case .polymorphicProperty:
            "a @Serializable class has an interface- or function-typed property: kotlinx fails on its value at run time"
        case .typeAliasCycle: "a typealias expands to itself, directly or through other typealiases"
        case .valueClassShape: "a value class without exactly one property, or holding itself"
        case .duplicateDeclaration: "a name is declared twice in one package"
        case .duplicateProperty: "a property name appears twice in one declaration"
        case .duplicateParameter: "a parameter or type parameter name appears twice in one function"
        case .duplicateEnumEntry: "an enum entry name appears twice"
        case .duplicateSerialName: "two properties, entries or subclasses share a serial name"
        case .duplicateFunction: "a function with the same name and parameter types is declared twice"
        case .defaultTypeMismatch: "a default (or initial) value's JSON does not fit the property's type"
        case .defaultOutOfRange: "a numeric default is outside its Kotlin type's range"
        case .defaultNotIntegral: "a fractional number is the default of an integer type"
        case .unknownEnumSerialName: "an enum default names no entry's serial name"
        case .defaultMissingProperty: "an object default lacks a property the data class requires"
        case .nullForNonNullable: "`null` is the default of a non-nullable type"
        case .defaultUnknownProperty: "an object default has a key the data class does not have"
        case .unknownSubclassSerialName: "a sealed type's default names no subclass in its class discriminator"
        case .transientWithoutDefault: "a `transient` property has no default"
        case .invalidSealedSubclass: "a sealed subclass is not a data class, object or sealed type"
        case .supertypeNotSealed: "a `supertypes` entry of a data class or object is not a sealed type"
        case .requiredWithoutDefault: "`required` on a property without a default changes nothing"
        case .emptySealedHierarchy: "a sealed type has no subclasses"
        case .discriminatorClash:
            "a sealed subclass has a property named as the class discriminator: kotlinx fails to encode it as its parent"
        case .dataClassWithoutProperties: "a data class has no constructor parameter (Kotlin requires one)"
        case .invalidClassSupertype: "a class's supertype is neither ViewModel nor a declared class"
        case .superArgument:
            "a sealed class's constructor, or the `superArguments` a subclass (or a data class below an open class) passes, breaks Kotlin's rules (a missing, extra or wrongly typed argument)"
        case .superArgumentsMissing:
            "a class or object below an open or abstract class whose constructors all take arguments does not say what it passes (`superArguments`): the superclass's constructor properties have no value on it"
        case .invalidNesting:
            "a nested declaration Kotlin does not allow there (an inner class outside a class, a second companion)"
        case .libraryContent:
            "a library contract holds what the export never shows of a library (a `file` declaration, a `json` configuration) or a serializer Kontract does not emulate (`\"serializable\": true`)"
        case .viewModelWithoutOwner: "a `provides: viewModel` function has no ViewModelStoreOwner parameter"
        case .viewModelNotAViewModel: "a `provides: viewModel` function does not return a ViewModel class"
        case .viewModelExtraParameters:
            "a `provides: viewModel` function has parameters besides the owner; the default key ignores them"
        case .invalidReceiver: "an extension property's receiver is not a type it can extend"
        case .nativeCoroutinesMismatch: "a NativeCoroutines annotation is on a declaration of the wrong type"
        case .expressionSyntax: "a `kotlin` expression does not parse"
        case .unsupportedExpression: "a `kotlin` expression uses something outside the supported subset"
        case .unknownReference: "a `kotlin` expression refers to an unknown property or function"
        case .expressionTypeMismatch: "a `kotlin` expression's type does not fit where it is used"
        case .enumEntryPascalCase: "a PascalCase enum entry reaches Swift lowercased whole (TermsOfUse → .termsofuse)"
        }
    }
}
