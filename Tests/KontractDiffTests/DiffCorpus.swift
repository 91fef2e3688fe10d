// Tests/DiffCases read once: each case's BASE and HEAD contracts, checked, and what the differ says about them.

import Foundation
import KontractCore
import KontractDiff
import KontractGenerator
import KontractTestSupport

/// One folder of Tests/DiffCases: `base.kontract.json`, `head.kontract.json`, `expected` (and `intent`, what the
/// case was written to show, for the reader).
struct DiffCase: Sendable {
    let name: String
    let folder: URL
    let base: CheckedModule
    let head: CheckedModule

    /// The four export configurations, named as `expected` lines name them.
    static let configurations: [(name: String, options: GeneratorOptions)] = [
        ("objc-bridge", GeneratorOptions(interop: .objc, style: .bridge)),
        ("objc-swift", GeneratorOptions(interop: .objc, style: .swift)),
        ("skie-bridge", GeneratorOptions(interop: .skie, style: .bridge)),
        ("skie-swift", GeneratorOptions(interop: .skie, style: .swift)),
    ]

    /// The changes in one configuration.
    func changes(_ options: GeneratorOptions) -> [DiffChange] {
        ContractDiffer.changes(base: base, head: head, baseOptions: options, headOptions: options)
    }

    /// `KD0104 7:5` per change, with the configurations it appears in when not all four:
    /// `KD0105 12:9 skie-bridge,skie-swift`. Sorted, one line per distinct id and place.
    func actualLines() -> [String] {
        var configurationsByLine: [String: [String]] = [:]
        var order: [String] = []
        for (name, options) in Self.configurations {
            for change in changes(options) {
                let location = change.diagnostic.location
                let line = "\(change.diagnostic.id) \(location.line):\(location.column)"
                if configurationsByLine[line] == nil { order.append(line) }
                if configurationsByLine[line]?.contains(name) != true {
                    configurationsByLine[line, default: []].append(name)
                }
            }
        }
        return order.map { line in
            let names = configurationsByLine[line] ?? []
            return names.count == Self.configurations.count ? line : "\(line) \(names.joined(separator: ","))"
        }.sorted()
    }

    /// The `expected` file's lines (comments and blank lines left out).
    func expectedLines() -> [String]? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("expected").path) else {
            return nil
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}

enum DiffCorpus {
    static let folder = repositoryRoot.appendingPathComponent("Tests/DiffCases")

    /// Every case, or the problems that kept cases from loading.
    static let cases: Result<[DiffCase], DiffCorpusProblem> = {
        var cases: [DiffCase] = []
        var problems: [String] = []
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            return .failure(DiffCorpusProblem(description: "cannot list \(folder.path): \(error)"))
        }
        for name in names {
            let caseFolder = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: caseFolder.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { continue }
            let base = ContractPipeline.run([caseFolder.appendingPathComponent("base.kontract.json").path])
            let head = ContractPipeline.run([caseFolder.appendingPathComponent("head.kontract.json").path])
            guard let baseModule = base.module, let headModule = head.module, !base.hasErrors, !head.hasErrors else {
                let errors = (base.diagnostics + head.diagnostics).filter { $0.severity == .error }
                problems.append("\(name): \(errors.map(\.formatted).joined(separator: "\n"))")
                continue
            }
            cases.append(DiffCase(name: name, folder: caseFolder, base: baseModule, head: headModule))
        }
        guard problems.isEmpty else {
            return .failure(DiffCorpusProblem(description: problems.joined(separator: "\n")))
        }
        return .success(cases)
    }()
}

struct DiffCorpusProblem: Error, CustomStringConvertible {
    let description: String
}
