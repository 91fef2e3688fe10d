// A sealed class's constructor properties in bridge style: stored in the class, passed by each subclass's `super.init`.

import KontractCore

/// `sealed class Result(val code: Int, var note: String = "none")`: the exporter shows the class with its
/// designated `init(code:note:)` and the properties, which every subclass inherits (`ok.code`); each subclass's own
/// initializer chains to it with what the Kotlin subclass passes (`superArguments`). Decoding sets them from the
/// JSON afterwards (kotlinx keeps the JSON's value), hence the `internal(set)` of a `val`.
struct SealedConstructor {
    let context: TranslationContext

    /// The resolved constructor parameters of the sealed class `entry` (empty for any other declaration).
    func parameters(of entry: IndexedDeclaration) -> [ResolvedConstructorParameter] {
        guard case .sealed(let payload) = context.model[entry].kind else { return [] }
        return payload.constructorParameters
    }

    /// The sealed superclass of `entry` whose constructor takes parameters, with them.
    func superclass(of entry: IndexedDeclaration) -> (IndexedDeclaration, [ResolvedConstructorParameter])? {
        guard let parent = context.module.index.sealedSuperclass(of: entry) else { return nil }
        let parameters = parameters(of: parent)
        return parameters.isEmpty ? nil : (parent, parameters)
    }

    /// Throws KG0102 where the emulation stops: swift style (a struct or enum cannot inherit the properties yet)
    /// and a plain class below such a sealed class.
    func checkEmulated(_ entry: IndexedDeclaration) throws {
        let parameters = parameters(of: entry)
        if let first = parameters.first, !context.profile.isBridge {
            throw Diagnostic.generator(
                .supertypeNotEmulated,
                "the generator does not emulate the constructor parameters of sealed class "
                    + "'\(entry.declaration.name.value)' in swift style yet (issue 26): generate with --style bridge",
                at: first.location)
        }
        if entry.declaration.kind == .plainClass, let (parent, _) = superclass(of: entry) {
            throw Diagnostic.generator(
                .supertypeNotEmulated,
                "the generator does not emulate class '\(entry.declaration.name.value)' below sealed class "
                    + "'\(parent.declaration.name.value)', whose constructor takes parameters, yet (issue 26)",
                at: entry.declaration.name.location)
        }
    }

    /// The sealed class's members: each `val`/`var` parameter a stored property (`public internal(set) var` for a
    /// `val`), and its designated initializer.
    func members(of entry: IndexedDeclaration) throws -> [SwiftDeclaration] {
        let parameters = parameters(of: entry)
        guard !parameters.isEmpty else { return [] }
        let profile = context.projection.profile
        var members: [SwiftDeclaration] = []
        var body: [SwiftStatement] = []
        var initParameters: [SwiftParameter] = []
        for parameter in parameters {
            let swiftType = try context.types.swiftType(parameter.type, at: parameter.typeLocation)
            let local = PropertyNaming.local(parameter.name.value, profile: profile)
            initParameters.append(
                SwiftParameter(
                    label: PropertyNaming.label(parameter.name.value, profile: profile), name: local,
                    type: parameter.type.isSwiftClosure ? .attributed(.escaping, swiftType) : swiftType))
            guard let binding = parameter.binding else { continue }
            let member = PropertyNaming.escapedMember(parameter.name.value, profile: profile)
            var property = SwiftProperty(
                modifiers: binding.value == .var ? [.public] : [.public, .internalSet], isMutable: true, name: member,
                type: swiftType, doc: docLines(parameter.doc))
            property.value = nil
            members.append(.property(property))
            body.append(.assign(SwiftExpression.selfValue.member(member), .identifier(local)))
        }
        body.append(.expression(.call(.member("super", "init"), [])))
        members.append(.initializer(SwiftInitializer(modifiers: [.public], parameters: initParameters, body: body)))
        return members
    }

    /// `super.init(code: 200, note: c)`: what `entry` passes to its sealed superclass (`superArguments`; a parameter
    /// without one takes its default); nil when the superclass takes none.
    func superInit(of entry: IndexedDeclaration) throws -> SwiftStatement? {
        guard let (_, parameters) = superclass(of: entry) else { return nil }
        let profile = context.projection.profile
        let arguments = context.model[entry].superArguments ?? []
        let defaults = DefaultValueTranslator(context: context)
        return .expression(
            .call(
                .member("super", "init"),
                try parameters.map { parameter in
                    let label = PropertyNaming.argumentLabel(parameter.name.value, profile: profile)
                    switch arguments.first(where: { $0.name == parameter.name.value })?.value {
                    case .constant(let constant):
                        return SwiftArgument(label, try defaults.expression(constant, type: parameter.type))
                    case .parameter(let name):
                        return SwiftArgument(label, .identifier(PropertyNaming.local(name, profile: profile)))
                    case nil:
                        guard let constant = parameter.defaultValue else {
                            throw Diagnostic.generator(
                                .supertypeNotEmulated,
                                "'\(entry.declaration.name.value)' passes no value for '\(parameter.name.value)'",
                                at: entry.declaration.name.location)
                        }
                        return SwiftArgument(label, try defaults.expression(constant, type: parameter.type))
                    }
                }))
    }

    /// The sealed superclasses' constructor properties `entry` inherits, outermost first, as kotlinx writes them.
    func inherited(by entry: IndexedDeclaration) -> [ResolvedConstructorParameter] {
        context.module.index.inheritedSealedProperties(of: entry).compactMap { parameter, owner in
            parameters(of: owner).first { $0.name.value == parameter.name.value }
        }
    }
}
