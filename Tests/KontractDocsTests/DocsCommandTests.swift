// `kontract docs` as the command line runs it (in process): the output folder, re-runs, usage errors.

import Foundation
import KontractCLI
import KontractCLITestSupport
import KontractTestSupport
import Testing

@Test func docsWritesTheSiteThenFindsItUpToDate() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-docs-cli-\(UUID().uuidString)")
    defer {
        do { try FileManager.default.removeItem(at: folder) } catch { Issue.record(error) }
    }
    let contracts = repositoryURL("contracts").path
    let first = CommandRun(["docs", contracts, "--output", folder.path])
    #expect(first.code == .success, "\(first.standardError)")
    #expect(first.standardOutput.contains("wrote \(folder.path)/search.html"))
    let second = CommandRun(["docs", contracts, "--output", folder.path, "--interop", "skie"])
    #expect(second.code == .success)
    #expect(second.standardOutput.contains("wrote \(folder.path)/search.html"))
    #expect(!second.standardOutput.contains("style.css"))
    let page = try String(contentsOf: folder.appendingPathComponent("search.html"), encoding: .utf8)
    #expect(page.contains("data-face=\"Swift: SKIE\"") && !page.contains("data-face=\"Swift: Objective-C export\""))
    // contracts/fixtures, found as `kontract check` finds it, shows on the types' sections.
    #expect(page.contains("PokemonRef.fixtures.json · valid (accept)"))
    let third = CommandRun(["docs", contracts, "--output", folder.path, "--interop", "skie"])
    #expect(third.standardOutput.contains("10 file(s) up to date"))
}

@Test func docsWithoutAnOutputFolderIsAUsageError() {
    let run = CommandRun(["docs", repositoryURL("contracts").path])
    #expect(run.code == .usage)
    #expect(run.standardError.contains("pass --output DIR"))
}

@Test func docsStyleKeepsTheColumnsOfOneStyle() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kontract-docs-st-\(UUID().uuidString)")
    defer {
        do { try FileManager.default.removeItem(at: folder) } catch { Issue.record(error) }
    }
    let run = CommandRun(["docs", repositoryURL("contracts").path, "--output", folder.path, "--style", "swift"])
    #expect(run.code == .success, "\(run.standardError)")
    let page = try String(contentsOf: folder.appendingPathComponent("search.html"), encoding: .utf8)
    #expect(page.contains("data-face=\"Swift: swift style\""))
    #expect(!page.contains("data-face=\"Swift: Objective-C export\"") && !page.contains("data-face=\"Swift: SKIE\""))
}
