// The type Kotlin infers for two more initializers: a call of a module class's constructor, and arithmetic.

import KotlinSourceSyntax

extension ExtractionContext {
    /// The type of an initializer without a written type beyond `inferredType`'s: `B()` or `B(…)` with `B` a
    /// class of the module without type parameters (an inner class's too) is `B`; arithmetic (`+ - * / %`,
    /// parentheses, integer literals) over primary-constructor parameters of `owner` that all have the same
    /// written type `Int`, `Long`, `Float` or `Double` (`val value = i - k`) is that type; anything
    /// else `inferredExpressionType` infers over those parameters. nil for anything else.
    func inferredInitializerType(_ expression: KotlinSourceText, owner: String) -> String? {
        if let type = inferredType(expression) { return type }
        let range = expression.tokens
        let tokens = file.syntax.tokens
        guard let first = range.first else { return nil }
        let head = file.syntax.text(first)
        if tokens[first].kind == .identifier, range.count >= 3, file.syntax.text(first + 1) == "(",
            file.syntax.text(range.upperBound - 1) == ")", let info = moduleClass(named: head), !info.isObject,
            info.typeParameterCount == 0, closes(at: range.upperBound - 1, from: first + 1)
        {
            return head
        }
        // The owner's own constructor (a class of that name in another package is not it); a `vararg` parameter
        // is an array of its written type (not an operand of the arithmetic below).
        guard let info = index.classesByQualifiedName[importScope.qualified(owner.withoutBackticks)] else {
            return inferredExpressionType(expression, names: [:])
        }
        let parameters = info.parameters.filter { !info.varargParameters.contains($0.name) }
        var names: [String: String] = [:]
        for case (let name, let type?) in info.parameters {
            names[name] = info.varargParameters.contains(name) ? Self.varargArrayType(type) : type
        }
        if let type = inferredExpressionType(expression, names: names) { return type }
        var type: String?
        for index in range {
            let text = file.syntax.text(index)
            switch tokens[index].kind {
            case .identifier:
                guard let written = parameters.first(where: { $0.name == text })?.type,
                    ["Int", "Long", "Float", "Double"].contains(written), type == nil || type == written
                else { return nil }
                type = written
            case .integerLiteral:
                guard !text.lowercased().hasSuffix("l"), !text.lowercased().hasSuffix("u") else { return nil }
            case .punctuation:
                guard ["+", "-", "*", "/", "%", "(", ")"].contains(text) else { return nil }
            default:
                return nil
            }
        }
        return type
    }

    /// The module class `name` calls in this file: nil when the file imports that name from outside the module
    /// (Confetti's Apollo `SessionDetails(…)` beside its own nested `ConferenceComponent.Child.SessionDetails`:
    /// the index's class is not the one called, so whether that one is generic is not known).
    func moduleClass(named name: String) -> ExtractIndex.ClassInfo? {
        if let imported = importScope.explicit[name], index.declaredTypes[imported.path] == nil { return nil }
        return index.classes[name]
    }

    /// Whether the `(` at `open` is closed by the `)` at `close` (not `B(1) + C(2)`).
    private func closes(at close: Int, from open: Int) -> Bool {
        var depth = 0
        for index in open...close {
            let text = file.syntax.text(index)
            if text == "(" { depth += 1 } else if text == ")" { depth -= 1 }
            if depth == 0 { return index == close }
        }
        return false
    }
}
