// Filling a declaration from its schema: a data class's properties, an enum's entries, a sealed type's subclasses.

import KontractCore
import KontractExtract

extension ImportSession {
    /// Fills the declaration at `address` (sealed hierarchies first link their subclasses: see `run`).
    func fill(_ address: SchemaAddress) {
        guard let declaration = declarations[address], let schema = schema(at: address) else { return }
        audit(schema, at: address)
        switch declaration.kind {
        case .sealed: linkSubclasses(of: address, schema: schema)
        case .enumClass: declarations[address]?.kind = .enumClass(enumEntries(schema))
        case .dataClass, .dataObject:
            let properties = dataClassProperties(declaration, schema: schema)
            declarations[address]?.kind = properties.isEmpty ? .dataObject : .dataClass(properties)
        }
    }

    /// The entries of an `enum` of strings: each value's Kotlin name, with the value as serial name when they differ.
    private func enumEntries(_ schema: LocatedJSON) -> [(name: String, serialName: String?)] {
        var names: Set<String> = []
        var result: [(name: String, serialName: String?)] = []
        for value in schema["enum"]?.items?.compactMap(\.string) ?? [] {
            var name = KotlinNames.entryName(value)
            while names.contains(name) || name == "name" || name == "ordinal" { name += "_" }
            names.insert(name)
            result.append((name, name == value ? nil : value))
        }
        return result
    }
}
