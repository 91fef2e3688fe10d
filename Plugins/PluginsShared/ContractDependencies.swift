// Finds which contract files each contract's generated Swift depends on (shared by the plugins).

import Foundation

/// A cheap scan of contract files for the plugins: which names each file declares and
/// which it mentions in types, so a build command lists exactly the contracts its output
/// depends on and a change to one contract re-runs only the commands that read it.
///
/// The scan over-approximates (any identifier in a type string that another file declares
/// counts), which can only cause an extra regeneration, never a missed one.
struct ContractDependencies {
    /// Contract files in a stable order.
    let contracts: [URL]
    private(set) var declared: [URL: Set<String>] = [:]
    private(set) var mentioned: [URL: Set<String>] = [:]
    /// Each file's `"module"` (the framework module its Swift belongs to).
    private(set) var modules: [URL: String] = [:]

    init(contracts: [URL]) {
        self.contracts = contracts.sorted { $0.path < $1.path }
        for url in self.contracts {
            guard let data = try? Data(contentsOf: url),
                let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { continue }
            var names = Set<String>()
            var types = Set<String>()
            for declaration in root["declarations"] as? [Any] ?? [] {
                Self.scan(declaration, names: &names, types: &types)
            }
            declared[url] = names
            mentioned[url] = types
            modules[url] = root["module"] as? String
        }
    }

    /// The other contract files whose declarations `contract` mentions, transitively.
    func dependencies(of contract: URL) -> [URL] {
        var result = Set<URL>()
        var pending = [contract]
        while let current = pending.popLast() {
            let wanted = mentioned[current] ?? []
            for other in contracts where other != contract && !result.contains(other) {
                if !(declared[other] ?? []).isDisjoint(with: wanted) {
                    result.insert(other)
                    pending.append(other)
                }
            }
        }
        return contracts.filter { result.contains($0) }
    }

    /// The contracts the command generating `contract` reads, in path order (the order `kontract generate`
    /// takes them in, as for a folder): `contract`, the contracts it mentions, and the contracts declaring a
    /// simple name it also declares, each with the same in turn. Names clash across packages in Swift: of two
    /// classes `Foo` the later is `Foo_`, and same-named files (`A.kt`) share one facade, so a file's Swift
    /// depends on the files it clashes with even when it names none of their types.
    func reads(for contract: URL) -> [URL] {
        var result: Set<URL> = [contract]
        var pending = [contract]
        while let current = pending.popLast() {
            let wanted = mentioned[current] ?? []
            let names = declared[current] ?? []
            for other in contracts where !result.contains(other) {
                let declaredThere = declared[other] ?? []
                if !declaredThere.isDisjoint(with: wanted) || !declaredThere.isDisjoint(with: names) {
                    result.insert(other)
                    pending.append(other)
                }
            }
        }
        return contracts.filter { result.contains($0) }
    }

    /// The 1-based line of `contract`'s `"module"` key, for a diagnostic on it.
    static func moduleLine(in contract: URL) -> Int? {
        guard let text = try? String(contentsOf: contract, encoding: .utf8) else { return nil }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("\"module\"") {
            return index + 1
        }
        return nil
    }

    /// Keys whose string values are Kotlin type expressions: the reader's own table.
    private static let typeKeys = ContractTypeKeys.single
    private static let typeListKeys = ContractTypeKeys.lists

    private static func scan(_ value: Any, names: inout Set<String>, types: inout Set<String>) {
        if let object = value as? [String: Any] {
            if object["kind"] != nil, let name = object["name"] as? String {
                // A backquoted Kotlin name (`` `class` ``) is the name inside.
                names.insert(
                    name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`")
                        ? String(name.dropFirst().dropLast()) : name)
            }
            for (key, child) in object {
                if typeKeys.contains(key), let text = child as? String {
                    types.formUnion(identifiers(in: text))
                } else if typeListKeys.contains(key), let list = child as? [Any] {
                    for case let text as String in list { types.formUnion(identifiers(in: text)) }
                } else {
                    scan(child, names: &names, types: &types)
                }
            }
        } else if let array = value as? [Any] {
            for child in array { scan(child, names: &names, types: &types) }
        }
    }

    /// The identifiers of a type expression: `Map<String, a.B?>` → String, a, B, Map.
    static func identifiers(in type: String) -> Set<String> {
        var result = Set<String>()
        var current = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !current.isEmpty { result.insert(current) }
                current = ""
            }
        }
        if !current.isEmpty { result.insert(current) }
        return result
    }
}
