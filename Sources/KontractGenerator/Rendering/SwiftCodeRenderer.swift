// Renders IR types, expressions and statements to lines: the only place that joins their parts with commas.

extension SwiftRenderer {
    /// A type's text: `[String: KotlinInt?]`, `(any SearchResult)?`.
    static func text(of type: SwiftType) -> String {
        switch type {
        case .named(let name, let arguments):
            return arguments.isEmpty ? name : name + "<" + arguments.map(text(of:)).joined(separator: ", ") + ">"
        case .member(let base, let name): return text(of: base) + "." + name
        case .optional(let wrapped):
            // Parenthesised whenever a function type or `any` appears (also inside `[(A) -> B]`, as before).
            let inner = text(of: wrapped)
            let needsParentheses: Bool
            if case .attributed = wrapped { needsParentheses = true } else { needsParentheses = false }
            return needsParentheses || inner.hasPrefix("any ") || inner.contains("->")
                ? "(" + inner + ")?" : inner + "?"
        case .array(let element): return "[" + text(of: element) + "]"
        case .dictionary(let key, let value): return "[" + text(of: key) + ": " + text(of: value) + "]"
        case .function(let parameters, let result, let effects):
            let spelledEffects = text(of: effects)
            return "(" + parameters.map(text(of:)).joined(separator: ", ") + ")"
                + (spelledEffects.isEmpty ? "" : " " + spelledEffects) + " -> " + text(of: result)
        case .tuple(let elements): return "(" + elements.map(text(of:)).joined(separator: ", ") + ")"
        case .existential(let base): return "any " + text(of: base)
        case .inOut(let base): return "inout " + text(of: base)
        case .attributed(let attribute, let base): return text(of: attribute) + " " + text(of: base)
        case .raw(let raw): return raw
        }
    }

