// Bad schemas through `kontract import` (in process): one clear error each, exit code 1, nothing written.

import Foundation
import KontractTestSupport
import Testing

@Suite struct BadSchemaCommandTests {
    static let cyclic = """
        { "$defs": {
            "A": { "type": "object", "required": ["v"], "properties": { "v": { "$ref": "#/$defs/B" } } },
            "B": { "$ref": "#/$defs/C" },
            "C": { "$ref": "#/$defs/B" } } }
        """
    static let unknown = """
        { "$defs": { "A": { "type": "object", "properties": { "v": { "$ref": "#/$defs/Missing" } } } } }
        """

    /// (file name, contents, the one error's `path:line:col: error:` prefix, its id).
    @Test(arguments: [
        ("invalid.json", "{ \"$defs\": { \"A\": ", "invalid.json:1:", "KI0002"),
        ("invalid.yaml", "$defs:\n  A: [1, 2\n  B: {\n", "invalid.yaml:", "KI0002"),
        ("cyclic.json", cyclic, "cyclic.json:4:", "KI0102"),
        ("unknown.json", unknown, "unknown.json:1:70", "KI0101"),
        ("huge.json", String(repeating: " ", count: 10 << 20), "huge.json", "KI0001"),
    ])
    func aBadSchemaIsOneErrorAndExitCodeOne(_ name: String, _ text: String, _ place: String, _ id: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kontract-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: schema)
        let output = folder.appendingPathComponent("contracts")
        let run = kontract(["import", schema.path, "--output", output.path])
        #expect(run.code == 1)
        let errors = run.err.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(run.err)")
        #expect(errors.first?.contains("[\(id)]") == true, "\(run.err)")
        #expect(errors.first.map { $0.contains(place) } == true, "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
