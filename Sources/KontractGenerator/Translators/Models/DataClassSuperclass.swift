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

    /// `super.init(kontractSubclass: ())` under a plain class, else `super.init()`.
    func superInit(of entry: IndexedDeclaration) -> SwiftStatement {
        let arguments =
            parent(of: entry) == nil ? [] : [SwiftArgument(PlainClassTranslator.subclassInitLabel, .tuple([]))]
        return .expression(.call(.member("super", "init"), arguments))
    }

    /// `kotlinDescription` overrides the plain class's.
    func descriptionModifiers(of entry: IndexedDeclaration, isClass: Bool) -> [SwiftModifier] {
        isClass && parent(of: entry) != nil ? [.override, .public] : [.public]
    }

    /// Swift style: the struct leaves the superclass out (its members are not reachable on the data class).
    func leftOutWarning(of entry: IndexedDeclaration) -> Diagnostic? {
        guard let parent = parent(of: entry), context.projection.shape(of: entry.qualifiedName) != .finalClass
        else { return nil }
        let written = zip(entry.declaration.supertypes, context.model[entry].supertypes).first {
            $1.declaredName == parent.qualifiedName
        }?.0
        return Diagnostic.generator(
            .declarationLeftOut,
            "data class '\(entry.declaration.name.value)' is a struct in swift style: its superclass "
                + "'\(parent.nameInPackage)' is left out (its members are not reachable on it); bridge style derives it",
            at: written?.location ?? entry.declaration.name.location)
    }
}
