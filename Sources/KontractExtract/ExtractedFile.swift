// One parsed Kotlin file with what extraction needs about it: its path, name and source set.

import KotlinSourceSyntax

/// A Kotlin source file read for extraction.
public struct ExtractedKotlinFile: Sendable {
    /// The path as given or found (diagnostics print it).
    public var path: String
    public var syntax: KotlinFileSyntax

    public init(path: String, syntax: KotlinFileSyntax) {
        self.path = path
        self.syntax = syntax
    }

    /// `Search.kt`.
    public var fileName: String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), path.utf8.last != UInt8(ascii: "/") else {
            return String(path.split(separator: "/").last ?? Substring(path))
        }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// `Search` (the contract's base name; `Table` for SQLDelight's `Table.sq`).
    public var baseName: String {
        fileName.hasSuffix(".kt") || fileName.hasSuffix(".sq") ? String(fileName.dropLast(3)) : fileName
    }

    /// The source set a KMP module's folder names (`iosMain` in `src/iosMain/kotlin/...`), if any.
    public var sourceSet: String? {
        let parts = path.split(separator: "/")
        guard let source = parts.lastIndex(of: "src"), source + 1 < parts.count else { return nil }
        let name = parts[source + 1]
        return name.hasSuffix("Main") || name.hasSuffix("Test") ? String(name) : nil
    }
}
