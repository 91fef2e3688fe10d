// `kontract.config.json`: the generator settings kept beside the contracts.

import Foundation
import KontractGenerator

/// The keys of `kontract.config.json`; command-line flags override them.
///
/// For example: `{ "output": "../iosApp/Generated", "interop": "skie", "style": "bridge" }`.
/// A relative `output` is relative to the folder holding the config file.
public struct GeneratorConfiguration: Equatable, Sendable {
    public static let fileName = "kontract.config.json"
    public static let keys = ["output", "interop", "style", "tests", "testsModule", "fixtures"]

    public var output: String?
    public var interop: InteropMode?
    public var style: GenerationStyle?
    /// Where `kontract generate` writes the contract tests (relative to the config file).
    public var tests: String?
    /// The module the tests import (`""`: none, the tests share the types' module).
    public var testsModule: String?
    /// The fixtures folder (relative to the config file); default `fixtures` beside the contracts.
    public var fixtures: String?

    public init() {}

    /// The config beside the contracts: in the first folder given, or beside the first file.
    public static func locate(for paths: [String]) -> String? {
        guard let first = paths.first else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory) else { return nil }
        let folder = isDirectory.boolValue ? first : (first as NSString).deletingLastPathComponent
        let candidate = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(fileName)
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }

    /// Reads and validates a config file; unknown keys and bad values are errors.
    public static func load(_ path: String) throws -> GeneratorConfiguration {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw ConfigurationError("\(path): error: not a JSON object") }
        var configuration = GeneratorConfiguration()
        for key in object.keys.sorted() {
            guard keys.contains(key) else {
                throw ConfigurationError(
                    "\(path): error: unknown key '\(key)'; the keys are \(keys.joined(separator: ", "))")
            }
            guard let value = object[key] as? String else {
                throw ConfigurationError("\(path): error: '\(key)' must be a string")
            }
            switch key {
            case "output":
                let folder = (path as NSString).deletingLastPathComponent
                configuration.output = value.hasPrefix("/") ? value : (folder as NSString).appendingPathComponent(value)
            case "interop":
                guard let mode = InteropMode(rawValue: value) else {
                    throw ConfigurationError("\(path): error: 'interop' must be objc or skie, not '\(value)'")
                }
                configuration.interop = mode
            case "style":
                guard let style = GenerationStyle(rawValue: value) else {
                    throw ConfigurationError("\(path): error: 'style' must be bridge or swift, not '\(value)'")
                }
                configuration.style = style
            case "tests", "fixtures":
                let folder = (path as NSString).deletingLastPathComponent
                let resolved = value.hasPrefix("/") ? value : (folder as NSString).appendingPathComponent(value)
                if key == "tests" { configuration.tests = resolved } else { configuration.fixtures = resolved }
            default:
                configuration.testsModule = value
            }
        }
        return configuration
    }
}

/// A problem with `kontract.config.json`, already phrased with its path.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
