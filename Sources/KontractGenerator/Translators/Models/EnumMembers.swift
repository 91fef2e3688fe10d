// An enum class's constructor properties, body properties, entry arguments and interfaces, in each configuration.

import KontractCore

/// `enum class Tab(val title: String) : Named { HOME("Home"); val upper get() = ... }`: the exporter's class stores
/// each entry's values (objc interop, SKIE's `__Tab`); SKIE's Swift enum forwards to `__Tab` as SKIE's
/// `ExhaustiveEnumsMembersPassthroughGenerator` does; a swift-style enum switches over its cases.
struct EnumMembers {
    let context: TranslationContext
    let entry: IndexedDeclaration

    private var resolved: ResolvedDeclaration { context.model[entry] }

    private var payload: EnumPayload? {
        if case .enumClass(let payload) = resolved.kind { return payload }
        return nil
    }

    /// Per entry, the Swift values its constructor call passes, one per property.
    func entryArguments() throws -> [[SwiftExpression]] {
        guard let payload else { return entry.declaration.entries.map { _ in [] } }
        let defaults = DefaultValueTranslator(context: context)
        return try zip(payload.entries, payload.values).map { value, constants in
            try zip(payload.properties, constants).map { property, constant in
                guard let constant else {
                    throw Diagnostic.generator(
                        .unspellableDefault,
                        "entry '\(value.name.value)' has no value for '\(property.name.value)'",
                        at: value.name.location)
                }
                return try defaults.expression(constant, type: property.type)
            }
        }
    }

    /// The exporter's class: a stored property per constructor property, the private initializer the entries call,
    /// the body properties.
    func classMembers() throws -> [SwiftDeclaration] {
        guard let payload else { return [] }
        var members: [SwiftDeclaration] = []
        var parameters: [SwiftParameter] = [
            SwiftParameter(label: "name", name: "name", type: "String"),
            SwiftParameter(label: "ordinal", name: "ordinal", type: "Int32"),
        ]
        var body: [SwiftStatement] = []
        for (position, property) in payload.properties.enumerated() {
            let name = swiftName(property)
            let type = try context.types.swiftType(property.type, at: property.typeLocation)
            var stored = SwiftProperty(
                isMutable: property.isMutable, name: name, type: type, doc: docLines(property.doc))
            stored.attributes = DeprecationAttributes.attributes(property.export)
            members.append(.property(stored))
            parameters.append(SwiftParameter(label: nil, name: "value\(position)", type: type))
            body.append(.assign(.member(.selfValue, name), .identifier("value\(position)")))
        }
        // Without properties the entries call `KotlinEnum`'s initializer, redeclared private so that app code
        // cannot make an entry (the exporter marks the subclass's `init(name:ordinal:)` unavailable).
        let superInit = SwiftExpression.member(.identifier("super"), "init")
        body.append(
            .expression(
                .call(
                    superInit,
                    [SwiftArgument("name", .identifier("name")), SwiftArgument("ordinal", .identifier("ordinal"))])))
        let modifiers: [SwiftModifier] = payload.properties.isEmpty ? [.private, .override] : [.private]
        members.append(.initializer(SwiftInitializer(modifiers: modifiers, parameters: parameters, body: body)))
        members += try DerivedPropertyTranslator(context: context).translate(resolved)
        return members
    }

    /// The Swift enum's properties: with SKIE's `__A`, each forwards to the entry's object (a `var` through a
    /// `nonmutating set`); in swift style a switch over the cases returns the entry's value (a `var` is read-only:
    /// ``diagnostics(of:context:)``).
    func swiftEnumMembers() throws -> [SwiftDeclaration] {
        guard let payload else { return [] }
        let forwards = context.profile.hasOriginalKotlinEnums
        let cases = payload.entries.map {
            SwiftExpression.member(nil, context.projection.enumCaseName($0.name.value, inEnum: entry.qualifiedName))
        }
        let arguments = forwards ? [] : try entryArguments()
        var members: [SwiftDeclaration] = []
        for (position, property) in payload.properties.enumerated() {
            let name = swiftName(property)
            let type = try context.types.swiftType(property.type, at: property.typeLocation)
            var computed: SwiftProperty
            if forwards {
                let original = SwiftExpression.call(.identifier("_bridgeToObjectiveC"), [])
                computed = SwiftProperty(
                    name: name, type: type, getter: [.expression(.member(original, name))], doc: docLines(property.doc))
                if property.isMutable {
                    computed.setter = [.assign(.member(original, name), .identifier("newValue"))]
                    computed.setterIsNonmutating = true
                }
            } else {
                computed = SwiftProperty(
                    name: name, type: type,
                    getter: [
                        .switch(
                            .selfValue,
                            zip(cases, arguments).map { SwiftSwitchCase(patterns: [$0], [.return($1[position])]) })
                    ], doc: docLines(property.doc))
            }
            computed.attributes = DeprecationAttributes.attributes(property.export)
            members.append(.property(computed))
        }
        members += try DerivedPropertyTranslator(context: context).translate(resolved)
        return members
    }

