// Sealed classes and interfaces → a class tree (bridge), SKIE's onEnum(of:), or a Swift enum (swift style).

import KontractCore

/// Translates one sealed type; its subclasses are translated on their own.
struct SealedTranslator {
    let context: TranslationContext

    /// The superclass and protocols of a class in a sealed hierarchy (bridge style):
    /// the sealed class parent (or `KotlinBase`), then sealed interface parents.
    static func supertypes(of entry: IndexedDeclaration, context: TranslationContext) -> [SwiftType] {
        let parents = context.module.sealedParents(of: entry)
        let classParent = parents.first { context.projection.shape(of: $0) == .openClass }
        let protocols = parents.filter { context.projection.shape(of: $0) == .classProtocol }.map {
            SwiftType.named(context.projection.swiftName(of: $0))
        }
        let base = SwiftType.named(classParent.map(context.projection.swiftName(of:)) ?? RuntimeNames.base)
        // Bridge style: not `Sendable`, as a framework's classes (Swift 6 code sending them fails as there).
        // Otherwise Swift wants a subclass to restate its parent's `@unchecked Sendable`.
        return [base] + protocols + (context.profile.classesAreSendable ? [.attributed(.unchecked, "Sendable")] : [])
    }

    /// The sealed type itself plus, with SKIE, its `…Sealed` enum and `onEnum(of:)`.
    func translate(_ resolved: ResolvedDeclaration) throws -> (
        declaration: SwiftTypeDeclaration, extras: [SwiftDeclaration]
    ) {
        let entry = resolved.syntax
        let name = context.projection.declaredSimpleName(of: entry.qualifiedName)
        let doc = docLines(entry.declaration.doc)
        try SealedConstructor(context: context).checkEmulated(entry)
        switch context.projection.shape(of: entry.qualifiedName) {
        case .classProtocol:
            let parents = context.module.sealedParents(of: entry).map {
                SwiftType.named(context.projection.swiftName(of: $0))
            }
            let declaration = SwiftTypeDeclaration(
                kind: .protocol, name: name,
                inherits: parents.isEmpty
                    ? ["AnyObject"] + (context.profile.classesAreSendable ? ["Sendable"] : []) : parents, doc: doc,
                members: try SealedInterfaceProperties(context: context).requirements(of: entry))
            return (declaration, skieExtras(entry))
        case .swiftEnum:
            // A Swift enum's case holds a value; a plain interface child has none to hold.
            if let child = children(of: entry).first(where: { $0.declaration.kind == .interface }) {
                throw Diagnostic.generator(
                    .declarationLeftOut,
                    "the generated Swift leaves out the sealed interface '\(entry.declaration.name.value)': its "
                        + "interface child '\(child.declaration.name.value)' is emulated in bridge style only",
                    at: entry.declaration.location)
            }
            return (try swiftStyleEnum(entry, name, doc), [])
        default:
            let declaration = SwiftTypeDeclaration(
                kind: .openClass, name: name, inherits: Self.supertypes(of: entry, context: context), doc: doc,
                members: try SealedConstructor(context: context).members(of: entry)
                    + SealedInterfaceProperties(context: context).abstractClassMembers(of: entry))
            return (declaration, skieExtras(entry))
        }
    }

    private func children(of entry: IndexedDeclaration) -> [IndexedDeclaration] {
        context.module.subclasses(of: entry.qualifiedName)
    }

    /// SKIE: `enum SearchResultSealed { case found(SearchResult.Found) ... }` and `onEnum(of:)`.
    private func skieExtras(_ entry: IndexedDeclaration) -> [SwiftDeclaration] {
        context.profile.hasSealedEnum(annotations: entry.declaration.skieAnnotations)
            ? SkieSealedTranslator(context: context).extras(entry) : []
    }

    /// A sealed type none of whose descendants is a class or object: Swift sees an enum without values.
    private func isUninhabited(_ entry: IndexedDeclaration) -> Bool {
        entry.declaration.kind.isSealed && children(of: entry).allSatisfy(isUninhabited)
    }

