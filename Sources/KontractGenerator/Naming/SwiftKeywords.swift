// Swift's reserved words and the backtick escaping an identifier needs to be used as a name.

/// Swift keyword rules for declared names and member references.
public enum SwiftKeywords {
    /// Words that cannot be used as an identifier without backticks.
    public static let reserved: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "Type", "Protocol",
    ]

    /// `name`, wrapped in backticks when Swift reserves it.
    ///
    /// For example: `default` → `` `default` ``, `número` → `número`.
    public static func escaped(_ name: String) -> String {
        reserved.contains(name) ? "`\(name)`" : name
    }

    /// Names a property, case or type may not take even with backticks; the namer renames them.
    public static let unusableMemberNames: Set<String> = ["self", "Type", "Protocol", "init"]
}
