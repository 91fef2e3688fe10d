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
        let enumName = context.names.sealedEnumName(of: entry.qualifiedName)
        let sealedName = context.names.swiftName(of: entry.qualifiedName)
        let subclasses = context.module.subclasses(of: entry.qualifiedName)
        var cases = subclasses.map { child in
            SwiftEnumCase(name: SealedTranslator.caseName(child), associatedTypes: [valueType(child)])
        }
        if subclasses.isEmpty { cases.append(SwiftEnumCase(name: "`else`")) }
        let isHashable = subclasses.allSatisfy { context.names.shape(of: $0.qualifiedName) != .classProtocol }
        let sealedEnum = SwiftTypeDeclaration(
            kind: .enum, name: enumName, inherits: (isHashable ? ["Hashable"] : []) + ["Sendable"],
            doc: ["SKIE's exhaustive view of `\(sealedName)`; see `onEnum(of:)`."],
            members: cases.map { .enumCase($0) })
        var body: [SwiftStatement] = subclasses.map { child in
            .line(
                "if let value = sealed as? \(context.names.swiftName(of: child.qualifiedName)) { "
                    + "return .\(SealedTranslator.caseName(child))(value) }")
        }
        body.append(
            subclasses.isEmpty
                ? .line("return .`else`")
                : .line("preconditionFailure(\"a subclass of \(sealedName) unknown to its contract\")"))
        let required = SwiftFunction(
            name: "onEnum", parameters: [SwiftParameter(label: "of", name: "sealed", type: valueType(entry))],
            returnType: enumName, body: body)
        let value = valueType(entry)
        let optional = SwiftFunction(
            name: "onEnum",
            parameters: [
                SwiftParameter(label: "of", name: "sealed", type: value.hasPrefix("any ") ? "(\(value))?" : value + "?")
            ],
            returnType: "\(enumName)?",
            body: [
                .line("guard let sealed else { return nil }"),
                .line("return onEnum(of: sealed) as \(enumName)"),
            ],
            doc: ["SKIE's overload for an optional value: `nil` gives `nil` (`case .none`)."],
            attributes: ["@_disfavoredOverload"])
        return [.type(sealedEnum), .function(required), .function(optional)]
    }

    /// The Swift type of a hierarchy member as a value (`any P` for protocols).
    private func valueType(_ entry: IndexedDeclaration) -> String {
        let name = context.names.swiftName(of: entry.qualifiedName)
        return context.names.shape(of: entry.qualifiedName) == .classProtocol ? "any \(name)" : name
    }
}
