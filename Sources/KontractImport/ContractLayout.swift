// Lays the imported declarations out as contract files: one per package and JSON configuration, printed by
// the contract printer extract uses.

import KontractCore
import KontractExtract

/// One contract file an import writes.
public struct ImportedContract: Sendable, Equatable {
    /// `com.example.pets.kontract.json`.
    public var fileName: String
    public var json: ContractJSON
    /// The pretty-printed text (ContractJSON's layout, final newline).
    public var text: String { json.pretty }
}

/// Groups declarations by the file-level settings they need (package, class discriminator, unknown keys) and
/// renders each group as a contract.
struct ContractLayout {
    let session: ImportSession
    let module: String
    /// The declarations nested in each declaration, in the order they were made.
    private let nestedDeclarations: [SchemaAddress: [ImportedDeclaration]]

    init(session: ImportSession, module: String) {
        self.session = session
        self.module = module
        var nested: [SchemaAddress: [ImportedDeclaration]] = [:]
        for declaration in session.order.compactMap({ session.declarations[$0] }) {
            if let outer = declaration.outer { nested[outer, default: []].append(declaration) }
        }
        nestedDeclarations = nested
    }

    /// The files, in a fixed order (by file name), each declaration in the order it was made.
    func contracts() -> [ImportedContract] {
        var groups: [String: (package: String, discriminator: String, lenient: Bool, members: [ImportedDeclaration])] =
            [:]
        for address in session.order {
            guard let declaration = session.declarations[address], declaration.outer == nil else { continue }
            if isNestedSubclass(declaration) { continue }
            let (discriminator, lenient) = settings(of: declaration)
            var fileName = declaration.package
            if lenient { fileName += "-lenient" }
            if discriminator != "type" { fileName += "-by-" + KotlinNames.packageName(discriminator) }
            fileName += ".kontract.json"
            groups[fileName, default: (declaration.package, discriminator, lenient, [])].members.append(declaration)
        }
        return groups.keys.sorted().map { fileName in
            let group = groups[fileName]!
            var members: [(key: String, value: ContractJSON)] = [
                ("kontract", .number("1")), ("module", .string(module)), ("package", .string(group.package)),
            ]
            var json: [(key: String, value: ContractJSON)] = []
            if group.lenient { json.append(("ignoreUnknownKeys", .bool(true))) }
            if group.discriminator != "type" { json.append(("classDiscriminator", .string(group.discriminator))) }
            if !json.isEmpty { members.append(("json", .object(json))) }
            members.append(("declarations", .array(group.members.map(render))))
            return ImportedContract(fileName: fileName, json: .object(members))
        }
    }

    private func settings(of declaration: ImportedDeclaration) -> (String, Bool) {
        session.fileSettings(of: declaration)
    }

    /// A subclass whose schema name nests it in its (first) sealed parent: rendered in the parent's `subclasses`.
    private func isNestedSubclass(_ declaration: ImportedDeclaration) -> Bool {
        guard let outer = declaration.outer else { return false }
        return declaration.parents.contains(outer)
    }

    private func children(of declaration: ImportedDeclaration) -> [ImportedDeclaration] {
        nestedDeclarations[declaration.address] ?? []
    }

    private func render(_ declaration: ImportedDeclaration) -> ContractJSON {
        let kind: String
        switch declaration.kind {
        case .dataClass: kind = "data class"
        case .dataObject: kind = "data object"
        case .enumClass: kind = "enum class"
        case .sealed: kind = "sealed interface"
        }
        var members: [(key: String, value: ContractJSON)] = [
            ("kind", .string(kind)), ("name", .string(declaration.simpleName)),
        ]
        if let doc = declaration.doc { members.append(("doc", .string(doc))) }
        let supertypes = declaration.parents.filter { $0 != declaration.outer }.compactMap { parent in
            session.declarations[parent].map { session.reference(to: $0, from: declaration.package).kotlin }
        }
        if !supertypes.isEmpty { members.append(("supertypes", .array(supertypes.map(ContractJSON.string)))) }
        if let serialName = declaration.serialName { members.append(("serialName", .string(serialName))) }
        switch declaration.kind {
        case .dataClass(let properties): members.append(("properties", .array(properties.map(render))))
        case .enumClass(let entries):
            members.append(
                (
                    "entries",
                    .array(
                        entries.map { entry in
                            guard let serialName = entry.serialName else { return .string(entry.name) }
                            return .object([("name", .string(entry.name)), ("serialName", .string(serialName))])
                        })
                ))
        default: break
        }
        let nested = children(of: declaration)
        let subclasses = nested.filter { $0.parents.contains(declaration.address) }
        let others = nested.filter { !$0.parents.contains(declaration.address) }
        if !subclasses.isEmpty { members.append(("subclasses", .array(subclasses.map(render)))) }
        if !others.isEmpty { members.append(("nested", .array(others.map(render)))) }
        return .object(members)
    }

    private func render(_ property: ImportedProperty) -> ContractJSON {
        var members: [(key: String, value: ContractJSON)] = [
            ("name", .string(property.name)), ("type", .string(property.type)),
        ]
        if let value = property.defaultValue { members.append(("default", value)) }
        if let serialName = property.serialName { members.append(("serialName", .string(serialName))) }
        if let doc = property.doc { members.append(("doc", .string(doc))) }
        return .object(members)
    }
}
