// The catalog of import ids (KInnnn): JSON Schema and OpenAPI documents read by `kontract import`.

/// Every problem `kontract import` reports, with its stable id.
///
/// Ids never change meaning once released. Ranges: `KI00xx` reading the documents, `KI01xx` schemas no contract
/// can describe, `KI02xx` keywords the contract format cannot express exactly (warnings; `--strict`: errors).
public enum ImportDiagnosticCode: String, CaseIterable, Sendable, DiagnosticCatalogCode {
    public static let domain = DiagnosticDomain.schemaImport

    // Reading the documents
    case unreadableSchema = "KI0001"
    case invalidSchemaDocument = "KI0002"
    case notASchemaDocument = "KI0003"

    // Schemas no contract can describe
    case unknownReference = "KI0101"
    case cyclicReference = "KI0102"
    case untypedValue = "KI0103"
    case importedContractInvalid = "KI0104"

    // Keywords the format cannot express exactly
    case keywordNotEnforced = "KI0201"
    case keywordNotMapped = "KI0202"
    case integerBeyondLong = "KI0203"
    case defaultInvented = "KI0204"
    case nameMadeLegal = "KI0205"
    case defaultNotAValue = "KI0206"

    /// Reading problems and schemas without a contract stop the command; inexact keywords are warnings
    /// (`--strict`: errors); a renamed key keeps its JSON through `serialName` and is a note.
    public var defaultSeverity: Severity {
        switch self {
        case .keywordNotEnforced, .keywordNotMapped, .integerBeyondLong, .defaultInvented, .defaultNotAValue: .warning
        case .nameMadeLegal: .note
        default: .error
        }
    }

    /// One line saying what the id means (for `kontract help diagnostics` and the docs).
    public var summary: String {
        switch self {
        case .unreadableSchema: "a schema path cannot be read (missing, unreadable, larger than 8 MiB)"
        case .invalidSchemaDocument: "a schema document is not valid JSON (or YAML), or a schema is not an object"
        case .notASchemaDocument:
            "a document is neither OpenAPI 3.0/3.1 nor a JSON Schema (draft-07, 2020-12) holding a named schema"
        case .unknownReference: "a $ref names no schema of the documents read"
        case .cyclicReference: "a $ref leads back to itself without a named object in between"
        case .untypedValue:
            "a schema no Kotlin type reads exactly (no type, an untyped anyOf, a union of different types)"
        case .importedContractInvalid: "the imported contract does not validate (an importer bug)"
        case .keywordNotEnforced:
            "a validation keyword kotlinx does not check (pattern, minLength, numeric bounds, minItems): not enforced"
        case .keywordNotMapped:
            "a keyword the contract format cannot express (not, if/then/else, patternProperties): left out"
        case .integerBeyondLong: "an integer schema whose range exceeds Long: read as Long"
        case .defaultInvented:
            "an optional property without a default: kotlinx needs one, the type's zero (or null) is used"
        case .nameMadeLegal: "a name made a Kotlin identifier; the JSON keeps the original through serialName"
        case .defaultNotAValue:
            "a schema's default is not a value of the property's type: left out, as if the schema gave none"
        }
    }
}

extension Diagnostic {
    /// An import (KI) diagnostic.
    public static func schemaImport(
        _ code: ImportDiagnosticCode, _ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(code, message, at: location, notes: notes)
    }
}
