// Types, type parameters, where-clauses and parameter lists; types are spelled back with normalised spacing.

/// A type reference as parsed, spelled back as `Map<String, List<Int?>>`, `suspend (A) -> B`, `A.() -> Unit`.
struct KotlinTypeNode {
    struct Segment {
        var name: String
        var arguments: [KotlinTypeNode]
        var position: KotlinSourcePosition
    }

    indirect enum Kind {
        case named([Segment])
        case function(receiver: KotlinTypeNode?, parameters: [KotlinTypeNode], returns: KotlinTypeNode, isSuspend: Bool)
        case star
        /// A type argument with its variance (`out T`).
        case projected(variance: String, KotlinTypeNode)
        /// A definitely non-nullable type, `T & Any`.
        case intersection(KotlinTypeNode, KotlinTypeNode)
    }

    var kind: Kind
    var isNullable: Bool
    /// A function type's parameter names as written (`(result: Int) -> Unit`), one per parameter (nil where none is
    /// written); empty when none is.
    var parameterNames: [String?] = []

    var spelled: String {
        // A plain name (most types: `Int`, `String?`) is its segment's name: no String is built.
        if case .named(let segments) = kind, segments.count == 1, segments[0].arguments.isEmpty {
            return isNullable ? segments[0].name + "?" : segments[0].name
        }
        var text = ""
        spell(into: &text)
        return text
    }

    /// Appends the spelling to `text` (one String for the whole type, not one per part).
    func spell(into text: inout String) {
        switch kind {
        case .star: text += "*"
        case .projected(let variance, let type):
            text += variance
            text += " "
            type.spell(into: &text)
        case .intersection(let left, let right):
            left.spell(into: &text)
            text += " & "
            right.spell(into: &text)
        case .named(let segments):
            for (at, segment) in segments.enumerated() {
                if at > 0 { text += "." }
                text += segment.name
                guard !segment.arguments.isEmpty else { continue }
                text += "<"
                for (at, argument) in segment.arguments.enumerated() {
                    if at > 0 { text += ", " }
                    argument.spell(into: &text)
                }
                text += ">"
            }
            if isNullable { text += "?" }
        case .function(let receiver, let parameters, let returns, let isSuspend):
            if isNullable { text += "(" }
            if isSuspend { text += "suspend " }
            if let receiver {
                receiver.spellAsReceiver(into: &text)
                text += "."
            }
            text += "("
            for (at, parameter) in parameters.enumerated() {
                if at > 0 { text += ", " }
                if at < parameterNames.count, let name = parameterNames[at] {
                    text += name
                    text += ": "
                }
                parameter.spell(into: &text)
            }
            text += ") -> "
            returns.spell(into: &text)
            if isNullable { text += ")?" }
        }
    }

    /// A receiver in a function type: a function type in parentheses.
    func spellAsReceiver(into text: inout String) {
        if case .function = kind {
            text += "("
            spell(into: &text)
            text += ")"
        } else {
            spell(into: &text)
        }
    }
}

extension KotlinParser {
    /// A type at the cursor, spelled with normalised spacing; nil with an error when none.
    mutating func parseType() -> String? {
        // A plain name, nullable or not (`Int`, `String?`: most types), is spelled from its token: no node is built
        // (the same text and errors as `parseTypeNode`, which takes every other type).
        if isName && !isWord("suspend") && depth < Self.maximumDepth {
            if !continuesType(at: 1) {
                let name = text
                advance()
                return name
            }
            if isPunctuation("?", at: 1) && !continuesType(at: 2) {
                let name = text + "?"
                advance()
                advance()
                return name
            }
        }
        return spellNamedTypeDirectly() ?? parseTypeNode()?.spelled
    }

    /// Whether the token at `offset` goes on with the type before it (type arguments, a dotted or nullable name, a
    /// receiver's function type, an intersection).
    @inline(__always)
    func continuesType(at offset: Int) -> Bool {
        kind(at: offset) == .punctuation && spellsAny(Self.typeContinuations, at: offset)
    }

