// What the plugins read of a target's Kotlin: its own `.kt` files and the `"kotlin"` paths of its config file.

import Foundation
import PackagePlugin

/// The Kotlin sources of one source module (docs/extract.md, "Builds straight from Kotlin").
struct PluginKotlinSources {
    /// The `.kt` files, sorted: the target's own, then those under the config's `"kotlin"` paths (relative to the
    /// config file), with the source sets iOS does not compile left out as `kontract extract` leaves them out.
    let files: [URL]
    /// The config's `"kotlin"` paths, as `kontract extract` reads them when given no path.
    let configuredPaths: [String]

    /// The config file when it cannot be read as a JSON object whose `"kotlin"` (if any) is a list of strings:
    /// the plugin says so rather than building as if the target had no Kotlin (`kontract` reports where).
    let unreadableConfiguration: URL?

    init(module: SourceModuleTarget, configuration: URL?) {
        var paths: [String] = []
        var unreadable: URL?
        if let configuration {
            let root = (try? Data(contentsOf: configuration)).flatMap {
                try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
            }
            if let root, root["kotlin"] == nil || root["kotlin"] is [String] {
                let folder = configuration.deletingLastPathComponent()
                paths = (root["kotlin"] as? [String] ?? []).map {
                    $0.hasPrefix("/") ? $0 : folder.appending(path: $0).filePath
                }
            } else {
                unreadable = configuration
            }
        }
        unreadableConfiguration = unreadable
        configuredPaths = paths
        var found = module.sourceFiles.map(\.url).filter { $0.pathExtension == "kt" }.map(\.filePath)
        for path in paths {
            found += path.hasSuffix(".kt") ? [path] : SourceSets.kotlinFiles(under: path)
        }
        files = Array(Set(found)).sorted().map { URL(fileURLWithPath: $0) }
    }

    /// Two Kotlin files whose Swift files would have one name (`a/Mapper.kt`, `b/Mapper.kt`), if any; a Kotlin file
    /// named `KontractLibraries.kt` clashes with the library contracts' Swift file.
    var clash: [String]? {
        let libraries = "(the library contracts' Swift)/" + SourceSets.librariesSwiftFileName.dropLast(15) + ".kt"
        return Dictionary(grouping: files.map(\.filePath) + [libraries], by: SourceSets.swiftFileName(forKotlin:))
            .values.first { $0.count > 1 }
    }
}
