// Making declarations: names and packages from schema names, nesting, and inline schemas given a name.

import KontractCore
import KotlinSyntax

extension ImportSession {
    /// Declares the named schema `key` at `address` when its shape is a declaration; a scalar, array or map schema
    /// stays a type written in place wherever it is referenced.
    func declareNamed(_ address: SchemaAddress, key: String) {
        guard let schema = schema(at: address) else { return }
        let shape = SchemaShape.of(schema)
        guard shape != .inline else { return }
        let (package, path) = Self.qualifiedParts(of: key)
        var outer: SchemaAddress?
        var serialName: String?
        if let package, path.count > 1 {
            let outerKey = package + "." + path.dropLast().joined(separator: ".")
            outer = namedAddress(key: outerKey, in: address.document)
            if outer.flatMap({ declarations[$0] }) == nil { serialName = key }
        }
        let name = path.last.map(String.init) ?? KotlinNames.typeName(key)
        declare(
            address, schema: schema, shape: shape, package: package ?? defaultPackage, name: name, outer: outer,
            serialName: serialName)
    }

    /// The declaration of an unnamed schema met while mapping a type (`Pet.status` → `PetStatus`).
    func declareInline(_ address: SchemaAddress, schema: LocatedJSON, suggestedName: String, package: String)
        -> ImportedDeclaration?
    {
        if let existing = declarations[address] { return existing }
        let shape = SchemaShape.of(schema)
        guard shape != .inline else { return nil }
        let name = KotlinNames.typeName(schema["title"]?.string ?? suggestedName)
        declare(address, schema: schema, shape: shape, package: package, name: name, outer: nil, serialName: nil)
        return declarations[address]
    }

    private func declare(
        _ address: SchemaAddress, schema: LocatedJSON, shape: SchemaShape, package: String, name: String,
        outer: SchemaAddress?, serialName: String?
    ) {
        let outerDeclaration = outer.flatMap { declarations[$0] }
        let prefix = outerDeclaration.map { $0.qualifiedName + "." } ?? (package + ".")
        var unique = name
        var counter = 2
        while takenNames.contains(prefix + unique) {
            unique = name + String(counter)
            counter += 1
        }
        takenNames.insert(prefix + unique)
        let kind: ImportedKind
        switch shape {
        case .enumeration: kind = .enumClass([])
        case .sealed: kind = .sealed(discriminator: "type")
        default: kind = .dataClass([])
        }
        var declaration = ImportedDeclaration(
            address: address, package: package, name: outerDeclaration.map { $0.name + "." + unique } ?? unique,
            outer: outerDeclaration == nil ? nil : outer, serialName: serialName,
            kind: kind, location: schema.location)
        declaration.doc = schema["description"]?.string
        // Unknown keys matter to objects only: an enum's file is the strict default one.
        if shape != .enumeration, SchemaShape.allowsUnknownKeys(schema) { declaration.allowsUnknownKeys = true }
        declarations[address] = declaration
        order.append(address)
    }

    /// The address of the named schema `key` of document `document`.
    private func namedAddress(key: String, in document: Int) -> SchemaAddress? {
        documents[document].named.first { $0.key == key }.map { SchemaAddress(document: document, pointer: $0.pointer) }
    }

    /// `com.example.Shape.Circle` → (`com.example`, [`Shape`, `Circle`]): lower-case leading segments are the
    /// package, upper-case ones the class path (Kotlin's naming convention). Any other key has no package.
    static func qualifiedParts(of key: String) -> (package: String?, path: [Substring]) {
        let segments = key.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count > 1, segments.allSatisfy({ KotlinIdentifier.isValid(String($0)) }),
            let firstClass = segments.firstIndex(where: KotlinNames.isClassSegment), firstClass > 0,
            segments[firstClass...].allSatisfy(KotlinNames.isClassSegment)
        else { return (nil, [Substring(KotlinNames.typeName(key))]) }
        return (segments[..<firstClass].joined(separator: "."), Array(segments[firstClass...]))
    }
}
