// Member functions of declared classes and extension functions on them, as instance members in extensions.

import KontractCore

extension FunctionTranslator {
    /// `extension Foo { ... }` for each declared class the file's extension functions extend.
    func categoryExtensions(of file: ResolvedDeclaration, leftOut: inout [Diagnostic]) -> [SwiftDeclaration] {
        var owners: [String] = []
        var byOwner: [String: [ResolvedFunction]] = [:]
        for function in file.functions where Self.isTranslated(function) {
            guard let receiver = function.receiver, let owner = categoryOwner(of: receiver) else { continue }
            if let refusal = categoryRefusal(function, owner: owner) {
                leftOut.append(
                    .generator(
                        .declarationLeftOut,
                        "the generated Swift leaves out the extension function '\(function.name.value)': \(refusal)",
                        at: function.location))
                continue
            }
            if byOwner[owner.qualifiedName] == nil { owners.append(owner.qualifiedName) }
            byOwner[owner.qualifiedName, default: []].append(function)
        }
        return owners.flatMap { qualifiedName -> [SwiftDeclaration] in
            guard let owner = context.module[qualifiedName] else { return [] }
            var (members, translated) = categoryScope(
                byOwner[qualifiedName] ?? [], of: file, on: owner, leftOut: &leftOut)
            members += scopeOverloads(of: translated, on: owner, scope: .category(file.id), leftOut: &leftOut)
            return extensionDeclaration(of: owner, members: members) + skieSuspendForwarders(of: owner, members)
        }
    }

    /// The Swift declarations of `file`'s extension functions on `owner` (already filtered by ``categoryRefusal``),
    /// and each function with its own.
    func categoryScope(
        _ functions: [ResolvedFunction], of file: ResolvedDeclaration, on owner: IndexedDeclaration,
        leftOut: inout [Diagnostic]
    ) -> (members: [SwiftDeclaration], translated: [(function: ResolvedFunction, declarations: [SwiftDeclaration])]) {
        instanceScope(functions, on: owner, isMember: false, ownerName: file.name, leftOut: &leftOut)
    }

    /// Why the extension function `function` cannot be an instance member of `owner`, or nil when it can.
    func categoryRefusal(_ function: ResolvedFunction, owner: IndexedDeclaration) -> String? {
        extensionRefusal(owner) ?? shadowing(function, in: owner)
    }

    /// The member functions of a data class, object or plain class, in an extension of its type.
    func memberExtension(of entry: IndexedDeclaration, leftOut: inout [Diagnostic]) -> [SwiftDeclaration] {
        switch entry.declaration.kind {
        case .dataClass, .object, .dataObject, .enumClass: break
        case .plainClass where PlainClassTranslator.translates(entry, context: context): break
        case .interface: return interfaceFunctions(of: entry, leftOut: &leftOut).extensions
        default: return []
        }
        let functions = context.model[entry].functions.filter(Self.isTranslated)
        guard !functions.isEmpty else { return [] }
        if let refusal = extensionRefusal(entry) {
            for function in functions {
                leftOut.append(
                    .generator(
                        .declarationLeftOut,
                        "the generated Swift leaves out the function '\(function.name.value)': \(refusal)",
                        at: function.location))
            }
            return []
        }
        var (members, translated) = memberScope(functions, of: entry, leftOut: &leftOut)
        members += scopeOverloads(of: translated, on: entry, scope: .members, leftOut: &leftOut)
        return extensionDeclaration(of: entry, members: members) + skieSuspendForwarders(of: entry, members)
            + EnumMembers(context: context, entry: entry).originalForwarders(members)
    }

    /// The Swift declarations of `entry`'s member functions (`functions`, translated ones of a type that takes
    /// members), and each function with its own.
    func memberScope(_ functions: [ResolvedFunction], of entry: IndexedDeclaration, leftOut: inout [Diagnostic])
        -> (members: [SwiftDeclaration], translated: [(function: ResolvedFunction, declarations: [SwiftDeclaration])])
    {
        instanceScope(functions, on: entry, isMember: true, ownerName: entry.declaration.name.value, leftOut: &leftOut)
    }

