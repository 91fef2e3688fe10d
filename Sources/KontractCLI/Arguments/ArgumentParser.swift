// Splits a command's arguments into options, flags and positional arguments.

import KontractCore

/// A command-line usage mistake; the tool prints it with the usage line and exits 2.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// The arguments of one command after parsing.
public struct ParsedArguments: Sendable, Equatable {
    public var positional: [String] = []
    /// The last value given for each option (`--format json` → `["format": "json"]`).
    public var values: [String: String] = [:]
    public var flags: Set<String> = []

    public init() {}

    public func value(_ name: String) -> String? { values[name] }
    public func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A small parser for `--name value`, `--name=value`, `-x value`, flags and `--`.
public enum ArgumentParser {
    public static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                parsed.positional.append(contentsOf: arguments[index...])
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.positional.append(argument)
                continue
            }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else {
                name = String(argument.dropFirst())
            }
            guard let spec = find(name, isShort: !argument.hasPrefix("--"), in: options) else {
                var message = "unknown option '\(argument)'"
                if let suggestion = closestOption(to: name, in: options) {
                    message += "; did you mean '--\(suggestion)'?"
                }
                throw UsageError(message)
            }
            guard spec.takesValue else {
                if inlineValue != nil { throw UsageError("option '--\(spec.name)' takes no value") }
                parsed.flags.insert(spec.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("option '--\(spec.name)' needs a value (\(spec.valueName ?? "VALUE"))")
            }
            if let allowed = spec.allowedValues, !allowed.contains(value) {
                throw UsageError(
                    "'\(value)' is not a value of '--\(spec.name)'; expected \(allowed.joined(separator: " or "))")
            }
            parsed.values[spec.name] = value
        }
        return parsed
    }

    private static func find(_ name: String, isShort: Bool, in options: [OptionSpec]) -> OptionSpec? {
        if isShort {
            return name.count == 1 ? options.first { $0.shortName == name.first } : nil
        }
        return options.first { $0.name == name }
    }

    private static func closestOption(to name: String, in options: [OptionSpec]) -> String? {
        NameSuggestion.closest(to: name, among: options.map(\.name))
    }
}
