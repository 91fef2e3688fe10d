// SKIE's exhaustive view of a sealed type: the `…Sealed` enum and the two `onEnum(of:)` overloads.

import KontractCore

/// What SKIE adds for one sealed class or interface (SKIE 0.10.13, `SealedEnumGeneratorDelegate` and
/// `SealedFunctionGeneratorDelegate`):
/// - `enum ASealed` with one case per direct subclass carrying it (`case a1(A.A1)`), `Hashable` when every
///   subclass is a class (an interface child is `any P`, not `Hashable`), and `case else` when a subclass is hidden
///   (`SealedInterop.Case.Hidden`, or the configuration's `sealedCaseVisible` false) or the type has no
///   subclass the contract shows;
/// - `onEnum<__Sealed: A>(of: __Sealed) -> ASealed` and, `@_disfavoredOverload`, the same over `__Sealed?`
///   (`nil` → `.none`); for a sealed interface over `any A` and `(any A)?`. SKIE's runtime class
///   `Skie_SuspendResult` has its own, so a class of no sealed type is "requires that 'X' inherit from
///   'Skie_SuspendResult'".
struct SkieSealedTranslator {
    let context: TranslationContext

    func extras(_ entry: IndexedDeclaration) -> [SwiftDeclaration] {
        let enumName = context.projection.sealedEnumName(of: entry.qualifiedName)
        let sealedName = context.projection.swiftName(of: entry.qualifiedName)
        // `SealedInterop.Case.Hidden` (or "sealedCaseVisible": false) subclasses have no case: they are `else`.
        let skie = context.options.skie
        let children = context.module.subclasses(of: entry.qualifiedName)
        let subclasses = children.filter { child in
            SKIEAnnotations.switchValue(
                child.declaration.skieAnnotations, enabled: SKIEAnnotations.sealedCaseVisible,
                disabled: SKIEAnnotations.sealedCaseHidden) ?? skie.sealedCaseVisible
        }
        let hasElse = subclasses.count < children.count || children.isEmpty
        let caseNames = SealedTranslator.caseNames(of: entry, context: context)
        let caseName = { (child: IndexedDeclaration) in
            caseNames[child.qualifiedName] ?? CaseNaming.sealedCaseName(child.declaration.name.value)
        }
        var cases = subclasses.map { child in
            SwiftEnumCase(name: caseName(child), associatedTypes: [valueType(child)])
        }
        // The sealed type's own `SealedInterop.*` annotations win over the configuration, as in SKIE.
        let declaration = entry.declaration
        let elseCase = SwiftKeywords.escaped(
            SKIEAnnotations.string(SKIEAnnotations.sealedElseName, of: declaration) ?? skie.sealedElseName)
        if hasElse { cases.append(SwiftEnumCase(name: elseCase)) }
        let isHashable = subclasses.allSatisfy { context.projection.shape(of: $0.qualifiedName) != .classProtocol }
        let sealedEnum = SwiftTypeDeclaration(
            kind: .enum, name: enumName,
            // Its cases carry the hierarchy's classes: `Sendable` only where they are.
            inherits: (isHashable ? ["Hashable"] : []) + (context.profile.classesAreSendable ? ["Sendable"] : []),
            doc: ["SKIE's exhaustive view of `\(sealedName)`; see `onEnum(of:)`."],
            members: cases.map { .enumCase($0) })
        // SKIE's `SealedInterop.Function` names: `_` is no label, an empty label is the parameter's name.
        let function = SwiftKeywords.escaped(
            SKIEAnnotations.string(SKIEAnnotations.sealedFunctionName, of: declaration) ?? skie.sealedFunctionName)
        let parameter = SwiftKeywords.escaped(
            SKIEAnnotations.string(SKIEAnnotations.sealedFunctionParameterName, of: declaration)
                ?? skie.sealedFunctionParameterName)
        let argumentLabel =
            SKIEAnnotations.string(SKIEAnnotations.sealedFunctionArgumentLabel, of: declaration)
            ?? skie.sealedFunctionArgumentLabel
        let label: String? =
            switch argumentLabel {
            case "_": nil
            case "": parameter
            default: SwiftKeywords.escaped(argumentLabel)
            }
        var body: [SwiftStatement] = subclasses.map { child in
            // An enum SKIE converts: the value is its original class `__A`, the case holds the Swift enum `A`.
            if isConvertedEnum(child) {
                let original = SwiftType.named(OriginalKotlinEnum(context: context).referenceName(of: child))
                return .if(
                    [.binding("value", .cast(.identifier(parameter), .conditional, original))],
                    [
                        .return(
                            .call(
                                .member(nil, caseName(child)),
                                SwiftArgument(.call(.member("value", "toSwiftEnum"), []))))
                    ])
            }
            // A generic subclass has no one Swift type to cast to: its marker protocol tells it (below).
            let marker = genericMarker(child, enumName: enumName, caseName: caseName(child))
            let castType =
                marker == nil ? .named(context.projection.swiftName(of: child.qualifiedName)) : valueType(child)
            let test: [SwiftCondition] =
                marker.map { [.binding("_", .cast(.identifier(parameter), .conditional, .existential(.named($0))))] }
                ?? []
            return .if(
                test + [.binding("value", .cast(.identifier(parameter), .conditional, castType))],
                [.return(.call(.member(nil, caseName(child)), SwiftArgument("value")))])
        }
        if hasElse {
            body.append(.return(.member(nil, elseCase)))
        } else {
            let unknown = "a subclass of \(sealedName) unknown to its contract"
            body.append(.expression(.call("preconditionFailure", SwiftArgument(.string(unknown)))))
        }
        // Generic over the value's type, as SKIE declares it: `onEnum<__Sealed: A>(of sealed: __Sealed)`. Not
        // for a sealed interface: SKIE's is an ObjC protocol, whose `any A` conforms to `A` itself; Swift's
        // protocol existential does not (`(any A)?` would not match `__Sealed?`), so it takes `any A`.
        let isGeneric = context.projection.shape(of: entry.qualifiedName) != .classProtocol
        let constraints =
            isGeneric ? [SwiftGenericParameter(SkieHiddenNaming.sealedValue, constraints: [.named(sealedName)])] : []
        let value: SwiftType = isGeneric ? .named(SkieHiddenNaming.sealedValue) : valueType(entry)
        var required = SwiftFunction(
            name: function, parameters: [SwiftParameter(label: label, name: parameter, type: value)],
            returnType: .named(enumName), body: body)
        required.genericParameters = constraints
        var optional = SwiftFunction(
            name: function,
            parameters: [SwiftParameter(label: label, name: parameter, type: .optional(value))],
            returnType: .optional(.named(enumName)),
            body: [
                .guard([.binding(parameter, .identifier(parameter))], else: [.return(.nil)]),
                .return(
                    .cast(
                        .call(.identifier(function), SwiftArgument(label, .identifier(parameter))), .plain,
                        .named(enumName))),
            ],
            doc: ["SKIE's overload for an optional value: `nil` gives `nil` (`case .none`)."],
            attributes: ["@_disfavoredOverload"])
        optional.genericParameters = constraints
        let markers: [SwiftDeclaration] = subclasses.flatMap { child -> [SwiftDeclaration] in
            guard let marker = genericMarker(child, enumName: enumName, caseName: caseName(child)) else { return [] }
            return [
                .type(
                    SwiftTypeDeclaration(kind: .protocol, access: .fileprivate, name: marker, inherits: ["AnyObject"])),
                .type(
                    SwiftTypeDeclaration(
                        kind: .extension, access: nil, name: context.projection.swiftName(of: child.qualifiedName),
                        inherits: [.named(marker)])),
            ]
        }
        return [.type(sealedEnum), .function(required), .function(optional)] + markers
    }

