// Reads the keys of one JSON object of a contract, reporting wrong kinds, missing and unknown keys.

import KotlinSyntax

/// A typed view of one JSON object in a contract.
///
/// Each `string`/`bool`/... call marks the key as known and reports a wrong JSON
/// kind; `finish()` reports every key that no call asked for, with "did you mean"
/// when a known key is close.
struct ObjectReader {
    let members: [JSONMember]
    let location: SourceLocation
    let end: SourceLocation?
    /// What the object is, for messages: "a data class", "a property".
    let what: String
    private var known: [String] = []

    /// Nil (with a diagnostic) when `json` is not an object.
    init?(_ json: LocatedJSON, what: String, diagnostics: inout DiagnosticCollector) {
        guard let members = json.members else {
            diagnostics.emit(
                .wrongJSONKind, "expected \(what) as an object, found \(json.value.kindDescription)", at: json.location)
            return nil
        }
        self.members = members
        self.location = json.location
        self.end = json.end
        self.what = what
    }

    /// The raw value of `key`, marking it known.
    mutating func value(_ key: String) -> LocatedJSON? {
        known.append(key)
        return members.first { $0.key == key }?.value
    }

    mutating func string(
        _ key: String, required: Bool = false, diagnostics: inout DiagnosticCollector
    ) -> Located<String>? {
        typed(key, required: required, expected: "a string", &diagnostics) { json in
            json.string.map { Located($0, at: json.location) }
        }
    }

    mutating func bool(_ key: String, diagnostics: inout DiagnosticCollector) -> Bool? {
        typed(key, required: false, expected: "true or false", &diagnostics) { json in
            if case .bool(let flag) = json.value { flag } else { nil }
        }
    }

    mutating func array(
        _ key: String, required: Bool = false, diagnostics: inout DiagnosticCollector
    ) -> [LocatedJSON]? {
        typed(key, required: required, expected: "an array", &diagnostics) { $0.items }
    }

    /// The value of `key` as `convert` reads it; nil when the key is absent (reported when `required`) or
    /// `convert` finds another JSON kind than `expected` (reported).
    private mutating func typed<Value>(
        _ key: String, required: Bool, expected: String, _ diagnostics: inout DiagnosticCollector,
        _ convert: (LocatedJSON) -> Value?
    ) -> Value? {
        guard let json = value(key) else {
            if required { missing(key, &diagnostics) }
            return nil
        }
        guard let typed = convert(json) else {
            wrongKind(key, expected: expected, json, &diagnostics)
            return nil
        }
        return typed
    }

    /// A string naming one of `Value`'s cases (`"always"`, `"never"`); a wrong one is reported with the choices
    /// and the closest of them, and read as nil.
    mutating func closedValue<Value: RawRepresentable & CaseIterable>(
        _ key: String, as _: Value.Type, diagnostics: inout DiagnosticCollector
    ) -> Located<Value>? where Value.RawValue == String {
        guard let text = string(key, diagnostics: &diagnostics) else { return nil }
        guard let value = Value(rawValue: text.value) else {
            diagnostics.emit(
                .invalidValue,
                ClosedValues.problem(key: key, value: text.value, allowed: Value.allCases.map(\.rawValue)),
                at: text.location)
            return nil
        }
        return Located(value, at: text.location)
    }

    /// An array of strings, each located.
    mutating func strings(_ key: String, diagnostics: inout DiagnosticCollector) -> [Located<String>] {
        guard let items = array(key, diagnostics: &diagnostics) else { return [] }
        return items.compactMap { item in
            guard let text = item.string else {
                diagnostics.emit(
                    .wrongJSONKind,
                    "expected each item of '\(key)' to be a string, found \(item.value.kindDescription)",
                    at: item.location)
                return nil
            }
            return Located(text, at: item.location)
        }
    }

    /// A Kotlin type string, parsed; a placeholder `<error>` type after a reported syntax error.
    mutating func type(_ key: String, required: Bool, diagnostics: inout DiagnosticCollector) -> KotlinType? {
        assert(ContractTypeKeys.single.contains(key), "add '\(key)' to ContractTypeKeys for the plugins' scan")
        guard let text = string(key, required: required, diagnostics: &diagnostics) else { return nil }
        switch KotlinTypeParser.parse(text) {
        case .success(let type): return type
        case .failure(let diagnostic):
            diagnostics.emit(diagnostic)
            return KotlinType.named("<error>", at: text.location)
        }
    }

    func missing(_ key: String, _ diagnostics: inout DiagnosticCollector) {
        diagnostics.emit(.missingKey, "\(what) needs the key '\(key)'", at: location)
    }

    func wrongKind(_ key: String, expected: String, _ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) {
        diagnostics.emit(
            .wrongJSONKind, "'\(key)' must be \(expected), found \(json.value.kindDescription)", at: json.location)
    }

    /// Reads the `suppress` key every object may carry, then reports every key no
    /// accessor asked for.
    mutating func finish(_ diagnostics: inout DiagnosticCollector) {
        readSuppressions(&diagnostics)
        // The keys asked for, each once, spelled out only for a message: deduplicating them cost more than the
        // rest of reading a contract's property (`generate` on 2,000 classes: 148 M instructions of 2.46 G).
        var spelled: [String]?
        var unknown = 0
        for member in members where !known.contains(member.key) {
            let keys =
                spelled
                ?? known.reduce(into: [String]()) { keys, key in
                    if !keys.contains(key) { keys.append(key) }
                }
            spelled = keys
            var message = "unknown key '\(member.key)' in \(what)"
            unknown += 1
            // Suggestions cost an edit distance per known key: a hostile object with 10^6 keys gets none
            // after the first hundred.
            if unknown <= 100, let suggestion = NameSuggestion.closest(to: member.key, among: keys) {
                message += "; did you mean '\(suggestion)'?"
            }
            message += message.hasSuffix("?") ? " The" : "; the"
            message += " keys of \(what) are \(keys.joined(separator: ", "))"
            diagnostics.emit(.unknownKey, message, at: member.keyLocation)
        }
    }
}

extension ObjectReader {
    /// `"suppress": ["KT0603", "KG0002", ...]`: warnings silenced inside this object.
    fileprivate mutating func readSuppressions(_ diagnostics: inout DiagnosticCollector) {
        guard !known.contains("suppress") else { return }
        let ids = strings("suppress", diagnostics: &diagnostics)
        guard !ids.isEmpty, let end else { return }
        var codes = Set<String>()
        for id in ids {
            guard let entry = DiagnosticCatalog.entry(id.value) else {
                diagnostics.emit(.invalidValue, "'\(id.value)' is not a Kontract diagnostic id", at: id.location)
                continue
            }
            guard entry.defaultSeverity == .warning else {
                diagnostics.emit(
                    .invalidValue, "\(id.value) is an error; only warnings can be suppressed", at: id.location)
                continue
            }
            codes.insert(entry.id)
        }
        diagnostics.suppressions.append(Suppression(codes: codes, start: location, end: end))
    }
}

/// "Did you mean" suggestions by edit distance.
public enum NameSuggestion {
    /// The candidate nearest to `name`, if it is close enough to be a likely typo.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        var best: (String, Int)?
        let length = lowered.unicodeScalars.count
        for candidate in candidates {
            let limit = max(1, min(3, candidate.count / 3))
            // Lengths further apart than the limit cannot be within it: skip the distance.
            guard abs(candidate.unicodeScalars.count - length) <= limit else { continue }
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, best == nil || distance < best!.1 {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Levenshtein distance over Unicode scalars.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
