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

/// A recorded run of a view model (`*.transcript.json`): its state property and its calls → states.
struct TranscriptExample: Sendable {
    /// One call (nil: states the view model emitted on its own), its arguments, result and the states after it.
    struct Step: Sendable {
        let call: String?
        let arguments: [(name: String, json: String)]
        let result: String?
        let states: [String]
    }

    let file: String
    let state: String
    let initial: String?
    let steps: [Step]
}

/// The fixtures found for a module, by the qualified name of their type, and the transcripts by view model.
public struct FixtureExamples: Sendable {
    var byType: [String: [FixtureExample]] = [:]
    var transcripts: [String: [TranscriptExample]] = [:]
    /// Fixture files that could not be read or name no type of the contracts, as warnings: docs still renders.
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// The `*.fixtures.json` files of `paths` (folders searched by `FixtureReader.discover`, as `kontract check`
    /// does, or fixture files), and the `*.transcript.json` ones, matched to the types of `module` by
    /// `CheckableContracts`.
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
        for file in files
        where file.hasSuffix(FixtureReader.fixturesSuffix) || file.hasSuffix(FixtureReader.transcriptSuffix) {
            switch FixtureReader.read(file) {
            case .failure(let list): examples.warn(list.all)
            case .success(.transcript(let transcript)):
                switch contracts.declaration(named: transcript.viewModel.value) {
                case .failure(let error):
                    examples.warn([Diagnostic.check(.unknownType, error.message, at: transcript.viewModel.location)])
                case .success(let entry):
                    examples.transcripts[entry.qualifiedName, default: []].append(
                        TranscriptExample(
                            file: (file as NSString).lastPathComponent, state: transcript.state.value,
                            initial: transcript.initial?.text,
                            steps: transcript.steps.map { step in
                                TranscriptExample.Step(
                                    call: step.call?.value,
                                    arguments: step.arguments.map { ($0.name.value, $0.value.text) },
                                    result: step.result?.text, states: step.states.map(\.text))
                            }))
                }
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
