// One failure `kontract check` reports: where, the kotlinx path, the message and the KC id.

/// A failure of a checked value, a fixture expectation or a fixture file.
///
/// Printed as `file:line:col: error: $.resultados[0].id: expected Int, found string "abc" [KC0201]`.
public struct CheckFailure: Error, Sendable, Hashable {
    public var code: CheckDiagnosticCode
    public var location: SourceLocation
    /// kotlinx's JSON path of the failing value (`$.resultados[0].id`), when there is one.
    public var path: String?
    public var message: String
    /// kotlinx's own message (first line), when the failure comes from the codec.
    public var kotlinxMessage: String?

    public init(
        _ code: CheckDiagnosticCode, _ message: String, at location: SourceLocation, path: String? = nil,
        kotlinxMessage: String? = nil
    ) {
        self.code = code
        self.message = message
        self.location = location
        self.path = path
        self.kotlinxMessage = kotlinxMessage
    }

    public var id: String { code.rawValue }

    /// `file:line:col: error: $.path: message [KCnnnn]`.
    public var formatted: String {
        "\(location): error: " + (path.map { "\($0): " } ?? "") + "\(message) [\(id)]"
    }

    /// One JSON object: `{"file","line","column","id","kind","path","message","kotlinx"}`.
    public var json: String {
        var fields: [(String, String)] = [
            ("file", JSONText.quoted(location.file)),
            ("line", String(location.line)),
            ("column", String(location.column)),
            ("id", JSONText.quoted(id)),
            ("kind", JSONText.quoted(code.kindName)),
        ]
        if let path { fields.append(("path", JSONText.quoted(path))) }
        fields.append(("message", JSONText.quoted(message)))
        if let kotlinxMessage { fields.append(("kotlinx", JSONText.quoted(kotlinxMessage))) }
        return "{" + fields.map { "\(JSONText.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}

/// Several failures at once (a fixture file with several off-format entries).
public struct CheckFailures: Error, Sendable {
    public var all: [CheckFailure]

    public init(_ all: [CheckFailure]) { self.all = all }
}

/// A name that finds no checkable type, with the reason.
public struct TypeLookupError: Error, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}
