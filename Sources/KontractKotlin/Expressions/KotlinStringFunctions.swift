// Kotlin's String functions with Kotlin's semantics (UTF-16 lengths, invariant case mapping).

extension String {
    /// Kotlin `isBlank()`: empty, or only characters Kotlin's `Char.isWhitespace()` accepts.
    @_spi(KontractGenerated) public func kotlinIsBlank() -> Bool {
        utf16.allSatisfy(KotlinChar.isWhitespace)
    }

    /// Kotlin `length` as the bridge style spells `Int`: the number of UTF-16 code units.
    @_spi(KontractGenerated) public var kotlinLength: Int32 {
        Int32(truncatingIfNeeded: utf16.count)
    }

    /// Kotlin `padStart(length, padChar)`: `padChar` repeated in front until the string has
    /// `length` UTF-16 units; the string itself when it is already that long.
    ///
    /// A negative length is a programming error in Kotlin (`IllegalArgumentException`), and traps here.
    @_spi(KontractGenerated) public func kotlinPadStart(_ length: Int32, _ padChar: UInt16 = 0x20) -> String {
        precondition(length >= 0, "Desired length \(length) is less than zero.")
        let missing = Int(length) - utf16.count
        guard missing > 0 else { return self }
        return String(decoding: repeatElement(padChar, count: missing), as: UTF16.self) + self
    }

    /// `padStart` for the Swift style, where `Int` is `Int` and `Char` is `Character`.
    /// A `Character` of several UTF-16 units (which no Kotlin `Char` is) is repeated whole.
    @_spi(KontractGenerated) public func kotlinPadStart(_ length: Int, _ padChar: Character = " ") -> String {
        precondition(length >= 0, "Desired length \(length) is less than zero.")
        let missing = length - utf16.count
        guard missing > 0 else { return self }
        return String(repeating: String(padChar), count: missing) + self
    }

    /// Kotlin `uppercase()`: full Unicode case mapping of the invariant locale (`ß` → `SS`).
    @_spi(KontractGenerated) public func kotlinUppercase() -> String {
        var result = ""
        for scalar in unicodeScalars {
            result += scalar.properties.uppercaseMapping
        }
        return result
    }

    /// Kotlin `lowercase()`: full Unicode case mapping of the invariant locale, with the
    /// Final_Sigma rule (`ΟΔΟΣ` → `οδος`), as Kotlin/Native and the JVM apply it.
    @_spi(KontractGenerated) public func kotlinLowercase() -> String {
        let scalars = Array(unicodeScalars)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\u{03A3}" && Self.isFinalSigma(at: index, in: scalars) {
                result += "\u{03C2}"
            } else {
                result += scalar.properties.lowercaseMapping
            }
        }
        return result
    }

    /// Unicode's Final_Sigma: a cased letter before (past case-ignorables) and none after.
    private static func isFinalSigma(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        func casedLetter(in indices: some Sequence<Int>) -> Bool {
            for other in indices {
                let properties = scalars[other].properties
                if properties.isCaseIgnorable { continue }
                return properties.isCased
            }
            return false
        }
        return casedLetter(in: stride(from: index - 1, through: 0, by: -1))
            && !casedLetter(in: (index + 1)..<scalars.count)
    }

    /// Kotlin `contains(other)`: whether `other`'s UTF-16 units occur in order, exactly
    /// (no Unicode normalization, unlike Swift's `contains`). The empty string is always contained.
    @_spi(KontractGenerated) public func kotlinContains(_ other: String) -> Bool {
        let haystack = Array(utf16)
        let needle = Array(other.utf16)
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<start + needle.count].elementsEqual(needle) {
            return true
        }
        return false
    }

    /// Kotlin `contains(char)` for a UTF-16 unit.
    @_spi(KontractGenerated) public func kotlinContains(_ char: UInt16) -> Bool {
        utf16.contains(char)
    }

    /// Kotlin `contains(char)` for the Swift style's `Character`.
    @_spi(KontractGenerated) public func kotlinContains(_ char: Character) -> Bool {
        kotlinContains(String(char))
    }

    /// Kotlin `compareTo`: the difference of the first differing UTF-16 units, else of the lengths.
    @_spi(KontractGenerated) public func kotlinCompareTo(_ other: String) -> Int32 {
        var left = utf16.makeIterator()
        var right = other.utf16.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (let a?, let b?) where a != b: return Int32(a) - Int32(b)
            case (.some, .some): continue
            case (.some, nil): return Int32(truncatingIfNeeded: utf16.count - other.utf16.count)
            case (nil, .some): return Int32(truncatingIfNeeded: utf16.count - other.utf16.count)
            case (nil, nil): return 0
            }
        }
    }
}
