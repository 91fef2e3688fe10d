// A sealed subclass with no subclass under it (`sealed class S { sealed class Empty : S(); object Leaf : S() }`):
// Kotlin accepts it; the generated Swift compiles in every configuration (found by random contracts).

import Foundation
import KontractGenerator

/// Compiled without a warning in every configuration in CompileBatchTests.
let sealedWithoutInstancesCase = CompileCase(
    "SealedWithoutInstances",
    contracts: [
        "sealed.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "sealed class", "name": "S", "subclasses": [
            { "kind": "sealed class", "name": "Branch", "subclasses": [ { "kind": "sealed class", "name": "Empty" } ] },
            { "kind": "sealed class", "name": "Empty" },
            { "kind": "data object", "name": "Leaf" } ] },
          { "kind": "sealed interface", "name": "Hollow", "subclasses": [ { "kind": "sealed interface", "name": "None" } ] } ] }
        """
    ],
    forbidding: ["warning:"])
