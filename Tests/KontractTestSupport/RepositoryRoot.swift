// The repository's root folder, computed once for every test target.

import Foundation

/// The repository root (this file is `Tests/KontractTestSupport/RepositoryRoot.swift`).
public let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A path inside the repository, such as `contracts/fixtures`.
public func repositoryURL(_ relativePath: String) -> URL {
    repositoryRoot.appendingPathComponent(relativePath)
}