    /// SKIE's `__A` keeps the exporter's methods: an extension of `__A` whose methods call the Swift enum's (the
    /// implementations live there; SKIE forwards the other way, to the same effect).
    func originalForwarders(_ translated: [SwiftDeclaration]) -> [SwiftDeclaration] {
        guard entry.declaration.kind == .enumClass, context.profile.hasOriginalKotlinEnums,
            context.projection.shape(of: entry.qualifiedName) == .swiftEnum
        else { return [] }
        let forwarders = translated.compactMap { declaration -> SwiftDeclaration? in
            guard case .function(let function) = declaration, !function.modifiers.contains(.static) else { return nil }
            let arguments = function.parameters.map { parameter in
                SwiftArgument(
                    parameter.label == "_" ? nil : parameter.label ?? parameter.name, .identifier(parameter.name))
            }
            var call = SwiftExpression.call(.member(.call(.identifier("toSwiftEnum"), []), function.name), arguments)
            if function.effects.isAsync { call = .await(call) }
            if function.effects.throwing != .none { call = .try(call) }
            var forwarder = SwiftFunction(
                modifiers: function.modifiers, name: function.name, parameters: function.parameters,
                returnType: function.returnType, body: [function.returnType == nil ? .expression(call) : .return(call)],
                doc: function.doc, effects: function.effects, attributes: function.attributes)
            forwarder.genericParameters = function.genericParameters
            return .function(forwarder)
        }
        guard !forwarders.isEmpty else { return [] }
        let original = OriginalKotlinEnum.name(of: context.projection.declaredSimpleName(of: entry.qualifiedName))
        let enclosing = context.projection.enclosingSwiftName(of: entry.qualifiedName)
        return [
            .type(
                SwiftTypeDeclaration(
                    kind: .extension, access: nil,
                    name: enclosing.map { $0 + "." + original } ?? context.projection.rules.moduleQualified(original),
                    members: forwarders))
        ]
    }

    /// The protocols of the interfaces the enum class implements, sealed ones included (on the exporter's class,
    /// `A : KotlinEnum<A> <I>`, and SKIE's `__A`; SKIE's Swift enum does not adopt them, and a swift-style enum
    /// cannot adopt a class-bound protocol: ``diagnostics(of:context:)``; its sealed interface is an enum with a case
    /// for it).
    func protocols() -> [SwiftType] {
        resolved.supertypes.compactMap { type in
            guard let name = type.declaredName, let kind = context.module.index[name]?.declaration.kind,
                kind == .interface
                    || (kind == .sealedInterface && context.projection.shape(of: name) == .classProtocol)
            else { return nil }
            return .named(context.projection.swiftName(of: name))
        }
    }

    /// What a swift-style enum leaves out: a `var`'s setter (a case holds no state), the interfaces it implements.
    /// In every configuration: an enum class under a `@Serializable` sealed interface is not emulated (KG0102).
    static func diagnostics(of entry: IndexedDeclaration, context: TranslationContext) -> [Diagnostic] {
        guard entry.declaration.kind == .enumClass else { return [] }
        return serializableSealedParents(of: entry, context: context) + narrowedProperties(of: entry, context: context)
            + swiftStyleDiagnostics(of: entry, context: context)
    }

