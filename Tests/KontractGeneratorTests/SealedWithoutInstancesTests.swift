// A sealed subclass with no subclass under it (`sealed class S { sealed class Empty : S(); object Leaf : S() }`):
// Kotlin accepts it; the generated Swift compiles in every configuration (found by random contracts).

import Foundation
import KontractCore
import KontractGenerator
import Testing

@Test(arguments: [
    GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .objc, style: .swift),
    GeneratorOptions(interop: .skie, style: .bridge), GeneratorOptions(interop: .skie, style: .swift),
])
func aSealedChildWithoutInstancesCompiles(_ options: GeneratorOptions) async throws {
    let contract = """
        { "kontract": 1, "module": "Shared", "package": "p", "declarations": [
          { "kind": "sealed class", "name": "S", "subclasses": [
            { "kind": "sealed class", "name": "Branch", "subclasses": [ { "kind": "sealed class", "name": "Empty" } ] },
            { "kind": "sealed class", "name": "Empty" },
            { "kind": "data object", "name": "Leaf" } ] },
          { "kind": "sealed interface", "name": "I", "subclasses": [ { "kind": "sealed interface", "name": "None" } ] } ] }
        """
    let output = try SKIEGlobalsAndOverloadsTests.generate(["sealed.kontract.json": contract], options)
    let result = try await TestSupport.typecheck(output)
    let configuration = "\(options.interop.rawValue)-\(options.style.rawValue)"
    #expect(result.status == 0, "\(configuration):\n\(String(result.output.prefix(4000)))")
    #expect(!result.output.contains("warning:"), "\(configuration):\n\(String(result.output.prefix(4000)))")
}
