// The type Kotlin infers for an expression body or initializer from names of known type and stdlib members.

import Foundation
import KotlinSourceSyntax

extension ExtractionContext {
    /// The type Kotlin gives `expression` (a function's expression body, a property's initializer), or nil when
    /// extract cannot know it exactly (the caller's KX0102; never a guess). It follows: literals; a name of
    /// `names` (parameters in scope, with their written types; `name()` keys: the implicit receiver's zero-argument
    /// members), an object or a companion; a module class's
    /// constructor call; parentheses; `if (…) a else b` whose branches have the same type (no `is` in the
    /// condition: a smart cast would change a branch's type); `+ - * / %` over one of `Int`, `Long`, `Float`,
    /// `Double`; `==`, `!=`, `&&`, `||` (Boolean); and member calls whose result follows from the receiver's
    /// type (`StdlibMemberTypes`). Anything else (`?.`, `!!`, `?:`, lambdas, `when`, unknown names) is nil.
    func inferredExpressionType(_ expression: KotlinSourceText, names: [String: String]) -> String? {
        var cursor = expression.tokens.lowerBound
        let end = expression.tokens.upperBound
        guard let type = inferredBoolean(&cursor, end: end, names: names), cursor == end else { return nil }
        return type
    }

    /// An expression with `==`, `!=`, `&&`, `||` at its top level is a Boolean whatever its operands are; one
    /// without is `inferredArithmetic`'s.
    private func inferredBoolean(_ cursor: inout Int, end: Int, names: [String: String]) -> String? {
        let start = cursor
        if text(cursor, end) != "if" {
            var depth = 0
            var index = cursor
            while index < end {
                switch text(index, end) {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "==", "!=", "&&", "||":
                    if depth == 0 {
                        cursor = end
                        return "Boolean"
                    }
                case "if", "when", "try", "else":
                    // `a + if (…) b else c == d`: where the operator binds depends on the branches.
                    if depth == 0 { index = end }
                default: break
                }
                index += 1
            }
        }
        cursor = start
        return inferredArithmetic(&cursor, end: end, names: names)
    }

    /// `if` or a chain of postfix operands joined by arithmetic operators of one numeric type.
    private func inferredArithmetic(_ cursor: inout Int, end: Int, names: [String: String]) -> String? {
        if text(cursor, end) == "if" { return inferredIf(&cursor, end: end, names: names) }
        guard var type = inferredPostfix(&cursor, end: end, names: names) else { return nil }
        while ["+", "-", "*", "/", "%"].contains(text(cursor, end)) {
            cursor += 1
            guard let right = inferredPostfix(&cursor, end: end, names: names), right == type,
                ["Int", "Long", "Float", "Double"].contains(type)
            else { return nil }
            type = right
        }
        return type
    }

    /// `if (condition) a else b`: the branches' common type when they have the same one.
    private func inferredIf(_ cursor: inout Int, end: Int, names: [String: String]) -> String? {
        guard text(cursor + 1, end) == "(", let close = closing(cursor + 1, end: end) else { return nil }
        for index in (cursor + 2)..<close where ["is", "!is", "!", "as", "as?"].contains(file.syntax.text(index)) {
            return nil
        }
        cursor = close + 1
        guard text(cursor, end) != "{", let then = inferredArithmetic(&cursor, end: end, names: names),
            text(cursor, end) == "else"
        else { return nil }
        cursor += 1
        guard text(cursor, end) != "{", let otherwise = inferredArithmetic(&cursor, end: end, names: names),
            Self.plain(otherwise) == Self.plain(then)
        else { return nil }
        // The table's qualified spelling where one branch has it (the other's plain head is the same type: the
        // table follows only the standard library's and kotlinx's types).
        return then.count >= otherwise.count ? then : otherwise
    }

    /// A type with the stdlib table's qualified heads written plain (`kotlinx.coroutines.flow.Flow<Int>` →
    /// `Flow<Int>`), to compare with a written type.
    private static func plain(_ type: String) -> String {
        type.replacingOccurrences(of: "kotlinx.coroutines.flow.", with: "")
            .replacingOccurrences(of: "kotlin.collections.", with: "")
    }

