// Tests of the output discipline: write-if-changed, stale removal, foreign files, containment.

import Foundation
import KontractCore
import KontractGenerator
import Testing

private func generated(_ name: String, _ body: String) -> GeneratedFile {
    GeneratedFile(name: name, contents: "// \(SwiftGenerator.headerMarker) test\n\(body)\n")
}

private func read(_ folder: URL, _ name: String) -> String? {
    try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
}

@Test func writesOnlyWhatChangedAndRemovesStaleGeneratedFiles() throws {
    let folder = TestSupport.temporaryFolder()
    let first = try GeneratedFileWriter.write([generated("a.swift", "1"), generated("b.swift", "2")], to: folder.path)
    #expect(first.written == ["a.swift", "b.swift"])
    let second = try GeneratedFileWriter.write([generated("a.swift", "1"), generated("b.swift", "3")], to: folder.path)
    #expect(second.written == ["b.swift"] && second.unchanged == ["a.swift"] && second.removed.isEmpty)
    let third = try GeneratedFileWriter.write([generated("b.swift", "3")], to: folder.path)
    #expect(third.removed == ["a.swift"] && third.unchanged == ["b.swift"])
    #expect(read(folder, "a.swift") == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["b.swift"])
}

@Test func neverTouchesAFileWithoutTheHeader() throws {
    let folder = TestSupport.temporaryFolder()
    try "hand written\n".write(to: folder.appendingPathComponent("mine.swift"), atomically: true, encoding: .utf8)
    _ = try GeneratedFileWriter.write([generated("a.swift", "1")], to: folder.path)
    #expect(read(folder, "mine.swift") == "hand written\n")
    // A clash with a foreign file is an error, and nothing at all is written (all or nothing).
    #expect(throws: WriterError.self) {
        try GeneratedFileWriter.write([generated("a.swift", "changed"), generated("mine.swift", "x")], to: folder.path)
    }
    #expect(read(folder, "mine.swift") == "hand written\n")
    #expect(read(folder, "a.swift") == "// \(SwiftGenerator.headerMarker) test\n1\n")
}

@Test(arguments: ["../escape.swift", "/tmp/abs.swift", "a/../../b.swift", "", "./a.swift"])
func rejectsPathsOutsideTheOutputFolder(name: String) throws {
    let folder = TestSupport.temporaryFolder()
    #expect(throws: WriterError.self) {
        try GeneratedFileWriter.write([generated(name, "x")], to: folder.path)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
}

@Test func unsupportedTypesAreReportedWithTheirLocation() throws {
    let folder = TestSupport.temporaryFolder()
    let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "data class", "name": "Bad", "properties": [ { "name": "f", "type": "MutableSet<Bad>" } ] } ] }
        """
    let path = folder.appendingPathComponent("bad.kontract.json").path
    try contract.write(toFile: path, atomically: true, encoding: .utf8)
    let (module, problems) = TestSupport.module([path])
    let checked = try #require(module, "\(problems)")
    let error = #expect(throws: DiagnosticList.self) {
        try SwiftGenerator.generate(module: checked, options: GeneratorOptions())
    }
    #expect(error?.all.first?.location.line == 2)
    #expect(error?.all.first?.message.contains("MutableSet") == true)
    // The same contract in swift style maps MutableSet to a Swift set (bridge style: no KotlinMutableSet of a struct).
    #expect(throws: Never.self) {
        try SwiftGenerator.generate(module: checked, options: GeneratorOptions(style: .swift))
    }
}

/// `move`'s unchanged files (extract found the folder's file with its very bytes and staged none) are checked again
/// with the folder locked: one changed meanwhile fails the write, and nothing is written.
@Test func anUnchangedFileChangedMeanwhileFailsTheMoveAndNothingIsWritten() throws {
    let folder = TestSupport.temporaryFolder()
    _ = try GeneratedFileWriter.write([generated("a.swift", "1"), generated("b.swift", "2")], to: folder.path)
    let staged = TestSupport.temporaryFolder().appendingPathComponent("b.staged")
    try Data(generated("b.swift", "3").contents.utf8).write(to: staged)
    let same = try GeneratedFileWriter.move(
        staged: [("b.swift", staged.path)],
        unchanged: [("a.swift", { $0 == Data(generated("a.swift", "1").contents.utf8) })],
        to: folder.path)
    #expect(same.written == ["b.swift"] && same.unchanged == ["a.swift"])
    try Data(generated("b.swift", "4").contents.utf8).write(to: staged)
    #expect(throws: WriterError.self) {
        try GeneratedFileWriter.move(
            staged: [("b.swift", staged.path)], unchanged: [("a.swift", { _ in false })], to: folder.path)
    }
    #expect(read(folder, "b.swift") == "// \(SwiftGenerator.headerMarker) test\n3\n")
    #expect(read(folder, "a.swift") == "// \(SwiftGenerator.headerMarker) test\n1\n")
}
