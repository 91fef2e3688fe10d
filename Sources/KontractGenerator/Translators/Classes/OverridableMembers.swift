// Member functions of classes in a hierarchy live in the class body, where Swift subclasses can override them.

import KontractCore

/// The member functions of an `open`/`abstract` plain class, or of a subclass of a declared class, are declared in
/// the class body rather than in an extension (Swift cannot override a method declared in an extension): as on the
/// framework, where the exporter's Objective-C methods can be overridden by the app's Swift subclasses, and a
/// subclass redeclares each override under its base's name (JetBrains/kotlin
/// native/objcexport-header-generator/testData/headers/classExtendsAbstractClass: `B : A` redeclares `a0`,
/// `a1(i:)`, `a2(b:a:)`). An override is `override` in Swift, `open` in an open class, and gets its own test hook
/// named after its class (`onClearedImplementationInListViewModel`), since a class's static members are its
/// subclasses' too.
struct OverridableMembers {
    let context: TranslationContext

    /// True when `entry`'s member functions are declared in its class body: an open or abstract plain class, or a
    /// class (plain class, object or data class, a final class in bridge style) below a declared plain class, whose
    /// functions may override the superclass's (`object A1 : A() { override suspend fun foo() }`).
    static func liveInClassBody(_ entry: IndexedDeclaration, context: TranslationContext) -> Bool {
        let hasSuperclass = PlainClassTranslator.superclass(of: entry, context: context) != nil
        switch context.model[entry].kind {
        case .plainClass(let payload):
            return PlainClassTranslator.translates(entry, context: context)
                && (payload.modality.isExtensible || hasSuperclass)
        default:
            let kind = entry.declaration.kind
            return [.object, .dataObject, .dataClass].contains(kind) && hasSuperclass
                && context.projection.shape(of: entry.qualifiedName) == .finalClass
        }
    }

    /// True when `function`, a member function of `entry`, overrides one of a declared superclass: Kotlin's rule, a
    /// member function of an ancestor class with its name and parameter types.
    static func overrides(_ function: ResolvedFunction, in entry: IndexedDeclaration, context: TranslationContext)
        -> Bool
    {
        overridden(function, in: entry, context: context) != nil
    }

    /// The nearest ancestor's member function `function` overrides.
    static func overridden(_ function: ResolvedFunction, in entry: IndexedDeclaration, context: TranslationContext)
        -> ResolvedFunction?
    {
        for current in context.module.declaredSuperclasses(of: entry) {
            if let base = context.model[current].functions.first(where: { sameSignature($0, function) }) { return base }
        }
        return nil
    }

    /// KG0101 for a suspend `function` of `entry` overriding one of a generic superclass whose signature names the
    /// superclass's type parameters (`object O : Gen<Int>() { override suspend fun get(): Int }` over `suspend fun
    /// get(): T`): its completion handler boxes the result as the overridden one's does (`KotlinInt?`), so Swift sees
    /// an override of another result type, which the generated Swift cannot declare yet; so does a result of a
    /// declared type (`fun get(): Foo` over `fun get(): T` of `Gen<Foo>`: `Foo` over `Foo?`). Otherwise a non-suspend
    /// one is an overload beside the inherited method (`put(v: Int32)` beside `put(v: KotlinInt?)`), as a covariant
    /// result is. Nil when `function` overrides no such function or is such an overload.
    static func genericOverrideRefusal(
        _ function: ResolvedFunction, in entry: IndexedDeclaration, context: TranslationContext
    ) -> Diagnostic? {
        let own = function.parameters.map { "\($0.type)" }
        let receiver = function.receiver.map { "\($0)" }
        var arguments: [String: ResolvedType] = [:]
        var current = entry
        for parent in context.module.declaredSuperclasses(of: entry) {
            let supertype = context.model[current].supertypes.first { $0.declaredName == parent.qualifiedName }
            arguments = parent.typeArguments(in: supertype).mapValues { $0.substituting(arguments) }
            current = parent
            for base in context.model[parent].functions
            where FunctionTranslator.isTranslated(base) && base.name.value == function.name.value
                && base.receiver.map({ "\($0)" }) == receiver
            {
                let seen = base.parameters.map { "\(substituted($0.type, written: $0.syntax.type, arguments))" }
                let raw = base.parameters.map { "\($0.type)" } + ["\(base.returns)"]
                let returns = substituted(base.returns, written: base.syntax.returns, arguments)
                guard seen == own, raw != seen + ["\(returns)"] else { continue }
                // A declared type's result is its class in Swift on both sides (`Foo` over `T?` of `Gen<Foo>`): an
                // override in Swift's eyes too.
                var declaredResult = false
                if case .typeParameter = base.returns.kind, case .declared = returns.kind { declaredResult = true }
                guard function.syntax.isSuspend || declaredResult else { continue }
                return .generator(
                    .unsupportedType,
                    "the function '\(function.name.value)' of '\(entry.declaration.name.value)' overrides one of the "
                        + "generic class '\(parent.declaration.name.value)' whose signature names its type parameters: "
                        + "the generated Swift cannot emulate that override yet (the framework keeps the overridden "
                        + "method's bridged types)",
                    at: function.location)
            }
        }
        return nil
    }

