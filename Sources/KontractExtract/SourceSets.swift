// KMP source sets by folder name: which ones iOS sees, and the `.kt` files of a folder outside the others.
// Shared with the SwiftPM plugins (Plugins/PluginsShared/SourceSets.swift is a symlink): Foundation only.

import Foundation

/// The source sets of a KMP module, as extract reads them (docs/extract.md, "Source sets and expect/actual").
public enum SourceSets {
    /// Source sets a Kotlin/Native iOS framework compiles: `commonMain`, the native and Apple intermediates,
    /// `iosMain` and the per-target `iosArm64Main`, `iosX64Main`, `iosSimulatorArm64Main`.
    static func isSeenByIOS(_ name: String) -> Bool {
        ["commonMain", "nativeMain", "appleMain", "darwinMain", "iosMain"].contains(name)
            || (name.hasPrefix("ios") && name.hasSuffix("Main"))
    }

    /// A folder extract does not descend into: another platform's source set (`jvmMain`, `androidMain`,
    /// `macosMain`, `jsMain`…), a test source set, or build output.
    static func isSkippedFolder(_ name: String) -> Bool {
        if ["test", "build", ".gradle"].contains(name) || name.hasSuffix("Test") { return true }
        return name.hasSuffix("Main") && name.first?.isLowercase == true && !isSeenByIOS(name)
    }

    /// Every `.kt` file under `folder`, sorted, outside the folders `isSkippedFolder` names.
    static func kotlinFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let parts = relative.split(separator: "/")
            if parts.contains(where: { isSkippedFolder(String($0)) }) {
                if let last = parts.last, isSkippedFolder(String(last)) { enumerator.skipDescendants() }
                continue
            }
            if relative.hasSuffix(".kt") { result.append((folder.hasSuffix("/") ? folder : folder + "/") + relative) }
        }
        return result.sorted()
    }

    /// The Swift file generated for a Kotlin file, named by its file name alone (`src/commonMain/kotlin/Search.kt`
    /// → `Search.kontract.swift`): what the build plugin declares as outputs and `kontract extract --swift` writes.
    public static func swiftFileName(forKotlin path: String) -> String {
        let name = String(path.split(separator: "/").last ?? Substring(path))
        return (name.hasSuffix(".kt") ? String(name.dropLast(3)) : name) + ".kontract.swift"
    }
}
