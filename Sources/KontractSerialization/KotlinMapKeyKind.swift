// kotlinx's rule for JSON map keys: primitive or enum kinds only, unless `allowStructuredMapKeys`.

extension KotlinSerialDescriptor {
    /// The failure kotlinx's JSON (without `allowStructuredMapKeys`) raises when it starts encoding or
    /// decoding a map whose key has this descriptor; nil for primitive and enum keys.
    ///
    /// kotlinx checks the key's kind when the map begins (`switchMode`), so the map fails even when empty,
    /// decoding as well as encoding, with a `JsonEncodingException` that names no path:
    /// `Value of type 'Address' can't be used in JSON as a key in the map. It should have either
    /// primitive or enum kind, but its kind is 'CLASS'.` and a second line naming the option.
    public var structuredMapKeyError: KotlinJSONError? {
        guard let kind = structuredKindName else { return nil }
        return KotlinJSONError(
            kind: .encoding,
            message: "Value of type '\(kotlinxSerialName)' can't be used in JSON as a key in the map. "
                + "It should have either primitive or enum kind, but its kind is '\(kind)'.\n"
                + "Use 'allowStructuredMapKeys = true' in 'Json {}' builder to convert such maps to "
                + "[key1, value1, key2, value2,...] arrays.")
    }

    /// `.map([])` when `json` is `{}` and this is a map kotlinx's Json refuses: `emptyMap()` as the default of
    /// such a property (Kotlin builds it; only Json would refuse it), which the codec cannot decode.
    public func emptyStructuredMap(_ json: String) -> KotlinValue? {
        guard case .map(let key, _) = nonNullable, key.structuredMapKeyError != nil,
            json.filter({ !$0.isWhitespace }) == "{}"
        else { return nil }
        return .map([])
    }

    /// kotlinx's `SerialKind` name of a structured (non-primitive, non-enum) descriptor.
    var structuredKindName: String? {
        switch self {
        case .nullable(let inner): inner.structuredKindName
        case .classType(let descriptor): descriptor.isObject ? "OBJECT" : "CLASS"
        case .sealed: "SEALED"
        case .list: "LIST"
        case .map: "MAP"
        default: nil
        }
    }

    /// The descriptor's `serialName` as kotlinx prints it (a nullable one ends with `?`). Lists, sets and
    /// maps name kotlinx's default implementations (`kotlin.collections.ArrayList`); arrays are not told
    /// apart from lists here.
    var kotlinxSerialName: String {
        switch self {
        case .nullable(let inner): inner.kotlinxSerialName + "?"
        case .list(_, let isSet): isSet ? "kotlin.collections.LinkedHashSet" : "kotlin.collections.ArrayList"
        case .map: "kotlin.collections.LinkedHashMap"
        default: kindName
        }
    }
}
