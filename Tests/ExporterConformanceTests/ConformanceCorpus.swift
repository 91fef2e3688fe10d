// The exporter-test-data corpus on disk: case list, expected facts, contracts and the baseline figures.

import Foundation

/// Tests/ExporterConformance (see its README): `cases.txt`, `facts/<case>.facts`,
/// `contracts/<case>.kontract.json`, `baseline.txt`.
struct ConformanceCorpus {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ExporterConformance")

    struct Case {
        var name: String
        var covered: Bool
        var reason: String
    }

    /// One line of `baseline.txt`: `<case> <matched>/<total> validates|invalid`.
    struct Figure: Equatable {
        var matched: Int
        var total: Int
        var validates: Bool

        var line: String { "\(matched)/\(total) \(validates ? "validates" : "invalid")" }
    }

    static func cases() throws -> [Case] {
        try lines(of: "cases.txt").map { line in
            let name = String(line.prefix { $0 != " " })
            let status = line.dropFirst(name.count).prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            return Case(name: name, covered: status == "covered", reason: status)
        }
    }

    static func expectedFacts(_ name: String) throws -> [String] {
        try lines(of: "facts/\(name).facts")
    }

    /// `contracts/<case>.kontract.json`, or every `.kontract.json` of the folder `contracts/<case>/` when the case
    /// needs more than one contract (a library contract beside the module's); empty when neither exists.
    static func contractPaths(_ name: String) -> [String] {
        let file = root.appendingPathComponent("contracts/\(name).kontract.json").path
        if FileManager.default.fileExists(atPath: file) { return [file] }
        return contractFiles(in: root.appendingPathComponent("contracts/\(name)"))
    }

    /// The `.kontract.json` files directly in `folder`, sorted.
    static func contractFiles(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".kontract.json") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    static func baseline() throws -> [String: Figure] {
        var figures: [String: Figure] = [:]
        for line in try lines(of: "baseline.txt") {
            let parts = line.split(separator: " ")
            let counts = parts[1].split(separator: "/")
            guard parts.count == 3, counts.count == 2, let matched = Int(counts[0]), let total = Int(counts[1]) else {
                continue
            }
            figures[String(parts[0])] = Figure(matched: matched, total: total, validates: parts[2] == "validates")
        }
        return figures
    }

    static func writeBaseline(_ figures: [String: Figure]) throws {
        let header = [
            "# Exporter-test-data conformance figures per covered case: matched/total expected facts, and",
            "# whether the contract validates. The suite fails when a case falls below its line. Rewrite with",
            "#   KONTRACT_UPDATE_CONFORMANCE_BASELINE=1 swift test --filter ExporterConformance",
        ]
        let body = figures.keys.sorted().map { "\($0) \(figures[$0]!.line)" }
        try Data((header + body).joined(separator: "\n").appending("\n").utf8)
            .write(to: root.appendingPathComponent("baseline.txt"))
    }

    /// Non-empty lines that are not `#` comments.
    private static func lines(of relativePath: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}
