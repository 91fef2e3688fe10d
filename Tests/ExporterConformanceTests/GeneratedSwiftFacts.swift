// The Swift-visible facts of generated bridge Swift, in the line format of Tests/ExporterConformance.

import Foundation

/// Reads the text `SwiftRenderer` writes (one printer, so a known shape) and lists what Swift code can
/// name and call: types and their nesting, supertypes, initializers, properties, methods, enum entries.
/// Members that are Kontract's own (`kotlinDescription`, `KotlinSerializable` conformances, `==`) are
/// listed too; the harness only asks whether each expected fact is among them.
enum GeneratedSwiftFacts {
    static func extract(_ text: String) -> Set<String> {
        var facts = Set<String>()
        var scopes: [Scope] = []
        var classes: [String: [String]] = [:]  // type → supertypes, to find NSObject subclasses
        var getterOnly: (fact: String, depth: Int)?  // a property whose accessor block may hold a setter
        var availability: String?  // ` [deprecated]` / ` [unavailable]` from an `@available` line before a member
        for statement in statements(of: text) {
            let line = statement
            if line.hasPrefix("@available(") {
                if line.contains(" unavailable") {
                    availability = " [unavailable]"
                } else if line.contains(" deprecated") {
                    availability = " [deprecated]"
                }
                continue
            }
            let pendingAvailability = availability
            availability = nil
            let delta = line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if let declaration = TypeHeader(line), declaration.isPublic, delta >= 0 {
                let parent = scopes.last { $0.kind != "body" }?.name
                let qualified = parent.map { "\($0).\(declaration.name)" } ?? declaration.name
                var scope = Scope(name: qualified, kind: declaration.kind, supertypes: declaration.supertypes)
                // `enum FooNSEnum: Int32`: an imported NS_CLOSED_ENUM (@ObjCEnum).
                scope.isNSEnum = declaration.kind == "enum" && declaration.supertypes.first == "Int32"
                if scope.isNSEnum {
                    facts.insert("ns-enum \(qualified)")
                } else if declaration.kind != "extension" {
                    facts.insert((declaration.kind == "protocol" ? "protocol " : "type ") + qualified)
                    for supertype in declaration.supertypes where !ignoredSupertypes.contains(supertype) {
                        facts.insert("supertype \(qualified): \(supertype)")
                    }
                    if declaration.kind == "class" { classes[qualified] = declaration.supertypes }
                    scope.isEnum = declaration.supertypes.contains { $0.hasPrefix("KotlinEnum<") }
                    scope.isNSObject = isNSObject(qualified, classes)
                }
                if delta == 0 { finish(scope, into: &facts) } else { scopes.append(scope) }
                continue
            }
            if let owner = scopes.last, owner.kind != "body", delta >= 0 {
                if line.range(of: #"^([a-z()]+ )*(convenience )?init[(?]"#, options: .regularExpression) != nil {
                    scopes[scopes.count - 1].declaresInit = true
                }
                let before = facts
                var property = member(line, owner: &scopes[scopes.count - 1], into: &facts)
                if let suffix = pendingAvailability {
                    for fact in facts.subtracting(before) {
                        facts.remove(fact)
                        facts.insert(fact + suffix)
                        if fact == property { property = fact + suffix }
                    }
                }
                // `var x: T {` with `get {` / `set {` blocks on the following lines.
                if let property, delta > 0, property.contains(" { get }") { getterOnly = (property, scopes.count + 1) }
            } else if let pending = getterOnly, scopes.count == pending.depth,
                line.hasPrefix("set {") || line.hasPrefix("set(") || line == "set"
            {
                facts.remove(pending.fact)
                facts.insert(pending.fact.replacingOccurrences(of: " { get }", with: " { get set }"))
                getterOnly = nil
            }
            if delta > 0 {
                for _ in 0..<delta { scopes.append(Scope(name: scopes.last?.name ?? "", kind: "body")) }
            } else if delta < 0 {
                for _ in 0..<(-delta) where !scopes.isEmpty { finish(scopes.removeLast(), into: &facts) }
            }
        }
        return facts
    }

    private static let ignoredSupertypes: Set<String> = [
        "KotlinBase", "Hashable", "Sendable", "@unchecked Sendable", "CustomStringConvertible",
        "KotlinStringConvertible", "KotlinHashable", "KotlinSingleton", "AnyObject", "Equatable", "KotlinSerializable",
        "KontractTypedSerializable",
    ]

    private struct Scope {
        var name: String
        var kind: String
        var supertypes: [String] = []
        var isEnum = false
        var isNSEnum = false
        var isNSObject = false
        var staticOnly = true
        var hasMembers = false
        var declaresInit = false
    }

    private static func isNSObject(_ name: String, _ classes: [String: [String]]) -> Bool {
        var current: String? = name
        var seen = Set<String>()
        while let type = current, seen.insert(type).inserted {
            guard let first = classes[type]?.first else { return false }
            if first == "KotlinBase" || first.hasPrefix("KotlinEnum<") || first == "NSObject" { return true }
            current = first
        }
        return false
    }

