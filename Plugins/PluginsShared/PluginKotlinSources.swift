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

    init(module: SourceModuleTarget, configuration: URL?) {
        var paths: [String] = []
        if let configuration, let data = try? Data(contentsOf: configuration),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let kotlin = root["kotlin"] as? [String]
        {
            let folder = configuration.deletingLastPathComponent()
            paths = kotlin.map { $0.hasPrefix("/") ? $0 : folder.appending(path: $0).filePath }
        }
        configuredPaths = paths
        var found = module.sourceFiles.map(\.url).filter { $0.pathExtension == "kt" }.map(\.filePath)
        for path in paths {
            found += path.hasSuffix(".kt") ? [path] : SourceSets.kotlinFiles(under: path)
        }
        files = Array(Set(found)).sorted().map { URL(fileURLWithPath: $0) }
    }

    /// Two Kotlin files whose Swift files would have one name (`a/Mapper.kt`, `b/Mapper.kt`), if any.
    var clash: [String]? {
        Dictionary(grouping: files.map(\.filePath), by: SourceSets.swiftFileName(forKotlin:)).values
            .first { $0.count > 1 }
    }
}
