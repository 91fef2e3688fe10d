// A generic Kotlin class as Swift sees it: its generic parameters and its generic superclass's arguments.

import KontractCore

/// Kotlin/Native exports a generic class with ObjC lightweight generics: Swift sees `Box<T: AnyObject>` (an ObjC
/// generic parameter is an object type), its members use `T`, and a subclass names its superclass with the
/// arguments (`Items: Success<NSString>`, `ReturnA<any UpperBound>`). An interface's type parameters are erased
/// (ObjC protocols are not generic; see `TypeScope.members(of:)`).
///
/// The emulation declares `Box<T>` without `AnyObject`: there an interface is a plain class-bound protocol, whose
/// existential (`any UpperBound`) is not a class type as an `@objc` protocol's is, so `ReturnA<any UpperBound>`
/// would not compile. Every use the framework accepts compiles against the emulation.
struct GenericClassSupport {
    let context: TranslationContext

    /// The generic parameters of `entry`'s Swift class (`T`, unconstrained), empty when it is not generic.
    func genericParameters(of entry: IndexedDeclaration) -> [SwiftGenericParameter] {
        entry.declaration.typeParameters.map { SwiftGenericParameter(TypeParameterNaming.swiftName($0.name.value)) }
    }

    /// `parent` as `entry` extends it: with the type arguments `entry` gives it (`Success<NSString>`).
    func superclass(_ parent: IndexedDeclaration, of entry: IndexedDeclaration) throws -> SwiftType {
        let supertype = context.model[entry].supertypes.first { $0.declaredName == parent.qualifiedName }
        guard let supertype, case .declared(_, let arguments) = supertype.kind, !arguments.isEmpty else {
            return .named(context.names.swiftName(of: parent.qualifiedName))
        }
        let location = entry.declaration.supertypes.first?.location ?? entry.declaration.location
        return try context.types.swiftType(supertype.nonNullable, at: location)
    }
}
