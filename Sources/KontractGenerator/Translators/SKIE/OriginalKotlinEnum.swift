// SKIE's original Kotlin enum class `__A` next to its Swift enum `A`, and the bridging between them.

import KontractCore

/// SKIE (EnumInterop, on by default) replaces an exported enum class `A` by a Swift enum and keeps the
/// exporter's class under the name `__A`; `A` is `_ObjectiveCBridgeable` to `__A`, so `original as A` and
/// `swiftCase as __A` convert (Swift's bridging coercion, which also type-checks on Linux). `__A` has the
/// same entries (as static properties with SKIE's case names), `entries` and `values()` as the exporter's class.
struct OriginalKotlinEnum {
    let context: TranslationContext

    /// `__` before the declared name: `A` → `__A`.
    static func name(of swiftName: String) -> String { SkieHiddenNaming.hidden(swiftName) }

    /// How other code names `__A`: under its enclosing type (`Outer.__A`), else module-qualified.
    func referenceName(of entry: IndexedDeclaration) -> String {
        let original = Self.name(of: context.projection.declaredSimpleName(of: entry.qualifiedName))
        return context.projection.enclosingSwiftName(of: entry.qualifiedName).map { $0 + "." + original }
            ?? context.projection.rules.moduleQualified(original)
    }

    /// The `__A` class and the `_ObjectiveCBridgeable` extension of `A`; empty without SKIE's enums.
    func declarations(_ entry: IndexedDeclaration, classMembers: [SwiftDeclaration]) -> [SwiftDeclaration] {
        guard context.profile.hasOriginalKotlinEnums else { return [] }
        let declaredName = context.projection.declaredSimpleName(of: entry.qualifiedName)
        let swiftName = context.projection.swiftName(of: entry.qualifiedName)
        let enclosing = context.projection.enclosingSwiftName(of: entry.qualifiedName)
        let original = Self.name(of: declaredName)
        let originalType = SwiftType.named(
            enclosing.map { $0 + "." + original } ?? context.projection.rules.moduleQualified(original))
        let swiftType = SwiftType.named(swiftName)
        let kotlinClass = SwiftTypeDeclaration(
            kind: .finalClass, name: original,
            // Not `Sendable`: the exporter's class, as every framework class (its entries are `nonisolated(unsafe)`).
            inherits: [.named(RuntimeNames.enumBase, [enclosing == nil ? originalType : .named(original)])]
                + EnumMembers(context: context, entry: entry).protocols(),
            doc: [
                "The Kotlin enum class `\(entry.declaration.name.value)` as the exporter shows it; SKIE renames it `\(original)`."
            ],
            members: classMembers)
        let index = { (value: SwiftExpression) in
            SwiftExpression.call(.identifier("Int"), [SwiftArgument(.member(value, "ordinal"))])
        }
        // `entries` as EnumTranslator names it (`entries_` when an entry is named `ENTRIES`).
        let entries = entry.declaration.entries
        var taken = Set(entries.map { context.projection.enumCaseName($0.name.value, inEnum: entry.qualifiedName) })
        _ = CaseNaming.freeClassMemberName("values", taken: &taken)
        let entriesName = CaseNaming.freeClassMemberName("entries", taken: &taken)
        let fromOriginal = SwiftExpression.subscript(
            .member(.type(swiftType), "allCases"), index(.identifier("source")))
        let result = SwiftParameter(label: "result", name: "result", type: .inOut(.optional(swiftType)))
        let source = SwiftParameter(label: nil, name: "source", type: originalType)
        let bridging: [SwiftDeclaration] = [
            .function(
                SwiftFunction(
                    name: "_bridgeToObjectiveC", parameters: [], returnType: originalType,
                    body: [.return(.subscript(.member(.type(originalType), entriesName), index(.identifier("self"))))])),
            .function(
                SwiftFunction(
                    modifiers: [.public, .static], name: "_forceBridgeFromObjectiveC", parameters: [source, result],
                    returnType: nil, body: [.assign(.identifier("result"), fromOriginal)])),
            .function(
                SwiftFunction(
                    modifiers: [.public, .static], name: "_conditionallyBridgeFromObjectiveC",
                    parameters: [source, result], returnType: "Bool",
                    body: [.assign(.identifier("result"), fromOriginal), .return(.bool(true))])),
            .function(
                SwiftFunction(
                    modifiers: [.public, .static], name: "_unconditionallyBridgeFromObjectiveC",
                    parameters: [SwiftParameter(label: nil, name: "source", type: .optional(originalType))],
                    returnType: swiftType,
                    body: [
                        .guard(
                            [.binding("source", .identifier("source"))],
                            else: [
                                .expression(
                                    .call(
                                        .identifier("fatalError"),
                                        [SwiftArgument(.string("nil bridged to \(swiftName)"))]))
                            ]),
                        .return(fromOriginal),
                    ])),
            // SKIE's conversion methods (ExhaustiveEnumsGenerator): `A.a1.toKotlinEnum()`, `__A.a1.toSwiftEnum()`.
            .function(
                SwiftFunction(
                    modifiers: [.public], name: "toKotlinEnum", parameters: [], returnType: originalType,
                    body: [.return(.call(.identifier("_bridgeToObjectiveC")))])),
        ]
        let bridge = SwiftTypeDeclaration(
            kind: .extension, access: nil, name: swiftName, inherits: ["_ObjectiveCBridgeable"],
            doc: ["SKIE: `\(swiftName)` and the Kotlin class `\(original)` convert with `as`."], members: bridging)
        let toSwift = SwiftTypeDeclaration(
            kind: .extension, access: nil, name: originalType.description,
            members: [
                .function(
                    SwiftFunction(
                        modifiers: [.public], name: "toSwiftEnum", parameters: [], returnType: swiftType,
                        body: [
                            .return(
                                .call(
                                    .member(.type(swiftType), "_unconditionallyBridgeFromObjectiveC"),
                                    SwiftArgument(.identifier("self"))))
                        ]))
            ])
        let placed =
            enclosing.map {
                SwiftTypeDeclaration(kind: .extension, access: nil, name: $0, members: [.type(kotlinClass)])
            } ?? kotlinClass
        return [.type(placed), .type(bridge), .type(toSwift)] + originalEnclosingAlias(entry, original: original)
    }

    /// An enum nested in an enum SKIE converts is also a member of the outer one's original class, as SKIE
    /// declares it: `__A.__B` (an alias of `A.__B`).
    private func originalEnclosingAlias(_ entry: IndexedDeclaration, original: String) -> [SwiftDeclaration] {
        guard let dot = entry.qualifiedName.lastIndex(of: "."),
            let outer = context.module.index[String(entry.qualifiedName[..<dot])],
            outer.declaration.kind == .enumClass, context.projection.shape(of: outer.qualifiedName) == .swiftEnum,
            let enclosing = context.projection.enclosingSwiftName(of: entry.qualifiedName)
        else { return [] }
        let outerOriginal = Self.name(of: context.projection.declaredSimpleName(of: outer.qualifiedName))
        let outerPath = context.projection.enclosingSwiftName(of: outer.qualifiedName).map { $0 + "." + outerOriginal }
        return [
            .type(
                SwiftTypeDeclaration(
                    kind: .extension, access: nil,
                    name: outerPath ?? context.projection.rules.moduleQualified(outerOriginal),
                    members: [.typeAlias(SwiftTypeAlias(name: original, type: .named(enclosing + "." + original)))]))
        ]
    }
}
