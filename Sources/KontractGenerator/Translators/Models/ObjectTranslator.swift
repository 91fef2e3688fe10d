// Objects and data objects → a singleton reached through `.shared`.

import KontractCore

/// Translates one `object` / `data object`.
struct ObjectTranslator {
    let context: TranslationContext

    /// The label of an object class's private designated initializer.
    static let singletonLabel = "kontractSingleton"

    func translate(_ resolved: ResolvedDeclaration) throws -> SwiftTypeDeclaration {
        let entry = resolved.syntax
        let name = context.projection.declaredSimpleName(of: entry.qualifiedName)
        let fullName = context.projection.swiftName(of: entry.qualifiedName)
        let defaults = DefaultValueTranslator(context: context)
        let isClass = context.projection.shape(of: entry.qualifiedName) == .finalClass
        // A framework object is not `Sendable`: its singleton is readable from any isolation, as `shared` is there.
        let sharedModifiers: [SwiftModifier] =
            isClass && !context.profile.classesAreSendable
            ? [.public, .nonisolatedUnsafe, .static] : [.public, .static]
        // A class makes its one instance through its private `init(kontractSingleton:)`: `init()` is
        // `singletonInitializer(of:)`'s, which returns `shared`.
        let arguments = isClass ? [SwiftArgument(Self.singletonLabel, .tuple([]))] : []
        // `object O : Base<Int>()`: the object's class extends the plain class, chaining to its designated init.
        let plainParent = PlainClassTranslator.superclass(of: entry, context: context)
        if let plainParent, !isClass {
            throw Diagnostic.generator(
                .unsupportedType,
                "the generator does not support an object extending the class '\(plainParent.nameInPackage)' in "
                    + "swift style (an object is a struct there)", at: entry.declaration.name.location)
        }
        var members: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    modifiers: sharedModifiers, name: "shared", type: .named(fullName),
                    // Inside the class, an NSObject member (`superclass`, `hash`) hides a type named like it.
                    value: ObjCExportNaming.isNSObjectClassMember(name)
                        ? .call(.member(nil, "init"), arguments) : .call(.identifier(fullName), arguments)))
        ]
        // Swift style: the object's struct holds its sealed superclass's constructor properties, with their values.
        if !isClass { members += try SealedConstructor(context: context).storedProperties(of: entry, withValues: true) }
        if isClass {
            let superInit = SwiftStatement.expression(
                .call(
                    .member(.identifier("super"), "init"),
                    plainParent == nil ? [] : [SwiftArgument(PlainClassTranslator.subclassInitLabel, .tuple([]))]))
            members.append(
                .initializer(
                    SwiftInitializer(
                        modifiers: [.private],
                        parameters: [SwiftParameter(label: Self.singletonLabel, name: "_", type: .tuple([]))],
                        body: [
                            try SealedConstructor(context: context).superInit(of: entry)
                                ?? SuperclassArguments(context: context).superInit(of: entry) ?? superInit
                        ])))
        }
        let sealedProperties = SealedInterfaceProperties.sealedClassProperties(above: entry, context: context)
        // @HiddenFromObjC / @Deprecated(HIDDEN): not exported, so not generated.
        for property in context.model[entry].properties where !property.export.isHidden {
            let resolved = property.type
            // A property of a sealed class above the object, or of a plain class it extends (`object B1 : B() {
            // override val x = 1 }`): the object's class overrides it, with the overridden type.
            let overriddenType =
                isClass
                ? OverridableMembers.overriddenProperty(named: property.name.value, in: entry, context: context) : nil
            if let overriddenType,
                let refusal = OverridableMembers.covariantRefusal(
                    "property", property.name.value, type: resolved, overridden: overriddenType, in: entry,
                    at: property.typeLocation)
            {
                throw refusal
            }
            let overrides = overriddenType != nil || sealedProperties[property.name.value] != nil
            let swiftType = try context.types.swiftType(resolved, at: property.typeLocation)
            var swiftProperty = SwiftProperty(
                isMutable: property.isMutable,
                name: PropertyNaming.escapedMember(
                    property.name.value, export: property.export, profile: context.projection.profile),
                type: swiftType, doc: docLines(property.doc))
            if let native = try nativeCoroutinesMembers(
                property, type: resolved, owner: entry, fullName: fullName,
                overrides: overrides)
            {
                members += native
                continue
            }
            guard let constant = property.defaultValue else {
                // A value the contract cannot say (`val events = MutableSharedFlow<Event>()`, `val repo: Repo =
                // RepoImpl()`): held by a test-face storage a test sets, as a top-level property's is.
                let stored = KotlinPropertyStorage(
                    kotlinName: property.name.value, isMutable: property.isMutable, swiftType: swiftType,
                    kotlinDeclaration: "\(entry.declaration.name.value): \(property.isMutable ? "var" : "val") "
                        + "\(property.name.value): \(property.syntax.type)",
                    owner: fullName,
                    doc:
                        "Kontract: the value of `\(property.name.value)`, which the contract does not give; a test sets `value`.",
                    context: context)
                members.append(stored.storage)
                swiftProperty.getter = stored.getter
                swiftProperty.setter = stored.setter
                // A swift-style object is a struct reached through `static let shared`: its setter cannot mutate it.
                swiftProperty.setterIsNonmutating = !isClass && stored.setter != nil
                swiftProperty.isMutable = false
                swiftProperty.attributes = DeprecationAttributes.attributes(property.export)
                if isClass, overrides { swiftProperty.modifiers = [.override, .public] }
                members.append(.property(swiftProperty))
                continue
            }
            let value = try defaults.expression(constant, type: resolved)
            swiftProperty.value = value
            if property.export.deprecation?.level == .error {
                // Swift refuses `unavailable` on a stored property; no Swift code can read this one anyway.
                swiftProperty.value = nil
                swiftProperty.isMutable = false
                swiftProperty.getter = [.expression(value)]
                swiftProperty.setter = property.isMutable ? [] : nil
            }
            swiftProperty.attributes = DeprecationAttributes.attributes(property.export)
            if isClass, overrides, swiftProperty.getter == nil {
                // A superclass's property: Swift overrides it with a computed property only.
                let storage = DataClassSuperclass.overrideStorageName(property.name.value)
                members.append(
                    .property(
                        SwiftProperty(
                            modifiers: [.private], isMutable: property.isMutable, name: storage,
                            type: swiftProperty.type, value: value)))
                swiftProperty.modifiers = [.override, .public]
                swiftProperty.value = nil
                swiftProperty.isMutable = false
                swiftProperty.getter = [.expression(.identifier(storage))]
                if property.isMutable {
                    swiftProperty.setter = [.assign(.identifier(storage), .identifier("newValue"))]
                }
            } else if isClass, overrides {
                swiftProperty.modifiers = [.override, .public]
            }
            members.append(.property(swiftProperty))
        }
        let text: SwiftExpression
        let doc: String
        if entry.declaration.kind == .object && isClass {
            // Kotlin's `Any.toString()`: the qualified class name, `@`, the identity hash in hex.
            text = .interpolatedString([
                .text(entry.qualifiedName + "@"), .interpolation(PlainClassTranslator.identityHashText),
            ])
            doc = "Kotlin's `toString()` of a plain object: `pkg.Name@` and an identity hash."
        } else {
            text = .string(entry.declaration.name.value)
            doc = "Kotlin's `toString()` of a data object: its name."
        }
        members.append(
            .property(
                SwiftProperty(
                    modifiers: isClass ? [.override, .public] : [.public], name: "description", type: "String",
                    getter: [.expression(isClass ? "kotlinDescription" : text)], doc: [doc])))
        members.append(
            .property(
                SwiftProperty(
                    modifiers: plainParent == nil ? [.public] : [.override, .public], name: "kotlinDescription",
                    type: "String", getter: [.expression(text)])))
        if isClass {
            var inherits = SealedTranslator.supertypes(of: entry, context: context)
            if let plainParent {
                // The plain class is already KotlinStringConvertible.
                inherits[0] = try GenericClassSupport(context: context).superclass(plainParent, of: entry)
            } else {
                inherits.append(.named(RuntimeNames.stringConvertible))
            }
            return SwiftTypeDeclaration(
                kind: .finalClass, name: name, inherits: inherits + [.named(RuntimeNames.singleton)],
                doc: docLines(entry.declaration.doc), members: members)
        }
        members.insert(.initializer(SwiftInitializer(modifiers: [.private], parameters: [], body: [])), at: 1)
        return SwiftTypeDeclaration(
            kind: .struct, name: name,
            inherits: ["Hashable", "Sendable", "CustomStringConvertible", .named(RuntimeNames.stringConvertible)],
            doc: docLines(entry.declaration.doc), members: members)
    }

    /// Swift style: an object is a struct, which cannot adopt an interface's class-bound protocol (`protocol Named:
    /// AnyObject`), so each interface it implements is left out, said by a KG0002 warning at the supertype (bridge
    /// style's class adopts them).
    static func leftOutInterfaces(of entry: IndexedDeclaration, context: TranslationContext) -> [Diagnostic] {
        guard entry.declaration.kind.isObject,
            context.projection.shape(of: entry.qualifiedName) != .finalClass
        else { return [] }
        return InterfaceTranslator.interfaces(of: entry, context: context).map { interface in
            Diagnostic.generator(
                .declarationLeftOut,
                "\(entry.declaration.kind.rawValue) '\(entry.nameInPackage)' "
                    + "is a struct in swift style: its interface '\(interface.nameInPackage)' is left out (a struct "
                    + "cannot adopt the interface's class-bound protocol); bridge style adopts it",
                at: context.locationOfSupertype(interface.qualifiedName, of: entry))
        }
    }

    /// `extension KotlinSingleton where Self == Clock { public init() { self = Self.shared } }`: an object class's
    /// `Clock()`, returning the singleton as the framework's `+ (instancetype)clock` does; nil for swift style (a
    /// struct with no such initializer). Declared in the generated module, so it resolves wherever `Clock` does (also
    /// under `MemberImportVisibility`), while `KotlinSingleton` stays out of the app's scope (KontractSerialization is
    /// not re-exported). The constraint keeps it from every other type's initializer calls.
    func singletonInitializer(of entry: IndexedDeclaration) -> SwiftDeclaration? {
        guard context.projection.shape(of: entry.qualifiedName) == .finalClass else { return nil }
        var declaration = SwiftTypeDeclaration(
            kind: .extension, access: nil, name: RuntimeNames.singleton,
            doc: [
                "`\(context.projection.swiftName(of: entry.qualifiedName))()` is the singleton, as on the framework."
            ],
            members: [
                .initializer(
                    SwiftInitializer(
                        modifiers: [.public], parameters: [],
                        body: [.assign(.identifier("self"), .member(.identifier("Self"), "shared"))]))
            ])
        declaration.sameTypeRequirements = [
            SwiftSameTypeRequirement(.named("Self"), .named(context.projection.swiftName(of: entry.qualifiedName)))
        ]
        return .type(declaration)
    }

    /// `@NativeCoroutines val time: StateFlow<Long>` on an object: KMP-NativeCoroutines' members (`time` and
    /// `timeValue`, or `time` and `timeFlow` for `@NativeCoroutinesState`) over a test-face storage holding the
    /// runtime flow (`Clock.timeStorage`), which a test sets as for an object's other properties without a value;
    /// nil for a property without the plugin's annotations.
    private func nativeCoroutinesMembers(
        _ property: ResolvedProperty, type: ResolvedType, owner entry: IndexedDeclaration, fullName: String,
        overrides: Bool
    ) throws -> [SwiftDeclaration]? {
        let annotations = property.syntax.annotations.map(\.value)
        guard annotations.contains(where: NativeCoroutinesTranslator.annotations.contains),
            FlowStorage.isFlow(type), let flow = try FlowProperty(type, context: context, at: property.typeLocation)
        else { return nil }
        if overrides {
            throw Diagnostic.generator(
                .unsupportedType,
                "the generator does not support KMP-NativeCoroutines' annotations on an object property that "
                    + "overrides a superclass's property ('\(property.name.value)')",
                at: property.name.location)
        }
        let stored = KotlinPropertyStorage(
            kotlinName: property.name.value, isMutable: false, swiftType: flow.runtimeType,
            kotlinDeclaration: "\(entry.declaration.name.value): val \(property.name.value): \(property.syntax.type)",
            owner: fullName,
            doc:
                "Kontract: the flow behind `\(property.name.value)`, which the contract does not give; a test sets `value`.",
            context: context)
        return [stored.storage]
            + (try NativeCoroutinesTranslator(context: context).members(
                name: property.name.value, flow: flow, source: stored.read, annotations: annotations,
                doc: docLines(property.doc), scope: nil, export: property.export))
    }
}
