// SKIE's names for Kotlin enum entries in its exhaustive Swift enums (SKIE 0.10.13, EnumEntryRenamingPhase).

/// Kotlin enum entry → the Swift `case` SKIE declares (before Swift keyword escaping).
///
/// Words split at `_` and where a lowercase letter or digit is followed by a capital (an acronym stays one
/// word: `HTTPError` → `httperror`); each word lowercased, all but the first capitalized (`DARK_BLUE` →
/// `darkBlue`, `TermsOfUse` → `termsOfUse`); a character that cannot be in an identifier becomes `_`, a
/// leading digit gets `_` before it; a name NSObject owns gets `the` (`description` → `theDescription`,
/// `load` → `theLoad`; `retain` is not one of them and stays).
public enum SkieEnumNaming {
    /// The names SKIE renames with `the`.
    public static let forbiddenNames: Set<String> = [
        "alloc", "copy", "mutableCopy", "new", "init", "isProxy", "retainCount", "zone", "release", "initialize",
        "load", "class", "superclass", "classFallbacksForKeyedArchiver", "classForKeyedUnarchiver", "description",
        "debugDescription", "version", "hash", "useStoredAccessor",
    ]

    public static func caseName(_ kotlinName: String) -> String {
        let words = self.words(kotlinName).map { $0.lowercased() }
        guard let first = words.first else { return SkieSwiftIdentifier.valid("") }
        let candidate = SkieSwiftIdentifier.valid(
            first + words.dropFirst().map(ObjCExportNaming.capitalizedFirst).joined())
        return forbiddenNames.contains(candidate) ? "the" + ObjCExportNaming.capitalizedFirst(candidate) : candidate
    }

    /// `_` ends a word; so does a capital after a character that is not a capital (nor `_`).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in name {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase {
                if previousIsLower && !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                previousIsLower = false
            } else {
                previousIsLower = true
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

}
