// One Kotlin function's Swift parameters, and the arguments its implementation is called with.

import KontractCore

/// The Swift parameters of a function (the receiver first when it is an argument, `self` first in the
/// implementation's arguments for an instance member) and the tuple its `KotlinFunction` takes.
struct FunctionSignature {
    var parameters: [SwiftParameter] = []
    /// The implementation's argument types: `Void`, one type, or a tuple.
    var argumentsType: SwiftType
    /// What the function passes its implementation: `()`, one name, or a tuple of names.
    var argumentsValue: SwiftExpression

    init(
        _ function: ResolvedFunction, name: ObjCFunctionNaming.Name, selfType: String?, receiverIsArgument: Bool,
        context: TranslationContext
    ) throws {
        var argumentTypes: [SwiftType] = selfType.map { [SwiftType($0)] } ?? []
        var arguments: [String] = selfType == nil ? [] : ["self"]
        if receiverIsArgument, let receiver = function.receiver {
            let type = try context.types.swiftType(receiver, at: function.location)
            // `_`, or `__`, `___` where the exporter mangles clashing extensions of one class (`days(__:)`).
            let label = name.labels.first.flatMap { $0 == "_" ? nil : $0 }
            parameters.append(
                SwiftParameter(label: label, name: "receiver", type: Self.escaping(type, receiver)))
            argumentTypes.append(type)
            arguments.append("receiver")
        }
        let labelOffset = parameters.count
        for (index, parameter) in function.parameters.enumerated() {
            let resolved = parameter.type
            let type = try context.types.swiftType(resolved, at: parameter.typeLocation)
            let label =
                index + labelOffset < name.labels.count ? name.labels[index + labelOffset] : parameter.name.value
            let local = FunctionTranslator.localName(parameter.name.value)
            var defaultValue: SwiftExpression?
            if context.profile.restoresDefaultArguments, let json = parameter.defaultValue {
                defaultValue = try DefaultValueTranslator(context: context).expression(json, type: resolved)
            }
            parameters.append(
                SwiftParameter(
                    label: SwiftKeywords.escaped(label, at: .parameterLabel), name: local,
                    type: Self.escaping(type, resolved),
                    defaultValue: defaultValue))
            argumentTypes.append(type)
            arguments.append(local)
        }
        switch argumentTypes.count {
        case 0: argumentsType = .void
        case 1: argumentsType = argumentTypes[0]
        default: argumentsType = .tuple(argumentTypes)
        }
        argumentsValue = arguments.count == 1 ? .identifier(arguments[0]) : .tuple(arguments.map { .identifier($0) })
    }

    /// A non-optional closure parameter escapes into the implementation.
    private static func escaping(_ type: SwiftType, _ resolved: ResolvedType) -> SwiftType {
        if resolved.isSwiftClosure { return .attributed(.escaping, type) }
        return type
    }
}
