// A data class extending an open or abstract plain class (`data class D(val x: Int) : Base()`): what changes.

import KontractCore

/// The superclass part of a data class that extends a declared plain class. Bridge style: the final class
/// derives the plain class (which already adopts `KotlinStringConvertible`) and chains to its
/// `init(kontractSubclass:)`, as an object extending one does. Swift style: the struct cannot derive a class,
/// so the superclass is left out with a KG0002 warning (``leftOutWarning(of:)``).
struct DataClassSuperclass {
    let context: TranslationContext

    /// The declared plain class `entry` extends, if any.
    func parent(of entry: IndexedDeclaration) -> IndexedDeclaration? {
        entry.declaration.kind == .dataClass ? context.module.declaredSuperclass(of: entry) : nil
    }

    /// A class's supertypes: the plain class with its type arguments, the sealed interfaces above it, and
    /// `KotlinHashable`; nil when `entry` extends no plain class.
    func inherits(of entry: IndexedDeclaration) throws -> [SwiftType]? {
        guard let parent = parent(of: entry) else { return nil }
        let superclass = try GenericClassSupport(context: context).superclass(parent, of: entry)
        let protocols = context.module.sealedParents(of: entry).filter {
            context.projection.shape(of: $0) == .classProtocol
        }.map { SwiftType.named(context.projection.swiftName(of: $0)) }
        return [superclass] + protocols + [.named(RuntimeNames.hashable)]
    }

    /// The stored property behind a constructor property that overrides its superclass's (Swift overrides a
    /// property with a computed one only).
    static func overrideStorageName(_ kotlinName: String) -> String { "kontractOverride_" + kotlinName }

    /// The constructor properties of `entry` (bridge style, a class) that redeclare a property of its superclass
    /// chain: Kotlin's `override val value: String` over `abstract val value: String`, as the exporter redeclares
    /// it (`@property (readonly) NSString *value` in the subclass). Another type than the overridden one's (a
    /// covariant override) is not emulated on a data class yet (KG0101 at the property).
    /// A sealed class's abstract property (`sealed class Shape { abstract val area: Double }`) is overridden alike.
    func overriddenProperties(of entry: IndexedDeclaration) throws -> Set<String> {
        let sealed = SealedInterfaceProperties.sealedClassProperties(above: entry, context: context)
        guard parent(of: entry) != nil || !sealed.isEmpty else { return [] }
        var result: Set<String> = []
        for property in context.model[entry].properties {
            guard
                let type = sealed[property.name.value]?.type
                    ?? (parent(of: entry) == nil
                        ? nil
                        : OverridableMembers.overriddenProperty(
                            named: property.name.value, in: entry, context: context))
            else { continue }
            guard type == property.type else {
                throw Diagnostic.generator(
                    .unsupportedType,
                    "the generator does not emulate data class '\(entry.declaration.name.value)' overriding "
                        + "'\(property.name.value)' with type '\(property.type)' (the superclass declares it '\(type)') "
                        + "yet: declare it with the superclass's type", at: property.location)
            }
            result.insert(property.name.value)
        }
        return result
    }

    /// True when the superclass has an exported constructor with the data class's parameter names and types
    /// (`Base(val label: String)` under `data class Tagged(override val label: String)`): Swift sees the data
    /// class's `init(label:)` override the superclass's designated one, so it needs `override`.
    func overridesInitializer(of entry: IndexedDeclaration) -> Bool {
        guard let parent = parent(of: entry), case .plainClass(let payload) = context.model[parent].kind else {
            return false
        }
        let properties = context.model[entry].properties
        return payload.constructors.contains { constructor in
            constructor.syntax.visibility.isExported
                && constructor.parameters.map(\.name.value) == properties.map(\.name.value)
                && constructor.parameters.map(\.type) == properties.map(\.type)
        }
    }

    /// `super.init(kontractSubclass: ())` under a plain class, `super.init(id: "u")` when the data class passes
    /// arguments to its primary constructor (``SuperclassArguments``), else `super.init()`.
    func superInit(of entry: IndexedDeclaration) throws -> SwiftStatement {
        let superInit = SwiftExpression.member("super", "init")
        guard parent(of: entry) != nil else { return .expression(.call(superInit, [])) }
        if let passing = try SuperclassArguments(context: context).superInit(of: entry) { return passing }
        return .expression(.call(superInit, [SwiftArgument(PlainClassTranslator.subclassInitLabel, .tuple([]))]))
    }

    /// `kotlinDescription` overrides the plain class's.
    func descriptionModifiers(of entry: IndexedDeclaration, isClass: Bool) -> [SwiftModifier] {
        isClass && parent(of: entry) != nil ? [.override, .public] : [.public]
    }

    /// Swift style: the struct leaves the superclass out (its members are not reachable on the data class).
    func leftOutWarning(of entry: IndexedDeclaration) -> Diagnostic? {
        guard let parent = parent(of: entry), context.projection.shape(of: entry.qualifiedName) != .finalClass
        else { return nil }
        return Diagnostic.generator(
            .declarationLeftOut,
            "data class '\(entry.declaration.name.value)' is a struct in swift style: its superclass "
                + "'\(parent.nameInPackage)' is left out (its members are not reachable on it); bridge style derives it",
            at: context.locationOfSupertype(parent.qualifiedName, of: entry))
    }
}
