// The renames the Kotlin/Native Objective-C exporter applies to member and entry names.

/// Kotlin names → the names the Objective-C export shows Swift (before Swift keyword escaping).
///
/// Follows `ObjCExportNamer`: C keywords and `description` gain a trailing `_` on properties;
/// the `alloc`/`copy`/`mutableCopy`/`new`/`init` families gain `do` on functions and `the`
/// on enum entries; enum entries are split on `_` and camel-cased.
public enum ObjCExportNaming {
    /// C (C89 to C11) keywords: the exporter appends `_` to properties, parameters and entries named so.
    public static let cKeywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
        "float", "for", "goto", "if", "int", "long", "register", "return", "short", "signed", "sizeof", "static",
        "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "_Bool", "_Complex",
        "_Imaginary", "inline", "restrict", "_Alignas", "_Alignof", "_Atomic", "_Generic", "_Noreturn",
        "_Static_assert", "_Thread_local",
        // `<stdbool.h>` / `<complex.h>` macros the exporter also avoids (its test data: `bool_`, `complex_`).
        "bool", "complex",
    ]

    /// The Objective-C method families whose names the exporter prefixes.
    public static let methodFamilies = ["alloc", "copy", "mutableCopy", "new", "init"]

    /// Method names `NSObject` owns, renamed with `_` on functions.
    public static let reservedMethodNames: Set<String> = [
        "retain", "release", "autorelease", "class", "superclass", "hash",
    ]

    /// Names enum entries and object getters may not take (NSObject class methods and properties).
    public static let reservedEntryNames: Set<String> = reservedMethodNames.union([
        "initialize", "load", "alloc", "new", "description", "debugDescription", "version", "zone",
        "copy", "mutableCopy", "self", "isProxy", "hashValue",
    ])

    /// Class members of `NSObject` (Foundation on Linux and Darwin): inside a class, such a name hides a type
    /// named like it (`superclass.shared` reads `NSObject.superclass`), so the generator says `Self`/`.init()`.
    public static let nsObjectClassMembers: Set<String> = reservedEntryNames.union([
        "classFallbacksForKeyedArchiver", "classForKeyedUnarchiver", "classForCoder", "instancesRespond",
        "isSubclass", "instanceMethod", "conforms", "resolveClassMethod", "resolveInstanceMethod",
        "accessInstanceVariablesDirectly", "automaticallyNotifiesObservers", "keyPathsForValuesAffectingValue",
        "cancelPreviousPerformRequests", "useStoredAccessor", "setVersion", "method", "perform", "responds",
        "isEqual", "isKind", "isMember", "dealloc", "finalize", "autorelease", "retainCount",
    ])

    /// True when a type named `name` is hidden by an `NSObject` class member inside its own class.
    public static func isNSObjectClassMember(_ name: String) -> Bool {
        nsObjectClassMembers.contains(name.replacingOccurrences(of: "`", with: ""))
    }

    /// True when `name` belongs to an Objective-C method family: it starts with the family
    /// word and the next character is not a lowercase letter (`copyright` is not `copy`).
    public static func isInMethodFamily(_ name: String) -> Bool {
        methodFamilies.contains { family in
            guard name.hasPrefix(family) else { return false }
            let rest = name.dropFirst(family.count)
            guard let next = rest.first else { return true }
            return !next.isLowercase
        }
    }

    /// Property names that would override an `NSObject` member (`description`, `hash`).
    public static let reservedPropertyNames: Set<String> = ["description", "hash"]

    /// A constructor parameter or member property: `description` → `description_`, `default` → `default_`.
    public static func propertyName(_ kotlinName: String) -> String {
        reservedPropertyNames.contains(kotlinName) || cKeywords.contains(kotlinName) ? kotlinName + "_" : kotlinName
    }

    /// A function's Swift name: `copy` → `doCopy`, `initialize` → `doInitialize`, `hash` → `hash_`.
    /// `initialize` is `+[NSObject initialize]`; the research notes list `doInitialize` as the result.
    /// `retain`, `release`, `autorelease`, `class` and `superclass` keep their Swift name: the exporter renames
    /// only their Objective-C selector (its test data: `Foo.retain()`, `Foo.class()`).
    public static func functionName(_ kotlinName: String) -> String {
        if isInMethodFamily(kotlinName) || kotlinName == "initialize" { return "do" + capitalizedFirst(kotlinName) }
        if selectorOnlyRenames.contains(kotlinName) { return kotlinName }
        if reservedMethodNames.contains(kotlinName) || cKeywords.contains(kotlinName) { return kotlinName + "_" }
        return kotlinName
    }

    /// Reserved method names whose `_` goes to the selector only; Swift sees the Kotlin name.
    public static let selectorOnlyRenames: Set<String> = ["retain", "release", "autorelease", "class", "superclass"]

    /// An enum entry as the classic export shows it: `DARK_BLUE` → `darkBlue`,
    /// `TermsOfUse` → `termsofuse`, `NEW` → `theNew`, `DEFAULT` → `default_`.
    public static func enumEntryName(_ kotlinName: String) -> String {
        renamedEntry(exporterCamelCase(kotlinName))
    }

    /// An enum entry as SKIE's Swift enum shows it (``SkieEnumNaming``): `TermsOfUse` → `termsOfUse`,
    /// `HTTPError` → `httperror`, `description` → `theDescription`.
    public static func skieEnumCaseName(_ kotlinName: String) -> String {
        SkieEnumNaming.caseName(kotlinName)
    }

    /// The family and reserved-word renames shared by entries and object getters.
    static func renamedEntry(_ name: String) -> String {
        if isInMethodFamily(name) { return "the" + capitalizedFirst(name) }
        if reservedEntryNames.contains(name) || cKeywords.contains(name) { return name + "_" }
        return name
    }

    /// The exporter's case conversion: split on `_`, lowercase each part, capitalize all
    /// but the first. A name without `_` is simply lowercased.
    public static func exporterCamelCase(_ name: String) -> String {
        let parts = name.split(separator: "_", omittingEmptySubsequences: true).map { $0.lowercased() }
        guard let first = parts.first else { return name }
        return first + parts.dropFirst().map(capitalizedFirst).joined()
    }

    /// Camel case that keeps the words of a PascalCase or camelCase name:
    /// `DARK_BLUE` → `darkBlue`, `TermsOfUse` → `termsOfUse`, `HTTPError` → `httpError`.
    public static func wordCamelCase(_ name: String) -> String {
        let words = splitWords(name).map { $0.lowercased() }
        guard let first = words.first else { return name }
        return first + words.dropFirst().map(capitalizedFirst).joined()
    }

    /// The words of an identifier: `_` separates words, and so does a lowercase→uppercase
    /// step or the last capital of an acronym followed by a lowercase letter.
    static func splitWords(_ name: String) -> [String] {
        var words: [String] = []
        for part in name.split(separator: "_") {
            let characters = Array(part)
            var current = ""
            for (index, character) in characters.enumerated() {
                if !current.isEmpty, character.isUppercase {
                    let previous = characters[index - 1]
                    let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                    if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                        words.append(current)
                        current = ""
                    }
                }
                current.append(character)
            }
            if !current.isEmpty { words.append(current) }
        }
        return words
    }

    /// `copy` → `Copy`; leaves the rest unchanged.
    public static func capitalizedFirst<S: StringProtocol>(_ text: S) -> String {
        guard let first = text.first else { return String(text) }
        return first.uppercased() + text.dropFirst()
    }

    /// `Found` → `found`; leaves the rest unchanged.
    public static func lowercasedFirst<S: StringProtocol>(_ text: S) -> String {
        guard let first = text.first else { return String(text) }
        return first.lowercased() + text.dropFirst()
    }
}
