// The fuzz targets kontract-fuzz runs, by name, and how a broken property is reported.

/// One coverage-guided fuzz target: bytes in, properties checked, a trap on any violation.
protocol FuzzTarget: Sendable {
    /// The name `tools/fuzz TARGET` uses.
    static var name: String { get }
    /// What the target feeds and which properties it checks (for `kontract-fuzz --list`).
    static var summary: String { get }
    /// Runs one input. Broken properties call `FuzzProperty.fail`, which traps.
    static func run(_ bytes: [UInt8])
}

/// Every target, in the order `tools/test` runs them.
let allFuzzTargets: [any FuzzTarget.Type] = [
    ContractFuzzTarget.self,
    ExpressionFuzzTarget.self,
    JSONCodecFuzzTarget.self,
    FixtureFuzzTarget.self,
    ExtractFuzzTarget.self,
    ImportFuzzTarget.self,
    DiffFuzzTarget.self,
]

/// A property beyond "no crash" that an input broke.
enum FuzzProperty {
    /// Traps, so that libFuzzer saves the input as a crash (`crash-<sha1>`).
    static func fail(_ message: String) -> Never {
        fatalError("fuzz property broken: \(message)")
    }
}
