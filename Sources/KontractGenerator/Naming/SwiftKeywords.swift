// Swift's reserved words and the backtick escaping an identifier needs to be used as a name.

/// Swift keyword rules for declared names, labels and member references.
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

    /// True for a member name (escaped or not) that means a metatype after a type name (`A.Type`, `A.Protocol`), so
    /// that a static member named so is reached through `A.self`.
    public static func isMetatypeMember(_ name: String) -> Bool {
        ["Type", "Protocol"].contains(unescaped(name))
    }

    /// Where a name stands in Swift source: which keywords need backticks depends on it.
    public enum Position: Sendable, CaseIterable {
        /// The name a declaration introduces (`let `default`: Int`, `case `class``): every reserved word.
        case declaration
        /// A parameter's argument label in a declaration (`init(`let`: Int)`): `inout` must be escaped,
        /// `let` and `var` should be (unescaped, Swift warns they are "interpreted as an argument label").
        case parameterLabel
        /// A label in a call's argument list (`S(let: 1)`): only `inout`; Swift warns that `let` and `var`
        /// "do not need to be escaped in argument list".
        case argumentLabel
        /// After `.` (`s.class`, `s?.let`, `\S.default`): no keyword but the ones a member cannot be named
        /// (`self`, `Type`, `Protocol`, `init`, which mean something else there).
        case member
    }

    /// `name` (unescaped), wrapped in backticks when Swift needs them at `position`.
    ///
    /// For example: `let` → `` `let` `` as a declaration or a parameter label, `let` as an argument label or
    /// after a dot; `inout` is escaped everywhere but after a dot.
    public static func escaped(_ name: String, at position: Position) -> String {
        let needsBackticks =
            switch position {
            case .declaration: reserved.contains(name)
            case .parameterLabel: labelKeywords.contains(name)
            case .argumentLabel: name == "inout"
            case .member: unusableMemberNames.contains(name)
            }
        return needsBackticks ? "`\(name)`" : name
    }

    /// A parameter label as a declaration spells it (`` `let` ``, `_`, or nil), spelled for a call's argument
    /// list (`let`): the arguments that pass a declaration's parameters on.
    public static func argumentLabel(forParameterLabel label: String?) -> String? {
        label.map { escaped(unescaped($0), at: .argumentLabel) }
    }

    /// A parameter's local name inside a generated body: a reserved word, or one of `bodyNames` (names the body
    /// declares itself), gets a leading `_`, so that `self` keeps meaning the instance.
    ///
    /// For example: `self` → `_self`, `let` → `_let`, `receiver` avoiding `receiver` → `_receiver`, `id` → `id`.
    public static func localName(_ name: String, avoiding bodyNames: Set<String> = []) -> String {
        reserved.contains(name) || labelKeywords.contains(name) || bodyNames.contains(name) ? "_" + name : name
    }

    /// `name` without the backticks of an escaped identifier.
    public static func unescaped(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The keywords a declaration's argument label escapes.
    static let labelKeywords: Set<String> = ["inout", "var", "let"]
}
