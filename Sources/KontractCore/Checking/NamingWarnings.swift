// Warnings about Kotlin names that reach Swift in a surprising spelling (KT08xx).

extension CheckContext {
    mutating func checkNaming() {
        for entry in allEntries where entry.declaration.kind == .enumClass {
            for enumEntry in entry.declaration.entries where Self.isLoweredWhole(enumEntry.name.value) {
                let name = enumEntry.name.value
                emit(
                    .enumEntryPascalCase,
                    "enum entry '\(name)' reaches Swift as '.\(name.lowercased())': Kotlin/Native lowercases a name without underscores whole; name it '\(Self.screamingSnakeCase(name))' to get '.\(Self.swiftName(ofSnakeCase: Self.screamingSnakeCase(name)))'",
                    at: enumEntry.name.location)
            }
        }
    }

    /// True for `TermsOfUse` or `termsOfUse`: mixed case with a capital after the first
    /// character and no underscore. `NAME_ASC`, `NUMBER` and `Number` are fine.
    static func isLoweredWhole(_ name: String) -> Bool {
        guard !name.contains("_"), name.contains(where: \.isLowercase) else { return false }
        return name.dropFirst().contains(where: \.isUppercase)
    }

    /// `TermsOfUse` → `TERMS_OF_USE`.
    static func screamingSnakeCase(_ name: String) -> String {
        JSONPropertyNames.apply(.snakeCase, to: name).uppercased()
    }

    /// How the Objective-C export spells an underscored entry: `TERMS_OF_USE` → `termsOfUse`.
    static func swiftName(ofSnakeCase name: String) -> String {
        let words = name.split(separator: "_").map { $0.lowercased() }
        guard let first = words.first else { return name }
        return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
