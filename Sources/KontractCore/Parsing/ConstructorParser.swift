// Parses a plain class's `constructors` and `modality` keys.

import KotlinSyntax

/// The plain-class part of stage 1 (see `ContractParser`).
enum ConstructorParser {
    /// Reads `modality` and `constructors` of a `class` declaration.
    static func parseClassShape(
        into declaration: inout Declaration, _ reader: inout ObjectReader, _ diagnostics: inout DiagnosticCollector
    ) {
        if let modality = reader.string("modality", diagnostics: &diagnostics) {
            if let value = ClassModality(rawValue: modality.value) {
                declaration.modality = value
            } else {
                diagnostics.emit(
                    .invalidValue,
                    ClosedValues.problem(
                        key: "modality", value: modality.value, allowed: ClassModality.allCases.map(\.rawValue)),
                    at: modality.location)
            }
        }
        if let items = reader.array("constructors", diagnostics: &diagnostics) {
            declaration.constructors = items.compactMap { constructor($0, &diagnostics) }
        }
    }

    static func constructor(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> Constructor? {
        guard var reader = ObjectReader(json, what: "a constructor", diagnostics: &diagnostics) else { return nil }
        var constructor = Constructor(location: json.location)
        constructor.parameters = (reader.array("parameters", diagnostics: &diagnostics) ?? []).compactMap {
            parameter($0, &diagnostics)
        }
        if let visibility = reader.string("visibility", diagnostics: &diagnostics) {
            if let value = Constructor.Visibility(rawValue: visibility.value) {
                constructor.visibility = value
            } else {
                diagnostics.emit(
                    .invalidValue,
                    ClosedValues.problem(
                        key: "visibility", value: visibility.value,
                        allowed: Constructor.Visibility.allCases.map(\.rawValue)),
                    at: visibility.location)
            }
        }
        constructor.export = ObjCExportAnnotationParser.read(
            &reader, keys: .deprecated, on: "a constructor", &diagnostics)
        constructor.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        reader.finish(&diagnostics)
        return constructor
    }

    static func parameter(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> ConstructorParameter? {
        guard var reader = ObjectReader(json, what: "a constructor parameter", diagnostics: &diagnostics) else {
            return nil
        }
        let name = MemberParser.name(&reader, &diagnostics)
        let type = reader.type("type", required: true, diagnostics: &diagnostics)
        var parameter = ConstructorParameter(
            name: name, type: type ?? .named("<error>", at: json.location), location: json.location)
        parameter.defaultValue = reader.value("default")
        if let binding = reader.string("property", diagnostics: &diagnostics) {
            if let value = ConstructorParameter.Binding(rawValue: binding.value) {
                parameter.binding = Located(value, at: binding.location)
            } else {
                diagnostics.emit(
                    .invalidValue,
                    ClosedValues.problem(key: "property", value: binding.value, allowed: ["val", "var"]),
                    at: binding.location)
            }
        }
        parameter.export = ObjCExportAnnotationParser.read(
            &reader, keys: .objcName, on: "a constructor parameter", &diagnostics)
        parameter.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        reader.finish(&diagnostics)
        return parameter
    }
}
