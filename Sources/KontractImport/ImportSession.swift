// The state of one import: the documents, the declarations made so far and the diagnostics.

import Foundation
import KontractCore
import KontractExtract

/// Reads the documents' named schemas into declarations, then fills each one (properties, entries, subclasses);
/// the other files of this module extend it one concept each.
final class ImportSession {
    let documents: [SchemaDocument]
    let defaultPackage: String
    var declarations: [SchemaAddress: ImportedDeclaration] = [:]
    /// Declarations in the order they were made (named schemas in document order, then inline ones).
    var order: [SchemaAddress] = []
    var diagnostics: [Diagnostic] = []
    /// Schemas whose keywords were already audited (a schema reached twice reports once).
    var audited: Set<SchemaAddress> = []
    /// Optional properties of a class type without a `default`, given one once every declaration is filled.
    var pendingZeros: [PendingZero] = []
    /// Schemas being mapped inline right now (a `$ref` back to one is a cycle).
    var mapping: Set<SchemaAddress> = []
    /// Qualified names taken, for unique declaration names.
    var takenNames: Set<String> = []
    /// The documents' paths, standardized, for `$ref`s into another input.
    let documentIndex: [String: Int]

    init(documents: [SchemaDocument], defaultPackage: String) {
        self.documents = documents
        self.defaultPackage = defaultPackage
        var index: [String: Int] = [:]
        for (position, document) in documents.enumerated() {
            index[(document.path as NSString).standardizingPath] = position
        }
        documentIndex = index
    }

    /// The named schemas by address, so that resolving a pointer into one does not search `$defs` member by member
    /// (a document of 17,000 schemas imported in quadratic time).
    private(set) lazy var namedSchemas: [SchemaAddress: LocatedJSON] = {
        var index: [SchemaAddress: LocatedJSON] = [:]
        for (position, document) in documents.enumerated() {
            for container in [["$defs"], ["definitions"], ["components", "schemas"]] {
                let pointer = JSONPointer(tokens: container)
                for member in pointer.resolve(in: document.root)?.members ?? [] {
                    let address = SchemaAddress(document: position, pointer: pointer.appending(member.key))
                    // The first of duplicate keys, as `JSONPointer.resolve` finds it.
                    if index[address] == nil { index[address] = member.value }
                }
            }
        }
        return index
    }()

    /// The schema at `address`, or nil; a pointer into a named schema resolves from it.
    func schema(at address: SchemaAddress) -> LocatedJSON? {
        let tokens = address.pointer.tokens
        for length in [2, 3] where tokens.count >= length {
            let prefix = SchemaAddress(
                document: address.document, pointer: JSONPointer(tokens: Array(tokens[..<length])))
            if let named = namedSchemas[prefix] {
                return JSONPointer(tokens: Array(tokens[length...])).resolve(in: named)
            }
        }
        return address.pointer.resolve(in: documents[address.document].root)
    }

    func dialect(_ address: SchemaAddress) -> SchemaDialect { documents[address.document].dialect }

    /// Reports a KI diagnostic at `location`, its message led by the schema's pointer.
    func report(_ code: ImportDiagnosticCode, _ message: String, at address: SchemaAddress, _ location: SourceLocation)
    {
        diagnostics.append(.schemaImport(code, "\(address.pointer): \(message)", at: location))
    }

    /// Runs the import: declares every named schema, then fills the declarations until no new one appears.
    func run() {
        for (position, document) in documents.enumerated() {
            for named in document.named {
                declareNamed(SchemaAddress(document: position, pointer: named.pointer), key: named.key)
            }
        }
        var filled: Set<SchemaAddress> = []
        for address in order {
            guard case .sealed? = declarations[address]?.kind else { continue }
            fill(address)
            filled.insert(address)
        }
        var index = 0
        while index < order.count {
            if filled.insert(order[index]).inserted { fill(order[index]) }
            index += 1
        }
        shareConfigurations()
        checkGivenDefaults()
        resolvePendingZeros()
    }

    /// The class discriminator and unknown-key rule of the file a top-level declaration is written in: a sealed
    /// type's own, a subclass's first parent's, else its own.
    func fileSettings(of declaration: ImportedDeclaration) -> (discriminator: String, lenient: Bool) {
        let root = declaration.parents.first.flatMap { declarations[$0] } ?? declaration
        if case .sealed(let key) = root.kind { return (key, root.allowsUnknownKeys) }
        return (declaration.fileDiscriminator ?? "type", declaration.allowsUnknownKeys)
    }

    /// The `$ref` target of `text` seen from `address`'s document: a local fragment or `file#fragment` of another
    /// input; nil (and KI0101) when it names nothing read.
    func resolveReference(_ text: String, from address: SchemaAddress, at location: SourceLocation) -> SchemaAddress? {
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var document = address.document
        if let file = parts.first, !file.isEmpty {
            let folder = (documents[address.document].path as NSString).deletingLastPathComponent
            let path = ((folder as NSString).appendingPathComponent(String(file)) as NSString).standardizingPath
            guard let found = documentIndex[path] else {
                report(
                    .unknownReference, "$ref '\(text)' names a document that is not among the inputs", at: address,
                    location)
                return nil
            }
            document = found
        }
        let fragment = parts.count > 1 ? String(parts[1]) : ""
        guard let pointer = JSONPointer(fragment: fragment) else {
            report(
                .unknownReference, "$ref '\(text)' is not a JSON pointer (anchors are not read)", at: address, location)
            return nil
        }
        let target = SchemaAddress(document: document, pointer: pointer)
        guard schema(at: target) != nil else {
            report(.unknownReference, "$ref '\(text)' names no schema", at: address, location)
            return nil
        }
        return target
    }
}
