// The keywords a contract cannot express exactly, each reported once at its key (KI0201, KI0202).

import KontractCore

/// Which keywords the mapping does not carry into the contract, and why.
enum KeywordAudit {
    /// Validation keywords kotlinx does not check: the value is read, the constraint is not enforced.
    static let notEnforced: Set<String> = [
        "pattern", "minLength", "maxLength", "multipleOf", "minItems", "maxItems", "minProperties", "maxProperties",
        "contains", "minContains", "maxContains", "const", "dependentRequired", "dependencies",
    ]
    /// Keywords the contract format has no counterpart for: left out.
    static let notMapped: Set<String> = [
        "not", "if", "then", "else", "dependentSchemas", "patternProperties", "unevaluatedProperties",
        "unevaluatedItems", "prefixItems", "propertyNames", "$dynamicRef", "$recursiveRef",
    ]
    /// Formats a number or integer type carries (`float`, `int64`); any other numeric format is not enforced.
    static let numericFormats: Set<String> = ["float", "double", "int32", "int64"]
}

extension ImportSession {
    /// Reports the keywords of `schema` the contract cannot express, once per schema.
    func audit(_ schema: LocatedJSON, at address: SchemaAddress) {
        guard let members = schema.members, audited.insert(address).inserted else { return }
        let types = SchemaShape.typeNames(schema)
        let isChar =
            schema["minLength"].flatMap(Self.integerValue) == 1 && schema["maxLength"].flatMap(Self.integerValue) == 2
        for member in members {
            let key = member.key
            if isChar && (key == "minLength" || key == "maxLength") { continue }
            if key == "propertyNames",
                ["^-?[0-9]+$", "^[0-9]+$", "^(true|false)$"].contains(member.value["pattern"]?.string)
                    || member.value["pattern"]?.string?.hasPrefix("^(") == true
            {
                continue
            }
            if KeywordAudit.notEnforced.contains(key) {
                report(
                    .keywordNotEnforced, "'\(key)' is not enforced: kotlinx reads values it refuses", at: address,
                    member.keyLocation)
            } else if KeywordAudit.notMapped.contains(key) {
                report(
                    .keywordNotMapped, "'\(key)' has no counterpart in a contract: left out", at: address,
                    member.keyLocation)
            } else if key == "format", types.contains("number") || types.contains("integer"),
                let format = member.value.string, !KeywordAudit.numericFormats.contains(format)
            {
                report(
                    .keywordNotEnforced, "'format: \(format)' is not enforced: kotlinx reads any number", at: address,
                    member.keyLocation)
            } else if ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"].contains(key),
                types.contains("number")
            {
                report(
                    .keywordNotEnforced, "'\(key)' is not enforced: kotlinx reads any number", at: address,
                    member.keyLocation)
            }
        }
    }
}
