// The folder walk of `SourceSets.kotlinFiles`: which entries it finds, and which links it does not follow.

import Foundation
import Testing

@testable import KontractExtract

@Suite struct SourceSetWalkTests {
    /// Hidden files and a link to a file are found; a link to a folder is not followed, `build` is skipped, a `.sq`
    /// file counts only under `sqldelight`, a `.graphql` file is set apart and an unknown source set is named.
    @Test func theWalkFindsWhatFileManagersEnumeratorFound() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("kx-walk-\(UUID().uuidString)")
        let elsewhere = manager.temporaryDirectory.appendingPathComponent("kx-walk-elsewhere-\(UUID().uuidString)")
        defer {
            try? manager.removeItem(at: root)
            try? manager.removeItem(at: elsewhere)
        }
        for file in [
            "src/commonMain/kotlin/a/A.kt", "src/commonMain/kotlin/.Hidden.kt", "src/commonMain/sqldelight/db/T.sq",
            "src/commonMain/other/U.sq", "src/commonMain/graphql/q.graphql", "src/commonMain/build/B.kt",
            "src/mobileMain/M.kt", "src/iosTest/T.kt",
        ] {
            let url = root.appendingPathComponent(file)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("package p\n".utf8).write(to: url)
        }
        try manager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data("package p\n".utf8).write(to: elsewhere.appendingPathComponent("E.kt"))
        try manager.createSymbolicLink(
            atPath: root.path + "/src/commonMain/kotlin/linked", withDestinationPath: elsewhere.path)
        try manager.createSymbolicLink(
            atPath: root.path + "/src/commonMain/kotlin/Alias.kt", withDestinationPath: elsewhere.path + "/E.kt")
        var unknown: [String] = []
        var graphQL: [String] = []
        let found = SourceSets.kotlinFiles(under: root.path, unknownSourceSets: &unknown, graphQLFiles: &graphQL)
        #expect(
            found
                == [
                    "src/commonMain/kotlin/.Hidden.kt", "src/commonMain/kotlin/Alias.kt",
                    "src/commonMain/kotlin/a/A.kt",
                    "src/commonMain/sqldelight/db/T.sq",
                ].map { root.path + "/" + $0 })
        #expect(unknown == [root.path + "/src/mobileMain"])
        #expect(graphQL == [root.path + "/src/commonMain/graphql/q.graphql"])
        #expect(SourceSets.kotlinFiles(under: root.path + "/src/commonMain/kotlin/a/A.kt").isEmpty)
        #expect(SourceSets.kotlinFiles(under: "").isEmpty)
    }
}
