// What a getter expression calls that the contract's expression subset cannot (`get() = flowOf(1, 2, 3)`).

import KontractCore
import KotlinSourceSyntax

extension ExtractionContext {
    /// The functions the getter subset calls (`BuiltinMember`'s), built once.
    static let getterSubsetFunctions = Set(BuiltinMember.allCases.filter { !$0.isProperty }.map(\.rawValue))

    /// The first function `expression` calls that the getter subset does not (docs/contract-format.md, getter
    /// expressions: only the standard-library members of `BuiltinMember`), nil when it calls none. A call is a name
    /// followed by `(` (or by `{`, a trailing lambda); `if`/`when` and the like are not calls.
    func unsupportedCall(in expression: KotlinSourceText) -> String? {
        let tokens = file.syntax.tokens
        let supported = Self.getterSubsetFunctions
        for index in expression.tokens where index + 1 < expression.tokens.upperBound {
            guard tokens[index].kind == .identifier || tokens[index].kind == .backtickedIdentifier else { continue }
            let next = file.syntax.text(index + 1)
            guard next == "(" || next == "{" else { continue }
            let name = file.syntax.text(index)
            if ["if", "when", "while", "for", "else", "try", "catch", "return", "in", "is", "as"].contains(name) {
                continue
            }
            if !supported.contains(name.withoutBackticks) { return name }
        }
        return nil
    }
}