    /// A `@Serializable` sealed interface among the enum's sealed ancestors: kotlinx's sealed serializer takes the
    /// enum as a subclass, but Json refuses to encode it with the class discriminator at run time ("Enums cannot
    /// be serialized polymorphically with 'type' parameter"); the generated serializers do not emulate that (KG0102).
    private static func serializableSealedParents(of entry: IndexedDeclaration, context: TranslationContext)
        -> [Diagnostic]
    {
        // The model resolved the supertypes once, in the contract's order.
        let resolvedSupertypes = context.model[entry].supertypes
        return zip(entry.declaration.supertypes, resolvedSupertypes).compactMap { supertype, resolved -> Diagnostic? in
            guard let name = resolved.declaredName, let parent = context.module.index[name],
                parent.declaration.kind == .sealedInterface,
                let serializable = ([parent] + sealedAncestors(of: parent, context: context)).first(where: {
                    $0.declaration.isSerializable
                })
            else { return nil }
            return Diagnostic.generator(
                .supertypeNotEmulated,
                "enum class '\(entry.declaration.name.value)' implements the sealed interface '\(supertype)', "
                    + "and '\(serializable.declaration.name.value)' is @Serializable: kotlinx's Json rejects an enum "
                    + "value with the class discriminator at run time, which the generated serializers do not emulate "
                    + "(mark the sealed interface \"serializable\": false if it is not @Serializable)",
                at: supertype.location)
        }
    }

    /// The sealed types above a sealed type, each once (the model's `sealedParents` also name plain interfaces).
    private static func sealedAncestors(of entry: IndexedDeclaration, context: TranslationContext)
        -> [IndexedDeclaration]
    {
        var seen: Set<String> = [entry.qualifiedName]
        var result: [IndexedDeclaration] = []
        var pending = context.module.sealedParents(of: entry)
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let parent = context.module.index[name], parent.declaration.kind.isSealed
            else { continue }
            result.append(parent)
            pending += context.module.sealedParents(of: parent)
        }
        return result
    }

    /// A property narrowing the type of an interface's `val` (`val title: String` for `val title: String?`): valid
    /// Kotlin, but Swift's protocol wants the very type (KG0102). A generic interface's property is not compared.
    private static func narrowedProperties(of entry: IndexedDeclaration, context: TranslationContext) -> [Diagnostic] {
        let resolved = context.model[entry]
        let own =
            resolved.properties.map { ($0.name.value, $0.type, $0.typeLocation) }
            + resolved.derived.map { ($0.name.value, $0.type, $0.typeLocation) }
        var seen = Set<String>()
        var pending = resolved.supertypes.compactMap(\.declaredName)
        var diagnostics: [Diagnostic] = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let interface = context.module.index[name],
                interface.declaration.kind == .interface, interface.declaration.typeParameters.isEmpty
            else { continue }
            let model = context.model[interface]
            pending += model.supertypes.compactMap(\.declaredName)
            for property in model.memberProperties {
                guard let mine = own.first(where: { $0.0 == property.name.value }), mine.1 != property.type else {
                    continue
                }
                diagnostics.append(
                    .generator(
                        .supertypeNotEmulated,
                        "property '\(mine.0)' of enum class '\(entry.declaration.name.value)' narrows the type of "
                            + "'\(interface.nameInPackage).\(mine.0)' (\(property.type)): the generated Swift does not "
                            + "emulate a covariant override (the protocol wants the same type)", at: mine.2))
            }
        }
        return diagnostics
    }

    private static func swiftStyleDiagnostics(of entry: IndexedDeclaration, context: TranslationContext)
        -> [Diagnostic]
    {
        guard context.projection.shape(of: entry.qualifiedName) == .swiftEnum,
            !context.profile.hasOriginalKotlinEnums
        else { return [] }
        let setters = entry.declaration.properties.filter(\.isMutable).map { property in
            Diagnostic.generator(
                .declarationLeftOut,
                "the generated Swift leaves out the setter of '\(property.name.value)': a case of a swift-style enum "
                    + "holds no state, so the property is read-only", at: property.location)
        }
        // A sealed interface is a Swift enum with a case for this one: nothing is left out.
        let plainSupertypes = zip(entry.declaration.supertypes, context.model[entry].supertypes).filter {
            $1.declaredName.flatMap { context.module.index[$0]?.declaration.kind } != .sealedInterface
        }.map(\.0)
        let conformances = plainSupertypes.map { supertype in
            Diagnostic.generator(
                .declarationLeftOut,
                "the generated Swift leaves out the conformance of '\(entry.declaration.name.value)' to '\(supertype)': "
                    + "a swift-style enum cannot adopt the interface's class-bound protocol", at: supertype.location)
        }
        return setters + conformances
    }

    private func swiftName(_ property: ResolvedProperty) -> String {
        PropertyNaming.escapedMember(property.name.value, export: property.export, profile: context.projection.profile)
    }
}
