// Scanning numeric literals: hexadecimal, binary and decimal integers with their suffixes, and reals.

extension KotlinLexer {
    /// Moves over the number at `index`: its kind (`0x1F`, `0b1`, `1_000L`, `7u` are integers; `1.5`, `.5`, `1e10`,
    /// `2f` reals).
    mutating func scanNumber() -> KotlinTokenKind {
        let lower = { (byte: UInt8) in byte | 0x20 }
        if bytes[index] == UInt8(ascii: "0"), let marker = peek(1).map(lower),
            marker == UInt8(ascii: "x") || marker == UInt8(ascii: "b")
        {
            advanceByte()
            advanceByte()
            let isHex = marker == UInt8(ascii: "x")
            while let next = peek(),
                next == UInt8(ascii: "_") || (isHex ? Self.isHexDigit(next) : next == 0x30 || next == 0x31)
            {
                advanceByte()
            }
            scanIntegerSuffix()
            return .integerLiteral
        }
        var isReal = false
        skipDigits()
        if peek() == UInt8(ascii: "."), peek(1).map(Self.isDigit) == true {
            isReal = true
            advanceByte()
            skipDigits()
        }
        if let exponent = peek().map(lower), exponent == UInt8(ascii: "e") {
            let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
            if peek(1 + sign).map(Self.isDigit) == true {
                isReal = true
                for _ in 0...sign { advanceByte() }
                skipDigits()
            }
        }
        if let suffix = peek().map(lower), suffix == UInt8(ascii: "f") {
            advanceByte()
            return .realLiteral
        }
        if isReal { return .realLiteral }
        scanIntegerSuffix()
        return .integerLiteral
    }

    mutating func skipDigits() {
        while let next = peek(), Self.isDigit(next) || next == UInt8(ascii: "_") { advanceByte() }
    }

    mutating func scanIntegerSuffix() {
        if let next = peek(), next == UInt8(ascii: "u") || next == UInt8(ascii: "U") { advanceByte() }
        if peek() == UInt8(ascii: "L") { advanceByte() }
    }
}
