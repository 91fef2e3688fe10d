// What a class passes to a generic superclass's parameter of a type parameter's type (`class IntBox(v: Int) : Box<Int>(v)`).

import KontractCore

/// `open class Box<T>(val value: T)` takes `value: T?` in Swift; a subclass of `Box<Int>` is `Box<KotlinInt>` in bridge
/// style, so what it passes for `value` is the boxed object (`KotlinInt(value: v)`, `NSString(string: name)`), or, in
/// swift style, `Box<Int>`'s `Int` as it is. A parameter whose type only contains a type parameter (`items: List<T>`)
/// takes, in swift style, the value as it is (`[Int]` either way); in bridge style a list, set or map parameter passed
/// on as it is (the export erases `T` there: `[Any]`). In bridge style a constant for it or another such type (a
/// function type), and a type argument the bridge has no conversion for, are KG0102.
struct GenericSuperArgument {
    let context: TranslationContext
    /// What the superclass's type parameters stand for, by name.
    let typeArguments: [String: ResolvedType]

    /// Whether `parameter`'s type names one of the superclass's type parameters.
    func applies(to parameter: ResolvedConstructorParameter) -> Bool {
        !typeArguments.isEmpty && parameter.type != parameter.type.substituting(typeArguments)
    }

    func expression(
        _ value: ResolvedSuperArgument.Value, of entry: IndexedDeclaration, for parameter: ResolvedConstructorParameter
    ) throws -> SwiftExpression {
        guard case .typeParameter = parameter.type.kind else {
            return try containing(value, of: entry, for: parameter)
        }
        let argument = parameter.type.substituting(typeArguments)
        switch value {
        case .constant(let constant):
            if case .null = constant.value { return .nil }
            // A nullable type makes the bridge box a primitive (`KotlinInt(value: 5)`).
            var type = argument
            type.isNullable = true
            let expression = try DefaultValueTranslator(context: context).expression(constant, type: type)
            return try bridged(expression, argument, isNullable: false, entry, parameter)
        case .parameter(let name):
            let local = SwiftExpression.identifier(PropertyNaming.local(name, profile: context.projection.profile))
            let own: ResolvedType? =
                if case .plainClass(let payload) = context.model[entry].kind {
                    payload.constructors.first?.parameters.first { $0.name.value == name }?.type
                } else {
                    context.model[entry].properties.first { $0.name.value == name }?.type
                }
            return try bridged(local, argument, isNullable: own?.isNullable ?? false, entry, parameter)
        }
    }

    /// A parameter whose type contains a type parameter without being one (`items: List<T>`): swift style passes
    /// the value as it is (`[Int]` either way); bridge style passes a list, set or map parameter on as it is too (the
    /// export erases the type parameter there: `items: [Any]` takes the subclass's `[KotlinInt]`).
    private func containing(
        _ value: ResolvedSuperArgument.Value, of entry: IndexedDeclaration, for parameter: ResolvedConstructorParameter
    ) throws -> SwiftExpression {
        let argument = parameter.type.substituting(typeArguments)
        switch value {
        case .constant(let constant) where !context.profile.usesBridgedTypes:
            return try DefaultValueTranslator(context: context).expression(constant, type: argument)
        case .parameter(let name):
            if context.profile.usesBridgedTypes {
                guard case .generic(let generic, _) = parameter.type.kind, [.list, .set, .map].contains(generic) else {
                    throw notEmulated(parameter, entry, "whose type contains a type parameter")
                }
            }
            return .identifier(PropertyNaming.local(name, profile: context.projection.profile))
        case .constant:
            throw notEmulated(parameter, entry, "whose type contains a type parameter, with a constant,")
        }
    }

    /// The value as the bridge's type argument holds it: a primitive boxed, a string an `NSString`, a class as it is.
    private func bridged(
        _ value: SwiftExpression, _ argument: ResolvedType, isNullable: Bool, _ entry: IndexedDeclaration,
        _ parameter: ResolvedConstructorParameter
    ) throws -> SwiftExpression {
        guard context.profile.usesBridgedTypes else { return value }
        let box: String
        switch argument.kind {
        case .declared, .typeParameter: return value
        case .primitive(let primitive) where primitive != .char:
            // A constant is boxed already (a nullable primitive's default is `KotlinInt(value: 5)`).
            if case .call = value { return value }
            box = RuntimeNames.box(primitive)
        case .string:
            box = "NSString"
        default:
            throw notEmulated(parameter, entry, "for the type argument '\(argument)'")
        }
        let label = argument.kind == .string ? "string" : "value"
        guard isNullable else { return .call(.identifier(box), [SwiftArgument(label, value)]) }
        // `v.map { KotlinInt(value: $0) }` for a nullable parameter passed on.
        return .call(
            .member(value, "map"), [],
            trailingClosure: [.expression(.call(.identifier(box), [SwiftArgument(label, .identifier("$0"))]))])
    }

    private func notEmulated(
        _ parameter: ResolvedConstructorParameter, _ entry: IndexedDeclaration, _ what: String
    ) -> Diagnostic {
        Diagnostic.generator(
            .supertypeNotEmulated,
            "the generator does not emulate passing an argument to the parameter '\(parameter.name.value)' of the "
                + "generic superclass's constructor \(what) yet (issue 26)",
            at: entry.declaration.name.location)
    }
}
