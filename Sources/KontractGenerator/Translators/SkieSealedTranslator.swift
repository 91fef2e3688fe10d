// SKIE's exhaustive view of a sealed type: the `…Sealed` enum and the two `onEnum(of:)` overloads.

import KontractCore

/// What SKIE adds for one sealed class or interface (SKIE 0.10.13, `SealedEnumGeneratorDelegate` and
/// `SealedFunctionGeneratorDelegate`):
/// - `enum ASealed` with one case per direct subclass carrying it (`case a1(A.A1)`), `Hashable` when every
///   subclass is a class (an interface child is `any P`, not `Hashable`), and `case else` when the type has no
///   subclass the contract shows;
/// - `onEnum(of: A) -> ASealed` and, `@_disfavoredOverload`, `onEnum(of: A?) -> ASealed?` (`nil` → `.none`).
struct SkieSealedTranslator {
    let context: TranslationContext

    func extras(_ entry: IndexedDeclaration) -> [SwiftDeclaration] {
        let enumName = context.projection.sealedEnumName(of: entry.qualifiedName)
        let sealedName = context.projection.swiftName(of: entry.qualifiedName)
        let subclasses = context.module.subclasses(of: entry.qualifiedName)
        let caseNames = SealedTranslator.caseNames(of: entry, context: context)
        let caseName = { (child: IndexedDeclaration) in
            caseNames[child.qualifiedName] ?? CaseNaming.sealedCaseName(child.declaration.name.value)
        }
        var cases = subclasses.map { child in
            SwiftEnumCase(name: caseName(child), associatedTypes: [valueType(child)])
        }
        if subclasses.isEmpty { cases.append(SwiftEnumCase(name: "`else`")) }
        let isHashable = subclasses.allSatisfy { context.projection.shape(of: $0.qualifiedName) != .classProtocol }
        let sealedEnum = SwiftTypeDeclaration(
            kind: .enum, name: enumName,
            // Its cases carry the hierarchy's classes: `Sendable` only where they are.
            inherits: (isHashable ? ["Hashable"] : []) + (context.profile.classesAreSendable ? ["Sendable"] : []),
            doc: ["SKIE's exhaustive view of `\(sealedName)`; see `onEnum(of:)`."],
            members: cases.map { .enumCase($0) })
        var body: [SwiftStatement] = subclasses.map { child in
            .if(
                [
                    .binding(
                        "value",
                        .cast("sealed", .conditional, .named(context.projection.swiftName(of: child.qualifiedName))))
                ],
                [.return(.call(.member(nil, caseName(child)), SwiftArgument("value")))])
        }
        if subclasses.isEmpty {
            body.append(.return(.member(nil, "`else`")))
        } else {
            let unknown = "a subclass of \(sealedName) unknown to its contract"
            body.append(.expression(.call("preconditionFailure", SwiftArgument(.string(unknown)))))
        }
        let value = valueType(entry)
        let required = SwiftFunction(
            name: "onEnum", parameters: [SwiftParameter(label: "of", name: "sealed", type: value)],
            returnType: .named(enumName), body: body)
        let optional = SwiftFunction(
            name: "onEnum",
            parameters: [SwiftParameter(label: "of", name: "sealed", type: .optional(value))],
            returnType: .optional(.named(enumName)),
            body: [
                .guard([.binding("sealed", "sealed")], else: [.return(.nil)]),
                .return(.cast(.call("onEnum", SwiftArgument("of", "sealed")), .plain, .named(enumName))),
            ],
            doc: ["SKIE's overload for an optional value: `nil` gives `nil` (`case .none`)."],
            attributes: ["@_disfavoredOverload"])
        return [.type(sealedEnum), .function(required), .function(optional)]
    }

    /// The Swift type of a hierarchy member as a value (`any P` for protocols).
    private func valueType(_ entry: IndexedDeclaration) -> SwiftType {
        let name = SwiftType.named(context.projection.swiftName(of: entry.qualifiedName))
        return context.projection.shape(of: entry.qualifiedName) == .classProtocol ? .existential(name) : name
    }
}
