// The options of the commands that project contracts into Swift: --interop, --style, --config.

import KontractGenerator

extension OptionSpec {
    /// `--interop objc|skie`, its values from `InteropMode`.
    static func interop(help: String) -> OptionSpec {
        .value("interop", valueName: "MODE", allowed: InteropMode.allCases.map(\.rawValue), help: help)
    }

    /// `--style bridge|swift`, its values from `GenerationStyle`.
    static func style(help: String) -> OptionSpec {
        .value("style", valueName: "STYLE", allowed: GenerationStyle.allCases.map(\.rawValue), help: help)
    }

    /// `--config FILE`: the configuration file to read instead of the one beside the contracts.
    static let configFile = OptionSpec.value(
        "config", valueName: "FILE",
        help: "the \(GeneratorConfiguration.fileName) to use instead of the one beside the contracts")
}