    /// `<T, __Sealed: A>` after a declaration's name; empty without generic parameters.
    static func genericClause(_ parameters: [SwiftGenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<" + parameters.map(text(of:)).joined(separator: ", ") + ">"
    }

    /// `T`, `__Sealed: A`, `T: P & Q`.
    static func text(of parameter: SwiftGenericParameter) -> String {
        guard !parameter.constraints.isEmpty else { return parameter.name }
        return parameter.name + ": " + parameter.constraints.map(text(of:)).joined(separator: " & ")
    }

    /// `async throws(KotlinJSONError)`; empty when there are none.
    static func text(of effects: SwiftEffects) -> String {
        var parts: [String] = []
        if effects.isAsync { parts.append("async") }
        switch effects.throwing {
        case .none: break
        case .any: parts.append("throws")
        case .typed(let error): parts.append("throws(" + text(of: error) + ")")
        }
        return parts.joined(separator: " ")
    }

    /// `@Suite("Search")`.
    static func text(of attribute: SwiftAttribute) -> String {
        guard let arguments = attribute.arguments else { return "@" + attribute.name }
        let spelled = arguments.map { argument in
            (argument.label.map { $0 + ": " } ?? "") + text(of: argument.value)
        }
        return "@" + attribute.name + "(" + spelled.joined(separator: ", ") + ")"
    }

    /// An expression's text, lines joined with `\n`.
    static func text(of expression: SwiftExpression) -> String {
        lines(of: expression).text
    }

    static func lines(of expression: SwiftExpression) -> RenderedLines {
        switch expression {
        case .identifier(let name): return RenderedLines(name)
        case .type(let type): return RenderedLines(text(of: type))
        case .member(nil, let name): return RenderedLines("." + name)
        case .member(let base?, let name):
            var result = postfixBase(base)
            result.append("." + name)
            return result
        case .call(let callee, let arguments, let layout, let trailingClosure):
            return call(callee, arguments, layout, trailingClosure)
        case .subscript(let base, let index):
            var result = postfixBase(base)
            result.append("[")
            result.join(lines(of: index))
            result.append("]")
            return result
        case .optionalChain(let base):
            var result = postfixBase(base)
            result.append("?")
            return result
        case .string(let text): return RenderedLines(SwiftLiterals.string(text))
        case .rawString(let text): return RenderedLines("#\"" + text + "\"#")
        case .interpolatedString(let parts):
            let inside = parts.map { part in
                switch part {
                case .text(let text): SwiftLiterals.escapedContent(text)
                case .interpolation(let value): "\\(" + Self.text(of: value) + ")"
                }
            }
            return RenderedLines("\"" + inside.joined() + "\"")
        case .number(let spelled): return RenderedLines(spelled)
        case .bool(let value): return RenderedLines(value ? "true" : "false")
        case .nil: return RenderedLines("nil")
        case .array(let elements, let layout):
            return list(open: "[", elements.map { lines(of: $0) }, close: "]", layout, trailingComma: true)
        case .dictionary(let elements):
            if elements.isEmpty { return RenderedLines("[:]") }
            let spelled = elements.map { element in
                var line = lines(of: element.key)
                line.append(": ")
                line.join(lines(of: element.value))
                return line
            }
            return list(open: "[", spelled, close: "]", .inline, trailingComma: false)
        case .tuple(let elements):
            return list(open: "(", elements.map { lines(of: $0) }, close: ")", .inline, trailingComma: false)
        case .try(let inner): return prefixed("try ", inner)
        case .await(let inner): return prefixed("await ", inner)
        case .binary(let lhs, let op, let rhs):
            var result = operand(lhs, parenthesized: SwiftOperatorPrecedence.parenthesizes(lhs, of: op, isRight: false))
            result.append(" " + op + " ")
            result.join(operand(rhs, parenthesized: SwiftOperatorPrecedence.parenthesizes(rhs, of: op, isRight: true)))
            return result
        case .prefix(let op, let inner):
            var result = operand(inner, parenthesized: SwiftOperatorPrecedence.of(inner) < .prefix)
            result.prepend(op)
            return result
        case .parenthesized(let inner): return operand(inner, parenthesized: true)
        case .cast(let inner, let cast, let type):
            let level = SwiftOperatorPrecedence.of(inner)
            var result = operand(inner, parenthesized: level < .casting && level != .effect)
            result.append(" " + cast.rawValue + " " + text(of: type))
            return result
        case .closure(let parameters, let body):
            let head = parameters.isEmpty ? "{" : "{ " + parameters.joined(separator: ", ") + " in"
            if body.isEmpty { return RenderedLines(parameters.isEmpty ? "{}" : head + " }") }
            let rendered = lines(of: body)
            if rendered.isSingleLine {
                return RenderedLines((parameters.isEmpty ? "{ " : head + " ") + rendered.text + " }")
            }
            var result = RenderedLines(head)
            result.addLines(rendered, depth: 1)
            result.addLine("}", depth: 0)
            return result
        case .trailingClosure(let callee, let parameters, let body):
            var result = postfixBase(callee)
            result.append(" ")
            result.join(lines(of: .closure(parameters: parameters, body: body)))
            return result
        case .bindingPattern(let name): return RenderedLines("let " + name)
        case .raw(let text): return RenderedLines(text)
        }
    }

    /// An operand's lines, in parentheses when asked.
    private static func operand(_ expression: SwiftExpression, parenthesized: Bool) -> RenderedLines {
        var result = lines(of: expression)
        guard parenthesized else { return result }
        result.prepend("(")
        result.append(")")
        return result
    }

    /// The base of `.member`, `[index]`, `?` or a call: parenthesised unless it is a postfix expression.
    private static func postfixBase(_ base: SwiftExpression) -> RenderedLines {
        operand(base, parenthesized: SwiftOperatorPrecedence.of(base) < .postfix)
    }

    private static func prefixed(_ prefix: String, _ inner: SwiftExpression) -> RenderedLines {
        var result = lines(of: inner)
        result.prepend(prefix)
        return result
    }

    private static func call(
        _ callee: SwiftExpression, _ arguments: [SwiftArgument], _ layout: SwiftLayout,
        _ trailingClosure: [SwiftStatement]?
    ) -> RenderedLines {
        var result = postfixBase(callee)
        let spelled = arguments.map { argument in
            var value = lines(of: argument.value)
            if let label = argument.label { value.prepend(label + ": ") }
            return value
        }
        if !(arguments.isEmpty && trailingClosure != nil) {
            result.join(list(open: "(", spelled, close: ")", layout, trailingComma: false))
        }
        if let trailingClosure {
            let body = lines(of: trailingClosure)
            if body.isSingleLine {
                result.append(" { " + body.text + " }")
                return result
            }
            let depth = result.lastDepth
            result.append(" {")
            result.addLines(lines(of: trailingClosure), depth: depth + 1)
            result.addLine("}", depth: depth)
        }
        return result
    }

    /// `open a, b close` on one line, or one item per line.
    private static func list(
        open: String, _ items: [RenderedLines], close: String, _ layout: SwiftLayout, trailingComma: Bool
    ) -> RenderedLines {
        var result = RenderedLines(open)
        switch layout {
        case .inline:
            for (index, item) in items.enumerated() {
                if index > 0 { result.append(", ") }
                result.join(item)
            }
            result.append(close)
        case .wrapped, .wrappedClosingOnLast:
            for (index, item) in items.enumerated() {
                var line = item
                let isLast = index == items.count - 1
                if !isLast || trailingComma || layout == .wrappedClosingOnLast && isLast {
                    line.append(isLast && layout == .wrappedClosingOnLast ? close : ",")
                }
                result.addLines(line, depth: 1)
            }
            if layout == .wrapped || items.isEmpty { result.addLine(close, depth: 0) }
        }
        return result
    }

    /// Statements one after the other.
    static func lines(of statements: [SwiftStatement]) -> RenderedLines {
        var result = RenderedLines()
        for statement in statements { result.addLines(lines(of: statement), depth: 0) }
        return result
    }

    static func lines(of statement: SwiftStatement) -> RenderedLines {
        switch statement {
        case .line(let text): return RenderedLines(text)
        case .block(let header, let body): return braced(RenderedLines(header), body)
        case .braced(let header, let body): return braced(lines(of: header), body)
        case .switchBlock(let subject, let cases): return switchLines(RenderedLines(subject), cases)
        case .switch(let subject, let cases): return switchLines(lines(of: subject), cases)
        case .expression(let expression): return lines(of: expression)
        case .return(nil): return RenderedLines("return")
        case .return(let value?): return prefixed("return ", value)
        case .throw(let error): return prefixed("throw ", error)
        case .assign(let target, let value):
            var result = lines(of: target)
            result.append(" = ")
            result.join(lines(of: value))
            return result
        case .declare(let binding, let name, let type, let value):
            var result = RenderedLines(binding.rawValue + " " + name + (type.map { ": " + text(of: $0) } ?? "") + " = ")
            result.join(lines(of: value))
            return result
        case .if(let conditions, let body, let elseBody):
            var head = conditionLines("if ", conditions)
            let rendered = lines(of: body)
            if elseBody == nil, body.count == 1, head.isSingleLine, rendered.isSingleLine {
                head.append(" { " + rendered.text + " }")
                return head
            }
            var result = braced(head, body)
            if let elseBody {
                result.append(" else {")
                result.addLines(lines(of: elseBody), depth: 1)
                result.addLine("}", depth: 0)
            }
            return result
        case .guard(let conditions, let elseBody):
            var head = conditionLines("guard ", conditions)
            let body = lines(of: elseBody)
            if head.isSingleLine && body.isSingleLine {
                head.append(" else { " + body.text + " }")
                return head
            }
            head.append(" else")
            return braced(head, elseBody)
        case .while(let conditions, let body):
            return braced(conditionLines("while ", conditions), body)
        }
    }

    private static func conditionLines(_ keyword: String, _ conditions: [SwiftCondition]) -> RenderedLines {
        var result = RenderedLines(keyword)
        for (index, condition) in conditions.enumerated() {
            if index > 0 { result.append(", ") }
            switch condition {
            case .expression(let expression): result.join(lines(of: expression))
            case .binding(let name, let value):
                result.append("let " + name + " = ")
                result.join(lines(of: value))
            }
        }
        return result
    }

    private static func braced(_ head: RenderedLines, _ body: [SwiftStatement]) -> RenderedLines {
        var result = head
        let depth = result.lastDepth
        result.append(" {")
        result.addLines(lines(of: body), depth: depth + 1)
        result.addLine("}", depth: depth)
        return result
    }

    private static func switchLines(_ subject: RenderedLines, _ cases: [SwiftSwitchCase]) -> RenderedLines {
        var result = subject
        result.prepend("switch ")
        result.append(" {")
        for switchCase in cases {
            switch switchCase.label {
            case .default: result.addLine("default:", depth: 0)
            case .raw(let label): result.addLine(label + ":", depth: 0)
            case .patterns(let patterns):
                var label = RenderedLines("case ")
                for (index, pattern) in patterns.enumerated() {
                    if index > 0 { label.append(", ") }
                    label.join(lines(of: pattern))
                }
                label.append(":")
                result.addLines(label, depth: 0)
            }
            result.addLines(lines(of: switchCase.body), depth: 1)
        }
        result.addLine("}", depth: 0)
        return result
    }
}
