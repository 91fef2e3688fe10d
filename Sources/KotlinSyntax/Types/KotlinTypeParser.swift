// Parses Kotlin type expressions (`Map<String, List<Int?>>`, `(String) -> Unit`) into KotlinTypeSyntax.

/// A syntax error inside a type string, at a scalar offset from the string's start.
public struct KotlinTypeSyntaxError: Error, Sendable, Equatable {
    public var message: String
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// A recursive-descent parser for the type expressions contracts use.
///
/// Grammar (whitespace allowed between tokens):
/// ```
/// type      := "suspend"? ( function | "(" type ")" | named ) "?"*
/// function  := [ receiver "." ] "(" [ parameter ("," parameter)* ] ")" "->" type
/// receiver  := ( named | "(" type ")" ) "?"*
/// parameter := (ident ":")? type
/// named     := ident ("." ident)* [ "<" argument ("," argument)* ">" ]
/// argument  := "*" | ("in" | "out")? type
/// ```
public struct KotlinTypeParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0

    /// Parses `text`; every node's range counts Unicode scalars from the start of `text`.
    public static func parse(_ text: String) -> Result<KotlinTypeSyntax, KotlinTypeSyntaxError> {
        var parser = KotlinTypeParser(scalars: Array(text.unicodeScalars))
        do {
            parser.skipSpaces()
            if parser.atEnd { throw KotlinTypeSyntaxError(message: "empty type", offset: 0) }
            let type = try parser.parseType()
            parser.skipSpaces()
            if !parser.atEnd {
                throw KotlinTypeSyntaxError(
                    message: "unexpected '\(parser.scalars[parser.position])' after the type", offset: parser.position)
            }
            return .success(type)
        } catch let error as KotlinTypeSyntaxError {
            return .failure(error)
        } catch {
            return .failure(KotlinTypeSyntaxError(message: "\(error)", offset: 0))
        }
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private var atEnd: Bool { position >= scalars.count }
    private var current: Unicode.Scalar? { atEnd ? nil : scalars[position] }

    private mutating func skipSpaces() {
        while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" { position += 1 }
    }

    private func fail(_ message: String, at offset: Int? = nil) -> KotlinTypeSyntaxError {
        KotlinTypeSyntaxError(message: message, offset: offset ?? position)
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws {
        skipSpaces()
        guard current == scalar else {
            throw fail("expected \(what)" + (current.map { ", found '\($0)'" } ?? " at the end"))
        }
        position += 1
    }

    private mutating func parseType() throws -> KotlinTypeSyntax {
        depth += 1
        defer { depth -= 1 }
        if depth > 64 { throw fail("type nests too deeply") }
        skipSpaces()
        let start = position
        var isSuspend = false
        if lookingAtKeyword("suspend") {
            position += 7
            isSuspend = true
            skipSpaces()
        }
        let afterSuspend = position
        var type: KotlinTypeSyntax
        if current == "(" {
            type = try parseParenthesized(start: start, isSuspend: isSuspend && !receiverFollowsParentheses())
        } else {
            type = try parseNamed()
        }
        skipSpaces()
        while current == "?" {
            if type.isNullable, case .named = type.kind { throw fail("'?' twice") }
            type.isNullable = true
            position += 1
            type.range = type.range.lowerBound..<position
            skipSpaces()
        }
        if lookingAtReceiverDot() {
            return try parseReceiverFunction(receiver: type, start: start, isSuspend: isSuspend)
        }
        if isSuspend, case .named = type.kind {
            throw fail("expected a function type after 'suspend'", at: afterSuspend)
        }
        return type
    }

    /// `.` then `(` (spaces allowed around the dot): the receiver just parsed starts a function type `A.(B) -> C`.
    private func lookingAtReceiverDot() -> Bool {
        var index = position
        while index < scalars.count, scalars[index] == " " { index += 1 }
        guard index < scalars.count, scalars[index] == "." else { return false }
        index += 1
        while index < scalars.count, scalars[index] == " " { index += 1 }
        return index < scalars.count && scalars[index] == "("
    }

    /// Whether the parenthesized group at `position` is a receiver (`(A?).() -> Unit`), not a parameter list: a
    /// balanced `( … )` followed by `.` and `(`.
    private func receiverFollowsParentheses() -> Bool {
        var index = position
        var open = 0
        while index < scalars.count {
            if scalars[index] == "(" { open += 1 }
            if scalars[index] == ")" {
                open -= 1
                if open == 0 { break }
            }
            index += 1
        }
        guard index < scalars.count else { return false }
        var copy = self
        copy.position = index + 1
        return copy.lookingAtReceiverDot()
    }

    /// `Receiver.(A, B) -> R` once the receiver is parsed: a function type whose first parameter is the receiver.
    private mutating func parseReceiverFunction(
        receiver: KotlinTypeSyntax, start: Int, isSuspend: Bool
    ) throws -> KotlinTypeSyntax {
        skipSpaces()
        position += 1  // "."
        skipSpaces()
        var function = try parseParenthesized(start: start, isSuspend: isSuspend)
        guard case .function(let parameters, let returns, _) = function.kind else {
            throw fail("expected '->' after the receiver's parameter list")
        }
        function.kind = .function(parameters: [receiver] + parameters, returns: returns, isSuspend: isSuspend)
        function.hasReceiver = true
        if !function.parameterNames.isEmpty { function.parameterNames.insert(nil, at: 0) }
        return function
    }

    /// `(A, B) -> R`, or a parenthesized type `(T)` used to make a function type nullable.
    private mutating func parseParenthesized(start: Int, isSuspend: Bool) throws -> KotlinTypeSyntax {
        position += 1  // "("
        var parameters: [KotlinTypeSyntax] = []
        var names: [String?] = []
        skipSpaces()
        if current != ")" {
            parameters = try commaSeparated { parser in
                names.append(parser.parameterName())
                return try parser.parseType()
            }
        }
        try expect(")", "')'")
        skipSpaces()
        if current == "-" && position + 1 < scalars.count && scalars[position + 1] == ">" {
            position += 2
            let returns = try parseType()
            // `(A) -> B?` makes B nullable; the function type itself is nullable only as `((A) -> B)?`.
            return KotlinTypeSyntax(
                .function(parameters: parameters, returns: returns, isSuspend: isSuspend),
                range: start..<returns.range.upperBound, parameterNames: names.contains { $0 != nil } ? names : [])
        }
        guard !isSuspend else { throw fail("expected '->' in the suspend function type") }
        guard parameters.count == 1 else { throw fail("expected '->' after the parameter list") }
        return parameters[0]
    }

    /// `result: ` before a function type's parameter (`(result: Int) -> Unit`): Kotlin allows a name there,
    /// which documents the parameter and does not change the type. Read past it; nil (nothing read) without one.
    private mutating func parameterName() -> String? {
        skipSpaces()
        let start = position
        guard let name = try? parseIdentifier() else {
            position = start
            return nil
        }
        skipSpaces()
        if current == ":", position + 1 >= scalars.count || scalars[position + 1] != ":" {
            position += 1
            return name
        }
        position = start
        return nil
    }

    private mutating func parseNamed() throws -> KotlinTypeSyntax {
        skipSpaces()
        let start = position
        var path = [try parseIdentifier()]
        while current == ".", !lookingAtReceiverDot() {
            position += 1
            path.append(try parseIdentifier())
        }
        var end = position
        var arguments: [KotlinTypeSyntax] = []
        skipSpaces()
        if current == "<" {
            position += 1
            skipSpaces()
            if current == ">" { throw fail("expected a type argument") }
            arguments = try commaSeparated { parser in try parser.parseTypeArgument() }
            try expect(">", "'>' or ','")
            end = position
        }
        return KotlinTypeSyntax(.named(path: path, arguments: arguments), range: start..<end)
    }

    /// `*`, or a type with its variance (`in`, `out`) skipped.
    private mutating func parseTypeArgument() throws -> KotlinTypeSyntax {
        skipSpaces()
        if current == "*" {
            position += 1
            return KotlinTypeSyntax(.star, range: position - 1..<position)
        }
        for variance in ["in", "out"] where lookingAtKeyword(variance) {
            position += variance.unicodeScalars.count
            break
        }
        return try parseType()
    }

    /// Items read by `item` and separated by `,`, up to the first that no comma follows.
    private mutating func commaSeparated(_ item: (inout KotlinTypeParser) throws -> KotlinTypeSyntax) throws
        -> [KotlinTypeSyntax]
    {
        var items: [KotlinTypeSyntax] = []
        while true {
            items.append(try item(&self))
            skipSpaces()
            guard current == "," else { return items }
            position += 1
        }
    }

    private mutating func parseIdentifier() throws -> String {
        skipSpaces()
        if current == "`" {
            let start = position
            position += 1
            var name = ""
            while let scalar = current, scalar != "`" {
                name.unicodeScalars.append(scalar)
                position += 1
            }
            guard current == "`", !name.isEmpty else { throw fail("unterminated backquoted name", at: start) }
            position += 1
            return name
        }
        guard let first = current, KotlinIdentifier.isStart(first) else {
            throw fail(current.map { "expected a type name, found '\($0)'" } ?? "expected a type name at the end")
        }
        var name = ""
        while let scalar = current, KotlinIdentifier.isPart(scalar) {
            name.unicodeScalars.append(scalar)
            position += 1
        }
        return name
    }

    private func lookingAtKeyword(_ word: String) -> Bool {
        let wordScalars = Array(word.unicodeScalars)
        guard position + wordScalars.count < scalars.count else { return false }
        guard Array(scalars[position..<position + wordScalars.count]) == wordScalars else { return false }
        let next = scalars[position + wordScalars.count]
        return next == " " || next == "("
    }
}

/// Which scalars Kotlin allows in identifiers (letters of any script, digits, `_`).
public enum KotlinIdentifier {
    public static func isStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        return scalar.properties.isAlphabetic
    }

    public static func isPart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isStart(scalar) || ("0"..."9").contains(scalar) }
        return isStart(scalar) || scalar.properties.numericType == .decimal
    }

    /// A plain Kotlin identifier (no dots, no backquotes) that is not a hard keyword.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isStart(first) else { return false }
        return name.unicodeScalars.allSatisfy(isPart) && !hardKeywords.contains(name)
    }

    /// The name inside backquotes (`` `class` `` → `class`, `` `my name` `` → `my name`); nil when `text` is
    /// not a backquoted name Kotlin/Native accepts (empty, or holding a backquote, a line break or one of
    /// `. ; : / \ [ ] < >`).
    public static func backquoted(_ text: String) -> String? {
        guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return nil }
        let inner = text.dropFirst().dropLast()
        let forbidden: Set<Character> = ["`", "\n", "\r", ".", ";", ":", "/", "\\", "[", "]", "<", ">"]
        return inner.contains(where: forbidden.contains) ? nil : String(inner)
    }

    /// Kotlin's hard keywords, which cannot name a declaration without backquotes.
    public static let hardKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
    ]
}
