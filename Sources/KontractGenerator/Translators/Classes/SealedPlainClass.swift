// A plain class (`class A1 : A()`) in a sealed hierarchy: its sealed supertypes and, in swift style, what the parent enum reads.

import KontractCore

/// What a plain class gains from the sealed classes and interfaces it extends.
///
/// Bridge style: the sealed class is its superclass (instead of `KotlinBase`) and sealed interfaces are
/// protocols it adopts; like every framework class it is not `Sendable`. Swift style: the sealed
/// type is an enum whose case carries the class, so the class is `Hashable` by identity (Kotlin's `equals` of
/// a class that does not override it), `@unchecked Sendable`, and has the `kotlinDescription` /
/// `kotlinHashCode` the enum's switches read.
struct SealedPlainClass {
    let context: TranslationContext
    let entry: IndexedDeclaration

    /// The sealed classes and interfaces `entry` extends (nested in or named in `supertypes`).
    var sealedParents: [String] {
        context.module.sealedParents(of: entry).filter {
            context.module.index[$0]?.declaration.kind.isSealed == true
        }
    }

    /// The sealed class Swift sees as the superclass (bridge style), if any.
    var superclass: String? {
        sealedParents.first { context.projection.shape(of: $0) == .openClass }.map(context.projection.swiftName(of:))
    }

    /// The sealed interfaces Swift sees as protocols (bridge style).
    var protocols: [String] {
        sealedParents.filter { context.projection.shape(of: $0) == .classProtocol }.map(
            context.projection.swiftName(of:))
    }

    /// True when a parent is a Swift enum carrying this class (swift style).
    var isEnumPayload: Bool {
        sealedParents.contains { context.projection.shape(of: $0) == .swiftEnum }
    }

    /// Swift style: identity `==`/`hash(into:)`, `kotlinDescription` (`pkg.A1@hash`) and `kotlinHashCode`.
    func enumPayloadMembers(typeName: String) -> [SwiftDeclaration] {
        let identity = SwiftExpression.call(.identifier("ObjectIdentifier"), [SwiftArgument(.identifier("self"))])
        let equals = SwiftFunction(
            modifiers: [.public, .static], name: "==",
            parameters: [
                SwiftParameter(label: nil, name: "lhs", type: .named(typeName)),
                SwiftParameter(label: nil, name: "rhs", type: .named(typeName)),
            ],
            returnType: "Bool", body: [.return(.binary(.identifier("lhs"), "===", .identifier("rhs")))],
            doc: ["Kotlin's `equals` of a class that does not override it: identity."])
        let hash = SwiftFunction(
            name: "hash", parameters: [SwiftParameter(label: "into", name: "hasher", type: .inOut(.named("Hasher")))],
            returnType: nil,
            body: [.expression(.call(.member(.identifier("hasher"), "combine"), [SwiftArgument(identity)]))])
        let hashCode = SwiftExpression.call(
            .identifier("Int32"), [SwiftArgument("truncatingIfNeeded", .member(identity, "hashValue"))])
        let hex = SwiftExpression.call(
            .identifier("String"),
            [
                SwiftArgument(
                    .binary(
                        .call(.identifier("UInt32"), [SwiftArgument("bitPattern", hashCode)]), "&",
                        .number("0xFFFF_FFFF"))),
                SwiftArgument("radix", .number("16")),
            ])
        return [
            .function(equals),
            .function(hash),
            .property(
                SwiftProperty(
                    name: "kotlinDescription", type: "String",
                    getter: [.return(.interpolatedString([.text(entry.qualifiedName + "@"), .interpolation(hex)]))],
                    doc: [
                        "Kotlin's `toString()` of a class that does not override it: `pkg.Name@` and an identity hash."
                    ])),
            .property(SwiftProperty(name: "kotlinHashCode", type: "Int32", getter: [.return(hashCode)])),
        ]
    }
}
