// `kontract import` end to end, in process: printing, writing only what changed, exit codes, JSON diagnostics.

import Foundation
import KontractTestSupport
import Testing

@Suite struct ImportCommandTests {
    @Test func writesContractsThatValidateAndRewritesNothingUnchanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kontract-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("pets.json")
        try Data(MappingTests.petStore.utf8).write(to: schema)
        let output = folder.appendingPathComponent("contracts").path
        let first = kontract(["import", schema.path, "--output", output, "--package", "com.example.pets"])
        #expect(first.code == 0, "\(first.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(files.count == 2)
        let written =
            try FileManager.default.attributesOfItem(atPath: output + "/" + files[0])[.modificationDate] as? Date
        let validate = kontract(["validate", output])
        #expect(validate.code == 0, "\(validate.out)\(validate.err)")
        let again = kontract(["import", schema.path, "--output", output, "--package", "com.example.pets"])
        #expect(again.code == 0)
        let rewritten =
            try FileManager.default.attributesOfItem(atPath: output + "/" + files[0])[.modificationDate] as? Date
        #expect(rewritten == written)
        let printed = kontract(["import", schema.path, "--package", "com.example.pets"])
        #expect(printed.out.hasPrefix("// com.example.pets-lenient-by-pettype.kontract.json\n{\n  \"kontract\": 1,"))
        let strict = kontract(["import", schema.path, "--strict", "--format", "json"])
        #expect(strict.code == 1)
        #expect(strict.out.contains("\"KI0204\""))
        #expect(kontract(["import"]).code == 2)
        #expect(kontract(["import", folder.appendingPathComponent("none.json").path]).code == 1)
    }
}
