// The catalog of extraction ids (KXnnnn): Kotlin sources read by `kontract extract`, and drift from the contracts.

/// Every problem `kontract extract` reports, with its stable id.
///
/// Ids never change meaning once released. Ranges: `KX00xx` reading the Kotlin, `KX01xx` declarations and
/// members the contract format cannot carry, `KX02xx` default values, `KX03xx` drift between the Kotlin and
/// committed contracts (`extract --check`).
public enum ExtractionDiagnosticCode: String, CaseIterable, Sendable, DiagnosticCatalogCode {
    public static let domain = DiagnosticDomain.extraction

    // Reading the Kotlin
    case unreadableKotlin = "KX0001"
    case kotlinSyntax = "KX0002"
    case noKotlinFound = "KX0003"
    case unknownSourceSet = "KX0004"

    // What the format cannot carry
    case declarationNotExtracted = "KX0101"
    case memberNotExtracted = "KX0102"
    case annotationNotExtracted = "KX0103"
    case unresolvedTypeName = "KX0104"
    case expectWithoutActual = "KX0105"
    case libraryKindAssumed = "KX0106"
    case libraryMembersUnknown = "KX0107"
    case libraryContractKept = "KX0108"
    case librarySerialized = "KX0109"

    // Default values
    case defaultNotConstant = "KX0201"

    // Drift (`extract --check`)
    case missingFromContract = "KX0301"
    case missingFromKotlin = "KX0302"
    case differsFromKotlin = "KX0303"

    /// Reading and drift problems stop the command; what the format cannot carry is a warning (`--strict`: error).
    public var defaultSeverity: Severity {
        switch self {
        case .unknownSourceSet, .declarationNotExtracted, .memberNotExtracted, .annotationNotExtracted,
            .unresolvedTypeName,
            .expectWithoutActual, .defaultNotConstant, .libraryKindAssumed,
            .libraryContractKept, .librarySerialized:
            .warning
        case .libraryMembersUnknown: .note
        default: .error
        }
    }

    /// One line saying what the id means (for `kontract help diagnostics` and the docs).
    public var summary: String {
        switch self {
        case .unreadableKotlin: "a Kotlin path cannot be read (missing, unreadable, not UTF-8, a file over 16 MB)"
        case .kotlinSyntax: "Kotlin source that the extract parser cannot read (unterminated string, unbalanced braces)"
        case .noKotlinFound: "no .kt file under the given paths"
        case .unknownSourceSet:
            "a source-set folder extract does not know iOS compiles (a custom intermediate such as mobileMain): "
                + "not read unless named as a path"
        case .declarationNotExtracted:
            "a public declaration Swift sees that the contract format cannot carry (a nested typealias, an annotation class, "
                + "a nested, generic or nullable-wrapping value class)"
        case .memberNotExtracted:
            "a public member Swift sees that the contract cannot carry (a data-class body property without a getter)"
        case .annotationNotExtracted: "an annotation with arguments extract cannot read (a non-constant @SerialName)"
        case .unresolvedTypeName:
            "a type name that neither the Kotlin read, its imports, nor the library types the format knows declare "
                + "(or one of a package no library is known for: map it in kontract.config.json's \"libraries\"): "
                + "the member or declaration naming it is left out, so that the rest of the contract validates"
        case .expectWithoutActual: "an expect declaration with no actual in an iOS source set (iosMain, appleMain, …)"
        case .libraryKindAssumed:
            "a library type written as a final class in its library contract because neither the table of common "
                + "libraries nor the Kotlin read (a supertype list) says its kind"
        case .libraryMembersUnknown:
            "a library contract's types are written without members or constructors (extract does not read "
                + "libraries): add those app code uses"
        case .librarySerialized:
            "a serialized property whose type is a library type (kotlinx-datetime's LocalDate): its serializer is not "
                + "one Kontract emulates (KT0205 in validate)"
        case .libraryContractKept:
            "a library contract changed since extract wrote it is kept as it is, and lacks types the Kotlin now names"
        case .defaultNotConstant:
            "a default value that is not a constant the contract can hold (a function call): left out of the contract"
        case .missingFromContract: "a declaration or member is in the Kotlin but not in the committed contract"
        case .missingFromKotlin: "a declaration or member is in the committed contract but not in the Kotlin"
        case .differsFromKotlin: "a value of the committed contract differs from the Kotlin (a type, a default)"
        }
    }
}

extension Diagnostic {
    /// An extraction (KX) diagnostic.
    public static func extraction(
        _ code: ExtractionDiagnosticCode, _ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(code, message, at: location, notes: notes)
    }
}
