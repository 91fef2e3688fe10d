// Writes contract files into a fresh temporary folder for tests that need real paths.

import Foundation

@testable import KontractCore

/// A temporary folder of contract files, removed by `remove()`.
struct TemporaryContracts {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "kontract-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Writes `text` as `name` inside the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = "\(folder)/\(name)"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A contract of package `package` with the given declarations (JSON array items).
    static func contract(package: String, _ declarations: String, json: String? = nil) -> String {
        let configuration = json.map { "\"json\": \($0),\n" } ?? ""
        return """
            {
              "kontract": 1,
              "module": "Shared",
              "package": "\(package)",
              \(configuration)"declarations": [
            \(declarations)
              ]
            }

            """
    }

    /// The diagnostic codes of one in-memory contract of package `p` (parse and check, no files), in source order.
    static func codes(_ declarations: String) -> [DiagnosticCode] {
        let text = contract(package: "p", declarations)
        let (file, parseDiagnostics) = ContractParser.parse(text: text, path: "t.kontract.json")
        let checkDiagnostics = ContractChecker.check(file.map { [$0] } ?? []).diagnostics
        return (parseDiagnostics + checkDiagnostics).sortedByLocation().compactMap(\.code)
    }

    /// Runs the pipeline on contract texts given by file name, held in memory in a `contracts` folder.
    static func run(_ files: [String: String]) throws -> ContractPipeline {
        let texts = Dictionary(uniqueKeysWithValues: files.map { ("contracts/\($0.key)", $0.value) })
        return ContractPipeline.run(["contracts"], from: InMemorySourceProvider(texts: texts))
    }
}
