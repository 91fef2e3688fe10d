// Kotlin's `Char` rules on UTF-16 code units, for generated derived properties.

/// Kotlin `Char` functions. A Kotlin `Char` is one UTF-16 code unit (`unichar` in the bridge style).
/// `@_spi(KontractGenerated)`: generated getters call it; the framework has no such name.
@_spi(KontractGenerated) public enum KotlinChar {
    /// Kotlin's `Char.isWhitespace()`: Unicode categories Zs, Zl and Zp, plus the controls
    /// U+0009...U+000D and U+001C...U+001F. So U+00A0 (no-break space) is whitespace, while
    /// U+0085, U+180E and U+200B are not.
    public static func isWhitespace(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x09...0x0D, 0x1C...0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            true
        default:
            false
        }
    }

    /// The Kotlin `Char` a Swift `Character` stands for: its first UTF-16 code unit.
    public static func unit(_ character: Character) -> UInt16 {
        character.utf16.first ?? 0
    }

    /// The `Char?` of the bridge style, which Swift sees as `Any?`: a code unit, a `Character`
    /// or a one-unit `String`; nil for anything else.
    public static func unit(from value: Any?) -> UInt16? {
        switch value {
        case let unit as UInt16: unit
        case let character as Character: unit(character)
        case let string as String where string.utf16.count == 1: string.utf16.first
        default: nil
        }
    }
}
