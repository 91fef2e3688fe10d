// A fragment of generated Swift expression text with what is needed to combine it safely.

/// Swift operator precedence, loosest first, for deciding where parentheses go.
enum SwiftPrecedence: Int, Comparable {
    case disjunction
    case conjunction
    case comparison
    case nilCoalescing
    case addition
    case prefix
    /// Literals, names, calls, member chains: safe to append `.member` to.
    case postfix

    static func < (lhs: SwiftPrecedence, rhs: SwiftPrecedence) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Swift expression text, its precedence, and whether it is an open optional chain.
struct SwiftCode {
    var text: String
    var precedence: SwiftPrecedence
    /// True for `a?.b...`: appending `.c` continues the chain (and applies to the unwrapped `b`).
    var isOpenChain = false
    /// For an open chain: whether its last link is optional by itself (so the next link needs `?.`).
    var lastLinkIsOptional = false

    init(_ text: String, _ precedence: SwiftPrecedence = .postfix) {
        self.text = text
        self.precedence = precedence
    }

    /// The text as the base of a new postfix (`.map { }`, `.member` on the whole value):
    /// parenthesized unless it is a closed postfix expression. `(a?.b).map` maps the optional;
    /// `a?.b.map` would not.
    var closed: String {
        precedence == .postfix && !isOpenChain ? text : "(\(text))"
    }

    /// The text as an operand of a binary operator of `precedence`: parenthesized when it binds
    /// more loosely, or equally on the side the operator does not group from (Swift's comparisons
    /// do not group at all; `??` groups from the right, the others from the left).
    func side(of precedence: SwiftPrecedence, isRight: Bool) -> String {
        if self.precedence > precedence { return text }
        if self.precedence == precedence && precedence != .comparison && !isOpenChain {
            let groupsFromRight = precedence == .nilCoalescing
            if isRight == groupsFromRight { return text }
        }
        return "(\(text))"
    }
}
