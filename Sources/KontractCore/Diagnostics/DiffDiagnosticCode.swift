// The catalog of diff ids (KDnnnn): what changed between two versions of the contracts, and for whom it breaks.

/// Every change `kontract diff` classifies, with its stable id.
///
/// Ids never change meaning once released. Ranges: `KD00xx` reading the two sides, `KD01xx` SWIFT (source
/// compatibility of Swift written against the framework), `KD02xx` WIRE (kotlinx JSON between old and new
/// readers and writers), `KD03xx` KOTLIN (source compatibility of Kotlin callers).
public enum DiffDiagnosticCode: String, CaseIterable, Sendable, DiagnosticCatalogCode {
    public static let domain = DiagnosticDomain.diff

    // Reading the sides
    case sideUnreadable = "KD0001"
    case sideHasErrors = "KD0002"
    case sideHasNoContracts = "KD0003"

    // SWIFT
    case swiftTypeRemoved = "KD0101"
    case swiftPropertyRemoved = "KD0102"
    case swiftPropertyTypeChanged = "KD0103"
    case swiftInitializerChanged = "KD0104"
    case swiftEnumCaseAdded = "KD0105"
    case swiftEnumCaseRemoved = "KD0106"
    case swiftSealedCaseAdded = "KD0107"
    case swiftFunctionRemoved = "KD0108"
    case swiftFunctionChanged = "KD0109"
    case swiftShapeChanged = "KD0110"
    case swiftRequirementAdded = "KD0111"
    case swiftFunctionRequirementAdded = "KD0112"

    // WIRE
    case wireRequiredPropertyAdded = "KD0201"
    case wirePropertyRemoved = "KD0202"
    case wireSerialNameChanged = "KD0203"
    case wireEnumValueRemoved = "KD0204"
    case wireValueAdded = "KD0205"
    case wireDiscriminatorChanged = "KD0206"
    case wireClassSerialNameChanged = "KD0207"
    case wireNumberNarrowed = "KD0208"
    case wireNullabilityNarrowed = "KD0209"
    case wireTypeChanged = "KD0210"
    case wireDefaultChanged = "KD0211"
    case wireDefaultRemoved = "KD0212"
    case wireOptionalPropertyAdded = "KD0213"
    case wireNullabilityWidened = "KD0214"
    case wireNumberWidened = "KD0215"
    case wireDefaultAdded = "KD0216"

    // KOTLIN
    case kotlinDeclarationRemoved = "KD0301"
    case kotlinMemberRemoved = "KD0302"
    case kotlinParameterAdded = "KD0303"
    case kotlinDefaultRemoved = "KD0304"
    case kotlinTypeChanged = "KD0305"
    case kotlinKindChanged = "KD0306"
    case kotlinParameterRenamed = "KD0307"
    case kotlinVisibilityNarrowed = "KD0308"

    /// Breaking changes are errors; what breaks only some data or some code is a warning.
    public var defaultSeverity: Severity {
        switch self {
        case .wireValueAdded, .wireDefaultChanged, .wireNullabilityWidened, .wireNumberWidened: .warning
        default: .error
        }
    }

    /// One line saying what the id means (for `kontract help diagnostics` and docs/diff.md).
    public var summary: String {
        switch self {
        case .sideUnreadable: "a side of the diff cannot be read (missing path or git ref, not a git repository)"
        case .sideHasErrors: "a side of the diff has contract errors"
        case .sideHasNoContracts: "a side of the diff holds no contracts"
        case .swiftTypeRemoved: "a type Swift sees was removed or renamed (@ObjCName, a file facade, a clash rename)"
        case .swiftPropertyRemoved: "a property Swift reads was removed or its Swift name changed"
        case .swiftPropertyTypeChanged: "a property's Swift type changed (Int to Long, nullability, List to Set)"
        case .swiftInitializerChanged:
            "an initializer's parameters were added, removed, reordered or retyped (Swift has no default arguments)"
        case .swiftEnumCaseAdded: "a new case of a Swift enum breaks exhaustive switches (SKIE, swift style)"
        case .swiftEnumCaseRemoved: "an enum case Swift uses was removed or renamed"
        case .swiftSealedCaseAdded:
            "a new sealed subclass breaks exhaustive switches over onEnum(of:) or the Swift enum"
        case .swiftFunctionRemoved: "a function Swift calls was removed or renamed"
        case .swiftFunctionChanged: "a function's Swift signature changed (labels, types, suspend, flows)"
        case .swiftShapeChanged: "a type's Swift shape changed (struct, class, protocol, enum)"
        case .swiftRequirementAdded:
            "a protocol Swift classes adopt gained a property requirement: their conformances no longer compile"
        case .swiftFunctionRequirementAdded:
            "a protocol Swift classes adopt gained a function requirement: their conformances no longer compile"
        case .wireRequiredPropertyAdded: "a required property was added: new readers reject what old writers sent"
        case .wirePropertyRemoved: "a property was removed: old readers miss it, new readers reject it as unknown"
        case .wireSerialNameChanged: "a property's serial name changed: its JSON key differs between versions"
        case .wireEnumValueRemoved: "an enum value's serial name was removed or renamed: stored JSON no longer decodes"
        case .wireValueAdded: "a new enum value or sealed subclass: old readers reject it when it is sent"
        case .wireDiscriminatorChanged: "the class discriminator of a sealed type changed"
        case .wireClassSerialNameChanged:
            "a sealed subclass's serial name (the discriminator value) changed or was removed"
        case .wireNumberNarrowed: "a number was narrowed (Long to Int, Double to Float): old values overflow"
        case .wireNullabilityNarrowed: "a nullable property became non-null: null from old writers is rejected"
        case .wireTypeChanged: "a property's JSON kind changed (string to number, object to array)"
        case .wireDefaultChanged:
            "a default value changed: with encodeDefaults = false an absent field now means another value"
        case .wireDefaultRemoved: "a property lost its default: new readers reject JSON that left it out"
        case .wireOptionalPropertyAdded:
            "a property was added: old readers without ignoreUnknownKeys reject the new key"
        case .wireNullabilityWidened:
            "a non-null property became nullable: old readers reject the null new writers send"
        case .wireNumberWidened:
            "a number was widened (Int to Long): old readers reject the larger values new writers send"
        case .wireDefaultAdded:
            "a required property gained a default: new writers leave it out, old readers require it"
        case .kotlinDeclarationRemoved: "a Kotlin declaration was removed or renamed"
        case .kotlinMemberRemoved: "a Kotlin member (property, function, entry) was removed or renamed"
        case .kotlinParameterAdded: "a parameter without a default was added: Kotlin calls stop compiling"
        case .kotlinDefaultRemoved: "a parameter lost its default value"
        case .kotlinTypeChanged: "a Kotlin type of a property, parameter or result changed"
        case .kotlinKindChanged: "a declaration changed kind (data class, enum class, sealed, object, class)"
        case .kotlinParameterRenamed:
            "a parameter was removed, renamed or reordered: positional or named calls stop compiling"
        case .kotlinVisibilityNarrowed: "a public constructor became protected, internal or private"
        }
    }
}