    /// One scope of instance functions on `owner` (its members, or one file's extension functions named after the
    /// file, `ownerName`): the Swift declarations, and each function with its own.
    private func instanceScope(
        _ functions: [ResolvedFunction], on owner: IndexedDeclaration, isMember: Bool, ownerName: String,
        leftOut: inout [Diagnostic]
    ) -> (members: [SwiftDeclaration], translated: [(function: ResolvedFunction, declarations: [SwiftDeclaration])]) {
        let names = memberNames(of: owner)
        var taken = takenMemberNames(of: owner)
        var members: [SwiftDeclaration] = []
        var translated: [(function: ResolvedFunction, declarations: [SwiftDeclaration])] = []
        for function in functions {
            guard let name = names[function.location] else { continue }
            if let clash = propertyClash(function, name: name, owner: owner, isMember: isMember) {
                leftOut.append(.generator(.declarationLeftOut, clash, at: function.location))
                continue
            }
            do {
                let overridable = OverridableMembers(context: context)
                let inClassBody = isMember && OverridableMembers.liveInClassBody(owner, context: context)
                if inClassBody,
                    let refusal = OverridableMembers.genericOverrideRefusal(function, in: owner, context: context)
                {
                    throw refusal
                }
                let base = inClassBody ? OverridableMembers.overridden(function, in: owner, context: context) : nil
                var declarations = try translate(
                    function, name: name, selfType: context.names.swiftName(of: owner.qualifiedName),
                    receiverIsArgument: isMember, owner: ownerName, taken: &taken,
                    implementationSuffix: inClassBody ? overridable.implementationSuffix(of: function, in: owner) : "",
                    genericOwner: !owner.declaration.typeParameters.isEmpty)
                if inClassBody {
                    // A covariant result (`fun foo(): String` over `fun foo(): Any`) is the exporter's refined
                    // redeclaration: in Swift an overload beside the inherited method, not an override of it.
                    declarations = overridable.inClassBody(
                        declarations, of: owner,
                        overriding: base.map { "\($0.returns)" == "\(function.returns)" } ?? false)
                }
                members += declarations
                translated.append((function, declarations))
            } catch {
                leftOut.append(ContractFileTranslator.diagnostic(error, at: function.location))
            }
        }
        return (members, translated)
    }

    /// In swift style (Kotlin's names, no exporter mangling), why an extension function cannot stand beside a member
    /// function of `owner` with its name and parameter types: Kotlin calls the member (the extension is shadowed),
    /// and Swift cannot declare both. Nil otherwise; the exporter's names tell them apart (`foo_()`).
    private func shadowing(_ function: ResolvedFunction, in owner: IndexedDeclaration) -> String? {
        guard !context.profile.usesObjCFunctionNames else { return nil }
        let types = function.parameters.map { "\($0.type)" }
        let shadowed = context.model[owner].functions.contains { member in
            Self.isTranslated(member) && member.receiver == nil && member.name.value == function.name.value
                && member.parameters.map { "\($0.type)" } == types
        }
        return shadowed
            ? "the member function of '\(owner.declaration.name.value)' with its signature shadows it (Kotlin calls the "
                + "member) and Swift cannot declare both under Kotlin's names" : nil
    }

    /// Why a method without arguments cannot stand beside a property of its name (`val bar` and `fun bar()`): the
    /// exporter's Objective-C class has both (the getter renamed `bar_`, testData `mangleProperty`), and Swift, which
    /// sees both there, cannot declare both. Nil otherwise.
    private func propertyClash(
        _ function: ResolvedFunction, name: ObjCFunctionNaming.Name, owner: IndexedDeclaration, isMember: Bool
    ) -> String? {
        // A member function's own receiver (`fun Int.bar()` in the class) is its first argument.
        guard function.parameters.isEmpty, name.labels.isEmpty, !(isMember && function.receiver != nil) else {
            return nil
        }
        let properties = takenMemberNames(of: owner).subtracting(["shared", "description"])
        guard properties.contains(name.base) else { return nil }
        return "the generated Swift leaves out the function '\(function.name.value)()': Swift cannot declare it beside "
            + "the property '\(name.base)' of '\(owner.declaration.name.value)' (the framework's Objective-C class has "
            + "both; Swift code cannot)"
    }

