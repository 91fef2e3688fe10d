// SKIE's `toValidSwiftIdentifier`: the one spelling of a name SKIE makes into a Swift identifier.

/// What SKIE does to a name it uses as a Swift identifier (module namespaces, enum cases).
enum SkieSwiftIdentifier {
    /// Letters and digits stay (a leading digit gets `_`), anything else is `_`; empty or `_` alone is `__`.
    static func valid(_ text: String) -> String {
        var result = ""
        for (index, character) in text.enumerated() {
            if character.isLetter {
                result.append(character)
            } else if character.isNumber {
                result += index == 0 ? "_\(character)" : String(character)
            } else {
                result += "_"
            }
        }
        return result.isEmpty || result == "_" ? "__" : result
    }
}
