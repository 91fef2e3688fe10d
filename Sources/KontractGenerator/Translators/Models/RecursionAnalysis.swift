// Finds data classes whose Swift struct would contain itself (directly or through other structs).

import KontractCore

/// A struct cannot hold itself inline (`next: Node?`); arrays and classes break the cycle.
enum RecursionAnalysis {
    /// The qualified names of value structs that reach themselves through inline properties.
    static func selfContainingStructs(module: CheckedModule, names: SwiftTypeNames) -> Set<String> {
        var edges: [String: [String]] = [:]
        for entry in module.index.declarations where names.shape(of: entry.qualifiedName) == .valueStruct {
            edges[entry.qualifiedName] = module.model[entry].properties.compactMap { property in
                guard let target = property.type.declaredName,
                    names.shape(of: target) == .valueStruct
                else { return nil }
                return target
            }
        }
        var result = Set<String>()
        for start in edges.keys.sorted() where reaches(start, from: start, edges: edges) {
            result.insert(start)
        }
        return result
    }

    /// Depth-first search: does a path of one or more edges lead from `source` to `target`?
    private static func reaches(_ target: String, from source: String, edges: [String: [String]]) -> Bool {
        var stack = edges[source] ?? []
        var seen = Set<String>()
        while let node = stack.popLast() {
            if node == target { return true }
            guard seen.insert(node).inserted else { continue }
            stack.append(contentsOf: edges[node] ?? [])
        }
        return false
    }
}
