// Data classes → tests that the smallest accepted object decodes to the value built from the Kotlin defaults.

import KontractCore

/// For each serializable data class: `{}` (or, when some properties are required, the object holding
/// only those, each with the simplest value of its type) must decode to the value the contract's
/// defaults build (`T()` in swift style, every argument spelled in bridge style); and when a
/// non-null property has no default, `{}` must be rejected as a missing field.
struct DefaultsSuiteTranslator {
    let context: TranslationContext
    let spelling: ContractTestSpelling

    /// The tests of every data class declared in `file`; a defaults test that cannot be spelled
    /// is left out with a KG0505 warning in `diagnostics`.
    func tests(for file: ContractFile, diagnostics: inout [Diagnostic]) -> [SwiftDeclaration] {
        var tests: [SwiftDeclaration] = []
        for entry in context.module.index.declarations
        where entry.file.path == file.path && entry.declaration.kind == .dataClass
            && spelling.isSerializable(entry.qualifiedName)
        {
            tests += self.tests(for: entry, diagnostics: &diagnostics)
        }
        return tests
    }

    private func tests(for entry: IndexedDeclaration, diagnostics: inout [Diagnostic]) -> [SwiftDeclaration] {
        let base = spelling.identifier(entry.qualifiedName)
        let typeName = context.projection.swiftName(of: entry.qualifiedName)
        var tests: [SwiftDeclaration] = []
        var visiting: Set<String> = []
        var expected: SwiftExpression?
        let minimal = minimalObject(entry, visiting: &visiting)
        if let minimal {
            do {
                expected = try DefaultValueTranslator(context: context).expression(
                    minimal, type: ResolvedType(.declared(entry.qualifiedName)))
            } catch {
                let reason = ContractFileTranslator.diagnostic(error, at: entry.declaration.location)
                diagnostics.append(
                    .generator(
                        .defaultsTestLeftOut, "no defaults test for '\(typeName)': \(reason.message)",
                        at: reason.location))
            }
        }
        if let minimal, let expected {
            let decoded = spelling.decode(entry.qualifiedName, Array(minimal.json.utf8))
            let display =
                minimal.json == "{}"
                ? "\(typeName) decodes {} to the Kotlin defaults"
                : "\(typeName) decodes its required properties alone to the Kotlin defaults"
            tests.append(
                ContractTestSpelling.test(
                    "\(base)Defaults", display,
                    body: [.expression(.call(.identifier("#expect"), SwiftArgument(.binary(decoded, "==", expected))))])
            )
        }
        let required = requiredProperties(entry).filter { !$0.type.isNullable }
        if !required.isEmpty {
            let names = required.map(\.name.value).joined(separator: ", ")
            tests.append(
                ContractTestSpelling.test(
                    "\(base)RequiresProperties", "\(typeName) requires \(names)", effects: .none,
                    body: [
                        ContractTestSpelling.expectThrows(
                            [.expression(spelling.decode(entry.qualifiedName, Array("{}".utf8)))], named: "error"),
                        .expression(
                            .call(
                                .identifier("#expect"),
                                SwiftArgument(
                                    .binary(
                                        .member(.optionalChain(.identifier("error")), "kind"), "==",
                                        .member(nil, "missingField"))))),
                    ]))
        }
        return tests
    }

    /// Properties kotlinx needs in the input: no default, or `@Required`.
    private func requiredProperties(_ entry: IndexedDeclaration) -> [ResolvedProperty] {
        context.model[entry].properties.filter { !$0.isTransient && ($0.defaultValue == nil || $0.isRequired) }
    }

    /// `{}`, or the object of the required properties; nil when a value cannot be chosen (a sealed
    /// type, a naming strategy renaming the keys, a class that needs itself). Its `json` is the
    /// test's input; the Swift value it spells is the expected result.
    private func minimalObject(_ entry: IndexedDeclaration, visiting: inout Set<String>) -> ResolvedConstant? {
        guard entry.file.json.namingStrategy == nil, visiting.insert(entry.qualifiedName).inserted else { return nil }
        defer { visiting.remove(entry.qualifiedName) }
        var members: [String] = []
        var fields: [ResolvedConstant.Field] = []
        let location = entry.declaration.location
        for property in requiredProperties(entry) {
            let value: ResolvedConstant?
            if let given = property.defaultValue {
                value = given
            } else {
                value = minimalValue(property.type, at: property.location, visiting: &visiting)
            }
            guard let value else { return nil }
            members.append(JSONText.quoted(property.jsonName) + ":" + value.json)
            fields.append(
                ResolvedConstant.Field(
                    property: property.name.value, key: property.jsonName, keyLocation: property.location, value: value)
            )
        }
        return ResolvedConstant(
            .instance(entry.id, fields: fields), at: location, json: "{" + members.joined(separator: ",") + "}")
    }

    /// The simplest value of a type: `null`, `false`, `0`, `""`, `[]`, `{}`, an enum's first entry.
    private func minimalValue(
        _ type: ResolvedType, at location: SourceLocation, visiting: inout Set<String>
    ) -> ResolvedConstant? {
        func constant(_ value: ResolvedConstant.Value, _ json: String) -> ResolvedConstant {
            ResolvedConstant(value, at: location, json: json)
        }
        if type.isNullable { return constant(.null, "null") }
        switch type.kind {
        case .primitive(.boolean): return constant(.boolean(false), "false")
        case .primitive(let primitive) where primitive.isInteger:
            return primitive.isUnsigned
                ? constant(.unsignedInteger(0, width: primitive), "0") : constant(.integer(0, width: primitive), "0")
        case .primitive(let primitive) where primitive.isFloatingPoint:
            return constant(.floating(0, width: primitive), "0.0")
        case .string: return constant(.string(""), "\"\"")
        case .primitiveArray: return constant(.list([]), "[]")
        case .generic(let generic, _):
            switch generic {
            case .list, .set, .mutableList, .mutableSet, .array: return constant(.list([]), "[]")
            case .map, .mutableMap: return constant(.map([]), "{}")
            default: return nil
            }
        case .declared(let name, _):
            guard let entry = context.module[name] else { return nil }
            switch entry.declaration.kind {
            case .enumClass:
                return entry.declaration.entries.first.map {
                    constant(.enumEntry(entry.id, $0), JSONText.quoted($0.jsonName))
                }
            case .object, .dataObject: return constant(.singleton(entry.id), "{}")
            case .dataClass: return minimalObject(entry, visiting: &visiting)
            default: return nil
            }
        default:
            return nil
        }
    }
}
