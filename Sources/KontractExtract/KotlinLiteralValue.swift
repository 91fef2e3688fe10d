// The values of Kotlin string, character and number literal tokens, as contract JSON.

import KotlinSourceSyntax

/// Decodes literal tokens: escapes of strings and characters, number forms with `_`, radix prefixes and suffixes.
enum KotlinLiteralValue {
    /// The text of an argument that is one string literal without templates, else nil.
    static func string(_ argument: KotlinSourceText) -> String? {
        guard argument.tokens.count == 1, argument.text.hasPrefix("\"") else { return nil }
        return string(argument.text)
    }

    /// The text a string literal denotes, or nil when it holds a template (`$x`, `${…}`).
    static func string(_ literal: String) -> String? {
        if literal.hasPrefix("\"\"\"") {
            let body = literal.dropFirst(3).dropLast(3)
            return hasTemplate(Array(body.unicodeScalars), escapes: false) ? nil : String(body)
        }
        let scalars = Array(literal.unicodeScalars.dropFirst().dropLast())
        if hasTemplate(scalars, escapes: true) { return nil }
        return unescaped(scalars)
    }

    /// The character of `'c'`, `'\n'`, `'\u0041'`.
    static func character(_ literal: String) -> String? {
        let scalars = Array(literal.unicodeScalars.dropFirst().dropLast())
        guard let text = unescaped(scalars), text.unicodeScalars.count == 1 else { return nil }
        return text
    }

    static func hasTemplate(_ scalars: [Unicode.Scalar], escapes: Bool) -> Bool {
        var index = 0
        while index < scalars.count {
            if escapes && scalars[index] == "\\" {
                index += 2
                continue
            }
            if scalars[index] == "$", index + 1 < scalars.count {
                let next = scalars[index + 1]
                if next == "{" || next == "_" || next.properties.isAlphabetic || next == "`" { return true }
            }
            index += 1
        }
        return false
    }

    static func unescaped(_ scalars: [Unicode.Scalar]) -> String? {
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                result.append(scalar)
                index += 1
                continue
            }
            let escaped = scalars[index + 1]
            index += 2
            switch escaped {
            case "t": result.append("\t")
            case "b": result.append("\u{08}")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "'", "\"", "\\", "$": result.append(escaped)
            case "u":
                // `\u0000` has no contract spelling (jansson refuses U+0000): not a literal extract can carry.
                guard index + 4 <= scalars.count,
                    let value = UInt32(String(String.UnicodeScalarView(scalars[index..<(index + 4)])), radix: 16),
                    value != 0, let decoded = Unicode.Scalar(value)
                else { return nil }
                result.append(decoded)
                index += 4
            default: return nil
            }
        }
        return String(result)
    }

    /// An integer literal's JSON number (`0x1F` → `31`, `1_000L` → `1000`, `7u` → `7`), negated when asked.
    static func integer(_ literal: String, negative: Bool) -> String? {
        var text = withoutUnderscores(literal)
        while let last = text.last, "uUL".contains(last) { text.removeLast() }
        let lower = text.lowercased()
        let value: UInt64?
        if lower.hasPrefix("0x") {
            value = UInt64(lower.dropFirst(2), radix: 16)
        } else if lower.hasPrefix("0b") {
            value = UInt64(lower.dropFirst(2), radix: 2)
        } else {
            value = UInt64(lower)
        }
        guard let value else { return nil }
        return negative ? (value == 0 ? "0" : "-\(value)") : String(value)
    }

    /// `1_000` → `1000`; most literals have no `_` and are returned as they are (no Foundation search).
    static func withoutUnderscores(_ literal: String) -> String {
        literal.containsByte(UInt8(ascii: "_")) ? String(literal.filter { $0 != "_" }) : literal
    }

    /// The type Kotlin infers for an expression that is one literal, as a declaration without a written type has
    /// it: `Unit`, `true` Boolean, `"a"`/`"a$b"` String, `'c'` Char, `42` Int (Long when it does not fit in 32
    /// bits), `1L` Long, `1.5` Double, `1.5f` Float, each number maybe negated; nil for anything else (an unsigned
    /// literal, a call, an operator).
    static func inferredType(_ expression: KotlinSourceText) -> String? {
        var text = Substring(expression.text)
        var negative = false
        if expression.tokens.count == 2, text.hasPrefix("-") {
            negative = true
            text = text.dropFirst().drop { $0 == " " }
        } else if expression.tokens.count != 1 {
            return nil
        }
        guard let first = text.first else { return nil }
        if !negative {
            if text == "Unit" { return "Unit" }
            if text == "true" || text == "false" { return "Boolean" }
            if first == "\"" { return "String" }
            if first == "'" { return "Char" }
        }
        guard first.isASCII, first.isNumber || first == "." else { return nil }
        let lower = text.lowercased()
        let isRadix = lower.hasPrefix("0x") || lower.hasPrefix("0b")
        if !isRadix, lower.contains(".") || lower.contains("e") || lower.hasSuffix("f") {
            return lower.hasSuffix("f") ? "Float" : "Double"
        }
        if lower.hasSuffix("u") || lower.hasSuffix("ul") { return nil }
        if lower.hasSuffix("l") { return "Long" }
        guard let value = integer(String(text), negative: negative), let number = Int64(value) else { return nil }
        return Int64(Int32.min)...Int64(Int32.max) ~= number ? "Int" : "Long"
    }

    /// A real literal's JSON number (`.5f` → `0.5`, `1e10` → `1e10`).
    static func real(_ literal: String, negative: Bool) -> String? {
        var text = withoutUnderscores(literal)
        if let last = text.last, last == "f" || last == "F" { text.removeLast() }
        if text.hasPrefix(".") { text = "0" + text }
        if text.hasSuffix(".") { text += "0" }
        guard Double(text) != nil else { return nil }
        return (negative ? "-" : "") + text
    }
}
