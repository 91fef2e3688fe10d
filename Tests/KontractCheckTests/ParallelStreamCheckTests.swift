// `check --jobs N` reports what `--jobs 1` reports: failures, their order, counts and --max-errors.

import Foundation
import KontractTestSupport
import Testing

@testable import KontractCheck
@testable import KontractCore

@Suite("Parallel stream check")
struct ParallelStreamCheckTests {
    static func searchUiState() throws -> CheckedType {
        let module = try #require(ContractPipeline.run([repositoryURL("contracts").path]).module)
        return try CheckableContracts(module: module).type(named: "SearchUiState").get()
    }

    /// NDJSON with invalid lines spread around: wrong types, unknown and missing keys, truncated
    /// values, bad UTF-8, blank lines, CRLF endings, and no newline at the end.
    static func ndjson(lines: Int) -> [UInt8] {
        var text: [UInt8] = []
        for index in 0..<lines {
            let results = (0..<(index % 5)).map { "{\"id\":\($0 + index),\"name\":\"p\($0)\",\"artworkUrl\":\"u\"}" }
            var line = "{\"consulta\":\"q\(index)\",\"resultados\":[\(results.joined(separator: ","))]}"
            switch index % 97 {
            case 3: line = "{\"consulta\":\(index)}"
            case 17: line = "{\"consulta\":\"x\",\"extra\":1}"
            case 29: line = "{\"resultados\":[{\"id\":1,\"name\":\"p\"}]}"
            case 41: line = String(line.prefix(line.count / 2))
            case 53: line = ""
            case 61: line = "   "
            case 71: line = "{\"buscando\":\"yes\"}\r"
            case 83: line = "{\"resultados\":[{\"id\":2147483648,\"name\":\"p\",\"artworkUrl\":\"u\"}]}"
            default: break
            }
            text += Array(line.utf8)
            if index % 97 == 89 { text += [0x7B, 0x22, 0xC3, 0x28, 0x22, 0x7D] }  // invalid UTF-8 after a value
            if index < lines - 1 { text.append(0x0A) }
        }
        return text
    }

    /// The run's failures (`file:line:col message [id]`) and its closing counts.
    static func run(_ paths: [String], jobs: Int, chunkSize: Int? = nil, maxErrors: Int? = nil) throws -> (
        [String], DiagnosticSummary?
    ) {
        let sink = CollectingDiagnosticSink()
        let reporter = CheckReporter(sink: sink, maxErrors: maxErrors, isErrorTerminal: false, writeError: { _ in })
        // Each job but the first checks against its own descriptors, built again as `kontract check` builds them.
        let type = try searchUiState()
        var copies = 0
        var checker = StreamChecker(
            type: type, reporter: reporter, standardInput: FileHandle.nullDevice, jobs: jobs,
            copy: {
                copies += 1
                return (try? searchUiState()) ?? type
            })
        #expect(copies == jobs - 1)
        if let chunkSize { checker.chunkSize = chunkSize }
        checker.check(paths)
        reporter.finish(contractFiles: 1)
        return (sink.diagnostics.map { "\($0.location) \($0.message) [\($0.id)]" }, sink.summary)
    }

    static func write(_ bytes: [UInt8], _ name: String, in folder: String) throws -> String {
        let path = "\(folder)/\(name)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aLargeFileSplitAcrossJobsReportsAsTheSerialRun() throws {
        let folder = try TemporaryContracts()
        defer { folder.remove() }
        let path = try Self.write(Self.ndjson(lines: 3000), "states.ndjson", in: folder.folder)
        let (serial, serialSummary) = try Self.run([path], jobs: 1)
        #expect(serial.count > 200)
        #expect(serialSummary?.failed == serial.count)
        for (jobs, chunk) in [(2, 700), (3, 4096), (4, 1 << 20)] {
            let (parallel, summary) = try Self.run([path], jobs: jobs, chunkSize: chunk)
            #expect(parallel == serial, "--jobs \(jobs), chunks of \(chunk) bytes")
            #expect(summary == serialSummary)
        }
    }

    @Test func maxErrorsStopsAtTheSameValue() throws {
        let folder = try TemporaryContracts()
        defer { folder.remove() }
        let path = try Self.write(Self.ndjson(lines: 1500), "states.ndjson", in: folder.folder)
        for maxErrors in [1, 7, 40] {
            let serial = try Self.run([path], jobs: 1, maxErrors: maxErrors)
            let parallel = try Self.run([path], jobs: 3, chunkSize: 900, maxErrors: maxErrors)
            #expect(serial.0.count == maxErrors)
            #expect(parallel.0 == serial.0)
            #expect(parallel.1 == serial.1)
        }
    }

    @Test func manyFilesAcrossJobsReportInArgumentOrder() throws {
        let folder = try TemporaryContracts()
        defer { folder.remove() }
        var paths: [String] = []
        for index in 0..<12 {
            paths.append(try Self.write(Self.ndjson(lines: 40 + index * 13), "s\(index).ndjson", in: folder.folder))
        }
        paths.insert(try Self.write([], "empty.ndjson", in: folder.folder), at: 3)
        paths.insert("\(folder.folder)/missing.ndjson", at: 7)
        paths.insert(try Self.write(Array("{\"consulta\":1}".utf8), "one.json", in: folder.folder), at: 9)
        paths.insert(try Self.write(Self.ndjson(lines: 2000), "big.ndjson", in: folder.folder), at: 5)
        let serial = try Self.run(paths, jobs: 1)
        #expect(try Self.run(paths, jobs: 2).0 == serial.0)
        #expect(try Self.run(paths, jobs: 3, chunkSize: 2000) == serial)
        let stopped = try Self.run(paths, jobs: 1, maxErrors: 60)
        #expect(try Self.run(paths, jobs: 2, maxErrors: 60) == stopped)
    }
}
