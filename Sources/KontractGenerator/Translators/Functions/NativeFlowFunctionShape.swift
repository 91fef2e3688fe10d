// KMP-NativeCoroutines' shape of a non-suspend `@NativeCoroutines` function returning a flow: a `NativeFlow`.

import KontractCore

extension FunctionTranslator {
    /// `@NativeCoroutines fun numbers(): Flow<Int>` → `numbers() -> NativeFlow<KotlinInt, Error, KotlinUnit>`, for
    /// `asyncSequence(for: numbers())`: the plugin generates `numbersNative()` with `@ObjCName("numbers")`,
    /// returning `numbers().asNativeFlow(scope)`, so Swift sees the Kotlin name with the `NativeFlow` type
    /// (KMP-NativeCoroutines' testData/codegen/functions: `returnFlowValueNative`). The function's
    /// `KotlinFunction` returns the Kotlin flow a test supplies; each collection runs in a scope of its own, as
    /// the plugin's default scope. A nullable flow gives an optional `NativeFlow` (`returnNullableFlow`).
    /// Nil when `function` is not such a function.
    func nativeFlowShape(_ function: ResolvedFunction, _ shape: FunctionShape) throws -> [SwiftDeclaration]? {
        let returns = function.returns
        guard !function.isSuspend, usesNativeCoroutines(function),
            let flow = try FlowProperty(returns.nonNullable, context: context, at: function.location)
        else { return nil }
        let location = function.syntax.returns.location
        let kotlinFlow = try context.types.keepingKotlinFlows.swiftType(returns, at: location)
        let declaresExceptions = !function.throwsTypes.isEmpty
        let arguments = SwiftArgument(shape.signature.argumentsValue)
        let produced: SwiftExpression =
            declaresExceptions
            ? .call(shape.reference.member("callThrowing"), arguments)
            : .call(
                shape.reference.member("call"), arguments,
                SwiftArgument("orElse", returns.isNullable ? .closure(parameters: [], body: [.expression(.nil)]) : .nil)
            )
        let asNative = flow.nativeFlow(of: .identifier("$0"), scope: nil, context: context)
        let converted: SwiftExpression =
            returns.isNullable
            ? .call(.member(produced, "map"), [SwiftArgument(.closure(parameters: [], body: [.expression(asNative)]))])
            : flow.nativeFlow(of: produced, scope: nil, context: context)
        return [
            shape.implementationProperty(
                type: .named(RuntimeNames.function, [shape.signature.argumentsType, kotlinFlow]),
                throwsClasses: ExceptionClassNaming.throwsArgument(of: function, rules: context.projection.rules)),
            shape.function(
                returnType: returns.isNullable ? .optional(flow.nativeFlowType) : flow.nativeFlowType,
                body: [.return(declaresExceptions ? .try(converted) : converted)],
                notes: ["`@NativeCoroutines`: the flow the implementation returns, for `asyncSequence(for:)`."],
                effects: declaresExceptions ? .throws : .none),
        ]
    }
}
