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
    /// How many values are checked at once (`--jobs`): an NDJSON input is split at line
    /// boundaries, small files are checked side by side; reports come in input order either way.
    var jobs: Int { jobTypes.count }
    /// The reader's chunk (the size of the runs of lines split across jobs); tests make it small.
    var chunkSize: Int
    /// Whether a value of the type can be one kotlinx decodes but cannot encode (only then is a valid value
    /// decoded and encoded again, for its warning).
    let mayNotReEncode: Bool
    /// The type each job of a split run checks against (`jobTypes[0]` is `type`): with `copy`, each job its own
    /// descriptors. Jobs that read one shared descriptor graph both wrote its reference counts, and the cache line
    /// of each count going back and forth between the cores cost as much as the checking (issue #28).
    let jobTypes: [CheckedType]

    /// `copy` builds the same type again from the contracts, with descriptors of its own (one per job but the first).
    public init(
        type: CheckedType, reporter: CheckReporter, standardInput: FileHandle, jobs: Int = 1,
        copy: (() -> CheckedType)? = nil
    ) {
        self.type = type
        self.reporter = reporter
        self.standardInput = standardInput
        jobTypes = [type] + (1..<max(1, jobs)).map { _ in copy?() ?? type }
        mayNotReEncode = ReEncoding.canFail(type.descriptor, type.configuration)
        // 2 MiB a job, at most 16 MiB (memory stays bounded on machines with many cores).
        chunkSize = max(1 << 20, min(jobTypes.count << 21, 16 << 20))
    }

    /// How much of a file's start is looked at for NUL bytes (a binary file).
    static let binaryProbeSize = 8192
    /// Files up to this size are checked side by side (whole), larger NDJSON files split in runs of lines.
    static let smallFileSize = 1 << 20
    /// How many small files, and how many of their bytes, are checked at once.
    static let groupFiles = 64
    static let groupBytes = 16 << 20

    /// Checks each input in order, reporting as one serial pass over them would.
    public func check(_ paths: [String]) {
        var group: [String] = []
        var groupSize = 0
        for path in paths {
            if reporter.isStopped { break }
            if jobs > 1, path != "-", let size = Self.regularFileSize(path), size <= Self.smallFileSize {
                if groupSize + size > Self.groupBytes || group.count == Self.groupFiles {
                    checkSideBySide(group)
                    group = []
                    groupSize = 0
                }
                group.append(path)
                groupSize += size
                continue
            }
            checkSideBySide(group)
            group = []
            groupSize = 0
            check(path, as: type, into: reporter, jobs: jobs)
        }
        checkSideBySide(group)
    }

    public func check(_ path: String) { check(path, as: type, into: reporter, jobs: jobs) }

    /// Small files on every core, each recorded apart and reported in order: job `j` checks files `j`, `j + jobs`, …
    /// against its own descriptors (`jobTypes`).
    private func checkSideBySide(_ paths: [String]) {
        if paths.isEmpty || reporter.isStopped { return }
        let maxErrors = reporter.maxErrors
        let lanes = min(jobs, paths.count)
        let byLane = Concurrently.map(lanes) { lane in
            stride(from: lane, to: paths.count, by: lanes).map { index in
                let recorded = CheckOutcomes(maxErrors: maxErrors)
                check(paths[index], as: jobTypes[lane], into: recorded, jobs: 1)
                return recorded
            }
        }
        for index in paths.indices { byLane[index % lanes][index / lanes].replay(into: reporter) }
    }

    /// A reader whose chunks give every job a few runs of lines.
    private func reader(_ handle: FileHandle, jobs: Int) -> ChunkedLineReader {
        ChunkedLineReader(handle: handle, chunkSize: jobs == 1 ? min(chunkSize, 1 << 20) : chunkSize)
    }

    static func regularFileSize(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    private func check(_ path: String, as type: CheckedType, into recording: some CheckRecording, jobs: Int) {
        if recording.isStopped { return }
        if path == "-" {
            checkLines(reader(standardInput, jobs: jobs), as: type, name: "<stdin>", into: recording, jobs: jobs)
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else {
            let reason = isDirectory.boolValue ? "is a folder, not a JSON file" : "no such file, or it cannot be read"
            recording.fail([Diagnostic.check(.unreadableInput, reason, at: .start(of: path))])
            return
        }
        defer { try? handle.close() }
        if path.hasSuffix(".json") {
            checkDocument(path, as: type, into: recording)
        } else {
            checkLines(reader(handle, jobs: jobs), as: type, name: path, into: recording, jobs: jobs)
        }
    }

    /// A whole file as one value, memory-mapped (the value may span any number of lines).
    private func checkDocument(_ name: String, as type: CheckedType, into recording: some CheckRecording) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: name), options: .alwaysMapped)
        } catch {
            recording.fail([
                Diagnostic.check(.unreadableInput, "cannot read: \(error.localizedDescription)", at: .start(of: name))
            ])
            return
        }
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let binary = Self.binaryFailure(UnsafeBufferPointer(rebasing: bytes.prefix(Self.binaryProbeSize)), name)
            {
                recording.fail([binary])
                return
            }
            if var failure = ValueChecker.validate(bytes, as: type, origin: .start(of: name)) {
                if failure.message.contains("Expected EOF after parsing") {
                    failure.message +=
                        "; a .json file holds one value: for one value per line (NDJSON), name the file .ndjson or pass it as - (stdin)"
                }
                recording.fail([failure])
            } else {
                passed(bytes, as: type, at: .start(of: name), into: recording)
            }
        }
    }

    /// Records a value kotlinx accepts, with a warning when kotlinx cannot encode it again.
    private func passed(
        _ bytes: UnsafeBufferPointer<UInt8>, as type: CheckedType, at origin: SourceLocation,
        into recording: some CheckRecording
    ) {
        if mayNotReEncode, case .success(let value) = ValueChecker.decode(bytes, as: type, origin: origin),
            let warning = ReEncoding.warning(for: value, as: type, at: origin)
        {
            recording.warn([warning])
        }
        recording.pass()
    }

    /// One value per line; blank lines are skipped. With more than one job, each run of lines the
    /// reader returns is split at line boundaries and checked on every core, then reported in order.
    private func checkLines(
        _ reader: ChunkedLineReader, as type: CheckedType, name: String, into recording: some CheckRecording,
        jobs: Int
    ) {
        if let binary = Self.binaryFailure(reader.peek(Self.binaryProbeSize), name) {
            recording.fail([binary])
            return
        }
        var lineNumber = 0
        var values = 0
        var sinceProgress = 0
        let overlongMessage =
            "the line is longer than \(reader.maximumLineLength >> 20) MiB, the largest value check reads; it was skipped"
        let skipOverlong: () -> Bool = {
            lineNumber += 1
            values += 1
            recording.fail([
                Diagnostic.check(
                    .unreadableInput, overlongMessage, at: SourceLocation(file: name, line: lineNumber, column: 1))
            ])
            return !recording.isStopped
        }
        let maxErrors = reporter.maxErrors
        reader.forEachBatch(overlong: skipOverlong) { batch in
            if jobs == 1 {
                let (lines, found) = checkRun(batch, as: type, name: name, firstLine: lineNumber, into: recording)
                lineNumber += lines
                values += found
            } else {
                // One piece a job, each checked against the job's own descriptors.
                let pieces = ChunkedLineReader.split(batch, into: jobs)
                let results = Concurrently.map(pieces.count) { index in
                    let recorded = CheckOutcomes(maxErrors: maxErrors)
                    let (lines, found) = checkRun(
                        pieces[index], as: jobTypes[index], name: name, firstLine: 0, into: recorded)
                    return (recorded, lines, found)
                }
                for (recorded, lines, found) in results {
                    recorded.replay(into: recording, lineOffset: lineNumber)
                    lineNumber += lines
                    values += found
                    if recording.isStopped { break }
                }
            }
            sinceProgress += batch.count
            if sinceProgress > 16_000_000 {
                sinceProgress = 0
                recording.progress(name, bytes: reader.bytesRead)
            }
            return !recording.isStopped
        }
        recording.finishedInput(bytes: reader.bytesRead)
        if values == 0 && !recording.isStopped {
            recording.fail([Diagnostic.check(.noValue, "no JSON value (the input is empty)", at: .start(of: name))])
        }
    }

    /// Checks each line of a run whose first line is `firstLine + 1`; returns how many lines and values it held.
    private func checkRun(
        _ run: UnsafeBufferPointer<UInt8>, as type: CheckedType, name: String, firstLine: Int,
        into recording: some CheckRecording
    ) -> (lines: Int, values: Int) {
        var values = 0
        let lines = ChunkedLineReader.forEachLine(in: run) { line, number in
            if Self.isBlank(line) { return true }
            values += 1
            let origin = SourceLocation(file: name, line: firstLine + number, column: 1)
            if let failure = ValueChecker.validate(line, as: type, origin: origin) {
                recording.fail([failure])
            } else {
                passed(line, as: type, at: origin, into: recording)
            }
            return !recording.isStopped
        }
        return (lines, values)
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