    /// Why Swift cannot get members in an extension of `entry` yet, or nil when it can.
    func extensionRefusal(_ entry: IndexedDeclaration) -> String? {
        if entry.declaration.kind == .plainClass, !ViewModelClassTranslator.isViewModel(entry, context: context),
            !PlainClassTranslator.translates(entry, context: context)
        {
            return "the generator does not generate the class '\(entry.declaration.name.value)' yet"
        }
        let sealedType = entry.declaration.kind.isSealed ? entry.qualifiedName : entry.nestingSealedParent
        if let sealedType, context.projection.shape(of: sealedType) == .swiftEnum {
            return "sealed types and their subclasses are Swift enums in swift style"
        }
        return nil
    }

    private func extensionDeclaration(of owner: IndexedDeclaration, members: [SwiftDeclaration]) -> [SwiftDeclaration] {
        guard !members.isEmpty else { return [] }
        return [
            .type(
                SwiftTypeDeclaration(
                    kind: .extension, access: nil, name: context.names.swiftName(of: owner.qualifiedName),
                    members: members))
        ]
    }

    /// Names of the type's stored and computed members, which implementations must not reuse.
    private func takenMemberNames(of owner: IndexedDeclaration) -> Set<String> {
        let declaration = owner.declaration
        let names =
            declaration.properties.map(\.name.value) + declaration.derived.map(\.name.value)
            + declaration.memberProperties.map(\.name.value)
            + (declaration.constructors ?? []).flatMap { $0.parameters.filter { $0.binding != nil }.map(\.name.value) }
        return Set(names.map { PropertyNaming.memberName($0, profile: context.projection.profile) }).union([
            "shared", "description",
        ])
    }

    /// The Swift names of every function landing on `owner`: its own functions first, then the extension
    /// functions of each file, mangled together as the exporter mangles one class and its categories.
    private func memberNames(of owner: IndexedDeclaration) -> [SourceLocation: ObjCFunctionNaming.Name] {
        // A member function's own receiver (`fun Int.bar()` inside the class) is its first argument.
        var groups: [ObjCFunctionNaming.FunctionGroup] = [
            .init(functions: context.model[owner].functions.filter { $0.provides == nil }, receiverIsArgument: true)
        ]
        for declaration in context.model.declarations {
            guard case .file = declaration.kind else { continue }
            let extensions = declaration.functions.filter { function in
                guard Self.isTranslated(function), let receiver = function.receiver else { return false }
                return categoryOwner(of: receiver)?.qualifiedName == owner.qualifiedName
            }
            if !extensions.isEmpty { groups.append(.init(functions: extensions, receiverIsArgument: false)) }
        }
        let names = self.names(groups: groups)
        // SKIE's Swift enum is Swift code, where `var foo` and `func foo()` cannot both be members (the exporter's
        // Objective-C class has both): SKIE's passthrough names the method `foo_()`
        // (enums/with_members/collisions/name_collision_without_parameters).
        var getters = Set<String>()
        if context.profile.usesObjCFunctionNames, owner.declaration.kind == .enumClass,
            context.projection.shape(of: owner.qualifiedName) == .swiftEnum
        {
            let declaration = owner.declaration
            getters = Set(
                (declaration.properties.map(\.name.value) + declaration.derived.map(\.name.value)
                    + declaration.memberProperties.map(\.name.value)).map {
                        PropertyNaming.memberName($0, profile: context.projection.profile)
                    })
        }
        var result: [SourceLocation: ObjCFunctionNaming.Name] = [:]
        for (group, groupNames) in zip(groups, names) {
            for (function, var name) in zip(group.functions, groupNames) {
                while name.labels.isEmpty, getters.contains(name.base) { name.base += "_" }
                // A suspend extension mangled against a member on its `completionHandler_:` label: its `async`
                // form is `foo_()` (SKIE's suspend/classes/extensions/conflict_with_method), not a second `foo()`.
                if hasCompletionHandlerShape(function), let last = name.labels.last, last.hasPrefix("completionHandler")
                {
                    name.asyncSuffix = last.count - "completionHandler".count
                }
                result[function.location] = name
            }
        }
        return result
    }
}
