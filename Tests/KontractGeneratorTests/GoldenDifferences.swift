// Goldens stored as differences: a configuration's files are a base configuration's files plus a zero-context diff.

import Foundation

/// A configuration whose goldens differ from another's by a few lines is stored as those lines:
/// `Tests/Golden/<case>/<config>.diff` is `diff -U0` of each base file against the configuration's
/// (written by `tools/regenerate-goldens`); applying it to the base files gives the configuration's.
enum GoldenDifferences {
    /// Configuration → the configuration its goldens are stored against (the same style under the ObjC export).
    static let bases = ["skie-swift": "objc-swift", "skie-bridge": "objc-bridge"]

    /// The files of `configuration` of a golden case (`folder` is `Tests/Golden/<case>`): read as they
    /// are, or rebuilt from the base configuration and the stored differences.
    static func files(of configuration: String, in folder: URL) throws -> [String: String] {
        guard let base = bases[configuration] else { return try read(folder.appendingPathComponent(configuration)) }
        let diff = try String(contentsOf: folder.appendingPathComponent(configuration + ".diff"), encoding: .utf8)
        let patches = try parse(diff)
        return try read(folder.appendingPathComponent(base)).reduce(into: [:]) { result, file in
            result[file.key] = try apply(patches[file.key] ?? [], to: file.value, name: file.key)
        }
    }

    /// Writes the files of `configuration` into a fresh temporary folder (for compiling them).
    static func materialize(_ configuration: String, in folder: URL) throws -> URL {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kontract-golden-\(configuration)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for (name, contents) in try files(of: configuration, in: folder) {
            try Data(contents.utf8).write(to: target.appendingPathComponent(name))
        }
        return target
    }

    private static func read(_ folder: URL) throws -> [String: String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .reduce(into: [:]) { result, name in
                result[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            }
    }

    /// One `@@ -a,b +c,d @@` hunk: `removed` lines from line `start` (after line `start` when none).
    struct Hunk: Equatable {
        var start: Int
        var removed: [String]
        var added: [String]
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// The hunks of each file of a `diff -U0` output, by the file's name.
    static func parse(_ diff: String) throws -> [String: [Hunk]] {
        var result: [String: [Hunk]] = [:]
        var file: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--- ") {
                file = line.dropFirst(4).split(separator: "/").last.map(String.init)
            } else if line.hasPrefix("+++ ") {
                continue
            } else if line.hasPrefix("@@ ") {
                let fields = line.split(separator: " ")
                guard fields.count >= 3, let name = file,
                    let start = Int(fields[1].dropFirst().split(separator: ",")[0])
                else { throw Malformed(description: "bad hunk header: \(line)") }
                result[name, default: []].append(Hunk(start: start, removed: [], added: []))
            } else if let name = file, let last = result[name]?.indices.last {
                if line.hasPrefix("-") { result[name]?[last].removed.append(String(line.dropFirst())) }
                if line.hasPrefix("+") { result[name]?[last].added.append(String(line.dropFirst())) }
            }
        }
        return result
    }

    /// `text` with the hunks applied; each removed line must be the base's line there.
    static func apply(_ hunks: [Hunk], to text: String, name: String) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [String] = []
        var next = 0  // index of the next base line to copy
        for hunk in hunks {
            // `-a,0` inserts after line a; otherwise line a (1-based) is the first removed.
            let first = hunk.removed.isEmpty ? hunk.start : hunk.start - 1
            guard first >= next, first + hunk.removed.count <= lines.count,
                Array(lines[first..<first + hunk.removed.count]) == hunk.removed
            else { throw Malformed(description: "\(name): the stored differences no longer fit line \(hunk.start)") }
            result += lines[next..<first]
            result += hunk.added
            next = first + hunk.removed.count
        }
        result += lines[next...]
        return result.joined(separator: "\n")
    }
}