    private static func finish(_ scope: Scope, into facts: inout Set<String>) {
        guard scope.kind != "body", scope.kind != "extension" else { return }
        if scope.isNSObject, !scope.declaresInit, scope.supertypes.first == "KotlinBase" {
            facts.insert("init \(scope.name)()")  // inherited from KotlinBase
        }
        if scope.supertypes.contains("KotlinSingleton") {
            facts.insert("init \(scope.name)()")  // KotlinSingleton's, returning `shared`
        }
        if scope.isNSObject {
            facts.insert("method \(scope.name).isEqual(_: Any?) -> Bool")
            facts.insert("property \(scope.name).hash: Int { get }")
            facts.insert("property \(scope.name).description: String { get }")
        }
        if scope.name.hasSuffix("Kt"), scope.staticOnly, scope.hasMembers {
            facts.remove("type \(scope.name)")
            facts.insert("facade \(scope.name)")
        }
    }

    /// Records the member's fact; returns it when it is a property (its accessors may follow on later lines).
    @discardableResult
    private static func member(_ line: String, owner: inout Scope, into facts: inout Set<String>) -> String? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if owner.isNSEnum, words.first == "case", words.count >= 2 {
            let name = words[1].prefix { $0 != " " && $0 != "=" && $0 != "," }
            facts.insert("ns-enum-case \(owner.name).\(unescape(String(name)))")
            return nil
        }
        let inProtocol = owner.kind == "protocol"
        let access = words.first == "override" ? words.dropFirst().first : words.first
        guard inProtocol || access == "public" || access == "open" else { return nil }
        var isStatic = false
        var settableByModifier = true
        while let first = words.first,
            [
                "public", "open", "final", "override", "static", "class", "nonisolated", "nonisolated(unsafe)",
                "@discardableResult",
            ]
            .contains(first) || first.hasPrefix("private(set)") || first.hasPrefix("@")
        {
            if first == "static" || first == "class" { isStatic = true }
            if first.hasPrefix("private(set)") { settableByModifier = false }
            words.removeFirst()
        }
        guard var keyword = words.first else { return nil }
        var rest = words.dropFirst().joined(separator: " ")
        if keyword.hasPrefix("init(") || keyword.hasPrefix("init?(") {
            rest = words.joined(separator: " ")
            keyword = "init"
        }
        let ownerName = owner.name
        switch keyword {
        case "init", "convenience":
            let text = rest
            guard let open = text.firstIndex(of: "(") else { return nil }
            owner.hasMembers = true
            owner.staticOnly = false
            facts.insert("init \(ownerName)\(parameters(String(text[open...]).prefixThroughClosing))")
        case "let", "var":
            guard let colon = rest.firstIndex(of: ":") else {
                // `static let red = Color(...)`: an entry of a generated enum class.
                let name = rest.prefix { $0 != " " && $0 != "=" }
                if isStatic, owner.isEnum { facts.insert("enum-case \(ownerName).\(unescape(String(name)))") }
                owner.hasMembers = true
                return nil
            }
            let name = unescape(String(rest[..<colon]).trimmingCharacters(in: .whitespaces))
            var typeText = String(rest[rest.index(after: colon)...])
            var access = keyword == "var" && settableByModifier ? "{ get set }" : "{ get }"
            if let brace = typeText.firstIndex(of: "{") {
                let body = typeText[brace...]
                access = body.contains("set") && !body.contains("get set }") ? "{ get set }" : "{ get }"
                if inProtocol { access = body.contains("set") ? "{ get set }" : "{ get }" }
                typeText = String(typeText[..<brace])
            }
            if let equals = typeText.range(of: " = ") { typeText = String(typeText[..<equals.lowerBound]) }
            let type = normalizeType(typeText)
            owner.hasMembers = true
            if isStatic, owner.isEnum, type == ownerName, keyword == "let" {
                facts.insert("enum-case \(ownerName).\(name)")
            } else if isStatic {
                let fact = "static-property \(ownerName).\(name): \(type) \(access)"
                facts.insert(fact)
                return fact
            } else {
                owner.staticOnly = false
                let fact = "property \(ownerName).\(name): \(type) \(access)"
                facts.insert(fact)
                return fact
            }
        case "func":
            guard let open = rest.firstIndex(of: "(") else { return nil }
            var name = unescape(String(rest[..<open]).trimmingCharacters(in: .whitespaces))
            if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
            guard name.first.map({ $0.isLetter || $0 == "_" }) == true else { return nil }  // operators
            let parameterText = String(rest[open...]).prefixThroughClosing
            var tail = String(rest[open...].dropFirst(parameterText.count)).trimmingCharacters(in: .whitespaces)
            if let brace = tail.firstIndex(of: "{") { tail = String(tail[..<brace]) }
            if let whereClause = tail.range(of: " where ") { tail = String(tail[..<whereClause.lowerBound]) }
            var effects = ""
            if tail.hasPrefix("async") { effects += " async" }
            if tail.contains("throws") { effects += " throws" }
            var result = "Void"
            if let arrow = tail.range(of: "->") {
                result = normalizeType(String(tail[arrow.upperBound...]))
            }
            owner.hasMembers = true
            if !isStatic { owner.staticOnly = false }
            let kind = isStatic ? "static-method" : "method"
            facts.insert("\(kind) \(ownerName).\(name)\(parameters(parameterText))\(effects) -> \(result)")
        default:
            return nil
        }
        return nil
    }

    /// `(a b: Int32, _ c: String, d: Bool = false)` → `(a: Int32, _: String, d: Bool)`.
    static func parameters(_ text: String) -> String {
        let inner = String(text.dropFirst().dropLast())
        let items = splitTopLevel(inner, separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let rendered = items.map { item -> String in
            guard let colon = topLevelColon(item) else { return item }
            var names = item[..<colon].split(separator: " ").map(String.init)
            names.removeAll { $0 == "inout" }
            let label = unescape(names.first ?? "_")
            var type = String(item[item.index(after: colon)...])
            if let equals = type.range(of: " = ") { type = String(type[..<equals.lowerBound]) }
            return "\(label): \(normalizeType(type))"
        }
        return "(" + rendered.joined(separator: ", ") + ")"
    }

    /// Spells a Swift type as the header facts do: no module qualifiers, `any`, `@escaping` or `@Sendable`.
    static func normalizeType(_ text: String) -> String {
        var type = text.trimmingCharacters(in: .whitespaces)
        for noise in ["@escaping ", "@Sendable ", "any ", "Swift.", "Foundation.", "KontractRuntime.", "`"] {
            type = type.replacingOccurrences(of: noise, with: "")
        }
        if type.hasPrefix("(") && type.hasSuffix(")?") && !type.contains("->") {
            type = String(type.dropFirst().dropLast(2)) + "?"
        }
        return type
    }

    static func unescape(_ name: String) -> String {
        name.replacingOccurrences(of: "`", with: "")
    }

    private static func topLevelColon(_ text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            default: break
            }
            if character == separator && depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// Source lines joined into statements (a declaration spread over lines by unbalanced parentheses
    /// becomes one), without comments or string literals, with the brace depth where each begins.
    private static func statements(of text: String) -> [String] {
        var result: [String] = []
        var pending = ""
        var parens = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(rawLine).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("//") || line.hasPrefix("///") || line.isEmpty { continue }
            line = strippingStrings(line)
            pending += (pending.isEmpty ? "" : " ") + line
            parens += line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
            if parens <= 0 {
                result.append(
                    pending.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")"))
                pending = ""
                parens = 0
            }
        }
        return result
    }

    private static func strippingStrings(_ line: String) -> String {
        var output = ""
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    output.append("\"")
                }
                continue
            }
            if character == "\"" { inString = true }
            output.append(character)
        }
        return output
    }
}

