// One JSON configuration for declarations that reach each other: kotlinx reads a value and everything in it with
// the one `Json` of the type decoded, so unknown keys and the class discriminator cannot differ inside it.

import KontractCore

extension ImportSession {
    /// Gives every declaration of a connected set (properties' types, sealed parents and subclasses, nesting; enums,
    /// which no configuration changes, do not connect) the same unknown-key rule and class discriminator: unknown
    /// keys allowed when any member allows them (a member whose schema refuses them is then KI0201), and the first
    /// hierarchy's discriminator (another hierarchy's is KI0202).
    func shareConfigurations() {
        var parent: [SchemaAddress: SchemaAddress] = [:]
        func root(_ address: SchemaAddress) -> SchemaAddress {
            var current = address
            while let next = parent[current], next != current { current = next }
            // Path compression: later walks from anything on this path take one step.
            var step = address
            while let next = parent[step], next != current {
                parent[step] = current
                step = next
            }
            return current
        }
        func join(_ a: SchemaAddress, _ b: SchemaAddress) {
            guard configured(a), configured(b) else { return }
            let (ra, rb) = (root(a), root(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        for address in order {
            guard let declaration = declarations[address] else { continue }
            for other in declaration.parents + [declaration.outer].compactMap({ $0 }) { join(address, other) }
            guard case .dataClass(let properties) = declaration.kind else { continue }
            for property in properties {
                for other in Self.referenced(property.mapped.shape) { join(address, other) }
            }
        }
        var members: [SchemaAddress: [SchemaAddress]] = [:]
        for address in order where configured(address) { members[root(address), default: []].append(address) }
        for root in order {
            guard let group = members[root], group.count > 1 else { continue }
            share(group)
        }
    }

    /// Declarations a JSON configuration changes the reading of: all but enums.
    private func configured(_ address: SchemaAddress) -> Bool {
        guard let declaration = declarations[address] else { return false }
        if case .enumClass = declaration.kind { return false }
        return true
    }

    private func share(_ group: [SchemaAddress]) {
        let lenient = group.contains { declarations[$0]?.allowsUnknownKeys == true }
        var key: String?
        for address in group {
            guard let declaration = declarations[address] else { continue }
            if lenient && !declaration.allowsUnknownKeys {
                let schema = self.schema(at: address)
                let keyword = schema?.members?.first {
                    $0.key == "additionalProperties" || $0.key == "unevaluatedProperties"
                }
                report(
                    .keywordNotEnforced,
                    "'\(keyword?.key ?? "additionalProperties"): false' is not enforced: \(declaration.simpleName) is read with types that allow unknown keys (kotlinx reads a value and everything in it with one Json configuration)",
                    at: address, keyword?.keyLocation ?? declaration.location)
                declarations[address]?.allowsUnknownKeys = true
            }
            guard case .sealed(let own) = declaration.kind else { continue }
            guard let chosen = key else {
                key = own
                continue
            }
            if own != chosen {
                report(
                    .keywordNotMapped,
                    "the class discriminator '\(own)' is not read: \(declaration.simpleName) is read with types whose discriminator is '\(chosen)' (kotlinx reads a value and everything in it with one Json configuration)",
                    at: address, declaration.location)
                declarations[address]?.kind = .sealed(discriminator: chosen)
            }
        }
        guard let key else { return }
        // Data classes and objects of the set are written in the file of the hierarchies' discriminator.
        for address in group where declarations[address]?.parents.isEmpty == true {
            declarations[address]?.fileDiscriminator = key
        }
    }

    /// The declarations a property type names (through lists and maps).
    static func referenced(_ shape: ValueShape) -> [SchemaAddress] {
        switch shape {
        case .declaration(let address): [address]
        case .list(let element): referenced(element.shape)
        case .map(let key, let value): referenced(key) + referenced(value.shape)
        default: []
        }
    }
}
