// KMP source sets by folder name: which ones iOS sees, and the `.kt` files of a folder outside the others.
// Shared with the SwiftPM plugins (Plugins/PluginsShared/SourceSets.swift is a symlink): Foundation only.

import Foundation

/// The source sets of a KMP module, as extract reads them (docs/extract.md, "Source sets and expect/actual").
public enum SourceSets {
    /// Source sets a Kotlin/Native iOS framework compiles: `commonMain`, the native and Apple intermediates,
    /// `iosMain` and the per-target `iosArm64Main`, `iosX64Main`, `iosSimulatorArm64Main`.
    /// Compared without case: Kotlin/Native builds for iOS on macOS, whose file system does not tell `iOSMain`
    /// from `iosMain` (a folder spelled so is the `iosMain` source set there).
    static func isSeenByIOS(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["commonmain", "nativemain", "applemain", "darwinmain", "iosmain"].contains(lowered)
            || (lowered.hasPrefix("ios") && lowered.hasSuffix("main"))
    }

    /// Source sets of other platforms by their names' starts (`jvmMain`, `androidMain`, `desktopMain`,
    /// `wasmJsMain`, `webMain`, `macosX64Main`…): a `…Main` folder outside these and `isSeenByIOS` is a custom
    /// intermediate (`mobileMain`, `nonAndroidMain`) that iOS may compile or not, which only the build says.
    static let otherPlatformPrefixes = [
        "jvm", "android", "desktop", "js", "wasm", "web", "macos", "linux", "mingw", "tvos", "watchos", "server",
        "backend", "browser", "node",
    ]

    /// Whether a `…Main` folder is a source set extract does not know iOS compiles nor knows it does not.
    static func isUnknownSourceSet(_ name: String) -> Bool {
        guard name.hasSuffix("Main"), name.first?.isLowercase == true, !isSeenByIOS(name) else { return false }
        let lowered = name.lowercased()
        return !otherPlatformPrefixes.contains(where: { lowered.hasPrefix($0) })
    }

    /// A folder extract does not descend into: another platform's source set (`jvmMain`, `androidMain`,
    /// `macosMain`, `jsMain`…), a test source set, or build output.
    static func isSkippedFolder(_ name: String) -> Bool {
        if ["test", "build", ".gradle"].contains(name) || name.hasSuffix("Test") { return true }
        return name.hasSuffix("Main") && name.first?.isLowercase == true && !isSeenByIOS(name)
    }

    /// Every `.kt` file under `folder`, sorted, outside the folders `isSkippedFolder` names.
    static func kotlinFiles(under folder: String) -> [String] {
        var unknown: [String] = []
        return kotlinFiles(under: folder, unknownSourceSets: &unknown)
    }

    /// Every `.kt` file under `folder` (and SQLDelight `.sq` file in a `sqldelight` folder), sorted, outside the
    /// folders `isSkippedFolder` names; `unknownSourceSets`
    /// gets the skipped folders (paths) that `isUnknownSourceSet` names, sorted.
    static func kotlinFiles(under folder: String, unknownSourceSets: inout [String]) -> [String] {
        var graphQL: [String] = []
        return kotlinFiles(under: folder, unknownSourceSets: &unknownSourceSets, graphQLFiles: &graphQL)
    }

    /// `kotlinFiles(under:unknownSourceSets:)`, with `graphQLFiles` getting the `.graphql` files (Apollo's inputs,
    /// whose generated Kotlin is not there), sorted.
    static func kotlinFiles(under folder: String, unknownSourceSets: inout [String], graphQLFiles: inout [String])
        -> [String]
    {
        guard !folder.isEmpty else { return [] }
        var result: [String] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        // Folders still to read, as paths relative to `folder` ("" for `folder` itself).
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            // As FileManager's enumerator did (at about 100,000 instructions an entry, 3.5 % of an extract): every
            // entry, hidden ones too, and no descent into a symbolic link to a folder.
            eachEntry(of: prefix + relativeFolder) { name, isFolder in
                let relative = relativeFolder + name
                if isSkippedFolder(name) {
                    if isUnknownSourceSet(name) { unknownSourceSets.append(prefix + relative) }
                    return
                }
                if isFolder { pending.append(relative + "/") }
                // By name alone, as before (a folder named `X.kt` too).
                if name.hasSuffix(".kt")
                    || (name.hasSuffix(".sq") && relative.split(separator: "/").contains("sqldelight"))
                {
                    result.append(prefix + relative)
                } else if name.hasSuffix(".graphql") || name.hasSuffix(".graphqls") {
                    graphQLFiles.append(prefix + relative)
                }
            }
        }
        unknownSourceSets.sort()
        graphQLFiles.sort()
        return result.sorted()
    }

    /// Calls `body` with the name of each entry of the folder at `path` (not `.` and `..`) and whether it is a
    /// folder (a symbolic link is not one, whatever it points to); nothing when the folder cannot be read.
    private static func eachEntry(of path: String, _ body: (_ name: String, _ isFolder: Bool) -> Void) {
        guard let folder = opendir(path) else { return }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            guard name != "." && name != ".." else { continue }
            var isFolder = Int(entry.pointee.d_type) == Int(DT_DIR)
            if Int(entry.pointee.d_type) == Int(DT_UNKNOWN) {
                // A file system that does not say: asked without following a link.
                var status = stat()
                isFolder = lstat(path + "/" + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            }
            body(name, isFolder)
        }
    }

    /// The Swift file generated for a Kotlin file, named by its file name alone (`src/commonMain/kotlin/Search.kt`
    /// → `Search.kontract.swift`): what the build plugin declares as outputs and `kontract extract --swift` writes.
    public static func swiftFileName(forKotlin path: String) -> String {
        let name = String(path.split(separator: "/").last ?? Substring(path))
        // SQLDelight's `Table.sq` (read as the Kotlin of its tables) → `Table.kontract.swift`.
        return (name.hasSuffix(".kt") || name.hasSuffix(".sq") ? String(name.dropLast(3)) : name) + ".kontract.swift"
    }

    /// The Swift file of the library contracts (`library.*.kontract.json`, which no Kotlin file holds): declared by
    /// the build plugin beside one file per Kotlin file, written header-only when the module names no library type.
    public static let librariesSwiftFileName = "KontractLibraries.kontract.swift"
}
