// What a plain class that extends Throwable needs: its Swift superclass, the message and cause it passes up.

import KontractCore

/// The parts of an exception class (`class MyError(message: String) : Exception(message)`) that differ
/// from other plain classes. The root of a declared exception hierarchy inherits `KotlinThrowable` or the
/// runtime's standard exception (`KotlinIllegalStateException`), which keep `message` and `cause` and print
/// `toString()`; every class of the hierarchy reports its Kotlin name as `kotlinClassName`. A constructor
/// passes its parameter named `message` (a `String`) and its parameter named `cause` (an exception) to the
/// superclass constructor, as Kotlin exception classes usually do (without a `message`, `cause?.toString()`
/// is the message, as in `Exception(cause)`); the contract cannot say otherwise.
struct ExceptionClassSupport {
    let context: TranslationContext

    /// The initializer label every exception class's chaining initializer takes besides `kontractSubclass`.
    static let chainParameters = ["message", "cause"]

    /// The built-in superclass (`Throwable` or a standard exception) the chain of declared superclasses of
    /// `entry` ends in; nil for a class that is not an exception.
    func builtinRoot(of entry: IndexedDeclaration) -> ResolvedType? {
        var visited: Set<String> = []
        var current: IndexedDeclaration? = entry
        while let declaration = current, visited.insert(declaration.qualifiedName).inserted {
            for supertype in context.model[declaration].supertypes where !supertype.isNullable {
                switch supertype.kind {
                case .platform(.throwable), .exception: return supertype
                default: continue
                }
            }
            current = PlainClassTranslator.superclass(of: declaration, context: context)
        }
        return nil
    }

    /// The Swift class the root of an exception hierarchy inherits.
    func swiftSuperclass(of root: ResolvedType, in entry: IndexedDeclaration) throws -> SwiftType {
        let written = zip(entry.declaration.supertypes, context.model[entry].supertypes)
        let location = written.first { $0.1 == root }?.0.location ?? entry.declaration.location
        if case .exception(let exception) = root.kind, ExceptionClassNaming.swiftName(of: exception) == nil {
            throw Diagnostic.generator(
                .unsupportedType,
                "the generator does not support a class extending '\(exception.qualifiedName)' (the runtime has "
                    + "no class for it); extend a Kotlin standard exception such as 'Exception'", at: location)
        }
        return try context.types.swiftType(root.nonNullable, at: location)
    }

    /// `super.init(message: message, cause: nil)` (or `super.init(kontractSubclass: (), message:, cause:)`
    /// below a declared exception class) for a constructor with `parameters` (Kotlin name → Swift local).
    func superCall(passing parameters: [(ResolvedConstructorParameter, String)], chaining: Bool) -> SwiftStatement {
        let message = parameters.first { $0.0.name.value == "message" && $0.0.type.kind == .string }
        let cause = parameters.first { $0.0.name.value == "cause" && isException($0.0.type) }
        // Without a message, Kotlin's `Exception(cause)` takes `cause?.toString()` as the message.
        let messageValue: SwiftExpression =
            message.map { .identifier($0.1) } ?? cause.map { .member(.optionalChain(.identifier($0.1)), "description") }
            ?? .nil
        var arguments = [
            SwiftArgument("message", messageValue),
            SwiftArgument("cause", cause.map { .identifier($0.1) } ?? .nil),
        ]
        if chaining { arguments.insert(SwiftArgument(PlainClassTranslator.subclassInitLabel, .tuple([])), at: 0) }
        return .expression(.call(.member(.identifier("super"), "init"), arguments))
    }

    /// The chaining initializer's extra parameters: `message: String?, cause: KotlinThrowable?`.
    var chainParameters: [SwiftParameter] {
        [
            SwiftParameter(label: "message", name: "message", type: .optional(.named("String"))),
            SwiftParameter(label: "cause", name: "cause", type: .optional(.named(RuntimeNames.throwable))),
        ]
    }

    /// The chaining initializer's body: `super.init(message: message, cause: cause)` at the root,
    /// `super.init(kontractSubclass: (), message: message, cause: cause)` below it.
    func chainCall(isRoot: Bool) -> SwiftStatement {
        var arguments = [
            SwiftArgument("message", .identifier("message")), SwiftArgument("cause", .identifier("cause")),
        ]
        if !isRoot { arguments.insert(SwiftArgument(PlainClassTranslator.subclassInitLabel, .tuple([])), at: 0) }
        return .expression(.call(.member(.identifier("super"), "init"), arguments))
    }

    /// `@_spi(KontractGenerated) override public var kotlinClassName: String { "pkg.MyError" }`, which `toString()`
    /// prints (the runtime's member is off the app face, and so is the override).
    func kotlinClassName(of entry: IndexedDeclaration) -> SwiftDeclaration {
        var property = SwiftProperty(
            modifiers: [.override, .public], name: "kotlinClassName", type: .named("String"),
            getter: [.return(.string(entry.qualifiedName))],
            doc: ["Kotlin's class name, as `toString()` prints it before the message."])
        property.attributes = [.kontractGenerated]
        return .property(property)
    }

    private func isException(_ type: ResolvedType) -> Bool {
        switch type.kind {
        case .platform(.throwable), .exception: return true
        case .declared(let name, _): return context.module[name].map { builtinRoot(of: $0) != nil } ?? false
        default: return false
        }
    }
}
