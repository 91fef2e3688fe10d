// What every resolved member shares: the contract's syntax (its fields read through), where its type is written.

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

/// A parsed member with a declared `type` (properties and parameters).
public protocol TypedMemberSyntax {
    var type: KotlinType { get }
}

extension Property: TypedMemberSyntax {}
extension DerivedProperty: TypedMemberSyntax {}
extension MemberProperty: TypedMemberSyntax {}
extension FileProperty: TypedMemberSyntax {}
extension Parameter: TypedMemberSyntax {}
extension ConstructorParameter: TypedMemberSyntax {}

extension ResolvedSyntax where Syntax: TypedMemberSyntax {
    /// Where the contract wrote the type.
    public var typeLocation: SourceLocation { syntax.type.location }
}
