// Star projections of the standard collections are their bound, `Any?`, as the exporter maps them (issue 26, item 8).

import Foundation
import KontractGenerator
import Testing

/// `List<*>` is `[Any]`, `Set<*>` `Set<AnyHashable>` and `Map<*, *>` `[AnyHashable: Any]` in bridge style
/// (`NSArray<id>`, `NSSet<id>`, `NSDictionary<id, id>` in the header: a star projection is exported as its
/// upper bound `Any?`, and lightweight generics drop the nullability); swift style maps them as `List<Any?>` …
/// (`[AnyHashable?]`). Today's main refuses each with KG0101. `Comparable<*>` needs `Comparable`, which the
/// format cannot name yet (KT0202). Compiled in CompileBatchTests.
let starProjectionsCase = CompileCase(
    "StarProjections",
    contracts: [
        "stars.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "k", "declarations": [
          { "kind": "class", "name": "StarHolder", "properties": [
            { "name": "entries", "type": "Map<*, *>", "mutable": true, "initial": {} } ] },
          { "kind": "file", "name": "Stars.kt", "functions": [
            { "name": "sizes", "parameters": [ { "name": "list", "type": "List<*>" }, { "name": "set", "type": "Set<*>" },
              { "name": "map", "type": "Map<*, *>" } ], "returns": "List<*>" } ] } ] }
        """
    ],
    app: { options in
        let (list, set, map) =
            options.style == .bridge
            ? ("[Any]", "Set<AnyHashable>", "[AnyHashable: Any]")
            : ("[AnyHashable?]", "Set<AnyHashable?>", "[AnyHashable?: AnyHashable?]")
        return """
            func starProjections(_ holder: StarHolder) {
                let list: \(list) = StarsKt.sizes(list: [1, "a"], set: [2, "b"], map: ["k": 3])
                let set: \(set) = [1]
                let map: \(map) = holder.entries
                holder.entries = map
                _ = (list, set)
            }
            """
    })
