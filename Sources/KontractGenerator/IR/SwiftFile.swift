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
    /// Single declarations printed as `@_exported import class Module.Name`, after `reexports`: what the
    /// framework module holds of a runtime module the file does not re-export whole.
    public var reexportedDeclarations: [SwiftScopedImport]
    /// Modules of `imports` imported with their test face, `@_spi(Testing) import Shared` (a contract test's
    /// tested module).
    public var testFaceImports: Set<String> = []
    /// The SPI groups each imported module is imported with (`KontractKotlin` → `["KontractGenerated"]`): a file of
    /// the generated module uses runtime API that neither face shows (docs/testing.md, "Two faces").
    public var spiGroups: [String: [String]] = [:]
    public var declarations: [SwiftDeclaration] { didSet { printedBody = nil } }
    /// Parts printed after `declarations`, each under a `// MARK: - title` line.
    public var sections: [SwiftFileSection] { didSet { printedBody = nil } }
    /// The printed lines of `declarations` and `sections`, when the translator already printed them to read
    /// the imports off: the printer writes them instead of printing the IR again. Changing either drops them.
    var printedBody: [String]?

    public init(
        name: String, header: [String], imports: [String], declarations: [SwiftDeclaration],
        sections: [SwiftFileSection] = [], reexports: [String] = [], reexportedDeclarations: [SwiftScopedImport] = []
    ) {
        self.name = name
        self.header = header
        self.imports = imports
        self.declarations = declarations
        self.sections = sections
        self.reexports = reexports
        self.reexportedDeclarations = reexportedDeclarations
    }

    /// The IR alone: the lines kept in `printedBody` are the same IR, printed.
    public static func == (a: SwiftFile, b: SwiftFile) -> Bool {
        a.name == b.name && a.header == b.header && a.imports == b.imports && a.reexports == b.reexports
            && a.reexportedDeclarations == b.reexportedDeclarations && a.declarations == b.declarations
            && a.sections == b.sections && a.testFaceImports == b.testFaceImports && a.spiGroups == b.spiGroups
    }
}

/// `import class Module.Name`: one declaration of a module.
public struct SwiftScopedImport: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, `typealias`, `func`
    }

    public var kind: Kind
    public var module: String
    public var name: String

    public init(_ kind: Kind, _ module: String, _ name: String) {
        self.kind = kind
        self.module = module
        self.name = name
    }

    /// `class KontractCoroutines.SkieSwiftFlow`.
    public var spelling: String { "\(kind.rawValue) \(module).\(name)" }
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
