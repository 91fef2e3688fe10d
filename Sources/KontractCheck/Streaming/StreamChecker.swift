// Checks .json files, NDJSON streams and stdin against one contract type, streaming.

import Foundation
import KontractCore

/// Checks inputs against a type: `.json` files hold one value, `.ndjson`/`.jsonl` files,
/// other files and `-` (stdin) one value per line. Every value is checked by
/// `ValueChecker` (the runtime codec, validation only); failures stream to the reporter.
public struct StreamChecker {
    let type: CheckedType
    let reporter: CheckReporter
    /// What `-` reads (`kontract check -`); tests give a pipe or a file.
    let standardInput: FileHandle

    public init(type: CheckedType, reporter: CheckReporter, standardInput: FileHandle) {
        self.type = type
        self.reporter = reporter
        self.standardInput = standardInput
    }

    /// How much of a file's start is looked at for NUL bytes (a binary file).
    static let binaryProbeSize = 8192

    public func check(_ path: String) {
        if reporter.isStopped { return }
        if path == "-" {
            checkLines(ChunkedLineReader(handle: standardInput), name: "<stdin>")
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else {
            let reason = isDirectory.boolValue ? "is a folder, not a JSON file" : "no such file, or it cannot be read"
            reporter.fail([Diagnostic.check(.unreadableInput, reason, at: .start(of: path))])
            return
        }
        defer { try? handle.close() }
        if path.hasSuffix(".json") {
            checkDocument(path)
        } else {
            checkLines(ChunkedLineReader(handle: handle), name: path)
        }
    }

    /// A whole file as one value, memory-mapped (the value may span any number of lines).
    private func checkDocument(_ name: String) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: name), options: .alwaysMapped)
        } catch {
            reporter.fail([
                Diagnostic.check(.unreadableInput, "cannot read: \(error.localizedDescription)", at: .start(of: name))
            ])
            return
        }
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let binary = Self.binaryFailure(UnsafeBufferPointer(rebasing: bytes.prefix(Self.binaryProbeSize)), name)
            {
                reporter.fail([binary])
                return
            }
            if var failure = ValueChecker.validate(bytes, as: type, origin: .start(of: name)) {
                if failure.message.contains("Expected EOF after parsing") {
                    failure.message +=
                        "; a .json file holds one value: for one value per line (NDJSON), name the file .ndjson or pass it as - (stdin)"
                }
                reporter.fail([failure])
            } else {
                reporter.pass()
            }
        }
    }

    /// One value per line; blank lines are skipped.
    private func checkLines(_ reader: ChunkedLineReader, name: String) {
        if let binary = Self.binaryFailure(reader.peek(Self.binaryProbeSize), name) {
            reporter.fail([binary])
            return
        }
        var values = 0
        var sinceProgress = 0
        let overlongMessage =
            "the line is longer than \(reader.maximumLineLength >> 20) MiB, the largest value check reads; it was skipped"
        let skipOverlong: (Int) -> Bool = { number in
            values += 1
            reporter.fail([
                Diagnostic.check(
                    .unreadableInput, overlongMessage, at: SourceLocation(file: name, line: number, column: 1))
            ])
            return !reporter.isStopped
        }
        reader.forEachLine(overlong: skipOverlong) { line, number in
            if Self.isBlank(line) { return true }
            values += 1
            let origin = SourceLocation(file: name, line: number, column: 1)
            if let failure = ValueChecker.validate(line, as: type, origin: origin) {
                reporter.fail([failure])
            } else {
                reporter.pass()
            }
            sinceProgress += line.count
            if sinceProgress > 16_000_000 {
                sinceProgress = 0
                reporter.progress(name, bytes: reader.bytesRead)
            }
            return !reporter.isStopped
        }
        reporter.finishedInput(bytes: reader.bytesRead)
        if values == 0 && !reporter.isStopped {
            reporter.fail([Diagnostic.check(.noValue, "no JSON value (the input is empty)", at: .start(of: name))])
        }
    }

    static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in line where !(byte == 0x20 || byte == 0x09 || byte == 0x0D) { return false }
        return true
    }

    /// A NUL byte near the start: the input is binary, reported once at the NUL's line.
    static func binaryFailure(_ head: UnsafeBufferPointer<UInt8>, _ name: String) -> Diagnostic? {
        guard let nul = head.firstIndex(of: 0) else { return nil }
        let (line, column) = UTF8Validation.lineAndColumn(of: nul, in: head)
        return Diagnostic.check(
            .binaryInput, "binary data (a NUL byte), not JSON; the file is skipped",
            at: SourceLocation(file: name, line: line, column: column))
    }
}
