// The folder graph of a Swift module: which folder's files use which other folder's top-level names.

import Foundation

/// One use of a name across folders: `file:line` in `from` names `name`, declared in `to`.
struct FolderEdgeExample: CustomStringConvertible {
    let file: String
    let line: Int
    let name: String

    var description: String { "\(file):\(line) uses \(name)" }
}

/// A module's folders (its first-level subfolders; each file at the module's top level is a node of its own, and
/// uses between two top-level files are not counted: they are the module's entry points, not a layer) and the uses
/// between them, read from the source text: top-level declarations and the identifiers each file
/// names (comments and string literals left out, names after a `.` left out).
struct FolderGraph {
    /// The nodes: `Checking`, `Parsing`, or `SwiftGenerator.swift` for a file at the module's top level.
    private(set) var nodes: Set<String> = []
    /// from → to → the first use found.
    private(set) var edges: [String: [String: FolderEdgeExample]] = [:]

    init(moduleFolder: URL) throws {
        let files = try Self.swiftFiles(in: moduleFolder)
        var declaredIn: [String: Set<String>] = [:]
        var texts: [(node: String, path: String, code: [Substring])] = []
        for file in files {
            let relative = String(file.path.dropFirst(moduleFolder.path.count + 1))
            let parts = relative.split(separator: "/")
            let node = parts.count == 1 ? relative : String(parts[0])
            nodes.insert(node)
            let code = Self.codeLines(try String(contentsOf: file, encoding: .utf8))
            for name in Self.topLevelNames(code) { declaredIn[name, default: []].insert(node) }
            texts.append((node, relative, code))
        }
        for (node, path, code) in texts {
            let topLevel = !path.contains("/")
            for (index, line) in code.enumerated() {
                for name in Self.identifiers(line) {
                    guard let owners = declaredIn[name], !owners.contains(node) else { continue }
                    for owner in owners where edges[node]?[owner] == nil && !(topLevel && owner.hasSuffix(".swift")) {
                        edges[node, default: [:]][owner] = FolderEdgeExample(file: path, line: index + 1, name: name)
                    }
                }
            }
        }
    }

    /// The strongly connected components with more than one node: each is a cycle of folders.
    func cycles() -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []
        func connect(_ node: String) {
            indices[node] = index
            lowLinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in (edges[node] ?? [:]).keys.sorted() {
                if indices[next] == nil {
                    connect(next)
                    lowLinks[node] = min(lowLinks[node]!, lowLinks[next]!)
                } else if onStack.contains(next) {
                    lowLinks[node] = min(lowLinks[node]!, indices[next]!)
                }
            }
            guard lowLinks[node] == indices[node] else { return }
            var component: [String] = []
            while let top = stack.popLast() {
                onStack.remove(top)
                component.append(top)
                if top == node { break }
            }
            if component.count > 1 { components.append(component.sorted()) }
        }
        for node in nodes.sorted() where indices[node] == nil { connect(node) }
        return components
    }

    /// The uses inside one component, for a failure message.
    func uses(within component: [String]) -> [String] {
        let members = Set(component)
        return component.flatMap { from in
            (edges[from] ?? [:]).filter { members.contains($0.key) }.sorted { $0.key < $1.key }
                .map { "\(from) → \($0.key): \($0.value)" }
        }
    }

    private static func swiftFiles(in folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// The file's lines with comments and string literals blanked out (multi-line strings and block comments too).
    static func codeLines(_ text: String) -> [Substring] {
        var output: [Character] = []
        var characters = Array(text)
        characters.append("\n")
        var index = 0
        var blockDepth = 0
        var inString = false
        var multiline = false
        while index < characters.count - 1 {
            let character = characters[index]
            let next = characters[index + 1]
            if blockDepth > 0 {
                if character == "*" && next == "/" {
                    blockDepth -= 1
                    index += 2
                    continue
                }
                if character == "/" && next == "*" {
                    blockDepth += 1
                    index += 2
                    continue
                }
                output.append(character == "\n" ? "\n" : " ")
                index += 1
                continue
            }
            if inString {
                if character == "\\" {
                    output.append(" ")
                    output.append(next == "\n" ? "\n" : " ")
                    index += 2
                    continue
                }
                if multiline, character == "\"", next == "\"", index + 2 < characters.count,
                    characters[index + 2] == "\""
                {
                    inString = false
                    index += 3
                    output.append(contentsOf: "\"\"\"")
                    continue
                }
                if !multiline, character == "\"" || character == "\n" {
                    inString = false
                    output.append(character)
                    index += 1
                    continue
                }
                output.append(character == "\n" ? "\n" : " ")
                index += 1
                continue
            }
            if character == "/" && next == "/" {
                while index < characters.count - 1 && characters[index] != "\n" { index += 1 }
                continue
            }
            if character == "/" && next == "*" {
                blockDepth = 1
                index += 2
                continue
            }
            if character == "\"" {
                multiline = next == "\"" && index + 2 < characters.count && characters[index + 2] == "\""
                inString = true
                output.append(contentsOf: multiline ? "\"\"\"" : "\"")
                index += multiline ? 3 : 1
                continue
            }
            output.append(character)
            index += 1
        }
        return String(output).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Names declared at the top level (column 0), except private and fileprivate ones.
    static func topLevelNames(_ lines: [Substring]) -> [String] {
        let keywords: Set<Substring> = [
            "struct", "class", "enum", "protocol", "typealias", "actor", "func", "let", "var",
        ]
        var names: [String] = []
        for line in lines where !(line.first?.isWhitespace ?? true) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "<" || $0 == ":" || $0 == "=" })
            guard !words.contains("private"), !words.contains("fileprivate"),
                let keyword = words.firstIndex(where: { keywords.contains($0) }), keyword + 1 < words.count
            else { continue }
            // `final class`, `public struct`, attributes: only modifiers and attributes may stand before the keyword.
            let modifiers: Set<Substring> = [
                "public", "package", "internal", "open", "final", "indirect", "nonisolated", "static",
            ]
            guard words[..<keyword].allSatisfy({ modifiers.contains($0) || $0.hasPrefix("@") }) else { continue }
            let name = words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }

    /// The identifiers a line names, except those right after a `.` (members).
    static func identifiers(_ line: Substring) -> [String] {
        var result: [String] = []
        var current = ""
        var afterDot = false
        var previous: Character = " "
        for character in line {
            if character.isLetter || character == "_" || (character.isNumber && !current.isEmpty) {
                if current.isEmpty { afterDot = previous == "." }
                current.append(character)
            } else {
                if !current.isEmpty, !afterDot { result.append(current) }
                current = ""
            }
            previous = character
        }
        if !current.isEmpty, !afterDot { result.append(current) }
        return result
    }
}
