// Parses `superArguments`: what a subclass passes to its sealed parent's constructor.

/// `"superArguments": { "code": { "value": 200 }, "message": { "parameter": "m" } }` on a data class, object, data
/// object or class.
enum SuperArgumentParser {
    static func read(_ reader: inout ObjectReader, _ diagnostics: inout DiagnosticCollector) -> [SuperArgument]? {
        guard let json = reader.value("superArguments") else { return nil }
        guard let members = json.members else {
            reader.wrongKind("superArguments", expected: "an object", json, &diagnostics)
            return nil
        }
        return members.compactMap { member in
            argument(Located(member.key, at: member.keyLocation), member.value, &diagnostics)
        }
    }

    private static func argument(
        _ name: Located<String>, _ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector
    ) -> SuperArgument? {
        guard var reader = ObjectReader(json, what: "a super argument", diagnostics: &diagnostics) else { return nil }
        let constant = reader.value("value")
        let parameter = reader.string("parameter", diagnostics: &diagnostics)
        reader.finish(&diagnostics)
        switch (constant, parameter) {
        case (let constant?, nil): return SuperArgument(name: name, value: .constant(constant), location: json.location)
        case (nil, let parameter?):
            return SuperArgument(name: name, value: .parameter(parameter), location: json.location)
        case (nil, nil):
            diagnostics.emit(
                .missingKey,
                "a super argument needs the key 'value' (a constant) or 'parameter' (a constructor parameter's name)",
                at: json.location)
        case (.some, .some):
            diagnostics.emit(
                .invalidValue, "a super argument is either a 'value' or a 'parameter', not both", at: json.location)
        }
        return nil
    }
}
