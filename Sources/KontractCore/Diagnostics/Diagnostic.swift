// A diagnostic as a value: domain-qualified id, severity, source range, message and notes.

/// How serious a diagnostic is.
public enum Severity: String, Sendable, Codable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary message attached to a diagnostic (`path:line:col: note: …`), at its own place or the diagnostic's.
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// One problem found by any stage (contracts, checked JSON, the generator), printed as
/// `path:line:col: error: message [KT0104]`.
///
/// Every diagnostic comes from a catalog entry (``DiagnosticCode``, ``CheckDiagnosticCode``,
/// ``GeneratorDiagnosticCode``): its id names the domain (`KT`, `KC`, `KG`) and never changes meaning.
public struct Diagnostic: Error, Hashable, Sendable {
    public var severity: Severity
    /// The stable id, e.g. `KT0104`.
    public let id: String
    public let domain: DiagnosticDomain
    /// The catalog entry's case name (`unknownKey`, `wrongType`), also the fixture `reject[].kind` of KC ids.
    public let kind: String
    public var message: String
    /// Where the problem starts.
    public var location: SourceLocation
    /// Where it ends, when known.
    public var end: SourceLocation?
    /// kotlinx's JSON path of the failing value (`$.resultados[0].id`), for checked JSON.
    public var jsonPath: String?
    /// kotlinx's own message (first line), when the failure comes from the codec.
    public var kotlinxMessage: String?
    public var notes: [DiagnosticNote]

    public init<Code: DiagnosticCatalogCode>(
        _ code: Code, _ message: String, at location: SourceLocation, end: SourceLocation? = nil,
        severity: Severity? = nil, jsonPath: String? = nil, kotlinxMessage: String? = nil, notes: [DiagnosticNote] = []
    ) {
        self.id = code.rawValue
        self.domain = Code.domain
        self.kind = code.name
        self.message = message
        self.location = location
        self.end = end
        self.severity = severity ?? code.defaultSeverity
        self.jsonPath = jsonPath
        self.kotlinxMessage = kotlinxMessage
        self.notes = notes
    }

    /// The contract (KT) code, nil for the other domains.
    public var code: DiagnosticCode? { domain == .contracts ? DiagnosticCode(rawValue: id) : nil }
    /// The checked-JSON (KC) code, nil for the other domains.
    public var checkCode: CheckDiagnosticCode? { domain == .checkedJSON ? CheckDiagnosticCode(rawValue: id) : nil }
    /// The generator (KG) code, nil for the other domains.
    public var generatorCode: GeneratorDiagnosticCode? {
        domain == .generator ? GeneratorDiagnosticCode(rawValue: id) : nil
    }

    /// The compiler's format, which Xcode and SwiftPM show on the contract line:
    /// `path:line:col: error: [$.json.path: ]message [ID]`, then one line per note.
    public var formatted: String {
        var text = "\(location): \(severity.rawValue): " + (jsonPath.map { "\($0): " } ?? "") + "\(message) [\(id)]"
        for note in notes { text += "\n\(note.location ?? location): note: \(note.message)" }
        return text
    }
}

/// Several diagnostics as one error (a fixture file with several off-format entries).
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    public var all: [Diagnostic]

    public init(_ all: [Diagnostic]) { self.all = all }

    /// One formatted diagnostic per line.
    public var description: String { all.map(\.formatted).joined(separator: "\n") }
}

extension Array where Element == Diagnostic {
    /// Sorted by file, then position, then id, so output is deterministic.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            if a.element.location != b.element.location { return a.element.location < b.element.location }
            return a.offset < b.offset
        }.map(\.element)
    }

    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// The same diagnostics without repeats (same id, place and message), first occurrence kept.
    public func deduplicated() -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return filter { seen.insert($0).inserted }
    }
}