    static let typeContinuations: [StaticString] = ["<", ".", "?", "?.", "&"]

    mutating func parseTypeNode() -> KotlinTypeNode? {
        guard depth < Self.maximumDepth else {
            error("type nested too deeply (more than \(Self.maximumDepth) levels)")
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        while isPunctuation("@") { skipAnnotation() }
        var isSuspend = false
        if isWord("suspend") && (isPunctuation("(", at: 1) || kind(at: 1) == .identifier) {
            isSuspend = true
            advance()
        }
        var node: KotlinTypeNode
        if isPunctuation("(") {
            // `(A, b: B) -> C`, or a type in parentheses (`(A)?`, `((A) -> B)?`).
            advance()
            var parameters: [KotlinTypeNode] = []
            var names: [String?] = []
            while !atEnd && !isPunctuation(")") {
                var name: String?
                if isName && isPunctuation(":", at: 1) {
                    name = text
                    advance()
                    advance()
                }
                guard let parameter = parseTypeNode() else { return nil }
                parameters.append(parameter)
                names.append(name)
                if isPunctuation(",") { advance() } else { break }
            }
            guard expect(")", "to close the type") else { return nil }
            if isPunctuation("->") {
                advance()
                guard let returns = parseTypeNode() else { return nil }
                return KotlinTypeNode(
                    kind: .function(receiver: nil, parameters: parameters, returns: returns, isSuspend: isSuspend),
                    isNullable: false, parameterNames: names.contains { $0 != nil } ? names : [])
            }
            guard parameters.count == 1 else {
                error("expected '->' after a function type's parameters, found \(describe())")
                return nil
            }
            node = parameters[0]
            if isPunctuation("?") {
                advance()
                node.isNullable = true
            }
        } else {
            guard let named = parseNamedType() else { return nil }
            node = named
        }
        while isPunctuation("?") {
            advance()
            node.isNullable = true
        }
        // `A.() -> B`, `A?.(C) -> D`: a function type with a receiver.
        if (isPunctuation(".") || isPunctuation("?.")) && isPunctuation("(", at: 1) {
            if isPunctuation("?.") { node.isNullable = true }
            advance()
            guard let function = parseTypeNode(), case .function(_, let parameters, let returns, _) = function.kind
            else { return nil }
            return KotlinTypeNode(
                kind: .function(receiver: node, parameters: parameters, returns: returns, isSuspend: isSuspend),
                isNullable: false, parameterNames: function.parameterNames)
        }
        if isPunctuation("&") {
            advance()
            guard let right = parseTypeNode() else { return nil }
            return KotlinTypeNode(kind: .intersection(node, right), isNullable: false)
        }
        return node
    }

    /// `a.b.C<D, out E, *>.F`.
    mutating func parseNamedType() -> KotlinTypeNode? {
        var segments: [KotlinTypeNode.Segment] = []
        repeat {
            if !segments.isEmpty { advance() }  // .
            let position = token.position
            guard let name = name("a type") else { return nil }
            var arguments: [KotlinTypeNode] = []
            if isPunctuation("<") {
                guard let parsed = parseTypeArguments() else { return nil }
                arguments = parsed
            }
            segments.append(KotlinTypeNode.Segment(name: name, arguments: arguments, position: position))
        } while isPunctuation(".") && (kind(at: 1) == .identifier || kind(at: 1) == .backtickedIdentifier)
        return KotlinTypeNode(kind: .named(segments), isNullable: false)
    }

    /// `<A, out B, *>`.
    mutating func parseTypeArguments() -> [KotlinTypeNode]? {
        advance()  // <
        var arguments: [KotlinTypeNode] = []
        while !atEnd {
            if isPunctuation("*") {
                advance()
                arguments.append(KotlinTypeNode(kind: .star, isNullable: false))
            } else {
                var variance: String?
                if (isWord("in") || isWord("out")) && (kind(at: 1) == .identifier || isPunctuation("(", at: 1)) {
                    variance = isWord("in") ? "in" : "out"
                    advance()
                }
                guard let argument = parseTypeNode() else { return nil }
                arguments.append(
                    variance.map { KotlinTypeNode(kind: .projected(variance: $0, argument), isNullable: false) }
                        ?? argument)
            }
            if isPunctuation(",") { advance() } else { break }
        }
        guard expect(">", "to close the type arguments") else { return nil }
        return arguments
    }

    /// `<in T, out U : Bound, reified V>`.
    mutating func parseTypeParameters() -> [KotlinTypeParameterSyntax] {
        advance()  // <
        var result: [KotlinTypeParameterSyntax] = []
        while !atEnd && !isPunctuation(">") {
            while isPunctuation("@") { skipAnnotation() }
            var variance: String?
            var isReified = false
            while (isWord("in") || isWord("out") || isWord("reified")) && kind(at: 1) == .identifier {
                if isWord("reified") { isReified = true } else { variance = isWord("in") ? "in" : "out" }
                advance()
            }
            let position = token.position
            guard let name = name("a type parameter") else { break }
            var bounds: [String] = []
            if isPunctuation(":") {
                advance()
                if let bound = parseType() { bounds.append(bound) }
            }
            result.append(
                KotlinTypeParameterSyntax(
                    name: name, variance: variance, isReified: isReified, bounds: bounds, position: position))
            if isPunctuation(",") { advance() } else { break }
        }
        expect(">", "to close the type parameters")
        return result
    }

    /// `where T : A, T : B`: bounds added to the type parameters.
    mutating func parseWhereClause(into parameters: inout [KotlinTypeParameterSyntax]) {
        guard isWord("where") else { return }
        advance()
        repeat {
            if isPunctuation(",") { advance() }
            let position = token.position
            guard let name = name("a type parameter") else { return }
            guard expect(":", "in the where clause"), let bound = parseType() else { return }
            if let at = parameters.firstIndex(where: { $0.name == name }) {
                parameters[at].bounds.append(bound)
            } else {
                error("'\(name)' is not a type parameter of this declaration", at: position)
            }
        } while isPunctuation(",")
    }

    /// `(a: A = x, val b: B, vararg c: C)`.
    mutating func parseParameters() -> [KotlinParameterSyntax] {
        advance()  // (
        var result: [KotlinParameterSyntax] = []
        while !atEnd && !isPunctuation(")") {
            let doc = docHere()
            let (modifiers, annotations) = parseMemberPrelude()
            var binding: String?
            if (isWord("val") || isWord("var")) && (kind(at: 1) == .identifier || kind(at: 1) == .backtickedIdentifier)
            {
                binding = isWord("val") ? "val" : "var"
                advance()
            }
            let position = token.position
            guard let name = name("a parameter name") else {
                skipParameter()
                continue
            }
            var type: String?
            if isPunctuation(":") {
                advance()
                type = parseType()
                if type == nil {
                    skipParameter()
                    continue
                }
            }
            var defaultValue: KotlinSourceText?
            if isPunctuation("=") {
                advance()
                defaultValue = skipExpression(stopAtNewline: false)
            }
            result.append(
                KotlinParameterSyntax(
                    name: name, type: type, binding: binding, modifiers: modifiers, annotations: annotations,
                    defaultValue: defaultValue, doc: doc, position: position))
            if isPunctuation(",") {
                advance()
            } else if !isPunctuation(")") {
                error("expected ',' or ')' after the parameter, found \(describe())")
                skipParameter()
            }
        }
        expect(")", "to close the parameters")
        return result
    }

    /// After an error in a parameter: on to the next `,` (consumed) or the closing `)`.
    mutating func skipParameter() {
        _ = scanExpression(stopAtNewline: false, keepsText: false)
        if isPunctuation(",") { advance() }
        if isPunctuation("}") || isPunctuation("]") || isPunctuation(";") { advance() }
    }
}
