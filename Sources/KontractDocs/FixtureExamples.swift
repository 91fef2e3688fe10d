// The fixtures of each serializable type, read from the files `kontract check` discovers, for its section.

import Foundation
import KontractCheck
import KontractCore

/// One accepted or rejected value of a fixture file, as its section shows it.
struct FixtureExample: Sendable {
    /// The fixture file's name (`PokemonRef.fixtures.json`).
    let file: String
    let name: String?
    /// Whether kotlinx is expected to accept the value (`accept`) or reject it (`reject`).
    let valid: Bool
    /// The value's exact text in the file.
    let json: String
}

/// The fixtures found for a module, by the qualified name of their type.
public struct FixtureExamples: Sendable {
    var byType: [String: [FixtureExample]] = [:]
    /// Fixture files that could not be read or name no type of the contracts, as warnings: docs still renders.
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// The `*.fixtures.json` files of `paths` (folders searched by `FixtureReader.discover`, as `kontract check`
    /// does, or fixture files), matched to the types of `module` by `CheckableContracts`. Transcripts are skipped.
    public static func load(_ paths: [String], module: CheckedModule) -> FixtureExamples {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                files += FixtureReader.discover(in: path)
            } else {
                files.append(path)
            }
        }
        var examples = FixtureExamples()
        let contracts = CheckableContracts(module: module)
        for file in files where file.hasSuffix(FixtureReader.fixturesSuffix) {
            switch FixtureReader.read(file) {
            case .failure(let list): examples.warn(list.all)
            case .success(.transcript): continue
            case .success(.types(let fixtures)):
                switch contracts.declaration(named: fixtures.type.value) {
                case .failure(let error):
                    examples.warn([Diagnostic.check(.unknownType, error.message, at: fixtures.type.location)])
                case .success(let entry):
                    let name = (file as NSString).lastPathComponent
                    examples.byType[entry.qualifiedName, default: []] +=
                        fixtures.accept.map {
                            FixtureExample(file: name, name: $0.name, valid: true, json: $0.input.text)
                        }
                        + fixtures.reject.map {
                            FixtureExample(file: name, name: $0.name, valid: false, json: $0.input.text)
                        }
                }
            }
        }
        return examples
    }

    private mutating func warn(_ list: [Diagnostic]) {
        for var diagnostic in list {
            diagnostic.severity = .warning
            diagnostics.append(diagnostic)
        }
    }
}
