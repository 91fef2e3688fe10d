// A diagnostic as a value: severity, stable id, message and source location.

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

/// One problem found in a contract, printed as `path:line:col: error: message [KT0104]`.
public struct Diagnostic: Error, Hashable, Sendable {
    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    public var location: SourceLocation

    public init(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, severity: Severity? = nil) {
        self.code = code
        self.message = message
        self.location = location
        self.severity = severity ?? code.defaultSeverity
    }

    /// The stable id, e.g. `KT0104`.
    public var id: String { code.rawValue }

    /// The compiler's format, which Xcode and SwiftPM show on the contract line.
    public var formatted: String {
        "\(location): \(severity.rawValue): \(message) [\(id)]"
    }
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
}
