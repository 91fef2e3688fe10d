// A table of Kotlin stdlib and kotlinx.coroutines members whose result type follows from the receiver's type alone.

/// Each entry is the member's Kotlin signature with its result written in terms of the receiver's type argument
/// `T` (`fun <T> Iterable<T>.toList(): List<T>`, `suspend fun <T> Flow<T>.toList(…): List<T>`, `fun
/// Iterable<Int>.sum(): Int`), proven by `KotlinInferenceCases.kt` in tools/kotlin-conformance. A member absent
/// from the table, an argument count it does not list, or a nullable receiver (but for `toString`/`hashCode`)
/// is nil: the caller says KX0102 rather than guess.
enum StdlibMemberTypes {
    /// The result type of `receiver.name(…)` (`arguments` its count) or `receiver.name` (`arguments` nil).
    /// `isKotlinxFlow` tells whether a written head is kotlinx.coroutines' `Flow` family; `isShadowed` whether a
    /// default-imported name (`List`, `String`) is the module's own or imported from elsewhere.
    static func type(
        of name: String, arguments: Int?, on receiver: String, isKotlinxFlow: (String) -> Bool,
        isShadowed: (String) -> Bool
    ) -> String? {
        guard let parsed = ParsedType(receiver) else { return nil }
        switch (name, arguments) {
        case ("toString", 0): return "String"
        case ("hashCode", 0): return "Int"
        default: break
        }
        guard !parsed.isNullable else { return nil }
        var head = parsed.head
        if head.hasPrefix("kotlin.collections.") {
            head.removeFirst("kotlin.collections.".count)
        } else if head.hasPrefix("kotlin.") {
            head.removeFirst("kotlin.".count)
        } else if head.contains(".") || isShadowed(head) {
            return flowMember(name, arguments, parsed) { isKotlinxFlow(parsed.head) }
        }
        if collectionHeads.contains(head), parsed.arguments.count == 1 {
            return collectionMember(name, arguments, head: head, element: parsed.arguments[0])
        }
        if head == "String", parsed.arguments.isEmpty { return stringMember(name, arguments) }
        if numberHeads.contains(head), parsed.arguments.isEmpty { return numberMember(name, arguments) }
        return flowMember(name, arguments, parsed) { isKotlinxFlow(parsed.head) }
    }

    private static let collectionHeads: Set<String> = [
        "Iterable", "MutableIterable", "Collection", "MutableCollection", "List", "MutableList", "Set", "MutableSet",
    ]
    private static let numberHeads: Set<String> = ["Int", "Long", "Short", "Byte", "Double", "Float"]
    private static let flowHeads: Set<String> = [
        "Flow", "SharedFlow", "StateFlow", "MutableSharedFlow", "MutableStateFlow",
    ]

    private static func collectionMember(_ name: String, _ arguments: Int?, head: String, element: String)
        -> String?
    {
        guard isPlainArgument(element) else { return nil }
        switch (name, arguments) {
        case ("toList", 0), ("distinct", 0), ("reversed", 0), ("take", 1), ("drop", 1), ("takeLast", 1),
            ("dropLast", 1):
            return collections + "List<\(element)>"
        case ("toMutableList", 0): return collections + "MutableList<\(element)>"
        case ("toSet", 0): return collections + "Set<\(element)>"
        case ("toMutableSet", 0): return collections + "MutableSet<\(element)>"
        case ("filterNotNull", 0):
            return element.hasSuffix("?") ? collections + "List<\(element.dropLast())>" : nil
        case ("first", 0), ("last", 0), ("single", 0): return element
        case ("firstOrNull", 0), ("lastOrNull", 0), ("singleOrNull", 0): return nullable(element)
        case ("count", 0): return "Int"
        case ("any", 0), ("none", 0), ("isNotEmpty", 0), ("contains", 1): return "Boolean"
        case ("isEmpty", 0): return head.hasSuffix("Iterable") ? nil : "Boolean"
        case ("size", nil): return head.hasSuffix("Iterable") ? nil : "Int"
        case ("joinToString", 0): return "String"
        case ("sum", 0):
            switch element {
            case "Int", "Short", "Byte": return "Int"
            case "Long", "Double", "Float": return element
            default: return nil
            }
        case ("average", 0): return numberHeads.contains(element) ? "Double" : nil
        default: return nil
        }
    }

