// Typealiases expanded in compared types: a contract may write an alias or the type it stands for (Swift sees one).

/// The typealiases of the contracts compared, by name, and every type of a declaration with them expanded.
struct TypeAliasExpansion {
    /// Alias name → its type parameters and aliased type (the first declaration of a name wins).
    var aliases: [String: (parameters: [String], type: String)] = [:]

    /// Keys whose string value is a type; `supertypes` and `bounds` hold lists of them.
    static let typeKeys: Set<String> = ["type", "returns", "receiver"]
    static let typeListKeys: Set<String> = ["supertypes", "bounds"]
    /// Keys holding values, not declarations: left as they are.
    static let valueKeys: Set<String> = ["default", "initial", "arguments", "defaultKotlin", "doc"]

    init() {}

    /// Collects the top-level `typealias` declarations of contract documents (`{ "declarations": [...] }`).
    mutating func add(contract json: ContractJSON) {
        guard case .array(let declarations)? = json["declarations"] else { return }
        for declaration in declarations { add(declaration: declaration) }
    }

    mutating func add(declaration: ContractJSON) {
        guard case .string("typealias")? = declaration["kind"], case .string(let name)? = declaration["name"],
            case .string(let type)? = declaration["type"], aliases[name] == nil
        else { return }
        var parameters: [String] = []
        if case .array(let items)? = declaration["typeParameters"] {
            for item in items {
                if case .string(let parameter) = item { parameters.append(parameter) }
                if case .string(let parameter)? = item["name"] { parameters.append(parameter) }
            }
        }
        aliases[name] = (parameters, type)
    }

    /// `json` with every type it holds expanded and its spacing removed (a declaration, a member, a list of them).
    func expandingTypes(_ json: ContractJSON) -> ContractJSON {
        switch json {
        case .array(let items): return .array(items.map(expandingTypes))
        case .object(let members):
            return .object(
                members.map { member in
                    switch member.value {
                    case .string(let type) where Self.typeKeys.contains(member.key):
                        return (member.key, .string(expand(type)))
                    case .array(let items) where Self.typeListKeys.contains(member.key):
                        return (
                            member.key,
                            .array(items.map { if case .string(let type) = $0 { .string(expand(type)) } else { $0 } })
                        )
                    case _ where Self.valueKeys.contains(member.key): return member
                    default: return (member.key, expandingTypes(member.value))
                    }
                })
        default: return json
        }
    }

    /// `type` with each alias replaced by what it stands for (arguments substituted, nullability kept, a function
    /// type parenthesised where `?` follows it), spaces removed: `ByName<Int?>` → `Map<String,Int?>`.
    func expand(_ type: String) -> String {
        var text = Self.withoutParameterNames(type.filter { $0 != " " })
        guard !aliases.isEmpty else { return text }
        // Each round replaces the aliases written at every level; an alias naming itself stops at the bound.
        for _ in 0..<16 {
            let (expanded, changed) = expandOnce(Array(text))
            text = expanded
            if !changed { break }
        }
        // Foundation only where there is a `??` (its replacing cost about 4,000 instructions a call).
        let question = UInt8(ascii: "?")
        guard zip(text.utf8, text.utf8.dropFirst()).contains(where: { $0 == question && $1 == question }) else {
            return text
        }
        return text.replacingOccurrences(of: "??", with: "?")
    }

    /// `type` without a function type's parameter names: `(index: Int) -> Unit` → `(Int) -> Unit`. Swift imports
    /// the block without them, so a contract written with or without them is no drift. In a type only a function
    /// type's parameter name is followed by `:`.
    static func withoutParameterNames(_ type: String) -> String {
        guard type.containsByte(UInt8(ascii: ":")) else { return type }
        var output = ""
        var inBackticks = false
        var afterColon = false
        for character in type {
            if inBackticks {
                output.append(character)
                if character == "`" { inBackticks = false }
                continue
            }
            if character == ":" {
                while output.last == " " { output.removeLast() }
                if output.last == "`" {
                    output.removeLast()
                    while let last = output.popLast(), last != "`" {}
                } else {
                    while let last = output.last, last.isLetter || last.isNumber || last == "_" { output.removeLast() }
                }
                afterColon = true
                continue
            }
            if character == " " && afterColon { continue }
            afterColon = false
            if character == "`" { inBackticks = true }
            output.append(character)
        }
        return output
    }

    private func expandOnce(_ characters: [Character]) -> (String, Bool) {
        var output = ""
        var changed = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character.isLetter || character == "_" || character == "`" else {
                output.append(character)
                index += 1
                continue
            }
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
                    || characters[index] == "." || characters[index] == "`"
            {
                index += 1
            }
            var name = String(characters[start..<index])
            if name.containsByte(UInt8(ascii: "`")) { name = name.replacingOccurrences(of: "`", with: "") }
            guard let alias = aliases[name] else {
                output += name
                continue
            }
            var arguments: [String] = []
            if index < characters.count, characters[index] == "<" {
                index += 1
                var level = 1
                var current = ""
                while index < characters.count {
                    let next = characters[index]
                    index += 1
                    if next == "<" || next == "(" {
                        level += 1
                    } else if (next == ">" && current.last != "-") || next == ")" {
                        level -= 1
                        if level == 0 {
                            arguments.append(current)
                            break
                        }
                    } else if next == "," && level == 1 {
                        arguments.append(current)
                        current = ""
                        continue
                    }
                    current.append(next)
                }
            }
            var body = substituted(alias.type.filter { $0 != " " }, alias.parameters, arguments)
            if index < characters.count, characters[index] == "?", body.contains("->"), !Self.isParenthesised(body) {
                body = "(" + body + ")"
            }
            output += body
            changed = true
        }
        return (output, changed)
    }

    /// Whether the parentheses `type` starts with close at its end (`((Int)->Unit)`, not `(Int)->Unit`).
    static func isParenthesised(_ type: String) -> Bool {
        guard type.hasPrefix("(") else { return false }
        var level = 0
        for (offset, character) in type.enumerated() {
            if character == "(" { level += 1 }
            if character == ")" {
                level -= 1
                if level == 0 { return offset == type.count - 1 }
            }
        }
        return false
    }

    /// `type` with each whole-word type parameter replaced by its argument.
    private func substituted(_ type: String, _ parameters: [String], _ arguments: [String]) -> String {
        guard !parameters.isEmpty, parameters.count == arguments.count else { return type }
        let values = Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
        var output = ""
        var word = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
                continue
            }
            output += values[word] ?? word
            word = ""
            output.append(character)
        }
        return output + (values[word] ?? word)
    }
}
