// Kotlin source spelling: names, types and default values written from contract JSON.

import KontractCore
import KotlinSyntax

/// Kotlin spellings the emitter needs: escaped identifiers, string literals, resolved types.
enum KotlinSpelling {
    static func identifier(_ name: String) -> String {
        // A keyword (KotlinSyntax's one table), or a name Kotlin can only write in backquotes (`0xH`, an entry
        // starting with a digit, `my name`).
        KotlinIdentifier.isValid(name) ? name : "`\(name)`"
    }

    /// A package name as a `package` line writes it: a segment that is a keyword or no plain identifier in
    /// backquotes (`` com.example.`in` ``).
    static func package(_ name: String) -> String {
        name.split(separator: ".").map { identifier(String($0)) }.joined(separator: ".")
    }

    /// A Kotlin string literal; `$` is escaped so nothing is a template.
    static func string(_ text: String) -> String {
        "\"" + escaping.escaped(text) + "\""
    }

    /// Kotlin's escapes in a string literal.
    static let escaping = LiteralEscaping(
        named: ["\"": "\\\"", "\\": "\\\\", "$": "\\$", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{08}": "\\b"],
        isNumeric: { $0.value < 0x20 || $0.value == 0x7F }, numeric: LiteralEscaping.fourHexDigits)

    /// A Kotlin char literal for one UTF-16 code unit.
    static func char(_ unit: UInt16) -> String {
        switch unit {
        case 0x27: return "'\\''"
        case 0x5C: return "'\\\\'"
        case 0x0A: return "'\\n'"
        case 0x0D: return "'\\r'"
        case 0x09: return "'\\t'"
        default:
            if unit < 0x20 || unit >= 0x7F { return "'\\u\(LiteralEscaping.hex4(UInt32(unit)))'" }
            return "'\(Character(Unicode.Scalar(UInt8(unit))))'"
        }
    }

    /// The Kotlin spelling of a resolved type. Declared names are qualified, except those of
    /// `package` itself (same-package names beat Kotlin's default imports, so they are safe); Apple platform types
    /// are simple names, which the file imports (``KotlinPlatformImports``).
    static func type(_ type: ResolvedType, in package: String = "") -> String {
        type.kotlinSpelling(
            declared: { name in
                let local =
                    !package.isEmpty && name.hasPrefix(package + ".") ? String(name.dropFirst(package.count + 1)) : name
                return local.split(separator: ".").map { identifier(String($0)) }.joined(separator: ".")
            }, unresolved: "Nothing", qualifiesImports: true, importsPlatformTypes: true)
    }
}
