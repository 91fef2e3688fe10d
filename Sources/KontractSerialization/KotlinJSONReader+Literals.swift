// Booleans, whole numbers and skipped values, read with kotlinx's lexer rules.

extension KotlinJSONReader {
    // MARK: Literals

    /// kotlinx `consumeBooleanLenient`: `true`/`false` in any letter case, optionally quoted.
    package mutating func readBoolean() throws(KotlinJSONError) -> Bool {
        guard let first = peek() else { throw error("EOF", at: position) }
        let quoted = first == 0x22
        if quoted { position += 1 }
        guard position < bytes.count else { throw error("EOF", at: position) }
        let result: Bool
        let suffix: [UInt8]
        switch bytes[position] | 0x20 {
        case 0x74:
            result = true
            suffix = Array("rue".utf8)
        case 0x66:
            result = false
            suffix = Array("alse".utf8)
        default:
            if quoted { position -= 1 }
            let literal = (try? readLenientText()).map { text($0) } ?? ""
            throw error("Expected valid boolean literal prefix, but had '\(literal)'", at: position)
        }
        position += 1
        guard bytes.count - position >= suffix.count else {
            throw error("Unexpected end of boolean literal", at: position)
        }
        for (offset, expected) in suffix.enumerated() where bytes[position + offset] | 0x20 != expected {
            position -= quoted ? 2 : 1
            let literal = (try? readLenientText()).map { text($0) } ?? ""
            throw error("Expected valid boolean literal prefix, but had '\(literal)'", at: position)
        }
        position += suffix.count
        if quoted {
            guard position < bytes.count else { throw error("EOF", at: position) }
            guard bytes[position] == 0x22 else { throw error("Expected closing quotation mark", at: position) }
            position += 1
        }
        return result
    }

    /// kotlinx `consumeNumericLiteral`: a whole number as Long, optionally quoted, with an optional
    /// exponent whose result must be whole. Leading zeros pass; `+`, `.` and overflow fail.
    package mutating func readLong() throws(KotlinJSONError) -> Int64 {
        guard let first = peek() else { throw error("EOF", at: position) }
        if first != 0x22, let value = readPlainLong() { return value }
        // kotlinx reports errors found while scanning at the literal's start.
        let literalStart = position
        let quoted = first == 0x22
        if quoted {
            position += 1
            if position == bytes.count { throw error("EOF", at: literalStart) }
        }
        let start = position
        var accumulator: Int64 = 0
        var exponent: Int64 = 0
        var isNegative = false
        var hasExponent = false
        var exponentPositive = false
        while position < bytes.count {
            let byte = bytes[position]
            if (byte == 0x65 || byte == 0x45) && !hasExponent {
                if position == start {
                    // kotlinx quotes no symbol in this one message.
                    throw error("Unexpected symbol \(characterAt(position)) in numeric literal", at: literalStart)
                }
                exponentPositive = true
                hasExponent = true
                position += 1
                continue
            }
            if byte == 0x2D && hasExponent {
                if position == start { throw error("Unexpected symbol '-' in numeric literal", at: literalStart) }
                exponentPositive = false
                position += 1
                continue
            }
            if byte == 0x2B && hasExponent {
                if position == start { throw error("Unexpected symbol '+' in numeric literal", at: literalStart) }
                exponentPositive = true
                position += 1
                continue
            }
            if byte == 0x2D {
                if position != start { throw error("Unexpected symbol '-' in numeric literal", at: literalStart) }
                isNegative = true
                position += 1
                continue
            }
            if !Self.isLiteralByte(byte) { break }
            guard byte >= 0x30 && byte <= 0x39 else {
                throw error("Unexpected symbol '\(characterAt(position))' in numeric literal", at: literalStart)
            }
            position += 1
            let digit = Int64(byte - 0x30)
            if hasExponent {
                exponent = exponent &* 10 &+ digit
                continue
            }
            accumulator = accumulator &* 10 &- digit
            if accumulator > 0 { throw error("Numeric value overflow", at: literalStart) }
        }
        if position == start || (isNegative && start == position - 1) {
            throw error("Expected numeric literal", at: literalStart)
        }
        if quoted {
            guard position < bytes.count else { throw error("EOF", at: literalStart) }
            guard bytes[position] == 0x22 else { throw error("Expected closing quotation mark", at: literalStart) }
            position += 1
        }
        if hasExponent {
            let scaled = Double(accumulator) * Self.power10(exponent, positive: exponentPositive)
            if scaled > 9.223372036854775807e18 || scaled < -9.223372036854775808e18 {
                throw error("Numeric value overflow", at: position)
            }
            if scaled.rounded(.down) != scaled {
                throw error("Can't convert \(KotlinNumberText.double(scaled)) to Long", at: position)
            }
            accumulator = scaled >= 9.223372036854775807e18 ? Int64.max : Int64(scaled)
        }
        if isNegative { return accumulator }
        if accumulator == Int64.min { throw error("Numeric value overflow", at: position) }
        return -accumulator
    }

    /// The common case of `readLong`, or nil (nothing read) for any other: an unquoted run of at most 18 decimal
    /// digits (no overflow), after an optional minus, that a byte ending a literal (or the end) follows. The general
    /// loop reads these to the same value and stops at the same byte.
    @inline(__always) private mutating func readPlainLong() -> Int64? {
        var index = position
        let isNegative = bytes[index] == 0x2D
        if isNegative { index += 1 }
        let digitsStart = index
        var value: Int64 = 0
        while index < bytes.count {
            let digit = bytes[index] &- 0x30
            if digit > 9 { break }
            value = value &* 10 &+ Int64(digit)
            index += 1
        }
        guard index > digitsStart, index - digitsStart <= 18 else { return nil }
        if index < bytes.count && Self.isLiteralByte(bytes[index]) { return nil }
        position = index
        return isNegative ? -value : value
    }

    static func power10(_ exponent: Int64, positive: Bool) -> Double {
        var result = 1.0
        var remaining = exponent
        while remaining > 0 && result.isFinite {
            result *= 10
            remaining -= 1
        }
        return positive ? result : 1 / result
    }

    // MARK: Skipping (kotlinx `skipElement`)

    /// Skips one value as kotlinx skips an unknown key's value: a literal or string alone, or
    /// a bracketed structure balanced by brackets only.
    package mutating func skipElement(lenientStrings: Bool) throws(KotlinJSONError) {
        guard let first = peek() else {
            throw error("Unexpected end of input due to malformed JSON during ignoring unknown keys", at: position)
        }
        if first != 0x5B && first != 0x7B {
            _ = try readLenientText()
            return
        }
        var stack: [UInt8] = []
        while true {
            guard let byte = peek() else {
                throw error("Unexpected end of input due to malformed JSON during ignoring unknown keys", at: position)
            }
            if byte == 0x22 {
                if lenientStrings { _ = try readLenientText() } else { _ = try readQuotedString() }
                continue
            }
            switch byte {
            case 0x5B, 0x7B: stack.append(byte)
            case 0x5D, 0x7D:
                let opener: UInt8 = byte == 0x5D ? 0x5B : 0x7B
                guard stack.last == opener else {
                    let found = byte == 0x5D ? "]" : "}"
                    let expected = stack.last == 0x5B ? "]" : "}"
                    throw error("found \(found) instead of \(expected)", at: position)
                }
                stack.removeLast()
            default: break
            }
            position += 1
            if stack.isEmpty { return }
        }
    }
}
