// What every resolved member shares: the contract's syntax it resolves, whose fields read through it.

/// A resolved member or constructor: the parsed `syntax` with its types resolved. The syntax's own fields
/// (name, location, doc, ...) read through the resolved value (`property.name` is `property.syntax.name`).
@dynamicMemberLookup
public protocol ResolvedSyntax {
    associatedtype Syntax
    var syntax: Syntax { get }
}

extension ResolvedSyntax {
    public subscript<Value>(dynamicMember keyPath: KeyPath<Syntax, Value>) -> Value { syntax[keyPath: keyPath] }
}
