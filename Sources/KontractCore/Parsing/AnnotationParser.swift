// Reads an `annotations` list: names, and annotations with arguments as `{ "name", "arguments" }`.

/// An `annotations` list as read: every annotation's name (located, for the closed-list check), and the
/// arguments of those written with them.
struct ParsedAnnotations {
    var names: [Located<String>] = []
    var arguments: [String: [AnnotationArgument]] = [:]
}

/// The annotations that take arguments, and how one item of an `annotations` list is written.
///
/// An annotation without arguments is its name (`"SealedInterop.Enabled"`); one with arguments is
/// `{ "name": "SealedInterop.ElseName", "arguments": [ "Other" ] }`, the Kotlin call's arguments in parameter
/// order, each a JSON string, integer or boolean.
enum AnnotationParser {
    /// What one parameter accepts.
    enum Parameter: Sendable {
        /// A Swift identifier (`onEnum2`, `A3`).
        case identifier
        /// An argument label: a Swift identifier, `_` (no label) or empty (the parameter's name).
        case label
        /// An integer from 0 to 64.
        case count
    }

    /// SKIE 0.10.13's annotations with arguments (`co.touchlab.skie.configuration.annotations`), by name.
    static let parameters: [String: [Parameter]] = [
        "SealedInterop.Function.Name": [.identifier],
        "SealedInterop.Function.ArgumentLabel": [.label],
        "SealedInterop.Function.ParameterName": [.identifier],
        "SealedInterop.ElseName": [.identifier],
        "SealedInterop.Case.Name": [.identifier],
        "DefaultArgumentInterop.MaximumDefaultArgumentCount": [.count],
    ]

    /// Reads `key` of `reader`; the caller checks the names against its closed list.
    static func read(
        _ reader: inout ObjectReader, key: String = "annotations", _ diagnostics: inout DiagnosticCollector
    ) -> ParsedAnnotations {
        var parsed = ParsedAnnotations()
        guard let items = reader.array(key, diagnostics: &diagnostics) else { return parsed }
        for item in items {
            if let name = item.string {
                parsed.names.append(Located(name, at: item.location))
                if let expected = parameters[name] {
                    diagnostics.emit(
                        .missingKey,
                        "'\(name)' takes \(expected.count == 1 ? "an argument" : "\(expected.count) arguments"): "
                            + "write it as { \"name\": \"\(name)\", \"arguments\": [ ... ] }", at: item.location)
                }
                continue
            }
            guard item.members != nil, var object = ObjectReader(item, what: "an annotation", diagnostics: &diagnostics)
            else {
                diagnostics.emit(
                    .wrongJSONKind,
                    "expected each item of '\(key)' to be a name, or { \"name\", \"arguments\" } for an annotation "
                        + "with arguments, found \(item.value.kindDescription)", at: item.location)
                continue
            }
            let name = object.string("name", required: true, diagnostics: &diagnostics)
            let values = object.array("arguments", required: true, diagnostics: &diagnostics)
            object.finish(&diagnostics)
            guard let name else { continue }
            parsed.names.append(name)
            guard let values else { continue }
            guard let expected = parameters[name.value] else {
                // An unknown name is reported by the caller's closed-list check.
                if AnnotationNames.allNames.contains(name.value) {
                    diagnostics.emit(
                        .invalidValue, "'\(name.value)' takes no arguments: write it as the name \"\(name.value)\"",
                        at: name.location)
                }
                continue
            }
            guard values.count == expected.count else {
                diagnostics.emit(
                    .invalidValue,
                    "'\(name.value)' takes \(expected.count) argument\(expected.count == 1 ? "" : "s"), found \(values.count)",
                    at: item.location)
                continue
            }
            var arguments: [AnnotationArgument] = []
            for (value, parameter) in zip(values, expected) {
                guard let argument = argument(value, parameter, of: name.value, &diagnostics) else { break }
                arguments.append(argument)
            }
            if arguments.count == expected.count { parsed.arguments[name.value] = arguments }
        }
        return parsed
    }

    private static func argument(
        _ value: LocatedJSON, _ parameter: Parameter, of name: String, _ diagnostics: inout DiagnosticCollector
    ) -> AnnotationArgument? {
        switch (parameter, value.value) {
        case (.count, .integer(let number)) where number >= 0 && number <= 64:
            return .integer(Int(number))
        case (.identifier, .string(let text)) where isIdentifier(text):
            return .string(text)
        case (.label, .string(let text)) where text.isEmpty || text == "_" || isIdentifier(text):
            return .string(text)
        default:
            let expected =
                switch parameter {
                case .count: "an integer from 0 to 64"
                case .identifier: "a Swift identifier"
                case .label: "a Swift identifier, \"_\" (no label) or \"\" (the parameter's name)"
                }
            let found = value.string.map { "\"\($0)\"" } ?? value.value.kindDescription
            diagnostics.emit(
                .invalidValue, "the argument of '\(name)' must be \(expected), found \(found)", at: value.location)
            return nil
        }
    }

    /// Letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