    private static func flowMember(_ name: String, _ arguments: Int?, _ parsed: ParsedType, isFlow: () -> Bool)
        -> String?
    {
        let head = String(parsed.head.split(separator: ".").last ?? "")
        guard flowHeads.contains(head), parsed.arguments.count == 1, isPlainArgument(parsed.arguments[0]), isFlow()
        else { return nil }
        let element = parsed.arguments[0]
        switch (name, arguments) {
        case ("toList", 0): return collections + "List<\(element)>"
        case ("toSet", 0): return collections + "Set<\(element)>"
        case ("take", 1), ("drop", 1): return flows + "Flow<\(element)>"
        case ("filterNotNull", 0): return element.hasSuffix("?") ? flows + "Flow<\(element.dropLast())>" : nil
        case ("first", 0), ("single", 0): return element
        case ("firstOrNull", 0), ("singleOrNull", 0): return nullable(element)
        case ("count", 0): return "Int"
        case ("value", nil): return head.hasSuffix("StateFlow") ? element : nil
        case ("asStateFlow", 0): return head == "MutableStateFlow" ? flows + "StateFlow<\(element)>" : nil
        case ("asSharedFlow", 0): return head.hasPrefix("Mutable") ? flows + "SharedFlow<\(element)>" : nil
        default: return nil
        }
    }

    private static func stringMember(_ name: String, _ arguments: Int?) -> String? {
        switch (name, arguments) {
        case ("length", nil): return "Int"
        case ("uppercase", 0), ("lowercase", 0), ("trim", 0), ("reversed", 0): return "String"
        case ("isEmpty", 0), ("isNotEmpty", 0), ("isBlank", 0), ("isNotBlank", 0): return "Boolean"
        case ("toInt", 0): return "Int"
        case ("toLong", 0): return "Long"
        case ("toDouble", 0): return "Double"
        case ("toIntOrNull", 0): return "Int?"
        default: return nil
        }
    }

    private static func numberMember(_ name: String, _ arguments: Int?) -> String? {
        switch (name, arguments) {
        case ("toInt", 0): return "Int"
        case ("toLong", 0): return "Long"
        case ("toDouble", 0): return "Double"
        case ("toFloat", 0): return "Float"
        default: return nil
        }
    }

    /// A generic result's head is written qualified: the file need not import it (`flow.asSharedFlow()` with only
    /// `MutableSharedFlow` imported), and a module type of that simple name is not it. Extract's resolution writes
    /// both as the contract's plain names.
    private static let collections = "kotlin.collections."
    private static let flows = "kotlinx.coroutines.flow."

    /// `T?` for `T` (already nullable: itself).
    private static func nullable(_ type: String) -> String { type.hasSuffix("?") ? type : type + "?" }

    /// A type argument without variance or star, and not a function type (`out T`, `*`, `() -> Unit`).
    private static func isPlainArgument(_ type: String) -> Bool {
        !type.isEmpty && !type.hasPrefix("out ") && !type.hasPrefix("in ") && type != "*" && !type.contains("->")
    }

    /// A written type's head, top-level type arguments and nullability (`Flow<Int?>` → `Flow`, [`Int?`]).
    struct ParsedType {
        var head: String
        var arguments: [String]
        var isNullable: Bool

        init?(_ written: String) {
            var text = Substring(written.trimmingCharacters(in: .whitespaces))
            isNullable = text.hasSuffix("?")
            if isNullable { text = text.dropLast() }
            guard let first = text.first, first.isLetter || first == "_" else { return nil }
            guard let open = text.firstIndex(of: "<") else {
                guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
                head = String(text)
                arguments = []
                return
            }
            guard text.hasSuffix(">") else { return nil }
            head = String(text[..<open]).trimmingCharacters(in: .whitespaces)
            arguments = []
            var depth = 0
            var current = ""
            for character in text[text.index(after: open)..<text.index(before: text.endIndex)] {
                switch character {
                case "<", "(": depth += 1
                case ">", ")": depth -= 1
                case "," where depth == 0:
                    arguments.append(current.trimmingCharacters(in: .whitespaces))
                    current = ""
                    continue
                default: break
                }
                current.append(character)
            }
            arguments.append(current.trimmingCharacters(in: .whitespaces))
        }
    }
}
