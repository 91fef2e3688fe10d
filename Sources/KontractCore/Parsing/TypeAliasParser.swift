// Reads a `"kind": "typealias"` entry of `declarations` into a ``TypeAlias``.

import KotlinSyntax

enum TypeAliasParser {
    /// The kind string of a type alias in `declarations`.
    static let kind = "typealias"

    /// True when `json` is an object whose `kind` is `"typealias"`.
    static func isTypeAlias(_ json: LocatedJSON) -> Bool {
        json.members?.first { $0.key == "kind" }?.value.string == kind
    }

    static func parse(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> TypeAlias? {
        guard var reader = ObjectReader(json, what: "a typealias declaration", diagnostics: &diagnostics) else {
            return nil
        }
        _ = reader.value("kind")
        let name = reader.string("name", required: true, diagnostics: &diagnostics)
        let type = reader.type("type", required: true, diagnostics: &diagnostics)
        var alias: TypeAlias?
        if let name, let type {
            if !name.value.isEmpty, !KotlinIdentifier.isValid(name.value) {
                diagnostics.emit(
                    .invalidName, "'\(name.value)' is not a valid Kotlin typealias name", at: name.location)
            }
            alias = TypeAlias(name: name, type: type, location: json.location)
            alias?.doc = reader.string("doc", diagnostics: &diagnostics)?.value
            alias?.typeParameters = reader.strings("typeParameters", diagnostics: &diagnostics)
            for parameter in alias?.typeParameters ?? [] where !KotlinIdentifier.isValid(parameter.value) {
                diagnostics.emit(
                    .invalidName, "'\(parameter.value)' is not a valid Kotlin type parameter name",
                    at: parameter.location)
            }
        }
        reader.finish(&diagnostics)
        return alias
    }
}
