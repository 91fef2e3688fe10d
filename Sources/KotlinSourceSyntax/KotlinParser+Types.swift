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
        switch kind {
        case .star: return "*"
        case .projected(let variance, let type): return variance + " " + type.spelled
        case .intersection(let left, let right): return left.spelled + " & " + right.spelled
        case .named(let segments):
            let base = segments.map { segment in
                segment.arguments.isEmpty
                    ? segment.name : segment.name + "<" + segment.arguments.map(\.spelled).joined(separator: ", ") + ">"
            }.joined(separator: ".")
            return base + (isNullable ? "?" : "")
        case .function(let receiver, let parameters, let returns, let isSuspend):
            var text = isSuspend ? "suspend " : ""
            if let receiver { text += receiver.spelledAsReceiver + "." }
            let spelledParameters = parameters.enumerated().map { index, parameter in
                let name = index < parameterNames.count ? parameterNames[index] : nil
                return (name.map { $0 + ": " } ?? "") + parameter.spelled
            }
            text += "(" + spelledParameters.joined(separator: ", ") + ") -> " + returns.spelled
            return isNullable ? "(" + text + ")?" : text
        }
    }

    /// A receiver in a function type: a function type or nullable type in parentheses.
    var spelledAsReceiver: String {
        if case .function = kind { return "(" + spelled + ")" }
        return spelled
    }
}

extension KotlinParser {
    /// A type at the cursor, spelled with normalised spacing; nil with an error when none.
    mutating func parseType() -> String? { parseTypeNode()?.spelled }

    mutating func parseTypeNode() -> KotlinTypeNode? {
        guard depth < Self.maximumDepth else {
            error("type nested too deeply (more than \(Self.maximumDepth) levels)")
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        while isPunctuation("@") { _ = parseAnnotation() }
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
                    variance = text
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
            while isPunctuation("@") { _ = parseAnnotation() }
            var variance: String?
            var isReified = false
            while (isWord("in") || isWord("out") || isWord("reified")) && kind(at: 1) == .identifier {
                if text == "reified" { isReified = true } else { variance = text }
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
            var modifiers: [String] = []
            var annotations: [KotlinAnnotationSyntax] = []
            while isPunctuation("@")
                || (token.kind == .identifier && Self.modifierWords.contains(text) && isModifierHere())
            {
                if isPunctuation("@") {
                    annotations += parseAnnotation()
                } else {
                    modifiers.append(text)
                    advance()
                }
            }
            var binding: String?
            if (isWord("val") || isWord("var")) && (kind(at: 1) == .identifier || kind(at: 1) == .backtickedIdentifier)
            {
                binding = text
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
