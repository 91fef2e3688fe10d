// Every module of the package imports only the package modules its target declares in Package.swift.

import Foundation
import Testing

/// The targets of Package.swift as written: name, the package modules it depends on, its folder.
/// Read from the manifest's text (each entry of `targets:` starts a line with `.`), so the test needs no
/// SwiftPM run; a shared list (`let runtimeModules: [Target.Dependency] = [...]`) counts where a target names it.
private struct ManifestTarget {
    var name: String
    var dependencies: Set<String>
    var folder: String

    static func all(in manifest: String) -> [ManifestTarget] {
        guard let targets = manifest.range(of: "    targets: [") else { return [] }
        let sharedLists = Dictionary(
            uniqueKeysWithValues: matches(#"let (\w+): \[Target\.Dependency\] ="#, in: manifest).map { list in
                (list, quoted(in: bracketed(after: "let \(list): [Target.Dependency] =", in: manifest) ?? ""))
            })
        let entries = manifest[targets.upperBound...].components(separatedBy: "\n        .").dropFirst()
        return entries.compactMap { entry -> ManifestTarget? in
            let kinds = ["target(", "testTarget(", "executableTarget("]
            guard let kind = kinds.first(where: entry.hasPrefix),
                let name = firstMatch(#"name: "([^"]+)""#, in: entry)
            else { return nil }
            var dependencies = Set(quoted(in: bracketed(after: "dependencies:", in: entry) ?? ""))
            for (list, modules) in sharedLists where firstMatch(#"\b(\#(list))\b"#, in: entry) != nil {
                dependencies.formUnion(modules)
            }
            let folder =
                firstMatch(#"path: "([^"]+)""#, in: entry) ?? (kind == "testTarget(" ? "Tests/" : "Sources/") + name
            return ManifestTarget(name: name, dependencies: dependencies, folder: folder)
        }
    }

    /// The text between the first `[` after `marker` and its matching `]`.
    private static func bracketed(after marker: String, in text: String) -> String? {
        guard let start = text.range(of: marker)?.upperBound, let open = text[start...].firstIndex(of: "[") else {
            return nil
        }
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "[" { depth += 1 }
            if text[index] == "]" { depth -= 1 }
            if depth == 0 { return String(text[text.index(after: open)..<index]) }
        }
        return nil
    }

    private static func quoted(in text: String) -> [String] {
        matches(#""([^"]+)""#, in: text)
    }

    private static func firstMatch(_ pattern: String, in text: String) -> String? {
        matches(pattern, in: text).first
    }

    private static func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}

/// The Swift files under `folder`, following symlinked folders (the goldens some test targets compile).
private func swiftFiles(in folder: URL) -> [URL] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    return names.sorted().flatMap { name -> [URL] in
        let url = folder.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
        if isFolder.boolValue { return swiftFiles(in: url) }
        return name.hasSuffix(".swift") ? [url] : []
    }
}

/// The modules a Swift file imports (`import X`, `@testable import X`, `@_exported import X`, `import struct X.Y`).
private func importedModules(of text: String) -> Set<String> {
    let pattern =
        #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)"#
    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
    return Set(
        regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        })
}

@Test func everyModuleImportsOnlyPackageModulesItDeclares() throws {
    let root = TestSupport.packageRoot
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let targets = ManifestTarget.all(in: manifest)
    // The manifest's targets as read here: a parse that silently found none would pass vacuously.
    #expect(targets.count >= 30, "read \(targets.count) targets from Package.swift")
    #expect(targets.first { $0.name == "GeneratedSKIETests" }?.dependencies.contains("KontractKotlin") == true)
    let packageModules = Set(targets.map(\.name)).union(["CJansson"])
    var undeclared: [String] = []
    var filesRead = 0
    for target in targets {
        for file in swiftFiles(in: root.appendingPathComponent(target.folder)) {
            filesRead += 1
            let text = try String(contentsOf: file, encoding: .utf8)
            for module in importedModules(of: text).intersection(packageModules)
            where module != target.name && !target.dependencies.contains(module) {
                undeclared.append("\(file.path.dropFirst(root.path.count + 1)): \(target.name) imports \(module)")
            }
        }
    }
    #expect(filesRead > 300, "read \(filesRead) Swift files")
    #expect(
        undeclared.isEmpty, "imports not declared in Package.swift:\n\(undeclared.sorted().joined(separator: "\n"))")
}
