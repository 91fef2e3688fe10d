// Parses a plain class's `constructors` and `modality` keys.

import KotlinSyntax

/// The plain-class part of stage 1 (see `ContractParser`).
enum ConstructorParser {
    /// Reads `modality` and `constructors` of a `class` declaration.
    static func parseClassShape(
        into declaration: inout Declaration, _ reader: inout ObjectReader, _ diagnostics: inout DiagnosticCollector
    ) {
        if let modality = reader.closedValue("modality", as: ClassModality.self, diagnostics: &diagnostics) {
            declaration.modality = modality.value
        }
        if let items = reader.array("constructors", diagnostics: &diagnostics) {
            declaration.constructors = items.compactMap { constructor($0, &diagnostics) }
        }
    }

    /// A constructor's `annotations`: SKIE's default-argument switches, checked, with their arguments.
    private static func readAnnotations(
        into constructor: inout Constructor, _ reader: inout ObjectReader, _ diagnostics: inout DiagnosticCollector
    ) {
        let annotations = AnnotationParser.read(&reader, &diagnostics)
        AnnotationNames.check(
            annotations.names, allowed: AnnotationNames.constructors, on: "a constructor", &diagnostics)
        constructor.annotations = annotations.names
        constructor.skieArguments = annotations.arguments
    }

    /// A data class's `"constructor": { "annotations": [...] }`: SKIE's default-argument switches on its primary
    /// constructor (its parameters are the data class's `properties`).
    static func dataClassConstructor(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> Constructor? {
        guard var reader = ObjectReader(json, what: "a data class's constructor", diagnostics: &diagnostics) else {
            return nil
        }
        var constructor = Constructor(location: json.location)
        readAnnotations(into: &constructor, &reader, &diagnostics)
        reader.finish(&diagnostics)
        return constructor
    }

    /// One constructor; `defaultVisibility` is Kotlin's when the contract writes none (`protected` in a sealed class).
    static func constructor(
        _ json: LocatedJSON, defaultVisibility: Constructor.Visibility = .public,
        _ diagnostics: inout DiagnosticCollector
    ) -> Constructor? {
        guard var reader = ObjectReader(json, what: "a constructor", diagnostics: &diagnostics) else { return nil }
        var constructor = Constructor(location: json.location)
        constructor.visibility = defaultVisibility
        constructor.parameters = (reader.array("parameters", diagnostics: &diagnostics) ?? []).compactMap {
            parameter($0, &diagnostics)
        }
        if let visibility = reader.closedValue("visibility", as: Constructor.Visibility.self, diagnostics: &diagnostics)
        {
            constructor.visibility = visibility.value
            constructor.visibilityLocation = visibility.location
        }
        constructor.export = ObjCExportAnnotationParser.read(
            &reader, keys: .deprecated, on: "a constructor", &diagnostics)
        readAnnotations(into: &constructor, &reader, &diagnostics)
        constructor.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        reader.finish(&diagnostics)
        return constructor
    }

    static func parameter(_ json: LocatedJSON, _ diagnostics: inout DiagnosticCollector) -> ConstructorParameter? {
        guard var reader = ObjectReader(json, what: "a constructor parameter", diagnostics: &diagnostics) else {
            return nil
        }
        let (name, type) = MemberParser.nameAndType(&reader, &diagnostics)
        var parameter = ConstructorParameter(name: name, type: type, location: json.location)
        parameter.defaultValue = reader.value("default")
        parameter.binding = reader.closedValue(
            "property", as: ConstructorParameter.Binding.self, diagnostics: &diagnostics)
        parameter.export = ObjCExportAnnotationParser.read(
            &reader, keys: .objcName, on: "a constructor parameter", &diagnostics)
        parameter.doc = reader.string("doc", diagnostics: &diagnostics)?.value
        reader.finish(&diagnostics)
        return parameter
    }
}
