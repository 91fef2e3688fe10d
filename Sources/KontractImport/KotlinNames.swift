// The rules that turn schema names, JSON keys and enum values into Kotlin-legal names (docs/import.md).

import KotlinSyntax

/// Kotlin names for what a schema names. A name that is already a Kotlin identifier is kept as it is; any other
/// is split into words at every character Kotlin does not allow, the words joined in camel case (types start
/// upper case, properties lower case), a leading digit gets `_`, and a hard keyword gets a trailing `_`.
enum KotlinNames {
    /// A class name: `pet-store` → `PetStore`, `2fa` → `_2fa`, `` → `Schema`.
    static func typeName(_ text: String) -> String {
        if KotlinIdentifier.isValid(text), let first = text.first, first.isUppercase { return text }
        let joined = words(text).map(capitalized).joined()
        return legal(joined.isEmpty ? "Schema" : joined)
    }

    /// A property name: `first_name` stays, `first-name` → `firstName`, `class` → `class_`.
    static func propertyName(_ text: String) -> String {
        if KotlinIdentifier.isValid(text) { return text }
        let parts = words(text)
        guard let head = parts.first else { return "value" }
        let joined = lowercasedFirst(head) + parts.dropFirst().map(capitalized).joined()
        return legal(joined)
    }

    /// An enum entry: `ACTIVE` and `active` stay, `in-progress` → `in_progress`, `1` → `_1`, `` → `EMPTY`.
    static func entryName(_ text: String) -> String {
        if KotlinIdentifier.isValid(text) { return text }
        let joined = words(text).joined(separator: "_")
        return legal(joined.isEmpty ? "EMPTY" : joined)
    }

    /// A package segment: lower case identifiers (`com.example`), `imported` when nothing is left.
    static func packageName(_ text: String) -> String {
        let segments = text.split(separator: ".").map { segment -> String in
            let joined = words(String(segment)).joined().lowercased()
            return legal(joined.isEmpty ? "imported" : joined)
        }
        return segments.isEmpty ? "imported" : segments.joined(separator: ".")
    }

    /// Whether a dotted name's segment names a class (Kotlin's convention: classes start upper case).
    static func isClassSegment(_ segment: Substring) -> Bool { segment.first?.isUppercase ?? false }

    private static func words(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if KotlinIdentifier.isPart(scalar) && scalar != "_" {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    private static func lowercasedFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }

    private static func legal(_ name: String) -> String {
        var result = name
        if let first = result.unicodeScalars.first, !KotlinIdentifier.isStart(first) { result = "_" + result }
        if KotlinIdentifier.hardKeywords.contains(result) { result += "_" }
        return result
    }
}
