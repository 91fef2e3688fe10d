// import → emit-jsonschema accepts and rejects the same values as the original schema: Python's `jsonschema`
// validates a generated corpus (valid values and their mutations) against both, in one process.

import Foundation
import KontractCore
import KontractExtract
import KontractImport
import KontractTestSupport
import Testing

@Suite struct ValueAgreementTests {
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Validates each case's value against `#/$defs/<name>` of both schemas; prints one `[a, b]` line per case.
    static let script = """
        import json, sys
        from jsonschema import Draft202012Validator
        data = json.load(open(sys.argv[1]))
        for case in data["cases"]:
            verdicts = []
            for schema, name in zip(data["schemas"], case["names"]):
                root = dict(schema); root["$ref"] = "#/$defs/" + name.replace("~", "~0").replace("/", "~1")
                verdicts.append(Draft202012Validator(root).is_valid(case["value"]))
            print(json.dumps(verdicts))
        """

    @Test(.enabled(if: python != nil, "needs python3 with jsonschema (tools/install-deps)"))
    func importedSchemaAgreesWithTheOriginalOnValidAndMutatedValues() async throws {
        let folder = repositoryURL("Tests/ImportCases")
        let original = try String(contentsOf: folder.appendingPathComponent("agreement.schema.json"), encoding: .utf8)
        let imported = importTexts([("agreement.schema.json", original)])
        #expect(!imported.diagnostics.hasErrors, "\(imported.diagnostics.map(\.formatted))")
        let emitted = try #require(emittedSchema(["imported"], from: importedSource(imported)))
        let values = try #require(
            ContractJSONReader.parseFile(at: folder.appendingPathComponent("agreement.values.json").path).success)
        var cases: [ContractJSON] = []
        for member in values.members ?? [] {
            let names: ContractJSON = .array([
                .string(member.key), .string(SchemaImporter.defaultPackage + "." + member.key),
            ])
            for value in member.value.items ?? [] {
                for sample in [ContractJSON(value)] + Self.mutations(of: ContractJSON(value)) {
                    cases.append(.object([("names", names), ("value", sample)]))
                }
            }
        }
        let input: ContractJSON = .object([
            ("schemas", .array([try #require(Self.parse(original)), try #require(Self.parse(emitted))])),
            ("cases", .array(cases)),
        ])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-agreement-\(UUID()).json")
        try input.pretty.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        // python3 on PATH: tools/install-deps installs jsonschema for it.
        let result = await runSubprocess("/usr/bin/env", ["python3", "-c", Self.script, file.path])
        #expect(result.status == 0, "\(result.output)")
        let verdicts = result.output.split(separator: "\n").map(String.init)
        #expect(verdicts.count == cases.count)
        #expect(cases.count > 100, "the corpus holds \(cases.count) values")
        for (index, verdict) in verdicts.enumerated() where verdict != "[true, true]" && verdict != "[false, false]" {
            Issue.record("the schemas disagree (\(verdict)) on \(cases[index]["value"].map(\.pretty) ?? "")")
        }
        #expect(verdicts.contains("[true, true]") && verdicts.contains("[false, false]"))
    }

    static func parse(_ text: String) -> ContractJSON? {
        ContractJSONReader.parse(Array(text.utf8), path: "schema.json").success.map(ContractJSON.init)
    }

    /// Each key left out, an unknown key added, each value replaced by null, a string, a number and an empty
    /// object, recursively through objects and arrays.
    static func mutations(of value: ContractJSON) -> [ContractJSON] {
        var result: [ContractJSON] = []
        switch value {
        case .object(let members):
            result.append(.object(members + [("unknownKey", .number("1"))]))
            for (index, member) in members.enumerated() {
                var without = members
                without.remove(at: index)
                result.append(.object(without))
                for replacement in [ContractJSON.null, .string("x"), .number("1.5"), .object([])]
                    + mutations(of: member.value)
                {
                    var changed = members
                    changed[index].value = replacement
                    result.append(.object(changed))
                }
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                for replacement in [ContractJSON.null, .number("-1")] + mutations(of: item) {
                    var changed = items
                    changed[index] = replacement
                    result.append(.array(changed))
                }
            }
        default: break
        }
        return result
    }
}

extension Result {
    fileprivate var success: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}
