// The JSON keys kotlinx.serialization reads and writes for a data class's properties.

/// JSON key rules: `@SerialName`, the configured `namingStrategy`, `@JsonNames`.
enum JSONPropertyNames {
    /// The key kotlinx writes: the serial name (or property name), transformed by the
    /// naming strategy (which kotlinx applies on top of `@SerialName`).
    static func encodedName(of property: Property, in configuration: JSONConfiguration) -> String {
        apply(configuration.namingStrategy, to: property.jsonName)
    }

    /// Every key kotlinx accepts for the property when decoding: the encoded name and the
    /// `@JsonNames` alternatives (which the naming strategy leaves as they are).
    static func acceptedNames(of property: Property, in configuration: JSONConfiguration) -> [String] {
        [encodedName(of: property, in: configuration)] + property.jsonNames.map(\.value)
    }

    /// kotlinx's `JsonNamingStrategy.SnakeCase` / `KebabCase`: `myHTTPAuth` → `my_http_auth`.
    static func apply(_ strategy: JSONConfiguration.NamingStrategy?, to name: String) -> String {
        switch strategy {
        case nil: name
        case .snakeCase: convertCamelCase(name, delimiter: "_")
        case .kebabCase: convertCamelCase(name, delimiter: "-")
        }
    }

    /// The algorithm of kotlinx's `convertCamelCase`: a run of capitals stays one word,
    /// except its last capital when a lowercase letter follows.
    private static func convertCamelCase(_ name: String, delimiter: Character) -> String {
        var result = ""
        var buffered: String?
        var upperRun = 0
        for character in name {
            if character.isUppercase {
                if upperRun == 0, let last = result.last, last != delimiter { result.append(delimiter) }
                if let pending = buffered { result += pending }
                upperRun += 1
                buffered = character.lowercased()
            } else {
                if let pending = buffered {
                    if upperRun > 1, character.isLetter { result.append(delimiter) }
                    result += pending
                    upperRun = 0
                    buffered = nil
                }
                result.append(character)
            }
        }
        if let pending = buffered { result += pending }
        return result
    }
}
