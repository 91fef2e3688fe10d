// What a generator run hands the writer: named files of text, and the diagnostics of the run.

import KontractCore

/// One output file: its name inside the output folder and its full text.
public struct GeneratedFile: Equatable, Sendable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// What one generator run produced: the files (none when there is an error) and its diagnostics.
public struct GenerationResult: Sendable {
    public var files: [GeneratedFile]
    public var diagnostics: [Diagnostic]

    public init(files: [GeneratedFile], diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }
}
