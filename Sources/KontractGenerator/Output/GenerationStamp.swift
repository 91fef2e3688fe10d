// The record a generate run leaves in its output folder, so that a run with the same inputs only compares.

import Foundation

/// What a `kontract generate` run read and wrote, kept as `.kontract-generate-stamp` in the output folder.
///
/// The inputs key is the SHA-256 of the tool's build ID, the options and every contract read (path and
/// bytes); the outputs are each file's name and ``ContentHash`` (a fast non-cryptographic hash: it tells an
/// edited or replaced file, at a 70th of SHA-256's cost). A later run whose inputs give the same key, into a
/// folder still holding exactly those files (nothing staged, no stale generated file), would write the same
/// bytes: it skips translating. A run that reported a generator diagnostic keeps no stamp (the next run
/// reports it again), and without a build ID (``ToolBuild``) there is no key, so every run generates. A stamp
/// marked quiet was left by a run that reported no diagnostic at all: a run with its inputs has nothing to print,
/// so it may compare without even parsing the contracts (``recordsQuietRun(in:)``).
public enum GenerationStamp {
    /// The stamp's name inside the output folder (hidden: SwiftPM and the writer's stale-file scan skip it).
    public static let fileName = ".kontract-generate-stamp"
    private static let firstLine = "kontract-generate-stamp 3"

    /// The SHA-256 of a contract's bytes, in hex, as the inputs key takes it.
    public static func digest(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { SHA256.hexDigest(of: $0) }
    }

    /// The key of a run with `options` over the contracts read (path → ``digest(of:)``); nil without a build ID.
    public static func inputsKey(options: GeneratorOptions, contracts: [String: String]) -> String? {
        guard let build = ToolBuild.identifier else { return nil }
        var text = "\(firstLine)\ntool \(build)\noptions \(canonicalDescription(options))\n"
        for (path, digest) in contracts.sorted(by: { $0.key < $1.key }) { text += "contract \(digest) \(path)\n" }
        return SHA256.hexDigest(of: text)
    }

    /// The names of the files a stamped run with `inputs` wrote into `directory`, when the folder still holds
    /// them byte for byte and nothing else a run would change; nil otherwise (then the run generates).
    /// `quietOnly`: only a stamp marked quiet counts.
    public static func upToDate(_ directory: String, inputs: String, quietOnly: Bool = false) -> [String]? {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        guard let stamp = read(root), stamp.inputs == inputs, stamp.quiet || !quietOnly else { return nil }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: root.path)
        } catch {
            return nil  // The run that generates instead reports the folder's problem.
        }
        let produced = Set(stamp.outputs.map(\.name))
        for name in names where name.hasPrefix(GeneratedFileWriter.stagingPrefix) { return nil }
        for name in names where name.hasSuffix(GeneratedFileFormat.swift.suffix) && !produced.contains(name) {
            // A generated file the run would remove as stale.
            let contents = FileManager.default.contents(atPath: root.appendingPathComponent(name).path)
            if contents.map(GeneratedFileFormat.swift.isGenerated) ?? true { return nil }
        }
        for output in stamp.outputs {
            guard let contents = FileManager.default.contents(atPath: root.appendingPathComponent(output.name).path),
                contents.withUnsafeBytes({ ContentHash.hexDigest(of: $0) }) == output.digest
            else { return nil }
        }
        return stamp.outputs.map(\.name)
    }

    /// Whether `directory` holds a stamp marked quiet: its run reported no diagnostic, not even a warning.
    public static func recordsQuietRun(in directory: String) -> Bool {
        read(URL(fileURLWithPath: directory).standardizedFileURL)?.quiet == true
    }

    /// Records that the run with `inputs` left `files` in `directory` (replacing the stamp atomically); `quiet`
    /// when it reported no diagnostic at all (then the next run need not read the contracts for their warnings).
    public static func record(_ files: [GeneratedFile], inputs: String, quiet: Bool, in directory: String) throws {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let target = root.appendingPathComponent(fileName)
        guard !files.contains(where: { $0.name.contains("\n") }) else { return remove(target) }
        var text = "\(firstLine)\ninputs \(inputs)\n\(quiet ? "quiet" : "diagnostics")\n"
        for file in files.sorted(by: { $0.name < $1.name }) {
            text += "file \(ContentHash.hexDigest(of: file.contents)) \(file.name)\n"
        }
        let staged = root.appendingPathComponent("\(fileName).\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try Data(text.utf8).write(to: staged)
        } catch {
            throw WriterError("cannot write '\(staged.path)': \(GeneratedFileWriter.reason(error))")
        }
        guard rename(staged.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            remove(staged)
            throw WriterError("cannot move '\(staged.lastPathComponent)' to '\(target.path)': \(reason)")
        }
    }

    private static func remove(_ url: URL) {
        // unlink(2): a missing file is what was asked for; another failure leaves a stamp whose outputs are
        // verified before it is believed.
        unlink(url.path)
    }

    private typealias Stamp = (inputs: String, quiet: Bool, outputs: [(name: String, digest: String)])

    /// The stamp in `root`, if there is one in this version's format.
    private static func read(_ root: URL) -> Stamp? {
        FileManager.default.contents(atPath: root.appendingPathComponent(fileName).path).flatMap {
            parse(String(decoding: $0, as: UTF8.self))
        }
    }

    /// A stamp's text: its inputs key, whether its run was quiet, and each output's ``ContentHash`` and name.
    private static func parse(_ text: String) -> Stamp? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(firstLine), lines.last == "" else { return nil }
        lines.removeLast()
        guard lines.count >= 3, lines[1].hasPrefix("inputs "), lines[2] == "quiet" || lines[2] == "diagnostics"
        else { return nil }
        var outputs: [(name: String, digest: String)] = []
        for line in lines.dropFirst(3) {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0] == "file", parts[1].utf8.count == 32 else { return nil }
            outputs.append((String(parts[2]), String(parts[1])))
        }
        return (String(lines[1].dropFirst("inputs ".count)), lines[2] == "quiet", outputs)
    }

    /// A value's fields spelled recursively, sets and dictionaries sorted: the same text in every process
    /// (hashing order is seeded per process), and a field added to the options is in the key unasked.
    static func canonicalDescription(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .set, .collection, .dictionary:
            let elements = mirror.children.map { canonicalDescription($0.value) }
            return "[" + (mirror.displayStyle == .collection ? elements : elements.sorted()).joined(separator: ", ")
                + "]"
        case .enum where mirror.children.isEmpty:
            return String(reflecting: value)
        case .struct, .class, .tuple, .enum:
            let fields = mirror.children.map { "\($0.label ?? "_"): \(canonicalDescription($0.value))" }
            return "\(type(of: value))(" + fields.joined(separator: ", ") + ")"
        case .optional:
            return mirror.children.first.map { canonicalDescription($0.value) } ?? "nil"
        default:
            return String(reflecting: value)
        }
    }
}
