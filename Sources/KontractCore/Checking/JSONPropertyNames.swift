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
        strategy?.transform(name) ?? name
    }
}
