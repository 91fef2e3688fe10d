// Hostile input sizes get a clear error in bounded memory: oversized files, overlong NDJSON lines.

import Foundation
import KontractCore
import Testing

@testable import KontractCLI
@testable import KontractCheck

@Test func aContractOverTheSizeLimitIsAClearErrorWithoutReadingIt() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("huge.kontract.json").path
    // Sparse: the size is what counts, the reader stops one byte past the limit.
    FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(SourceFileReader.maximumSize + 1))
    try handle.close()
    let (file, diagnostics) = ContractParser.parseFile(at: path)
    #expect(file == nil)
    #expect(diagnostics.map(\.message) == ["the file is 8.0 MiB; contract and fixture files are limited to 8 MiB"])
    let run = CommandRun(["validate", path])
    #expect(run.code == .failure)
    #expect(run.standardError.contains("huge.kontract.json:1:1: error: the file is 8.0 MiB"))
}

@Test func aLineOverTheLimitIsSkippedAndReportedWithItsNumber() throws {
    let pipe = Pipe()
    let input = "short\n" + String(repeating: "x", count: 300) + "\nafter\n" + String(repeating: "y", count: 200)
    pipe.fileHandleForWriting.write(Data(input.utf8))
    try pipe.fileHandleForWriting.close()
    let reader = ChunkedLineReader(handle: pipe.fileHandleForReading, chunkSize: 16, maximumLineLength: 64)
    var lines: [String] = []
    var overlong: [Int] = []
    let skipped: (Int) -> Bool = { number in
        overlong.append(number)
        return true
    }
    reader.forEachLine(overlong: skipped) { line, number in
        lines.append("\(number):\(String(decoding: line, as: UTF8.self))")
        return true
    }
    #expect(lines == ["1:short", "3:after"])
    #expect(overlong == [2, 4])
}
