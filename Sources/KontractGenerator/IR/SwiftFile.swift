// The Swift representation of one generated file: header, imports and declarations.

/// One generated Swift file before rendering.
///
/// For example: `SwiftFile(name: "Search.kontract.swift", header: [...], imports: ["Foundation"], declarations: [...])`.
public struct SwiftFile: Equatable, Sendable {
    /// The file name inside the output folder.
    public var name: String
    /// Comment lines without `//`, printed first.
    public var header: [String]
    public var imports: [String]
    /// Modules printed as `@_exported import` (first), so that importing the generated module brings them in.
    public var reexports: [String]
    public var declarations: [SwiftDeclaration]
    /// Parts printed after `declarations`, each under a `// MARK: - title` line.
    public var sections: [SwiftFileSection]

    public init(
        name: String, header: [String], imports: [String], declarations: [SwiftDeclaration],
        sections: [SwiftFileSection] = [], reexports: [String] = []
    ) {
        self.name = name
        self.header = header
        self.imports = imports
        self.declarations = declarations
        self.sections = sections
        self.reexports = reexports
    }
}

/// A titled part of a generated file, such as the kotlinx.serialization conformances after the model types.
public struct SwiftFileSection: Equatable, Sendable {
    public var title: String
    public var declarations: [SwiftDeclaration]

    public init(title: String, declarations: [SwiftDeclaration]) {
        self.title = title
        self.declarations = declarations
    }
}
