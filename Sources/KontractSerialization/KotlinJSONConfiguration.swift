// The kotlinx `Json { }` configuration the JSON rules honour (mirror of a contract's `json`).

/// kotlinx's `JsonNamingStrategy` built-ins.
public enum KotlinNamingStrategy: String, Sendable, Hashable {
    case snakeCase = "snake_case"
    case kebabCase = "kebab-case"

    /// kotlinx's `convertCamelCase`: `URLMapping` → `url_mapping`, `myHTTPAuth` → `my_http_auth`.
    public func transform(_ serialName: String) -> String {
        if serialName.utf8.allSatisfy({ $0 < 0x80 }) { return transformASCII(serialName) }
        return transformCharacters(serialName)
    }

    /// ``transform(_:)`` on ASCII text, byte by byte: the same rules, where uppercase is `A`–`Z` and a letter
    /// `A`–`Z`/`a`–`z` (as `Character` says of ASCII), without the grapheme breaking the general path pays.
    package func transformASCII(_ serialName: String) -> String {
        let delimiter = self == .snakeCase ? UInt8(ascii: "_") : UInt8(ascii: "-")
        var result: [UInt8] = []
        result.reserveCapacity(serialName.utf8.count + 4)
        var buffered: UInt8?
        var previousUpperCount = 0
        for byte in serialName.utf8 {
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") {
                if previousUpperCount == 0, let last = result.last, last != delimiter { result.append(delimiter) }
                if let pending = buffered { result.append(pending) }
                previousUpperCount += 1
                buffered = byte + 0x20
            } else {
                if let pending = buffered {
                    let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                    if previousUpperCount > 1 && isLetter { result.append(delimiter) }
                    result.append(pending)
                    previousUpperCount = 0
                    buffered = nil
                }
                result.append(byte)
            }
        }
        if let pending = buffered { result.append(pending) }
        return String(decoding: result, as: UTF8.self)
    }

    /// ``transform(_:)`` on any text, `Character` by `Character`.
    package func transformCharacters(_ serialName: String) -> String {
        let delimiter: Character = self == .snakeCase ? "_" : "-"
        var result = ""
        var buffered: Character?
        var previousUpperCount = 0
        for character in serialName {
            if character.isUppercase {
                if previousUpperCount == 0, let last = result.last, last != delimiter { result.append(delimiter) }
                if let pending = buffered { result.append(pending) }
                previousUpperCount += 1
                buffered = Character(character.lowercased())
            } else {
                if let pending = buffered {
                    if previousUpperCount > 1 && character.isLetter { result.append(delimiter) }
                    result.append(pending)
                    previousUpperCount = 0
                    buffered = nil
                }
                result.append(character)
            }
        }
        if let pending = buffered { result.append(pending) }
        return result
    }
}

/// The configuration keys a contract may set, with kotlinx's `Json.Default` values.
public struct KotlinJSONConfiguration: Sendable, Hashable {
    public var encodeDefaults = false
    public var explicitNulls = true
    public var ignoreUnknownKeys = false
    public var coerceInputValues = false
    public var isLenient = false
    public var classDiscriminator = "type"
    public var allowSpecialFloatingPointValues = false
    public var namingStrategy: KotlinNamingStrategy?

    public init(
        encodeDefaults: Bool = false, explicitNulls: Bool = true, ignoreUnknownKeys: Bool = false,
        coerceInputValues: Bool = false, isLenient: Bool = false, classDiscriminator: String = "type",
        allowSpecialFloatingPointValues: Bool = false, namingStrategy: KotlinNamingStrategy? = nil
    ) {
        self.encodeDefaults = encodeDefaults
        self.explicitNulls = explicitNulls
        self.ignoreUnknownKeys = ignoreUnknownKeys
        self.coerceInputValues = coerceInputValues
        self.isLenient = isLenient
        self.classDiscriminator = classDiscriminator
        self.allowSpecialFloatingPointValues = allowSpecialFloatingPointValues
        self.namingStrategy = namingStrategy
    }

    /// kotlinx's `Json.Default`.
    public static let `default` = KotlinJSONConfiguration()
}
