// A sealed class's constructor properties in bridge style: stored in the class, passed by each subclass's `super.init`.

import KontractCore

/// `sealed class Result(val code: Int, var note: String = "none")`: the exporter shows the class with the
/// properties, which every subclass inherits (`ok.code`), but never its constructor (objcexport `isVisibleInObjC`:
/// a sealed class's constructor is not visible), so the designated `init(code:note:)` each subclass's own initializer
/// chains to with what the Kotlin subclass passes (`superArguments`) is internal. Decoding sets them from the
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

    /// Throws KG0102 where the emulation stops (swift style): a self-containing data class below such a sealed
    /// class, whose struct keeps its properties in a shared box. (A plain class, and each case below a sealed class
    /// nested in it, holds the inherited properties itself: ``swiftStylePassed(by:)``.)
    func checkEmulated(_ entry: IndexedDeclaration) throws {
        if context.boxedStructs.contains(entry.qualifiedName), let (parent, _) = superclass(of: entry) {
            throw Diagnostic.generator(
                .supertypeNotEmulated,
                "the generator does not emulate the self-containing data class '\(entry.declaration.name.value)' "
                    + "below sealed class '\(parent.declaration.name.value)', whose constructor takes parameters, in "
                    + "swift style yet (issue 26)", at: entry.declaration.name.location)
        }
    }

    /// The sealed class's members: each `val`/`var` parameter a stored property (`public internal(set) var` for a
    /// `val`), and its designated initializer, internal (the export leaves a sealed class's constructor out).
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
        // A sealed class below one whose constructor takes parameters passes them on (`sealed class Failure(val
        // status: Int) : Result(code = status)`: `super.init(code: status)`).
        body.append(try superInit(of: entry) ?? .expression(.call(.member("super", "init"), [])))
        // Internal: the exporter never shows a sealed class's constructor (JetBrains/kotlin ObjCExportMapper's
        // `isSealedClassConstructor` keeps it out), so app code cannot call it; the subclasses here chain to it.
        members.append(.initializer(SwiftInitializer(modifiers: [], parameters: initParameters, body: body)))
        return members
    }

    /// Each parameter of `entry`'s sealed superclass with what `entry` passes (`superArguments`; a parameter
    /// without one takes its default); nil when the superclass takes none.
    private func passed(by entry: IndexedDeclaration) throws -> [(ResolvedConstructorParameter, SwiftExpression)]? {
        guard let (_, parameters) = superclass(of: entry) else { return nil }
        return try passed(by: entry, to: parameters)
    }

    /// Each of `parameters` (a superclass constructor's) with what `entry` passes to it (`superArguments`);
    /// `typeArguments`: what a generic superclass's type parameters stand for (`T` → `Int` for `: Box<Int>(v)`).
    func passed(
        by entry: IndexedDeclaration, to parameters: [ResolvedConstructorParameter],
        typeArguments: [String: ResolvedType] = [:]
    ) throws -> [(ResolvedConstructorParameter, SwiftExpression)] {
        let profile = context.projection.profile
        let arguments = context.model[entry].superArguments ?? []
        let defaults = DefaultValueTranslator(context: context)
        let generic = GenericSuperArgument(context: context, typeArguments: typeArguments)
        return try parameters.map { parameter in
            let argument = arguments.first(where: { $0.name == parameter.name.value })
            if let argument, generic.applies(to: parameter) {
                return (parameter, try generic.expression(argument.value, of: entry, for: parameter))
            }
            let value = try argumentValue(argument, for: parameter, of: entry, defaults) { name in
                let local = SwiftExpression.identifier(PropertyNaming.local(name, profile: profile))
                return try passable(local, name, of: entry, to: parameter)
            }
            return (parameter, value)
        }
    }

    /// What `owner` passes for `parameter` of its superclass's constructor: the `argument`'s constant, the value of
    /// the constructor parameter it names (`parameterValue`), or without an argument the parameter's default.
    private func argumentValue(
        _ argument: ResolvedSuperArgument?, for parameter: ResolvedConstructorParameter, of owner: IndexedDeclaration,
        _ defaults: DefaultValueTranslator, parameterValue: (String) throws -> SwiftExpression
    ) throws -> SwiftExpression {
        switch argument?.value {
        case .constant(let constant): return try defaults.expression(constant, type: parameter.type)
        case .parameter(let name): return try parameterValue(name)
        case nil:
            guard let constant = parameter.defaultValue else { throw Self.passesNoValue(owner, parameter) }
            return try defaults.expression(constant, type: parameter.type)
        }
    }

    /// KG0102: `entry` gives a superclass parameter without a default no value (the checker's KT0509 says so first).
    private static func passesNoValue(_ entry: IndexedDeclaration, _ parameter: ResolvedConstructorParameter)
        -> Diagnostic
    {
        Diagnostic.generator(
            .supertypeNotEmulated, "'\(entry.declaration.name.value)' passes no value for '\(parameter.name.value)'",
            at: entry.declaration.name.location)
    }

    /// The subclass's parameter as the superclass's parameter takes it: as it is, or boxed as the export boxes a
    /// primitive made optional (a `Long` passed to a `Long?`: `KotlinLong(value: after)` for `KotlinLong?`). Another
    /// difference of Swift types is KG0102.
    func passable(
        _ value: SwiftExpression, _ name: String, of entry: IndexedDeclaration,
        to parameter: ResolvedConstructorParameter
    ) throws -> SwiftExpression {
        let own: (ResolvedType, SourceLocation)?
        if case .plainClass(let payload) = context.model[entry].kind {
            // A class passes one of its primary constructor's parameters.
            own = payload.constructors.first?.parameters.first { $0.name.value == name }.map {
                ($0.type, $0.typeLocation)
            }
        } else if case .sealed = context.model[entry].kind {
            // So does a sealed class below a sealed class.
            own = parameters(of: entry).first { $0.name.value == name }.map { ($0.type, $0.typeLocation) }
        } else {
            own = context.model[entry].properties.first { $0.name.value == name }.map { ($0.type, $0.typeLocation) }
        }
        guard let (type, location) = own else { return value }
        let mine = try context.types.swiftType(type, at: location)
        let theirs = try context.types.swiftType(parameter.type, at: parameter.typeLocation)
        if mine == theirs || SwiftType.optional(mine) == theirs { return value }
        if case .primitive(let primitive) = type.kind, !type.isNullable, primitive != .char,
            theirs == .optional(.named(RuntimeNames.box(primitive)))
        {
            return .call(.identifier(RuntimeNames.box(primitive)), [SwiftArgument("value", value)])
        }
        throw Diagnostic.generator(
            .supertypeNotEmulated,
            "the generator does not emulate passing '\(name)' (Swift '\(mine)') to the parameter "
                + "'\(parameter.name.value)' (Swift '\(theirs)') of the superclass's constructor yet (issue 26)",
            at: location)
    }

    /// `super.init(code: 200, note: c)` (bridge style): what `entry` passes to its sealed superclass; nil when the
    /// superclass takes none.
    func superInit(of entry: IndexedDeclaration) throws -> SwiftStatement? {
        guard let passed = try passed(by: entry) else { return nil }
        let profile = context.projection.profile
        return .expression(
            .call(
                .member("super", "init"),
                passed.map { SwiftArgument(PropertyNaming.argumentLabel($0.0.name.value, profile: profile), $0.1) }))
    }

    /// Bridge style, a plain class below a sealed class whose constructor takes parameters (`class Err(c: Int) :
    /// Result(c)`): the `super.init(code: c)` its primary constructor's initializer calls, and the one its other
    /// initializers call: the same when every argument is a constant (or a default), nil when one passes a
    /// parameter (the contract does not say what a secondary constructor passes); nil when there is no such class.
    func plainClassSuperInits(of entry: IndexedDeclaration) throws -> (
        primary: SwiftStatement, others: SwiftStatement?, signature: String
    )? {
        guard let (_, parameters) = superclass(of: entry), let primary = try superInit(of: entry) else { return nil }
        let passesParameter = passesParameter(entry)
        let profile = context.projection.profile
        let types = try parameters.map { parameter -> String in
            let type = try context.types.swiftType(parameter.type, at: parameter.typeLocation)
            return "\(PropertyNaming.label(parameter.name.value, profile: profile)):"
                + "\(parameter.type.isSwiftClosure ? SwiftType.attributed(.escaping, type) : type)"
        }
        return (primary, passesParameter ? nil : primary, "init(\(types.joined(separator: ",")))")
    }

    /// True when one of `entry`'s `superArguments` passes a constructor parameter (`: Result(c)`), which only its
    /// primary constructor has.
    func passesParameter(_ entry: IndexedDeclaration) -> Bool {
        (context.model[entry].superArguments ?? []).contains {
            if case .parameter = $0.value { return true }
            return false
        }
    }

    /// Swift style, where each case holds what it inherits: every parameter of `entry`'s sealed superclasses with
    /// its value, outermost class first. The nearest one's are what `entry` passes; an outer one's are what each sealed
    /// class between passes on (`sealed class Failure(val status: Int) : Result(code = status)` gives `Timeout :
    /// Failure(504)` the `code` 504), a parameter left out its default.
    private func swiftStylePassed(by entry: IndexedDeclaration) throws -> [(
        ResolvedConstructorParameter, SwiftExpression
    )]? {
        guard var level = try passed(by: entry), var (parent, _) = superclass(of: entry) else { return nil }
        var all = level
        var visited: Set<String> = [entry.qualifiedName, parent.qualifiedName]
        let defaults = DefaultValueTranslator(context: context)
        while let (outer, parameters) = superclass(of: parent), visited.insert(outer.qualifiedName).inserted {
            let arguments = context.model[parent].superArguments ?? []
            let inner = level
            let owner = parent
            level = try parameters.map { parameter in
                let argument = arguments.first { $0.name == parameter.name.value }
                let value = try argumentValue(argument, for: parameter, of: owner, defaults) { name in
                    guard let value = inner.first(where: { $0.0.name.value == name })?.1 else {
                        throw Self.passesNoValue(owner, parameter)
                    }
                    return value
                }
                return (parameter, value)
            }
            all = level + all
            parent = outer
        }
        return all
    }

    /// Swift style: a data class's or object's struct holds the inherited properties itself (`public internal(set)
    /// var code: Int32`, a `var` settable), an object's with its value.
    func storedProperties(of entry: IndexedDeclaration, withValues: Bool) throws -> [SwiftDeclaration] {
        guard let passed = try swiftStylePassed(by: entry) else { return [] }
        let profile = context.projection.profile
        return try passed.filter { $0.0.binding != nil }.map { parameter, value in
            var property = SwiftProperty(
                modifiers: parameter.binding?.value == .var ? [.public] : [.public, .internalSet], isMutable: true,
                name: PropertyNaming.escapedMember(parameter.name.value, profile: profile),
                type: try context.types.swiftType(parameter.type, at: parameter.typeLocation))
            if withValues { property.value = value }
            return .property(property)
        }
    }

    /// Swift style: `self.code = 200` in a data class struct's initializer, for each inherited property.
    func assignments(of entry: IndexedDeclaration) throws -> [SwiftStatement] {
        guard let passed = try swiftStylePassed(by: entry) else { return [] }
        let profile = context.projection.profile
        return passed.filter { $0.0.binding != nil }.map { parameter, value in
            .assign(
                SwiftExpression.selfValue.member(PropertyNaming.escapedMember(parameter.name.value, profile: profile)),
                value)
        }
    }

    /// Swift style: the sealed class's enum reads each constructor property (its own, and those it inherits from an
    /// outer sealed class) from the case's value (an object's from its `shared` instance), read-only.
    func enumMembers(of entry: IndexedDeclaration, caseNames: [String: String]) throws -> [SwiftDeclaration] {
        let profile = context.projection.profile
        let children = context.module.subclasses(of: entry.qualifiedName)
        // A sealed class below another reads the outer class's properties from its cases too.
        return try (inherited(by: entry) + parameters(of: entry).filter { $0.binding != nil }).map { parameter in
            let name = PropertyNaming.escapedMember(parameter.name.value, profile: profile)
            let cases = SealedInterfaceProperties.casesReading(
                name, from: children, caseNames: caseNames, context: context)
            return .property(
                SwiftProperty(
                    name: name, type: try context.types.swiftType(parameter.type, at: parameter.typeLocation),
                    getter: [.switch(.selfValue, cases)], doc: docLines(parameter.doc)))
        }
    }

    /// The sealed superclasses' constructor properties `entry` inherits, outermost first, as kotlinx writes them.
    func inherited(by entry: IndexedDeclaration) -> [ResolvedConstructorParameter] {
        context.module.index.inheritedSealedProperties(of: entry).compactMap { parameter, owner in
            parameters(of: owner).first { $0.name.value == parameter.name.value }
        }
    }
}