    /// `type` as a subclass sees it through `arguments`; a type parameter written without `?` (resolved nullable
    /// for its nullable bound) takes its argument's nullability (`T` of `Gen<Int>` is `Int`).
    private static func substituted(_ type: ResolvedType, written: KotlinType?, _ arguments: [String: ResolvedType])
        -> ResolvedType
    {
        var result = type.substituting(arguments)
        if case .typeParameter(let name) = type.kind, let argument = arguments[name], written?.isNullable == false {
            result.isNullable = argument.isNullable
        }
        return result
    }

    /// KG0101 for an overriding property whose type is not the overridden one's: the exporter redeclares it with its
    /// own type (`NSString *` over `id _Nullable`, as testData headers/classImplementingInterface redeclares
    /// `someMethodWithCovariantOverwrite`), which Swift code cannot declare over a property of another type (`String`
    /// over `Any?`; a function's narrower result is an overload instead, MemberFunctions.swift). Nil when the types
    /// are the same.
    static func covariantRefusal(
        _ kind: String, _ name: String, type: ResolvedType, overridden: ResolvedType, in entry: IndexedDeclaration,
        at location: SourceLocation
    ) -> Diagnostic? {
        guard "\(type)" != "\(overridden)" else { return nil }
        return .generator(
            .unsupportedType,
            "the \(kind) '\(name)' of '\(entry.declaration.name.value)' overrides one of type '\(overridden)' with "
                + "type '\(type)': the generated Swift cannot emulate a covariant override yet (Swift cannot declare "
                + "the framework's refined type over the overridden one); give the override the type '\(overridden)'",
            at: location)
    }

    /// The type of the property named `kotlinName` a declared superclass of `entry` (or an interface it implements)
    /// declares, which `entry`'s property of that name overrides; nil when none does. In bridge style a sealed class
    /// above `entry` is a superclass too (its abstract properties are `open` properties of its class).
    static func overriddenProperty(named kotlinName: String, in entry: IndexedDeclaration, context: TranslationContext)
        -> ResolvedType?
    {
        if context.profile.isBridge,
            let abstract = SealedInterfaceProperties.sealedClassProperties(above: entry, context: context)[kotlinName]
        {
            return abstract.type
        }
        for current in context.module.declaredSuperclasses(of: entry) {
            guard case .plainClass(let payload) = context.model[current].kind else { return nil }
            let bound = payload.constructors.flatMap(\.parameters).filter { $0.binding != nil }
            if let parameter = bound.first(where: { $0.name.value == kotlinName }) { return parameter.type }
            if let property = payload.properties.first(where: { $0.name.value == kotlinName && !$0.export.isHidden }) {
                return property.type
            }
            let inherited = InterfaceTranslator.inheritedProperties(of: current, context: context)
            if let property = inherited.first(where: { $0.name.value == kotlinName }) { return property.type }
        }
        return nil
    }

