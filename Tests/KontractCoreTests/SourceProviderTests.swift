// Tests the source providers: memory and disk discover, read and report alike.

import Foundation
import Testing

@testable import KontractCore

@Suite struct SourceProviderTests {
    private static let contract = TemporaryContracts.contract(
        package: "com.example",
        #"    { "kind": "data class", "name": "Ref", "properties": [{ "name": "id", "type": "Strin" }] }"#)

    private static let files = [
        "a/one.kontract.json": contract,
        "a/notes.txt": "not a contract",
        "a/.hidden/two.kontract.json": contract,
        "a/sub/three.kontract.json": "{",
        "empty/readme.md": "",
    ]

    /// The same files on disk, in a fresh folder.
    private static func onDisk(_ run: (String) throws -> Void) throws {
        let contracts = try TemporaryContracts()
        defer { contracts.remove() }
        for (name, text) in files {
            let path = "\(contracts.folder)/\(name)"
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        }
        try run(contracts.folder)
    }

    private static func describe(_ pipeline: ContractPipeline, strippingPrefix prefix: String) -> [String] {
        pipeline.diagnostics.map { "\($0)".replacingOccurrences(of: prefix, with: "") }
    }

    @Test func memoryDiscoversLikeTheDisk() throws {
        let memory = InMemorySourceProvider(texts: Self.files)
        let paths = ["a", "a/one.kontract.json", "empty", "missing"]
        let fromMemory = memory.discover(paths)
        #expect(fromMemory.files == ["a/one.kontract.json", "a/sub/three.kontract.json"])
        try Self.onDisk { folder in
            let fromDisk = FileSystemSourceProvider().discover(paths.map { "\(folder)/\($0)" })
            #expect(fromDisk.files.map { String($0.dropFirst(folder.count + 1)) } == fromMemory.files)
            #expect(
                fromDisk.diagnostics.map { "\($0)".replacingOccurrences(of: folder + "/", with: "") }
                    == fromMemory.diagnostics.map { "\($0)" })
        }
    }

    @Test func aPipelineFromMemoryReportsWhatTheDiskReports() throws {
        let fromMemory = ContractPipeline.run(["a"], from: InMemorySourceProvider(texts: Self.files))
        #expect(fromMemory.diagnostics.count == 2)
        #expect(fromMemory.files.map(\.path) == ["a/one.kontract.json"])
        try Self.onDisk { folder in
            let fromDisk = ContractPipeline.run(["\(folder)/a"])
            #expect(
                Self.describe(fromDisk, strippingPrefix: folder + "/") == Self.describe(fromMemory, strippingPrefix: "")
            )
        }
    }

    @Test func readingAFolderOrAMissingFileIsADiagnostic() {
        let memory = InMemorySourceProvider(texts: Self.files)
        #expect(throws: Never.self) { try memory.read("a/one.kontract.json").get() }
        guard case .failure(let folder) = memory.read("a"), case .failure(let missing) = memory.read("b") else {
            Issue.record("a folder or a missing file was read")
            return
        }
        #expect(folder.message == "is a folder, not a contract file")
        #expect(missing.message == "no such file or folder")
    }
}
