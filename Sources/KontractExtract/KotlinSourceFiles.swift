// Finding and reading the Kotlin files of the given paths: folders searched, non-iOS and test source sets skipped.

import Foundation
import KontractCore
import KotlinSourceSyntax

/// The `.kt` files of files and folders, read in path order and parsed on every core.
public enum KotlinSourceFiles {
    public static func read(_ paths: [String]) -> (files: [ExtractedKotlinFile], diagnostics: [Diagnostic]) {
        let (read, diagnostics) = readSources(paths)
        // Parsed on every core, in path order.
        let files = Concurrently.map(read.count) { index in
            ExtractedKotlinFile(path: read[index].path, syntax: KotlinParser.parse(read[index].bytes))
        }
        return (files, diagnostics)
    }

    /// The bytes of the `.kt` files of `paths`, in path order.
    static func readSources(_ paths: [String]) -> (sources: [(path: String, bytes: [UInt8])], diagnostics: [Diagnostic])
    {
        var read: [(path: String, bytes: [UInt8])] = []
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
                found = SourceSets.kotlinFiles(under: path)
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
                read.append((file, [UInt8](data)))
            }
        }
        return (read, diagnostics)
    }
}
