// The diagnostic domains and catalogs: every id any stage can report, with severity and meaning.

/// The stage a diagnostic id belongs to; the id's two-letter prefix.
public enum DiagnosticDomain: String, CaseIterable, Sendable, Codable {
    /// `KT`: contracts (reading, structure, types, defaults, rules).
    case contracts = "KT"
    /// `KC`: JSON checked against the contracts (`kontract check`).
    case checkedJSON = "KC"
    /// `KG`: what the generator cannot express.
    case generator = "KG"
    /// `KX`: contracts extracted from Kotlin sources (`kontract extract`).
    case extraction = "KX"
    /// `KI`: contracts imported from JSON Schema and OpenAPI documents (`kontract import`).
    case schemaImport = "KI"
    /// `KD`: differences between two versions of the contracts (`kontract diff`).
    case diff = "KD"
}

/// One domain's catalog: an enum whose raw values are the ids (`KT0104`), kept in id order.
public protocol DiagnosticCatalogCode: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    static var domain: DiagnosticDomain { get }
    /// Errors stop the command; warnings are shown and do not, unless `--warnings-as-errors`.
    var defaultSeverity: Severity { get }
    /// One line saying what the id means.
    var summary: String { get }
}

extension DiagnosticCatalogCode {
    /// The case name (`unknownKey`).
    public var name: String { String(describing: self) }
}

/// One catalog entry, whatever its domain.
public struct DiagnosticCatalogEntry: Hashable, Sendable {
    public var id: String
    public var domain: DiagnosticDomain
    public var name: String
    public var defaultSeverity: Severity
    public var summary: String

    init<Code: DiagnosticCatalogCode>(_ code: Code) {
        id = code.rawValue
        domain = Code.domain
        name = code.name
        defaultSeverity = code.defaultSeverity
        summary = code.summary
    }
}

/// Every catalog, in domain order.
public enum DiagnosticCatalog {
    public static let entries: [DiagnosticCatalogEntry] =
        DiagnosticCode.allCases.map(DiagnosticCatalogEntry.init)
        + CheckDiagnosticCode.allCases.map(DiagnosticCatalogEntry.init)
        + GeneratorDiagnosticCode.allCases.map(DiagnosticCatalogEntry.init)
        + ExtractionDiagnosticCode.allCases.map(DiagnosticCatalogEntry.init)
        + ImportDiagnosticCode.allCases.map(DiagnosticCatalogEntry.init)
        + DiffDiagnosticCode.allCases.map(DiagnosticCatalogEntry.init)

    /// The entry of `id`, if any domain defines it.
    public static func entry(_ id: String) -> DiagnosticCatalogEntry? {
        entries.first { $0.id == id }
    }

    /// `kontract help diagnostics`: one `ID  severity  meaning` line per entry, KT, then KC, KG, KX, KI and KD.
    public static var listing: String {
        entries.map { entry in
            "\(entry.id)  \(entry.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(entry.summary)"
        }.joined(separator: "\n")
    }
}
