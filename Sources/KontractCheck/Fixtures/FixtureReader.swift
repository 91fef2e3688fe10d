// Reads fixture and transcript files (jansson for structure, the file's own bytes for inputs).

import Foundation
import KontractCore

/// Reads `*.fixtures.json` and `*.transcript.json` files.
///
/// The file's structure is read with jansson (`ContractJSONReader`), which keeps every value's
/// place but not a number's text; each JSON input is therefore taken from the file's own bytes
/// between the value's start and end, so `1e2` reaches kotlinx as `1e2`, not `100.0`.
public enum FixtureReader {
    public static let fixturesSuffix = ".fixtures.json"
    public static let transcriptSuffix = ".transcript.json"

    /// Every fixture and transcript file under `folder`, sorted.
    public static func discover(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(fixturesSuffix) || relative.hasSuffix(transcriptSuffix) {
                found.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
            }
        }
        return found.sorted()
    }

    /// Files under `folder` named almost like fixtures or transcripts (`X.fixture.json`,
    /// `X.transcripts.json`), which `discover` does not pick up: each with the name it needs.
    public static func misnamed(in folder: String) -> [(path: String, expected: String)] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        let nearMisses = [".fixture.json": fixturesSuffix, ".transcripts.json": transcriptSuffix]
        var found: [(path: String, expected: String)] = []
        while let relative = enumerator.nextObject() as? String {
            for (suffix, expected) in nearMisses where relative.hasSuffix(suffix) {
                let path = folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
                let name = (relative as NSString).lastPathComponent
                found.append((path, String(name.dropLast(suffix.count)) + expected))
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    public static func read(_ path: String) -> Result<FixtureDocument, DiagnosticList> {
        switch SourceFileReader.read(path) {
        case .failure(let diagnostic):
            return .failure(
                DiagnosticList([Diagnostic.check(.unreadableInput, diagnostic.message, at: diagnostic.location)]))
        case .success(let bytes): return parse(bytes, path: path)
        }
    }

    public static func parse(_ bytes: [UInt8], path: String) -> Result<FixtureDocument, DiagnosticList> {
        let root: LocatedJSON
        switch ContractJSONReader.parse(bytes, path: path) {
        case .failure(let diagnostic):
            return .failure(
                DiagnosticList([Diagnostic.check(.malformedFixture, diagnostic.message, at: diagnostic.location)]))
        case .success(let json): root = json
        }
        var reader = FixtureObjectReader(offsets: SourceOffsets(bytes), bytes: bytes)
        let document: FixtureDocument?
        if root["viewModel"] != nil {
            document = reader.transcript(root).map(FixtureDocument.transcript)
        } else {
            document = reader.typeFixtures(root).map(FixtureDocument.types)
        }
        if let document, reader.failures.isEmpty { return .success(document) }
        return .failure(DiagnosticList(reader.failures))
    }
}

/// Byte offsets of (line, column) positions, columns counted in Unicode scalars.
struct SourceOffsets {
    private let bytes: [UInt8]
    private var lineStarts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
    }

    func offset(of location: SourceLocation) -> Int {
        guard location.line >= 1, location.line <= lineStarts.count else { return bytes.count }
        var index = lineStarts[location.line - 1]
        var column = 1
        while column < location.column && index < bytes.count {
            index += 1
            while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }
}

/// Walks a fixture file's tree, collecting failures for anything off-format.
struct FixtureObjectReader {
    let offsets: SourceOffsets
    let bytes: [UInt8]
    var failures: [Diagnostic] = []

    mutating func fail(_ message: String, at location: SourceLocation) {
        failures.append(Diagnostic.check(.malformedFixture, message, at: location))
    }

    /// The members of an object, reporting keys outside `allowed`.
    mutating func members(_ json: LocatedJSON, allowed: [String], what: String) -> [JSONMember]? {
        guard let members = json.members else {
            fail("\(what) must be an object, not \(json.value.kindDescription)", at: json.location)
            return nil
        }
        for member in members where !allowed.contains(member.key) {
            fail(
                "unknown key '\(member.key)' in \(what); expected one of \(allowed.joined(separator: ", "))",
                at: member.keyLocation)
        }
        return members
    }

    /// The string at `key`, nil when absent (or not a string, which is reported).
    mutating func string(_ json: LocatedJSON?, _ key: String) -> Located<String>? {
        guard let json else { return nil }
        guard let text = json.string else {
            fail("'\(key)' must be a string, not \(json.value.kindDescription)", at: json.location)
            return nil
        }
        return Located(text, at: json.location)
    }

    /// The members of an object whose keys are free (`derived`, `arguments`).
    mutating func freeMembers(_ json: LocatedJSON, what: String) -> [JSONMember] {
        guard let members = json.members else {
            fail("\(what) must be an object, not \(json.value.kindDescription)", at: json.location)
            return []
        }
        return members
    }

    /// An input given as `json` (any value, its exact text) or `text` (a string of JSON text).
    mutating func input(json: LocatedJSON?, text: LocatedJSON?, at location: SourceLocation) -> FixtureInput? {
        switch (json, text) {
        case (let json?, nil): return exactText(of: json)
        case (nil, let text?):
            guard let string = text.string else {
                fail("'text' must be a string of JSON text, not \(text.value.kindDescription)", at: text.location)
                return nil
            }
            return FixtureInput(bytes: Array(string.utf8), origin: text.location.advanced(by: 1))
        case (.some, .some):
            fail("give either 'json' or 'text', not both", at: location)
            return nil
        case (nil, nil):
            fail("the entry needs 'json' (a JSON value) or 'text' (a string of JSON text)", at: location)
            return nil
        }
    }

    func exactText(of json: LocatedJSON) -> FixtureInput {
        let start = offsets.offset(of: json.location)
        let end = json.end.map { offsets.offset(of: $0) } ?? start
        let slice = start < end && end <= bytes.count ? Array(bytes[start..<end]) : Array(json.compactText.utf8)
        return FixtureInput(bytes: slice, origin: json.location)
    }

    mutating func typeFixtures(_ root: LocatedJSON) -> TypeFixtures? {
        let allowed = ["$schema", "doc", "type", "accept", "reject"]
        guard members(root, allowed: allowed, what: "a fixture file") != nil else { return nil }
        guard let typeJSON = root["type"] else {
            fail("a fixture file needs 'type' (or 'viewModel' for a transcript)", at: root.location)
            return nil
        }
        guard let type = string(typeJSON, "type") else { return nil }
        var fixtures = TypeFixtures(type: type)
        for entry in array(root["accept"], "accept") {
            let keys = ["name", "doc", "json", "text", "toString", "derived", "canonical"]
            guard members(entry, allowed: keys, what: "an 'accept' entry") != nil,
                let input = input(json: entry["json"], text: entry["text"], at: entry.location)
            else { continue }
            var fixture = AcceptFixture(name: entry["name"]?.string, input: input, location: entry.location)
            fixture.toString = string(entry["toString"], "toString")
            fixture.canonical = string(entry["canonical"], "canonical")
            if let derived = entry["derived"] {
                fixture.derived = freeMembers(derived, what: "'derived'")
            }
            fixtures.accept.append(fixture)
        }
        for entry in array(root["reject"], "reject") {
            let keys = ["name", "doc", "json", "text", "path", "kind"]
            guard members(entry, allowed: keys, what: "a 'reject' entry") != nil,
                let input = input(json: entry["json"], text: entry["text"], at: entry.location)
            else { continue }
            var fixture = RejectFixture(name: entry["name"]?.string, input: input, location: entry.location)
            fixture.path = string(entry["path"], "path")
            if let kind = string(entry["kind"], "kind") {
                if let code = CheckDiagnosticCode(kindName: kind.value) ?? CheckDiagnosticCode(rawValue: kind.value) {
                    fixture.kind = Located(code, at: kind.location)
                } else {
                    fail("unknown kind '\(kind.value)' (see `kontract help diagnostics`)", at: kind.location)
                }
            }
            fixtures.reject.append(fixture)
        }
        return fixtures
    }

    mutating func array(_ json: LocatedJSON?, _ key: String) -> [LocatedJSON] {
        guard let json else { return [] }
        guard let items = json.items else {
            fail("'\(key)' must be an array, not \(json.value.kindDescription)", at: json.location)
            return []
        }
        return items
    }

    mutating func transcript(_ root: LocatedJSON) -> TranscriptFixture? {
        let allowed = ["$schema", "doc", "viewModel", "state", "initial", "steps"]
        guard members(root, allowed: allowed, what: "a transcript file") != nil,
            let viewModel = string(root["viewModel"], "viewModel")
        else { return nil }
        let state =
            string(root["state"], "state") ?? Located("uiState", at: root.location)
        var transcript = TranscriptFixture(
            viewModel: viewModel, state: state, initial: root["initial"].map { exactText(of: $0) })
        for entry in array(root["steps"], "steps") {
            guard members(entry, allowed: ["doc", "call", "arguments", "result", "states"], what: "a step") != nil
            else {
                continue
            }
            let call = string(entry["call"], "call")
            if call == nil && entry["arguments"] != nil {
                fail("a step with 'arguments' needs 'call' (the function's name)", at: entry.location)
            }
            if call == nil, let result = entry["result"] {
                fail("a step with 'result' needs 'call' (the function that returned it)", at: result.location)
            }
            var step = TranscriptStepFixture(call: call, location: entry.location)
            step.result = entry["result"].map { exactText(of: $0) }
            if let arguments = entry["arguments"] {
                let given = freeMembers(arguments, what: "'arguments'")
                step.arguments = given.map { (Located($0.key, at: $0.keyLocation), exactText(of: $0.value)) }
            }
            step.states = array(entry["states"], "states").map { exactText(of: $0) }
            transcript.steps.append(step)
        }
        return transcript
    }
}
