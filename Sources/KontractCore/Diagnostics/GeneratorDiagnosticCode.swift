// The catalog of generator ids (KGnnnn): what a valid contract holds that the generator cannot express.

/// Every refusal of `kontract generate`, with its stable id. `kontract validate` runs the
/// generator's translation for every configuration and reports these too, so a contract that
/// validates also generates.
///
/// Ids never change meaning once released. Ranges: `KG00xx` the run as a whole, `KG01xx` types,
/// `KG02xx` values, `KG03xx` view models, `KG04xx` serialization, `KG05xx` contract tests (fixtures
/// and transcripts, `generate --tests`).
public enum GeneratorDiagnosticCode: String, CaseIterable, Sendable, DiagnosticCatalogCode {
    public static let domain = DiagnosticDomain.generator

    // The run
    case duplicateOutputName = "KG0001"
    case declarationLeftOut = "KG0002"
    case annotationNotEmulated = "KG0003"
    case switchNotEmulated = "KG0004"
    case exportMatchesNoLibrary = "KG0005"

    // Types
    case unsupportedType = "KG0101"
    case supertypeNotEmulated = "KG0102"
    case memberNameTaken = "KG0103"

    // Values
    case unspellableDefault = "KG0201"
    // KG0202 (an object property without 'default') is retired: such a property is held by a test-face storage.

    // View models
    case stateFlowWithoutInitial = "KG0301"
    case viewModelMemberClash = "KG0302"
    case viewModelFunctionLeftOut = "KG0303"
    case viewModelPropertyNotEmulated = "KG0304"

    // Serialization
    case notSerializable = "KG0401"

    // Contract tests
    case fixtureTypeNotTestable = "KG0501"
    case fixtureUnknownMember = "KG0502"
    case transcriptUnknownCall = "KG0503"
    case transcriptMissingArgument = "KG0504"
    case defaultsTestLeftOut = "KG0505"
    case transcriptMissingResult = "KG0506"

    /// Errors stop generation; warnings are shown and do not, unless `--warnings-as-errors`.
    public var defaultSeverity: Severity {
        switch self {
        case .declarationLeftOut, .annotationNotEmulated, .viewModelFunctionLeftOut, .defaultsTestLeftOut,
            .exportMatchesNoLibrary:
            .warning
        default: .error
        }
    }

    /// One line saying what the id means (for `kontract help diagnostics` and the docs).
    public var summary: String {
        switch self {
        case .duplicateOutputName: "two contract files would generate the same Swift file name"
        case .exportMatchesNoLibrary:
            "an 'export' coordinate of kontract.config.json names no library contract nor a library Kontract emulates: it changes nothing"
        case .declarationLeftOut:
            "a declaration Swift would see is not generated (a class not deriving ViewModel, a top-level function)"
        case .annotationNotEmulated:
            "an export annotation the generated Swift does not apply (@HiddenFromObjC on a class, @Deprecated on a type)"
        case .switchNotEmulated:
            "a SKIE switch annotation whose Swift surface is not emulated (FlowInterop.Disabled on one property)"
        case .unsupportedType: "a type the chosen style cannot express in Swift (e.g. Array<DataClass> in bridge style)"
        case .supertypeNotEmulated:
            "a supertype Kotlin accepts that the generated Swift does not emulate yet (an enum class under a @Serializable sealed interface)"
        case .memberNameTaken:
            "a member's Kotlin name is one the generated type already has in Swift (the runtime's kotlinDescription, NSObject's hashValue, Kontract's _kontract prefix)"
        case .unspellableDefault: "a default, initial or fixture value the generator cannot spell in Swift"
        case .stateFlowWithoutInitial:
            "a StateFlow of a non-null element (of a view model, a file or a class) has no 'initial' value"
        case .viewModelMemberClash:
            "a view-model name starts with Kontract's '_kontract' or is one of AndroidX ViewModel's members"
        case .viewModelFunctionLeftOut: "a view-model function returning a flow is not generated (not scripted yet)"
        case .viewModelPropertyNotEmulated:
            "a view-model property that is not a flow: its Kotlin getter is not emulated yet (never dropped silently)"
        case .notSerializable:
            "a serializable declaration gets no kotlinx conformance: a property's type cannot be converted"
        case .fixtureTypeNotTestable: "a fixture names a type that is unknown or not serializable"
        case .fixtureUnknownMember: "a fixture expects a derived property the type does not have"
        case .transcriptUnknownCall: "a transcript calls a function the generated view model does not have"
        case .transcriptMissingArgument: "a transcript call leaves out an argument that has no default"
        case .defaultsTestLeftOut: "a data class gets no defaults test: its defaults cannot be spelled in this style"
        case .transcriptMissingResult: "a transcript call of a function returning a value records no 'result'"
        }
    }
}

extension Diagnostic {
    /// A generator (KG) diagnostic.
    public static func generator(
        _ code: GeneratorDiagnosticCode, _ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(code, message, at: location, notes: notes)
    }

    /// A checked-JSON (KC) diagnostic.
    public static func check(
        _ code: CheckDiagnosticCode, _ message: String, at location: SourceLocation, jsonPath: String? = nil,
        kotlinxMessage: String? = nil
    ) -> Diagnostic {
        Diagnostic(code, message, at: location, jsonPath: jsonPath, kotlinxMessage: kotlinxMessage)
    }

    /// A contract (KT) diagnostic; `Diagnostic(.unknownKey, …)` as the checker writes it.
    public init(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, severity: Severity? = nil) {
        self.init(code, message, at: location, end: nil, severity: severity)
    }
}
