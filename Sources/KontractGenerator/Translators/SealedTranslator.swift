// Sealed classes and interfaces → a class tree (bridge), SKIE's onEnum(of:), or a Swift enum (swift style).

import KontractCore

/// Translates one sealed type; its subclasses are translated on their own.
struct SealedTranslator {
    let context: TranslationContext

    /// The superclass and protocols of a class in a sealed hierarchy (bridge style):
    /// the sealed class parent (or `KotlinBase`), then sealed interface parents.
    static func supertypes(of entry: IndexedDeclaration, context: TranslationContext) -> [String] {
        let parents = context.module.sealedParents(of: entry)
        let classParent = parents.first { context.names.shape(of: $0) == .openClass }
        let protocols = parents.filter { context.names.shape(of: $0) == .classProtocol }.map(
            context.names.swiftName(of:))
        // Swift wants a subclass to restate its parent's `@unchecked Sendable`.
        let base = classParent.map(context.names.swiftName(of:)) ?? RuntimeNames.base
        return [base] + protocols + ["@unchecked Sendable"]
    }

    /// The sealed type itself plus, with SKIE, its `…Sealed` enum and `onEnum(of:)`.
    func translate(_ resolved: ResolvedDeclaration) throws -> (
        declaration: SwiftTypeDeclaration, extras: [SwiftDeclaration]
    ) {
        let entry = resolved.syntax
        let name = context.names.declaredSimpleName(of: entry.qualifiedName)
        let doc = docLines(entry.declaration.doc)
        switch context.names.shape(of: entry.qualifiedName) {
        case .classProtocol:
            let parents = context.module.sealedParents(of: entry).map(context.names.swiftName(of:))
            let declaration = SwiftTypeDeclaration(
                kind: .protocol, name: name, inherits: parents.isEmpty ? ["AnyObject", "Sendable"] : parents, doc: doc)
            return (declaration, skieExtras(entry))
        case .swiftEnum:
            return (try swiftStyleEnum(entry, name, doc), [])
        default:
            let declaration = SwiftTypeDeclaration(
                kind: .openClass, name: name, inherits: Self.supertypes(of: entry, context: context), doc: doc)
            return (declaration, skieExtras(entry))
        }
    }

    private func children(of entry: IndexedDeclaration) -> [IndexedDeclaration] {
        context.module.subclasses(of: entry.qualifiedName)
    }

    /// SKIE: `enum SearchResultSealed { case found(SearchResult.Found) ... }` and `onEnum(of:)`.
    private func skieExtras(_ entry: IndexedDeclaration) -> [SwiftDeclaration] {
        guard context.interop == .skie else { return [] }
        let enumName = context.names.sealedEnumName(of: entry.qualifiedName)
        let subclasses = children(of: entry)
        let cases = subclasses.map { child in
            SwiftEnumCase(name: Self.caseName(child), associatedTypes: [childType(child)])
        }
        let sealedEnum = SwiftTypeDeclaration(
            kind: .enum, name: enumName, inherits: ["Sendable"],
            doc: [
                "SKIE's exhaustive view of `\(context.names.swiftName(of: entry.qualifiedName))`; see `onEnum(of:)`."
            ],
            members: cases.map { .enumCase($0) })
        var body: [SwiftStatement] = subclasses.map { child in
            .line(
                "if let value = sealed as? \(context.names.swiftName(of: child.qualifiedName)) { return .\(Self.caseName(child))(value) }"
            )
        }
        body.append(
            .line(
                "preconditionFailure(\"a subclass of \(context.names.swiftName(of: entry.qualifiedName)) unknown to its contract\")"
            ))
        let function = SwiftFunction(
            name: "onEnum", parameters: [SwiftParameter(label: "of", name: "sealed", type: childType(entry))],
            returnType: enumName, body: body)
        return [.type(sealedEnum), .function(function)]
    }

    /// The Swift type of a hierarchy member as a value (`any P` for protocols).
    private func childType(_ child: IndexedDeclaration) -> String {
        let name = context.names.swiftName(of: child.qualifiedName)
        return context.names.shape(of: child.qualifiedName) == .classProtocol ? "any \(name)" : name
    }

    /// `Found` → `found`, escaped when it is a keyword.
    static func caseName(_ child: IndexedDeclaration) -> String {
        SwiftKeywords.escaped(ObjCExportNaming.lowercasedFirst(child.declaration.name.value))
    }

    /// swift style: an enum whose cases carry the subclasses (objects carry nothing).
    private func swiftStyleEnum(_ entry: IndexedDeclaration, _ name: String, _ doc: [String]) throws
        -> SwiftTypeDeclaration
    {
        let subclasses = children(of: entry)
        var cases: [SwiftEnumCase] = []
        var descriptions: [SwiftSwitchCase] = []
        var hashes: [SwiftSwitchCase] = []
        for child in subclasses {
            let caseName = Self.caseName(child)
            if child.declaration.kind.isObject {
                cases.append(SwiftEnumCase(name: caseName))
                let text = SwiftLiterals.string(child.declaration.name.value)
                descriptions.append(SwiftSwitchCase("case .\(caseName)", [.line("return \(text)")]))
                hashes.append(SwiftSwitchCase("case .\(caseName)", [.line("return \(RuntimeNames.hashCode(text))")]))
            } else {
                cases.append(
                    SwiftEnumCase(name: caseName, associatedTypes: [context.names.swiftName(of: child.qualifiedName)]))
                descriptions.append(
                    SwiftSwitchCase("case .\(caseName)(let value)", [.line("return value.kotlinDescription")]))
                hashes.append(SwiftSwitchCase("case .\(caseName)(let value)", [.line("return value.kotlinHashCode")]))
            }
        }
        var members: [SwiftDeclaration] = cases.map { .enumCase($0) }
        if !cases.isEmpty {
            members.append(
                .property(
                    SwiftProperty(
                        name: "kotlinDescription", type: "String", getter: [.switchBlock("self", descriptions)])))
            members.append(
                .property(SwiftProperty(name: "kotlinHashCode", type: "Int32", getter: [.switchBlock("self", hashes)])))
        }
        let hasPayload = cases.contains { !$0.associatedTypes.isEmpty }
        return SwiftTypeDeclaration(
            kind: hasPayload ? .indirectEnum : .enum, name: name,
            inherits: ["Hashable", "Sendable"]
                + (cases.isEmpty ? [] : [RuntimeNames.stringConvertible, RuntimeNames.hashable]),
            doc: doc, members: members)
    }
}
