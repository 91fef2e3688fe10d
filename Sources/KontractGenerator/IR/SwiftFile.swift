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
    public var declarations: [SwiftDeclaration]

    public init(name: String, header: [String], imports: [String], declarations: [SwiftDeclaration]) {
        self.name = name
        self.header = header
        self.imports = imports
        self.declarations = declarations
    }
}