    /// The modifiers of `entry`'s exported property `kotlinName`: `open` in an open class, so that Swift subclasses
    /// can override it, and `override` when a superclass declares it.
    func propertyModifiers(_ modifiers: [SwiftModifier], kotlinName: String, of entry: IndexedDeclaration)
        -> [SwiftModifier]
    {
        guard case .plainClass(let payload) = context.model[entry].kind else { return modifiers }
        var result = payload.modality.isExtensible ? modifiers.map { $0 == .public ? .open : $0 } : modifiers
        if Self.overriddenProperty(named: kotlinName, in: entry, context: context) != nil {
            result.insert(.override, at: 0)
        }
        return result
    }

    private static func sameSignature(_ member: ResolvedFunction, _ function: ResolvedFunction) -> Bool {
        FunctionTranslator.isTranslated(member) && member.name.value == function.name.value
            && "\(member.receiver.map { "\($0)" } ?? "")" == "\(function.receiver.map { "\($0)" } ?? "")"
            && member.parameters.map { "\($0.type)" } == function.parameters.map { "\($0.type)" }
    }

    /// The test hook's suffix of a member function of `entry`: the class's name when a superclass declares a
    /// function of its name, which it overrides or overloads (the superclass's hook is inherited under the plain
    /// name: `put(v: String)` beside `Gen<Int>`'s `put(v: T)` would redeclare `putVImplementation`), none otherwise.
    func implementationSuffix(of function: ResolvedFunction, in entry: IndexedDeclaration) -> String {
        let named = context.module.declaredSuperclasses(of: entry).contains { parent in
            context.model[parent].functions.contains {
                FunctionTranslator.isTranslated($0) && $0.name.value == function.name.value
            }
        }
        guard named else { return "" }
        return "In" + context.names.swiftName(of: entry.qualifiedName).filter { $0 != "." }
    }

    /// `declarations` (one function's) as members of `entry`'s class body: its instance methods `open` in an open
    /// plain class, and `override` when `overriding`.
    func inClassBody(_ declarations: [SwiftDeclaration], of entry: IndexedDeclaration, overriding: Bool)
        -> [SwiftDeclaration]
    {
        // An object or data class is final: its overrides are `override public`.
        var isOpen = false
        if case .plainClass(let payload) = context.model[entry].kind { isOpen = payload.modality.isExtensible }
        return declarations.map { declaration in
            guard case .function(var function) = declaration, !function.modifiers.contains(.static) else {
                return declaration
            }
            if isOpen { function.modifiers = function.modifiers.map { $0 == .public ? .open : $0 } }
            if overriding { function.modifiers.insert(.override, at: 0) }
            return .function(function)
        }
    }

    /// Moves the members of the extension of `name` among `extensions` into the class `name` declares among
    /// `types` (at the top level or nested in an extension of its outer type); returns the other extensions.
    static func fold(
        _ extensions: [SwiftDeclaration], into types: inout [SwiftDeclaration], name: String
    ) -> [SwiftDeclaration] {
        var rest: [SwiftDeclaration] = []
        for declaration in extensions {
            guard case .type(let extensionType) = declaration, extensionType.kind == .extension,
                extensionType.name == name, add(extensionType.members, to: &types, path: "", name: name)
            else {
                rest.append(declaration)
                continue
            }
        }
        return rest
    }

    private static func add(
        _ members: [SwiftDeclaration], to declarations: inout [SwiftDeclaration], path: String, name: String
    ) -> Bool {
        for index in declarations.indices {
            guard case .type(var type) = declarations[index] else { continue }
            let qualified = type.kind == .extension ? type.name : path.isEmpty ? type.name : path + "." + type.name
            if type.kind != .extension, qualified == name {
                type.members += members
                declarations[index] = .type(type)
                return true
            }
            guard name.hasPrefix(qualified + "."), add(members, to: &type.members, path: qualified, name: name)
            else { continue }
            declarations[index] = .type(type)
            return true
        }
        return false
    }
}