    /// An enum class implementing the sealed interface that SKIE turns into a Swift enum (`A`, its class `__A`).
    private func isConvertedEnum(_ entry: IndexedDeclaration) -> Bool {
        entry.declaration.kind == .enumClass && context.profile.hasOriginalKotlinEnums
            && context.projection.shape(of: entry.qualifiedName) == .swiftEnum
    }

    /// The Swift type of a hierarchy member as a value (`any P` for protocols). A generic subclass (`A1<T>`) is
    /// carried as its non-generic superclass (the sealed class, else `KotlinBase`): its specializations are
    /// distinct Swift types, where the framework's ObjC generics erase to one class; a test casts it back
    /// (`a1 as! A1<KotlinInt>`), as against the framework.
    private func valueType(_ entry: IndexedDeclaration) -> SwiftType {
        let name = SwiftType.named(context.projection.swiftName(of: entry.qualifiedName))
        if !entry.declaration.typeParameters.isEmpty, entry.declaration.kind == .plainClass {
            let classParent = context.module.sealedParents(of: entry).first {
                context.projection.shape(of: $0) == .openClass
            }
            return .named(classParent.map(context.projection.swiftName(of:)) ?? RuntimeNames.base)
        }
        return context.projection.shape(of: entry.qualifiedName) == .classProtocol ? .existential(name) : name
    }

    /// The file-private protocol every specialization of generic subclass `entry` adopts, so `onEnum(of:)` can
    /// tell it (`__ASealed_a1`); nil for a subclass that is not generic.
    private func genericMarker(_ entry: IndexedDeclaration, enumName: String, caseName: String) -> String? {
        guard !entry.declaration.typeParameters.isEmpty, entry.declaration.kind == .plainClass else { return nil }
        return SkieHiddenNaming.genericSubclassMarker(enumName: enumName, caseName: caseName)
    }
}
