// Finding and reading the Kotlin files of the given paths: folders searched, non-iOS and test source sets skipped.

import Foundation
import KontractCore
import KotlinSourceSyntax

/// The `.kt` files of files and folders, read and parsed in path order.
public enum KotlinSourceFiles {
    public static func read(_ paths: [String]) -> (files: [ExtractedKotlinFile], diagnostics: [Diagnostic]) {
        var files: [ExtractedKotlinFile] = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(
                    .extraction(.unreadableKotlin, "no such file or folder '\(path)'", at: .start(of: path)))
                continue
            }
            var found: [String] = []
            if isDirectory.boolValue {
                found = kotlinFiles(under: path)
                if found.isEmpty {
                    diagnostics.append(.extraction(.noKotlinFound, "no .kt file under '\(path)'", at: .start(of: path)))
                }
            } else if path.hasSuffix(".kt") {
                found = [path]
            } else {
                diagnostics.append(
                    .extraction(.unreadableKotlin, "'\(path)' is not a Kotlin file (.kt)", at: .start(of: path)))
            }
            for file in found {
                guard let data = manager.contents(atPath: file) else {
                    diagnostics.append(.extraction(.unreadableKotlin, "cannot read '\(file)'", at: .start(of: file)))
                    continue
                }
                files.append(ExtractedKotlinFile(path: file, syntax: KotlinParser.parse([UInt8](data))))
            }
        }
        return (files, diagnostics)
    }

    /// Every `.kt` file under `folder`, sorted, outside the source sets iOS does not see (`SourceSets`).
    static func kotlinFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let parts = relative.split(separator: "/")
            if parts.contains(where: { SourceSets.isSkippedFolder(String($0)) }) {
                if let last = parts.last, SourceSets.isSkippedFolder(String(last)) { enumerator.skipDescendants() }
                continue
            }
            if relative.hasSuffix(".kt") { result.append((folder.hasSuffix("/") ? folder : folder + "/") + relative) }
        }
        return result.sorted()
    }
}
