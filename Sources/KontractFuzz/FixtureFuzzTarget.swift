// Fuzz target `fixture`: fixture and transcript files checked against the contracts.

import KontractCheck
import KontractCore

/// Reads the input as a `*.fixtures.json` or `*.transcript.json` file (a `viewModel` key makes it a
/// transcript) and checks it against the contracts of `contracts/` and `Tests/Conformance/`.
/// Property: every failure points inside the input.
enum FixtureFuzzTarget: FuzzTarget {
    static let name = "fixture"
    static let summary =
        "fixture/transcript file → reader and checker (decode, toString, derived, canonical, steps); failures located inside the input"
    static let path = "fuzz.fixtures.json"

    static func run(_ bytes: [UInt8]) {
        let bounds = InputBounds(bytes, path: path)
        switch FixtureReader.parse(bytes, path: path) {
        case .failure(let failures):
            for failure in failures.all { bounds.require(failure.location, "reader failure '\(failure.formatted)'") }
        case .success(let document):
            var tally = CheckTally()
            FixtureChecker(contracts: FuzzUniverse.shared.contracts).check(document, into: &tally)
            for failure in tally.failures { bounds.require(failure.location, "check failure '\(failure.formatted)'") }
        }
    }
}
