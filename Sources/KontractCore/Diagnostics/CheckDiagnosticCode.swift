// The catalog of `kontract check` ids (KCnnnn): one case per kind of failure, in id order.

/// Every failure `kontract check` reports, with its stable id.
///
/// Ids never change meaning once released. Ranges: `KC00xx` reading inputs, `KC01xx` JSON
/// text, `KC02xx` kotlinx's rules for the contract's types, `KC03xx` fixture expectations,
/// `KC04xx` view-model transcripts, `KC05xx` fixture files themselves.
public enum CheckDiagnosticCode: String, CaseIterable, Sendable, DiagnosticCatalogCode {
    public static let domain = DiagnosticDomain.checkedJSON

    // Reading inputs
    case unreadableInput = "KC0001"
    case unknownType = "KC0002"

    // JSON text
    case notJSON = "KC0101"
    case invalidUTF8 = "KC0102"
    case nestingTooDeep = "KC0103"
    case noValue = "KC0104"
    case binaryInput = "KC0105"

    // kotlinx's rules
    case wrongType = "KC0201"
    case missingField = "KC0202"
    case unknownKey = "KC0203"
    case outOfRange = "KC0204"
    case unknownEnumName = "KC0205"
    case badDiscriminator = "KC0206"
    case rejectedByKotlinx = "KC0207"
    case notReEncodable = "KC0208"

    // Fixture expectations
    case toStringMismatch = "KC0301"
    case derivedMismatch = "KC0302"
    case canonicalMismatch = "KC0303"
    case unexpectedlyAccepted = "KC0304"
    case rejectionMismatch = "KC0305"

    // Transcripts
    case unknownFunction = "KC0401"
    case argumentMismatch = "KC0402"
    case unknownViewModel = "KC0403"
    case initialStateMismatch = "KC0404"
    case repeatedState = "KC0405"
    case resultMismatch = "KC0406"

    // Fixture files
    case malformedFixture = "KC0501"
    case noFixtures = "KC0502"

    /// Every failure of a checked value is an error; a value kotlinx decodes but cannot encode again is
    /// accepted, as kotlinx accepts it, with a warning.
    public var defaultSeverity: Severity { self == .notReEncodable ? .warning : .error }

    /// One line for `kontract help diagnostics` and the docs.
    public var summary: String {
        switch self {
        case .unreadableInput: "An input file cannot be read"
        case .unknownType: "The type (or view model) named is not a serializable declaration of the contracts"
        case .notJSON: "The text is not JSON kotlinx can read (syntax error, truncated value)"
        case .invalidUTF8: "The text is not valid UTF-8"
        case .nestingTooDeep: "Arrays and objects nest deeper than the checker follows"
        case .noValue: "The input holds no JSON value (an empty file)"
        case .binaryInput: "The input is binary (it holds NUL bytes), not JSON"
        case .wrongType: "A value has the wrong JSON type for its Kotlin type"
        case .missingField: "A required property (one without a default) is missing"
        case .unknownKey: "An object has a key its class does not declare (and ignoreUnknownKeys is off)"
        case .outOfRange: "A number does not fit its Kotlin type (Int range, unsigned, special floating values)"
        case .unknownEnumName: "A string names no enum entry (by serial name)"
        case .badDiscriminator: "A sealed value's class discriminator is missing or names no subclass"
        case .rejectedByKotlinx: "kotlinx rejects the value for another reason (its message is quoted)"
        case .notReEncodable:
            "kotlinx decodes the value but cannot encode it again (a warning: a sealed subclass property named as the discriminator)"
        case .toStringMismatch: "An accepted fixture's Kotlin toString() differs from the expected text"
        case .derivedMismatch: "A derived property's value differs from the fixture's expectation"
        case .canonicalMismatch: "kotlinx's re-encoding of an accepted fixture differs from the expected text"
        case .unexpectedlyAccepted: "A fixture expected to be rejected was accepted"
        case .rejectionMismatch: "A rejected fixture failed with another path or kind than expected"
        case .unknownFunction: "A transcript calls a function the view model does not declare"
        case .argumentMismatch: "A transcript call's arguments do not match the function's parameters"
        case .unknownViewModel: "A transcript names no view model, or a state property it lacks"
        case .initialStateMismatch: "A transcript's initial state differs from the contract's initial value"
        case .repeatedState: "A transcript state equals the one before it (a StateFlow never emits that)"
        case .resultMismatch:
            "A transcript call's result is missing for a function returning a value, or given for one returning Unit"
        case .malformedFixture: "A fixture or transcript file does not follow the fixture format"
        case .noFixtures: "No fixture or transcript files were found"
        }
    }

    /// The short kind name fixtures use in `reject[].kind` (`wrongType`, `missingField`...).
    public var kindName: String { name }

    /// The code whose `kindName` is `name`.
    public init?(kindName name: String) {
        guard let code = Self.allCases.first(where: { $0.kindName == name }) else { return nil }
        self = code
    }
}
