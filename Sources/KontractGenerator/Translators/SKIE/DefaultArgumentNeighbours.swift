// The functions SKIE's default-argument collision detection compares a class's scope with: other files' extensions, members, relatives.

import KontractCore

/// One scope of instance functions on a class: its member functions, or one file's extension functions on it.
enum DefaultArgumentScope: Equatable {
    case members
    case category(DeclarationID)
}

extension FunctionTranslator {
    /// SKIE's default-argument overloads of one scope of `owner`'s instance functions, detecting collisions with
    /// every other scope on `owner` and on the classes and interfaces it shares an inheritance line with (SKIE's
    /// `RemoveConflictingDefaultArgumentOverloadsPhase` runs over the whole module: `A.foo(i:)` of B.kt removes the
    /// overload `foo(i:)` of A.kt's `A.foo(i: Int = zero, k: Int = 1)`, a subclass's member the superclass's).
    func scopeOverloads(
        of translated: [(function: ResolvedFunction, declarations: [SwiftDeclaration])], on owner: IndexedDeclaration,
        scope: DefaultArgumentScope, leftOut: inout [Diagnostic]
    ) -> [SwiftDeclaration] {
        let generator = DefaultArgumentOverloads(context: context)
        guard context.profile.mayHaveDefaultArgumentOverloads,
            translated.contains(where: { generator.isEnabled(for: $0.function) })
        else { return [] }
        let erasures = PlainClassTranslator(context: context).erasures(of: owner)
        return overloads(
            of: translated, selfReference: "self", neighbours: defaultArgumentNeighbours(of: owner, besides: scope),
            erasures: erasures, leftOut: &leftOut)
    }

    /// The functions of every scope on `owner` other than `scope`, and of every scope on its superclasses, interfaces
    /// and subclasses, in the module's order (SKIE's `Signature` receivers are equal when one class inherits from
    /// the other). Their diagnostics are their own scopes' to report.
    func defaultArgumentNeighbours(of owner: IndexedDeclaration, besides scope: DefaultArgumentScope)
        -> [DefaultArgumentOverloads.Neighbour]
    {
        let relatives = inheritanceLine(of: owner)
        var ignored: [Diagnostic] = []
        var result: [DefaultArgumentOverloads.Neighbour] = []
        for declaration in context.model.declarations where relatives.contains(declaration.syntax.qualifiedName) {
            let entry = declaration.syntax
            guard entry.qualifiedName != owner.qualifiedName || scope != .members else { continue }
            result += memberNeighbours(of: entry, ignored: &ignored)
        }
        for file in context.model.declarations {
            guard case .file = file.kind else { continue }
            var byOwner: [String: [ResolvedFunction]] = [:]
            for function in file.functions where Self.isTranslated(function) {
                guard let receiver = function.receiver, let target = categoryOwner(of: receiver),
                    relatives.contains(target.qualifiedName), categoryRefusal(function, owner: target) == nil
                else { continue }
                byOwner[target.qualifiedName, default: []].append(function)
            }
            for declaration in context.model.declarations {
                let entry = declaration.syntax
                guard let functions = byOwner[entry.qualifiedName],
                    entry.qualifiedName != owner.qualifiedName || scope != .category(file.id)
                else { continue }
                let translated = categoryScope(functions, of: file, on: entry, leftOut: &ignored).translated
                result += translated.map {
                    .init(function: $0.function, declarations: $0.declarations, hasOverloads: true)
                }
            }
        }
        return result
    }

    /// The member functions of a relative as the collision detection sees them: a class's with their overloads, an
    /// interface's without (SKIE gives interface methods none).
    private func memberNeighbours(of entry: IndexedDeclaration, ignored: inout [Diagnostic])
        -> [DefaultArgumentOverloads.Neighbour]
    {
        let functions = context.model[entry].functions.filter(Self.isTranslated)
        guard !functions.isEmpty else { return [] }
        switch entry.declaration.kind {
        case .dataClass, .object, .dataObject, .enumClass: break
        case .plainClass where PlainClassTranslator.translates(entry, context: context): break
        case .interface:
            let names = self.names(groups: [.init(functions: functions, receiverIsArgument: true)])[0]
            let protocolName = context.names.swiftName(of: entry.qualifiedName)
            var taken: Set<String> = []
            return zip(functions, names).compactMap { function, name in
                do {
                    let declarations = try translate(
                        function, name: name, selfType: "any " + protocolName, receiverIsArgument: true,
                        owner: entry.declaration.name.value, taken: &taken,
                        implementationHolder: Self.holderName(of: protocolName))
                    return .init(function: function, declarations: declarations, hasOverloads: false)
                } catch {
                    // The interface's own translation refuses the function with this diagnostic, in its contract's
                    // run; as a neighbour it only drops out of the comparison, with the neighbours' other diagnostics.
                    ignored.append(ContractFileTranslator.diagnostic(error, at: function.syntax.location))
                    return nil
                }
            }
        default: return []
        }
        guard extensionRefusal(entry) == nil else { return [] }
        return memberScope(functions, of: entry, leftOut: &ignored).translated.map {
            .init(function: $0.function, declarations: $0.declarations, hasOverloads: true)
        }
    }

    /// `owner`, the declared classes and interfaces it inherits from, and those inheriting from it.
    private func inheritanceLine(of owner: IndexedDeclaration) -> Set<String> {
        var ancestorsByName: [String: Set<String>] = [:]
        func ancestors(_ name: String, visiting: Set<String> = []) -> Set<String> {
            if let known = ancestorsByName[name] { return known }
            guard let entry = context.module[name], !visiting.contains(name) else { return [] }
            var result: Set<String> = []
            for parent in context.model[entry].supertypes.compactMap(\.declaredName) {
                result.insert(parent)
                result.formUnion(ancestors(parent, visiting: visiting.union([name])))
            }
            ancestorsByName[name] = result
            return result
        }
        var line = ancestors(owner.qualifiedName).union([owner.qualifiedName])
        for declaration in context.model.declarations {
            let name = declaration.syntax.qualifiedName
            if ancestors(name).contains(owner.qualifiedName) { line.insert(name) }
        }
        return line
    }
}
