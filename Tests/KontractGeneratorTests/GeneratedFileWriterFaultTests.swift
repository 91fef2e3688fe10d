// Faults while writing output: disk full, read-only, a file in the way, a killed process — never a mix.

import Foundation
import KontractTestSupport
import Testing

@testable import KontractGenerator

private func generated(_ name: String, _ body: String) -> GeneratedFile {
    GeneratedFile(name: name, contents: "// \(SwiftGenerator.headerMarker) test\n\(body)\n")
}

/// Every file below `folder` (hidden ones too) with its text: two equal snapshots are the same set.
private func snapshot(_ folder: URL) -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let relative = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        let path = folder.appendingPathComponent(relative).path
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        files[relative] = isDirectory.boolValue ? "<folder>" : (try? String(contentsOfFile: path, encoding: .utf8))
    }
    return files
}

/// An old set (a, b, c and a stale d) in a fresh folder, the new set that replaces it, and both snapshots.
private struct Scenario {
    let folder = TestSupport.temporaryFolder()
    let newFiles = [generated("a.swift", "new a"), generated("b.swift", "new b"), generated("e.swift", "new e")]
    let old: [String: String]

    init() throws {
        let oldFiles = ["a.swift", "b.swift", "c.swift", "d.swift"].map { generated($0, "old \($0)") }
        _ = try GeneratedFileWriter.write(oldFiles, to: folder.path)
        try "mine\n".write(to: folder.appendingPathComponent("user.swift"), atomically: true, encoding: .utf8)
        old = snapshot(folder)
    }

    /// The folder after the new set was written: new a, b, e, unchanged user.swift; c and d removed.
    var expectedNew: [String: String] {
        var files = ["user.swift": "mine\n"]
        for file in newFiles { files[file.name] = file.contents }
        return files
    }

    func write(_ operations: FileOperations) throws {
        _ = try GeneratedFileWriter.write(
            newFiles, to: folder.path, removingStale: true, format: .swift, operations: operations)
    }
}

/// Counts calls of one kind of operation, thread-safely.
private final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}

@Test(arguments: 1...4)
func diskFullWhileStagingKeepsTheOldSet(failingWrite: Int) throws {
    let scenario = try Scenario()
    let writes = CallCounter()
    var operations = FileOperations.system
    // /dev/full fails every write with ENOSPC, as a full disk does.
    operations.writeFile = { data, url in
        try data.write(to: writes.next() == failingWrite ? URL(fileURLWithPath: "/dev/full") : url)
    }
    let error = #expect(throws: WriterError.self) { try scenario.write(operations) }
    #expect(error?.message.contains("space") == true, "\(String(describing: error))")
    #expect(snapshot(scenario.folder) == scenario.old)
}

@Test(arguments: 1...8)
func aFailedRenameRestoresTheOldSet(failingRename: Int) throws {
    let scenario = try Scenario()
    let renames = CallCounter()
    var operations = FileOperations.system
    // EROFS, as a folder remounted read-only mid-write would answer.
    operations.rename = { from, to in
        if renames.next() == failingRename { throw CocoaError(.fileWriteVolumeReadOnly) }
        try FileOperations.system.rename(from, to)
    }
    #expect(throws: WriterError.self) { try scenario.write(operations) }
    #expect(snapshot(scenario.folder) == scenario.old)
}

@Test func aFileInTheWayRestoresTheOldSet() throws {
    let scenario = try Scenario()
    // `sub` is a user's file where the new set needs a folder.
    try "not a folder\n".write(to: scenario.folder.appendingPathComponent("sub"), atomically: true, encoding: .utf8)
    let before = snapshot(scenario.folder)
    let files = [generated("a.swift", "new a"), generated("sub/x.swift", "x"), generated("b.swift", "new b")]
    let error = #expect(throws: WriterError.self) { try GeneratedFileWriter.write(files, to: scenario.folder.path) }
    #expect(error?.message.contains("sub") == true, "\(String(describing: error))")
    #expect(snapshot(scenario.folder) == before)
}