/// `public final class Name<T>: A, B {` and friends.
private struct TypeHeader {
    var kind: String
    var name: String
    var supertypes: [String]
    var isPublic = false

    init?(_ line: String) {
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first,
            ["public", "open", "final", "indirect", "private", "fileprivate", "internal"]
                .contains(first)
        {
            if first == "public" || first == "open" { isPublic = true }
            words.removeFirst()
        }
        guard let keyword = words.first,
            ["struct", "class", "enum", "protocol", "extension", "actor"].contains(keyword),
            words.count >= 2
        else { return nil }
        guard !line.contains(" func ") && !line.contains(" var ") && !line.contains(" let ") else { return nil }
        kind = keyword == "actor" ? "class" : keyword
        if keyword == "extension" { isPublic = true }
        var rest = words.dropFirst().joined(separator: " ")
        if rest.hasSuffix("{}") { rest = String(rest.dropLast(2)) }
        if rest.hasSuffix("{") { rest = String(rest.dropLast()) }
        if let whereClause = rest.range(of: " where ") { rest = String(rest[..<whereClause.lowerBound]) }
        let nameEnd = rest.firstIndex { $0 == ":" || $0 == "<" || $0 == " " } ?? rest.endIndex
        name = GeneratedSwiftFacts.unescape(String(rest[..<nameEnd]))
        supertypes = []
        if let colon = GeneratedSwiftFacts.splitTopLevel(rest, separator: ":").dropFirst().first {
            supertypes = GeneratedSwiftFacts.splitTopLevel(colon, separator: ",")
                .map { GeneratedSwiftFacts.normalizeType($0) }.filter { !$0.isEmpty }
        }
    }
}

extension String {
    /// The leading `( ... )` group, parentheses balanced.
    fileprivate var prefixThroughClosing: String {
        var depth = 0
        for index in indices {
            if self[index] == "(" { depth += 1 }
            if self[index] == ")" {
                depth -= 1
                if depth == 0 { return String(self[...index]) }
            }
        }
        return self
    }
}