    /// A primary expression followed by `.member` and `.member(arguments)` selections.
    private func inferredPostfix(_ cursor: inout Int, end: Int, names: [String: String]) -> String? {
        guard var type = inferredPrimary(&cursor, end: end, names: names) else { return nil }
        while text(cursor, end) == "." {
            let name = text(cursor + 1, end)
            guard cursor + 1 < end, file.syntax.tokens[cursor + 1].kind == .identifier else { return nil }
            cursor += 2
            var arguments: Int?
            if text(cursor, end) == "(" {
                guard let close = closing(cursor, end: end) else { return nil }
                arguments = argumentCount(from: cursor, to: close)
                cursor = close + 1
                // A trailing lambda (`map { … }`) is not followed.
                if text(cursor, end) == "{" { return nil }
            }
            // A module's own extension of that name may be the one called: not followed.
            guard !index.declaredMemberNames.contains(name),
                let result = StdlibMemberTypes.type(
                    of: name, arguments: arguments, on: type, isKotlinxFlow: isKotlinxFlow,
                    isShadowed: { index.declaredSimpleNames.contains($0) || importScope.explicit[$0] != nil })
            else { return nil }
            type = result
        }
        return type
    }

    private func inferredPrimary(_ cursor: inout Int, end: Int, names: [String: String]) -> String? {
        guard cursor < end else { return nil }
        let token = file.syntax.tokens[cursor]
        let spelled = file.syntax.text(cursor)
        switch token.kind {
        case .integerLiteral, .realLiteral, .characterLiteral, .stringLiteral:
            cursor += 1
            return KotlinLiteralValue.inferredType(file.syntax.sourceText(cursor - 1..<cursor))
        case .punctuation where spelled == "-":
            let kind = cursor + 1 < end ? file.syntax.tokens[cursor + 1].kind : .end
            guard kind == .integerLiteral || kind == .realLiteral else { return nil }
            cursor += 2
            return KotlinLiteralValue.inferredType(file.syntax.sourceText(cursor - 2..<cursor))
        case .punctuation where spelled == "(":
            guard let close = closing(cursor, end: end) else { return nil }
            var inner = cursor + 1
            guard let type = inferredBoolean(&inner, end: close, names: names), inner == close else { return nil }
            cursor = close + 1
            return type
        case .identifier:
            if spelled == "true" || spelled == "false" {
                cursor += 1
                return "Boolean"
            }
            if text(cursor + 1, end) == "(" {
                // `toString()` with an implicit receiver: `names` holds it as `toString()`.
                if text(cursor + 2, end) == ")", text(cursor + 3, end) != "{", let type = names[spelled + "()"] {
                    cursor += 3
                    return type
                }
                // `B(…)`: a module class's constructor (not a parameter of function type called).
                guard names[spelled] == nil, let info = moduleClass(named: spelled), !info.isObject,
                    info.typeParameterCount == 0, let close = closing(cursor + 1, end: end),
                    text(close + 1, end) != "{"
                else { return nil }
                cursor = close + 1
                return spelled
            }
            cursor += 1
            if let type = names[spelled] { return type }
            return inferredType(file.syntax.sourceText(cursor - 1..<cursor))
        default:
            return nil
        }
    }

    /// Whether the written type head `head` (`Flow`, `StateFlow`, qualified or not) is kotlinx.coroutines'.
    private func isKotlinxFlow(_ head: String) -> Bool {
        let package = "kotlinx.coroutines.flow"
        if head.hasPrefix(package + ".") { return true }
        guard !head.contains("."), !index.declaredSimpleNames.contains(head) else { return false }
        if let imported = importScope.explicit[head] { return imported.path == package + "." + head }
        return importScope.stars.contains(package)
    }

    /// The token at `index` when it is before `end`; "" past it.
    private func text(_ index: Int, _ end: Int) -> String {
        index < end ? file.syntax.text(index) : ""
    }

    /// The index of the bracket closing the one at `open` (within the file's tokens), or nil.
    private func closing(_ open: Int, end: Int) -> Int? {
        var depth = 0
        var index = open
        while index < end {
            switch file.syntax.text(index) {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The number of arguments between the parentheses at `open` and `close`.
    private func argumentCount(from open: Int, to close: Int) -> Int {
        guard close > open + 1 else { return 0 }
        var depth = 0
        var count = 1
        for index in (open + 1)..<close {
            switch file.syntax.text(index) {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0: count += 1
            default: break
            }
        }
        return count
    }
}