@Test func aReadOnlyOutputFolderChangesNothing() throws {
    let scenario = try Scenario()
    var operations = FileOperations.system
    operations.writeFile = { _, _ in throw CocoaError(.fileWriteVolumeReadOnly) }
    #expect(throws: WriterError.self) { try scenario.write(operations) }
    #expect(snapshot(scenario.folder) == scenario.old)
}

/// A writer killed before rename N leaves the folder as a snapshot taken there shows it; the next
/// write to the folder (here one that writes nothing) turns it into the old set or the new one.
@Test(.serialized, arguments: 1...8)
func aKilledWriterLeavesTheOldSetOrTheNewOne(killedBeforeRename: Int) throws {
    let scenario = try Scenario()
    let renames = CallCounter()
    let reached = DispatchSemaphore(value: 0)
    let resume = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    var operations = FileOperations.system
    operations.rename = { from, to in
        if renames.next() == killedBeforeRename {
            reached.signal()
            _ = resume.wait(timeout: .now() + defaultWaitBound)
        }
        try FileOperations.system.rename(from, to)
    }
    // A thread of its own: the pause must not hold one of the few threads Swift concurrency has.
    let pausing = operations
    Thread.detachNewThread {
        _ = try? scenario.write(pausing)
        finished.signal()
    }
    guard reached.wait(timeout: .now() + defaultWaitBound) == .success else {
        Issue.record(
            "timed out after \(defaultWaitBound) s waiting for the writer to reach rename \(killedBeforeRename)")
        return
    }
    // The process "dies" here: its folder, staging folder included, is all that is left.
    let leftOver = TestSupport.temporaryFolder().appendingPathComponent("out")
    try FileManager.default.copyItem(at: scenario.folder, to: leftOver)
    resume.signal()
    guard finished.wait(timeout: .now() + defaultWaitBound) == .success else {
        Issue.record("timed out after \(defaultWaitBound) s waiting for the resumed writer to finish")
        return
    }
    #expect(snapshot(scenario.folder) == scenario.expectedNew)

    _ = try GeneratedFileWriter.write([], to: leftOver.path, removingStale: false)
    let recovered = snapshot(leftOver)
    #expect(recovered == scenario.old || recovered == scenario.expectedNew, "\(recovered)")
    // Before the journal is complete (rename 1 renames it into place) nothing was committed.
    #expect((recovered == scenario.old) == (killedBeforeRename == 1), "\(recovered)")
}

@Test func customHeaderMarkerAndSuffix() throws {
    let folder = TestSupport.temporaryFolder()
    let html = GeneratedFileFormat(headerMarker: "<!-- Generated by kontract", suffix: ".html")
    let page = GeneratedFile(name: "a.html", contents: "<!-- Generated by kontract -->\n<p>a</p>\n")
    _ = try GeneratedFileWriter.write(
        [page, GeneratedFile(name: "b.html", contents: page.contents)], to: folder.path, format: html)
    try "<p>mine</p>\n".write(to: folder.appendingPathComponent("mine.html"), atomically: true, encoding: .utf8)
    _ = try GeneratedFileWriter.write([generated("x.swift", "1")], to: folder.path)
    // The Swift run leaves the .html files alone; the HTML run removes only its own stale page.
    let report = try GeneratedFileWriter.write([page], to: folder.path, format: html)
    #expect(report.removed == ["b.html"] && report.unchanged == ["a.html"])
    #expect(
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["a.html", "mine.html", "x.swift"])
    #expect(throws: WriterError.self) {
        try GeneratedFileWriter.write([GeneratedFile(name: "mine.html", contents: "x")], to: folder.path, format: html)
    }
}

@Test func concurrentWritersOfOneFolderTakeTurns() throws {
    let folder = TestSupport.temporaryFolder()
    let failures = CallCounter()
    // The build plugin's per-contract commands write one file each into one shared folder.
    DispatchQueue.concurrentPerform(iterations: 8) { index in
        do {
            _ = try GeneratedFileWriter.write(
                [generated("f\(index).swift", "\(index)")], to: folder.path, removingStale: false)
        } catch {
            _ = failures.next()
        }
    }
    #expect(failures.next() == 1)
    #expect(snapshot(folder).count == 8)
}
