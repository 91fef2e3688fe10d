// The identity of a declaration in the resolved model, stable across runs and sources.

/// Names one declaration of a module: `com.example.Outer.Inner` for a class, or the package
/// and file name (`com.example/SearchIos.kt`) for a file, whose name is not a Kotlin type.
public struct DeclarationID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// A class, object, enum or sealed type by its qualified name.
    public init(qualifiedName: String) {
        rawValue = qualifiedName
    }

    /// A `file` declaration by its package and file name. A later file of that name in the package (another
    /// source set's: one facade in the export, SharedFileFacade.swift) is told apart by its `sourceSet`.
    public init(package: String, fileName: String, sourceSet: String? = nil) {
        rawValue = "\(package)/\(fileName)" + (sourceSet.map { "@\($0)" } ?? "")
    }

    /// The qualified name of a type declaration (the raw value; a file's has a `/`).
    public var qualifiedName: String { rawValue }

    public var description: String { rawValue }

    public static func < (lhs: DeclarationID, rhs: DeclarationID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension IndexedDeclaration {
    /// The declaration's identity in the resolved model.
    public var id: DeclarationID { DeclarationID(qualifiedName: qualifiedName) }
}
