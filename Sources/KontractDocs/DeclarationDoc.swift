// Everything a page shows of one declaration, gathered from the resolved model and the Swift surfaces.

import KontractCore

/// One declaration's documentation: Kotlin, Swift faces, usage, JSON example, diagnostics.
struct DeclarationDoc {
    /// The Kotlin qualified name (a file's: package and file name).
    let qualifiedName: String
    /// What the heading says: `data class SearchUiState`.
    let title: String
    let anchor: String
    let location: SourceLocation
    let doc: String?
    let kotlin: String
    let faces: [SwiftFace]
    /// Code using a view model, per interop: (title, Swift lines).
    let usages: [(title: String, code: String)]
    let json: Result<JSONExample, Error>?
    /// The values of the type's fixture files, accepted then rejected, file by file.
    var fixtures: [FixtureExample] = []
    /// The view model's recorded runs.
    var transcripts: [TranscriptExample] = []
    /// Where the declaration stands in its Kotlin file, when the docs were made from Kotlin sources.
    var kotlinSource: SourceLocation?
    /// The warnings about this declaration.
    var diagnostics: [Diagnostic] = []
    /// Member names searched for (Kotlin and Swift spellings).
    let members: [String]
}
