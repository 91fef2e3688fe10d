// The declarations an import builds before they are laid out as contract files.

import KontractCore
import KontractExtract

/// Where a schema lives: the document (its index among the inputs) and the pointer inside it.
struct SchemaAddress: Hashable, Sendable, Comparable {
    var document: Int
    var pointer: JSONPointer

    static func < (lhs: SchemaAddress, rhs: SchemaAddress) -> Bool {
        (lhs.document, lhs.pointer.description) < (rhs.document, rhs.pointer.description)
    }
}

/// One constructor property of an imported data class.
struct ImportedProperty: Sendable {
    var name: String
    /// The JSON key, when it differs from `name`.
    var serialName: String?
    var type: String
    var defaultValue: ContractJSON?
    var doc: String?
    /// The type as mapped, for checking defaults against it.
    var mapped: MappedType
    /// In the schema's `required`: kotlinx needs its key.
    var isRequired: Bool
    /// The schema's `default`, until `checkGivenDefaults` has checked it against `mapped`.
    var given: LocatedJSON?
    var address: SchemaAddress
    var keyLocation: SourceLocation
}

/// What a declaration is in Kotlin.
enum ImportedKind: Sendable {
    case dataClass([ImportedProperty])
    case dataObject
    /// Entries as (Kotlin name, serial name when it differs).
    case enumClass([(name: String, serialName: String?)])
    /// A sealed interface whose subclasses carry `discriminator`.
    case sealed(discriminator: String)
}

/// A Kotlin declaration made from one schema.
struct ImportedDeclaration: Sendable {
    var address: SchemaAddress
    var package: String
    /// The Kotlin name inside its package: `Shape.Circle` when nested in `outer`.
    var name: String
    /// The enclosing declaration when the schema's name nests it (`Shape.Circle` in `Shape`).
    var outer: SchemaAddress?
    var serialName: String?
    var kind: ImportedKind
    /// The sealed parents (addresses of sealed declarations).
    var parents: [SchemaAddress] = []
    var doc: String?
    /// `false` when the schema refuses unknown keys (`additionalProperties: false`), as kotlinx does by default.
    var allowsUnknownKeys = false
    /// The class discriminator of the file of a declaration outside any hierarchy that reaches one (`type` when
    /// nil): kotlinx reads the hierarchy's values inside it with that file's configuration.
    var fileDiscriminator: String?
    var location: SourceLocation

    /// The name with its package: `com.example.Shape.Circle`.
    var qualifiedName: String { package + "." + name }

    /// The declaration's own name, as its contract entry writes it (`Circle`).
    var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }
}
