// Reads a `"kind": "value class"` entry of `declarations` into a ``ValueClass``.

import KotlinSyntax

enum ValueClassParser {
    /// The kind string of a value class in `declarations`.
    static let kind = "value class"

    /// True when `json` is an object whose `kind` is `"value class"`.
    static func isValueClass(_ json: LocatedJSON) -> Bool {
        json.members?.first { $0.key == "kind" }?.value.string == kind
    }

    static func parse(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> ValueClass? {
        guard var reader = ObjectReader(json, what: "a value class declaration", diagnostics: &diagnostics) else {
            return nil
        }
        _ = reader.value("kind")
        let name = reader.string("name", required: true, diagnostics: &diagnostics)
        var valueClass: ValueClass?
        if let name {
            if !name.value.isEmpty, !KotlinIdentifier.isValid(name.value) {
                diagnostics.emit(
                    .invalidName, "'\(name.value)' is not a valid Kotlin class name", at: name.location)
            }
            valueClass = ValueClass(name: name, location: json.location)
        }
        let items = reader.array("properties", required: true, diagnostics: &diagnostics) ?? []
        let properties = items.compactMap { parseProperty($0, &diagnostics) }
        valueClass?.properties = properties
        valueClass?.isSerializable = reader.bool("serializable", diagnostics: &diagnostics) ?? true
        valueClass?.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        reader.finish(&diagnostics)
        return valueClass
    }

    private static func parseProperty(
        _ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector
    ) -> ValueClassProperty? {
        guard var reader = ObjectReader(json, what: "a value class property", diagnostics: &diagnostics) else {
            return nil
        }
        let name = reader.string("name", required: true, diagnostics: &diagnostics)
        let type = reader.type("type", required: true, diagnostics: &diagnostics)
        let doc = reader.string("doc", diagnostics: &diagnostics)?.value
        reader.finish(&diagnostics)
        guard let name, let type else { return nil }
        if !name.value.isEmpty, !KotlinIdentifier.isValid(name.value) {
            diagnostics.emit(.invalidName, "'\(name.value)' is not a valid Kotlin property name", at: name.location)
        }
        var property = ValueClassProperty(name: name, type: type, location: json.location)
        property.doc = doc
        return property
    }
}
