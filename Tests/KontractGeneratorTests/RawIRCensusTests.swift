// Ratchets the raw escape hatches of the IR the translators build for the golden contracts.

import KontractCheck
import KontractCore
import KontractGenerator
import Testing

/// The raw nodes (text no typed IR node expresses) per golden configuration, at most these;
/// lower them here when a translator moves to typed nodes (docs/generator.md).
let rawIRCeilings: [String: Int] = [
    // repo: 131/153 before FlowProperty's isEqual closure used typed `$0`/`$1` identifiers.
    // 121 each since DefaultValueTranslator spells defaults as typed expressions (-2/-24); 9 since
    // KotlinValueConversion and DescriptorSpelling build typed nodes; 0 since Expressions/ writes the Kotlin
    // getters as typed expressions (the renderer parenthesises by precedence: SwiftOperatorPrecedence).
    "repo/objc-bridge": 0, "repo/objc-swift": 0, "repo/skie-bridge": 0, "repo/skie-swift": 0,
    // edge: 472/434/472/434 at 44952aa, most of it PlainClassTranslator's storage, `init` and `description` lines
    // (every kind built on plain classes inherited them), DefaultValueTranslator's defaults as text,
    // KotlinValueConversion, DescriptorSpelling and `@available(message:)`. All of those are typed nodes since
    // session 5 (git log of this file for the steps); annotations.kontract.json's annotation effects and
    // generics.kontract.json's generic classes add none. 9 until Expressions/' getter text (derived and
    // extension properties, file property initial values) became typed expressions; 0 since.
    "edge/objc-bridge": 0, "edge/objc-swift": 0, "edge/skie-bridge": 0, "edge/skie-swift": 0,
]

@Test(arguments: GoldenCase.all)
func translatorsKeepRawIRNodesAtMostTheirCeiling(_ golden: GoldenCase) throws {
    let (module, problems) = TestSupport.module([golden.inputPath])
    let checked = try #require(module, "the contracts have errors:\n\(problems)")
    let census = SwiftRawCensus(SwiftGenerator.translate(module: checked, options: golden.options).files)
    print("raw IR \(golden): \(census)")
    let ceiling = try #require(rawIRCeilings[golden.description], "no ceiling for \(golden): \(census)")
    #expect(census.total <= ceiling, "\(golden): \(census), more than \(ceiling) raw nodes")
}

/// The contract tests of contracts/ (every fixture and transcript, bridge style): raw nodes at most this.
/// 372 at integrate (296 expressions, 76 statements); 0 since decode/encode calls, string literals and the
/// `#expect(throws:)`/`withKnownIssue` blocks are typed nodes (session 5).
let contractTestsRawIRCeiling = 0

@Test func contractTestsKeepRawIRNodesAtMostTheirCeiling() throws {
    let root = TestSupport.packageRoot
    let (module, problems) = TestSupport.module([root.appendingPathComponent("contracts").path])
    let checked = try #require(module, "the contracts have errors:\n\(problems)")
    let fixtures = FixtureReader.discover(in: root.appendingPathComponent("contracts/fixtures").path).compactMap {
        try? FixtureReader.read($0).get()
    }
    let translated = ContractTestGenerator.translate(
        module: checked, fixtures: fixtures,
        options: ContractTestOptions(generator: GeneratorOptions(interop: .objc, style: .bridge), testedModule: ""))
    #expect(translated.diagnostics.isEmpty)
    #expect(!translated.files.isEmpty)
    let census = SwiftRawCensus(translated.files)
    print("raw IR contract tests: \(census)")
    #expect(census.total <= contractTestsRawIRCeiling, "contract tests: \(census)")
}
