// Declares the options a command accepts.

/// One option of a command: a flag (`--warnings-as-errors`) or an option with a value
/// (`--format json`, `--format=json`).
public struct OptionSpec: Sendable {
    public var name: String
    /// A one-letter alias without the dash (`o` for `-o`), if any.
    public var shortName: Character?
    /// The placeholder shown in help for an option that takes a value (`DIR`); nil for a flag.
    public var valueName: String?
    /// The values allowed, if the option takes one of a fixed set.
    public var allowedValues: [String]?
    public var help: String

    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: nil, allowedValues: nil, help: help)
    }

    public static func value(
        _ name: String, short: Character? = nil, valueName: String, allowed: [String]? = nil, help: String
    ) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: valueName, allowedValues: allowed, help: help)
    }

    public var takesValue: Bool { valueName != nil }

    /// `--format text|json` or `-o, --output DIR`, for help screens.
    public var synopsis: String {
        var text = shortName.map { "-\($0), " } ?? ""
        text += "--\(name)"
        if let allowedValues {
            text += " " + allowedValues.joined(separator: "|")
        } else if let valueName {
            text += " \(valueName)"
        }
        return text
    }
}
