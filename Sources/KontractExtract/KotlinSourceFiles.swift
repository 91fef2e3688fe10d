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
                files.append(ExtractedKotlinFile(path: file, syntax: KotlinParser.parse([UInt8](data))))
            }
        }
        return (files, diagnostics)
    }
}
