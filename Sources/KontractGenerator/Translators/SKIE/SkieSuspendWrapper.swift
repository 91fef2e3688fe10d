// SKIE's `skie(a)` for a generic class's suspend functions: a struct holding the object, with the `async` forms.

import KontractCore

/// Swift extensions of an Objective-C generic class cannot use its type parameters, so SKIE 0.10.13
/// (`SkieClassSuspendGenerator`) gives such a class's suspend functions, its own and the extension functions on it,
/// to a struct `Suspend` holding the object, reached through the global `skie(_:)`:
/// `try await skie(A<KotlinInt, KotlinInt>()).foo(i: KotlinInt(1), k: 0)`. Emulated: the struct (here nested in the
/// class, `A<T, U>.Suspend`, where SKIE declares `Skie.<module>.A.Suspend`) and `skie(_:)`, whose functions
/// forward to the class's own `async` forms, which Kontract keeps too.
extension FunctionTranslator {
    static let skieSuspendStruct = "Suspend"
    private static let kotlinObject = SkieHiddenNaming.kotlinObject

    /// True under SKIE (bridge style) for a generic class with a translated suspend function, its own or an
    /// extension's.
    func hasSkieSuspendWrapper(_ entry: IndexedDeclaration) -> Bool {
        guard context.profile.has(.skie), context.profile.isBridge, entry.declaration.kind == .plainClass,
            !entry.declaration.typeParameters.isEmpty,
            PlainClassTranslator.translates(entry, context: context)
        else { return false }
        if context.model[entry].functions.contains(where: { Self.isTranslated($0) && $0.isSuspend }) { return true }
        return context.model.declarations.contains { declaration in
            guard case .file = declaration.kind else { return false }
            return declaration.functions.contains { function in
                guard Self.isTranslated(function), function.isSuspend, let receiver = function.receiver else {
                    return false
                }
                return categoryOwner(of: receiver)?.qualifiedName == entry.qualifiedName
            }
        }
    }

    /// `extension A { public struct Suspend { ... } }` and `public func skie<T, U>(_:) -> A<T, U>.Suspend`.
    func skieSuspendHolder(of entry: IndexedDeclaration) -> [SwiftDeclaration] {
        guard hasSkieSuspendWrapper(entry) else { return [] }
        let name = context.names.swiftName(of: entry.qualifiedName)
        let parameters = GenericClassSupport(context: context).genericParameters(of: entry)
        let owner = SwiftType.named(name, parameters.map { .named($0.name) })
        let holder = SwiftTypeDeclaration(
            kind: .struct, name: Self.skieSuspendStruct,
            doc: ["SKIE: `skie(_:)`'s holder of a `\(name)`, with its suspend functions' `async` forms."],
            members: [
                .property(SwiftProperty(name: Self.kotlinObject, type: owner)),
                .initializer(
                    SwiftInitializer(
                        parameters: [SwiftParameter(label: "_", name: Self.kotlinObject, type: owner)],
                        body: [
                            .assign(.member(.identifier("self"), Self.kotlinObject), .identifier(Self.kotlinObject))
                        ])),
            ])
        var skie = SwiftFunction(
            name: "skie", parameters: [SwiftParameter(label: "_", name: "kotlinObject", type: owner)],
            returnType: .member(owner, Self.skieSuspendStruct),
            body: [
                .return(
                    .call(
                        .member(.type(owner), Self.skieSuspendStruct), [SwiftArgument(.identifier("kotlinObject"))]))
            ],
            doc: ["SKIE: the suspend functions of a generic `\(name)`, `try await skie(a).foo()`."])
        skie.genericParameters = parameters
        return [
            .type(SwiftTypeDeclaration(kind: .extension, access: nil, name: name, members: [.type(holder)])),
            .function(skie),
        ]
    }

    /// `extension A.Suspend { func foo(...) async throws -> R }` forwarding to the class's `async` forms among
    /// `translated` (not SKIE's hidden `__foo`).
    func skieSuspendForwarders(of entry: IndexedDeclaration, _ translated: [SwiftDeclaration]) -> [SwiftDeclaration] {
        guard hasSkieSuspendWrapper(entry) else { return [] }
        let forwarders = translated.compactMap { declaration -> SwiftDeclaration? in
            guard case .function(let function) = declaration, function.effects == .asyncThrows,
                !SkieHiddenNaming.isHidden(function.name), !function.modifiers.contains(.static)
            else { return nil }
            let arguments = function.parameters.map { parameter in
                SwiftArgument(
                    parameter.label == "_" ? nil : parameter.label ?? parameter.name, .identifier(parameter.name))
            }
            let call = SwiftExpression.try(
                .await(.call(.member(.identifier(Self.kotlinObject), function.name), arguments)))
            return .function(
                SwiftFunction(
                    name: function.name, parameters: function.parameters, returnType: function.returnType,
                    body: [function.returnType == nil ? .expression(call) : .return(call)], doc: function.doc,
                    effects: .asyncThrows))
        }
        guard !forwarders.isEmpty else { return [] }
        let name = context.names.swiftName(of: entry.qualifiedName)
        return [
            .type(
                SwiftTypeDeclaration(
                    kind: .extension, access: nil, name: "\(name).\(Self.skieSuspendStruct)", members: forwarders))
        ]
    }
}
