// A final class's `val` that overrides one of a wider type: the inherited property, and the refined one beside it.

import KontractCore

/// `abstract class H { abstract val value: Any? }` + `class S(override val value: String) : H()`: the exporter
/// redeclares `value` in `S` with its own type (`@property (readonly) NSString *value`, as testData
/// headers/classImplementingInterface redeclares `someMethodWithCovariantOverwrite`), so `s.value` is a `String`
/// and `(s as H).value` an `Any?`. Swift cannot override a property with one of another type, so `S` overrides
/// `value` with the inherited type, `@_disfavoredOverload`, and an extension of `CustomStringConvertible` (which
/// every bridge-style class conforms to through `KotlinBase`'s root, `NSObject`) constrained to `Self == S` declares
/// the refined `value: String`: Swift picks it for `s.value` (`let v = s.value` is a `String`), the inherited one for
/// an `H`. Emulated for a final, non-generic class in bridge style and an immutable override (Kotlin's `var`
/// overrides keep their type); otherwise KG0101 (``OverridableMembers/covariantRefusal(_:_:type:overridden:in:at:)``).
struct CovariantOverrides {
    let context: TranslationContext

    /// The marker on the override of the inherited type, so the refined property wins overload resolution.
    static let disfavored = SwiftAttribute("_disfavoredOverload")

    /// True when `entry`'s immutable property overriding one of another type is emulated.
    func emulates(_ entry: IndexedDeclaration, isMutable: Bool) -> Bool {
        guard case .plainClass(let payload) = context.model[entry].kind else { return false }
        return !isMutable && context.profile.classesDeriveKotlinBase && !payload.modality.isExtensible
            && entry.declaration.typeParameters.isEmpty
    }

    /// `extension CustomStringConvertible where Self == S { … }` holding `properties`, the refined ones; nil for none.
    /// A standard protocol: an extension of the runtime's `KotlinStringConvertible` (`@_spi`) would keep them from the
    /// app.
    func refinements(_ properties: [SwiftProperty], of entry: IndexedDeclaration) -> SwiftDeclaration? {
        guard !properties.isEmpty else { return nil }
        var declaration = SwiftTypeDeclaration(
            kind: .extension, access: nil, name: "CustomStringConvertible",
            doc: [
                "The properties `\(entry.declaration.name.value)` overrides with a narrower type, as the framework types "
                    + "them."
            ],
            members: properties.map { .property($0) })
        declaration.sameTypeRequirements = [
            SwiftSameTypeRequirement(.named("Self"), .named(context.names.swiftName(of: entry.qualifiedName)))
        ]
        return .type(declaration)
    }

    /// `self as S`: the refined property's way to the class's storage.
    func instance(of entry: IndexedDeclaration) -> SwiftExpression {
        .parenthesized(.cast(.identifier("self"), .plain, .named(context.names.swiftName(of: entry.qualifiedName))))
    }
}