    /// The case of each direct subclass of `parent` in its Swift enum (`found`; Swift names when the Kotlin
    /// names collide: `CaseNaming.sealedCaseNames`), by qualified name.
    static func caseNames(of parent: IndexedDeclaration, context: TranslationContext) -> [String: String] {
        let children = context.module.subclasses(of: parent.qualifiedName)
        // SKIE's `SealedInterop.Case.Name` (the subclass's annotation, else the configuration) names a case as written.
        let configured = { (child: IndexedDeclaration) -> String? in
            guard context.profile.isBridge,
                context.profile.hasSealedEnum(annotations: parent.declaration.skieAnnotations)
            else { return nil }
            return SKIEAnnotations.string(SKIEAnnotations.sealedCaseName, of: child.declaration)
                ?? context.options.skie.sealedCaseName
        }
        let names = CaseNaming.sealedCaseNames(
            children.map {
                (
                    kotlinName: $0.declaration.name.value,
                    swiftName: context.projection.rules.localSwiftName(of: $0.qualifiedName),
                    configuredName: configured($0)
                )
            })
        return Dictionary(zip(children.map(\.qualifiedName), names), uniquingKeysWith: { first, _ in first })
    }

    /// The case of `child` in the Swift enum of `parent`.
    static func caseName(_ child: IndexedDeclaration, in parent: IndexedDeclaration, context: TranslationContext)
        -> String
    {
        caseNames(of: parent, context: context)[child.qualifiedName]
            ?? CaseNaming.sealedCaseName(child.declaration.name.value)
    }

    /// The Swift type a swift-style case carries: the subclass, a generic one (`Cell<T>`) with each type argument
    /// `Any?` (the emulation's generic classes have no constraints; a case holds one type).
    static func payloadType(_ child: IndexedDeclaration, context: TranslationContext) -> SwiftType {
        let name = context.projection.swiftName(of: child.qualifiedName)
        let parameters = child.declaration.typeParameters
        return parameters.isEmpty ? .named(name) : .named(name, parameters.map { _ in .optional(.named("Any")) })
    }

    /// swift style: an enum whose cases carry the subclasses (objects carry nothing).
    private func swiftStyleEnum(_ entry: IndexedDeclaration, _ name: String, _ doc: [String]) throws
        -> SwiftTypeDeclaration
    {
        let subclasses = children(of: entry)
        var cases: [SwiftEnumCase] = []
        var descriptions: [SwiftSwitchCase] = []
        var hashes: [SwiftSwitchCase] = []
        let caseNames = Self.caseNames(of: entry, context: context)
        for child in subclasses {
            let caseName = caseNames[child.qualifiedName] ?? CaseNaming.sealedCaseName(child.declaration.name.value)
            if child.declaration.kind.isObject {
                cases.append(SwiftEnumCase(name: caseName))
                descriptions.append(
                    SwiftSwitchCase(
                        patterns: [.member(nil, caseName)], [.return(.string(child.declaration.name.value))]))
                hashes.append(
                    SwiftSwitchCase(
                        patterns: [.member(nil, caseName)],
                        [.return(RuntimeNames.hashCode(.string(child.declaration.name.value)))]))
            } else {
                cases.append(
                    SwiftEnumCase(
                        name: caseName, associatedTypes: [Self.payloadType(child, context: context)]
                    ))
                let pattern = SwiftExpression.call(.member(nil, caseName), SwiftArgument(.bindingPattern("value")))
                descriptions.append(
                    SwiftSwitchCase(patterns: [pattern], [.return(.member("value", "kotlinDescription"))]))
                hashes.append(SwiftSwitchCase(patterns: [pattern], [.return(.member("value", "kotlinHashCode"))]))
            }
        }
        if !subclasses.isEmpty && subclasses.allSatisfy(isUninhabited) {
            // Every case carries a sealed type without instances: Swift still wants the switches closed.
            let unreachable = SwiftSwitchCase.default([
                .expression(.call("fatalError", SwiftArgument(.string("no value has this type"))))
            ])
            descriptions.append(unreachable)
            hashes.append(unreachable)
        }
        var members: [SwiftDeclaration] = cases.map { .enumCase($0) }
        // Also without cases (an empty `switch self {}`): a parent's case reads them from this type.
        members.append(
            .property(
                SwiftProperty(
                    name: "kotlinDescription", type: "String", getter: [.switch(.selfValue, descriptions)])))
        members.append(
            .property(SwiftProperty(name: "kotlinHashCode", type: "Int32", getter: [.switch(.selfValue, hashes)])))
        members += try SealedInterfaceProperties(context: context).swiftStyleMembers(of: entry, caseNames: caseNames)
        members += try SealedConstructor(context: context).enumMembers(of: entry, caseNames: caseNames)
        let hasPayload = cases.contains { !$0.associatedTypes.isEmpty }
        return SwiftTypeDeclaration(
            kind: hasPayload ? .indirectEnum : .enum, name: name,
            inherits: ["Hashable", "Sendable"]
                + (cases.isEmpty ? [] : [.named(RuntimeNames.stringConvertible), .named(RuntimeNames.hashable)]),
            doc: doc, members: members)
    }
}
