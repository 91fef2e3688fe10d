// The kotlinx.serialization `Json { }` configuration a contract declares.

/// The `json` object of a contract, with kotlinx.serialization's defaults.
public struct JSONConfiguration: Sendable, Hashable, Codable {
    public enum NamingStrategy: String, Sendable, Hashable, Codable {
        case snakeCase = "snake_case"
        case kebabCase = "kebab-case"
    }

    public var encodeDefaults = false
    public var explicitNulls = true
    public var ignoreUnknownKeys = false
    public var coerceInputValues = false
    public var isLenient = false
    public var classDiscriminator = "type"
    public var allowSpecialFloatingPointValues = false
    public var namingStrategy: NamingStrategy? = nil

    public init() {}

    /// kotlinx's `Json.Default`.
    public static let `default` = JSONConfiguration()

    /// The keys a contract's `json` object may have, in documentation order.
    public static let keys = [
        "encodeDefaults", "explicitNulls", "ignoreUnknownKeys", "coerceInputValues", "isLenient",
        "classDiscriminator", "allowSpecialFloatingPointValues", "namingStrategy",
    ]
}
