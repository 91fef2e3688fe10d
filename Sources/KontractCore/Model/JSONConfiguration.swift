// The kotlinx.serialization `Json { }` configuration a contract declares.

import KontractSerialization

/// The `json` object of a contract, with kotlinx.serialization's defaults. It is the
/// runtime codec's own configuration type, so the contract, the checker and the generated
/// code read one definition (and one naming-strategy transform).
public typealias JSONConfiguration = KotlinJSONConfiguration

extension KotlinJSONConfiguration {
    public typealias NamingStrategy = KotlinNamingStrategy

    /// The keys a contract's `json` object may have, in documentation order.
    public static let keys = [
        "encodeDefaults", "explicitNulls", "ignoreUnknownKeys", "coerceInputValues", "isLenient",
        "classDiscriminator", "allowSpecialFloatingPointValues", "namingStrategy",
    ]
}
