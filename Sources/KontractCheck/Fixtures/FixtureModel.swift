// Fixture and transcript files as values: accepted and rejected JSON per type, recorded view-model runs.

import KontractCore

/// A JSON input of a fixture with its exact text, as the Kotlin side produced it.
public struct FixtureInput: Sendable, Hashable {
    /// The exact bytes: the value's own text in the fixture file (`1e2` stays `1e2`), or the
    /// content of a `text` string (for input that is not JSON, or that jansson refuses).
    public var bytes: [UInt8]
    /// Where the text starts in the file. For a `text` string with escapes, positions inside
    /// it are approximate (counted in the decoded text, from the opening quote).
    public var origin: SourceLocation

    public init(bytes: [UInt8], origin: SourceLocation) {
        self.bytes = bytes
        self.origin = origin
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// A value kotlinx accepts, with what Kotlin says about it.
public struct AcceptFixture: Sendable {
    public var name: String?
    public var input: FixtureInput
    /// Kotlin's `toString()` of the decoded value.
    public var toString: Located<String>?
    /// Expected derived-property values (`"enReposo": true`), as JSON.
    public var derived: [JSONMember] = []
    /// kotlinx's compact re-encoding (`Json.encodeToString`) of the decoded value.
    public var canonical: Located<String>?
    public var location: SourceLocation
}

/// A value kotlinx rejects, with where and why.
public struct RejectFixture: Sendable {
    public var name: String?
    public var input: FixtureInput
    /// kotlinx's path of the error (`$.resultados[0].id`).
    public var path: Located<String>?
    /// The failure kind (`wrongType`, `missingField`... or the id `KC0201`).
    public var kind: Located<CheckDiagnosticCode>?
    public var location: SourceLocation
}

/// `<Type>.fixtures.json`: accepted and rejected values of one type.
public struct TypeFixtures: Sendable {
    public var type: Located<String>
    public var accept: [AcceptFixture] = []
    public var reject: [RejectFixture] = []
}

/// One call of a transcript and the states the Kotlin view model emitted after it.
public struct TranscriptStepFixture: Sendable {
    /// The function called; nil for states the view model emits on its own (on creation, from a timer).
    public var call: Located<String>?
    /// Arguments by parameter name, each a JSON value of the parameter's type.
    public var arguments: [(name: Located<String>, value: FixtureInput)] = []
    /// What the call returned (a JSON value of the function's return type); nil for a `Unit` function.
    public var result: FixtureInput?
    public var states: [FixtureInput] = []
    public var location: SourceLocation
}

/// `<ViewModel>.transcript.json`: a recorded run of a view model.
public struct TranscriptFixture: Sendable {
    public var viewModel: Located<String>
    /// The state property (a `StateFlow<T>`), `uiState` unless the file says otherwise.
    public var state: Located<String>
    /// The state before any call; nil when the file leaves it out.
    public var initial: FixtureInput?
    public var steps: [TranscriptStepFixture] = []
}

/// What a fixture file holds.
public enum FixtureDocument: Sendable {
    case types(TypeFixtures)
    case transcript(TranscriptFixture)
}
