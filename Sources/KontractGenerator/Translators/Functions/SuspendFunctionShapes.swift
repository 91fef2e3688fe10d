// The shapes of a `suspend` function: the export's `async` and `completionHandler:` forms, or `NativeSuspend`.

import KontractCore

extension FunctionTranslator {
    /// True when the function is a plain `suspend` function of the classic export (the selector ends in
    /// `completionHandler:`).
    func hasCompletionHandlerShape(_ function: ResolvedFunction) -> Bool {
        function.isSuspend && !usesNativeCoroutines(function)
    }

    func usesNativeCoroutines(_ function: ResolvedFunction) -> Bool {
        !Set(function.annotations.map(\.value)).isDisjoint(with: NativeCoroutinesTranslator.flowAnnotations)
    }

    /// KMP-NativeCoroutines' `NativeSuspend<Result, Error, KotlinUnit>`.
    private static func nativeSuspend(_ result: SwiftType) -> SwiftType {
        .named(RuntimeNames.nativeSuspend, [result, .named("Error"), .named(RuntimeNames.unit)])
    }

    /// A `suspend` function in the export's two shapes, `foo(completionHandler:)` and `foo() async throws`
    /// (with SKIE or in swift style only the `async` one), or as KMP-NativeCoroutines' `NativeSuspend` with
    /// `@NativeCoroutines`; all call one `KotlinSuspendFunction`.
    func suspendShapes(_ function: ResolvedFunction, _ shape: FunctionShape, name: ObjCFunctionNaming.Name) throws
        -> [SwiftDeclaration]
    {
        let throwsClasses = ExceptionClassNaming.throwsArgument(of: function, rules: context.projection.rules)
        let property = { (result: SwiftType) -> SwiftDeclaration in
            shape.implementationProperty(
                type: .named(RuntimeNames.suspendFunction, [shape.signature.argumentsType, result]),
                throwsClasses: throwsClasses)
        }
        let arguments = shape.signature.argumentsValue
        if usesNativeCoroutines(function) {
            let result = try suspendResultType(function.returns, unit: .named(RuntimeNames.unit), at: function.location)
            if let native = try nativeFlowSuspendShape(function, shape, kotlinResult: result, property: property) {
                return native
            }
            return [
                property(result),
                shape.function(
                    returnType: Self.nativeSuspend(result),
                    body: [.expression(.call(shape.reference.member("nativeSuspend"), SwiftArgument(arguments)))],
                    notes: ["`@NativeCoroutines`: await it with `asyncFunction(for:)`."]),
            ]
        }
        let annotations = function.annotations.map(\.value)
        let wrapped = context.profile.hasSKIESuspendWrapper(annotations: annotations)
        let result = try suspendResultType(
            function.returns, unit: .void, keepingKotlinFlows: wrapped, at: function.location)
        let call = SwiftExpression.try(.await(.call(shape.reference.member("call"), SwiftArgument(arguments))))
        // A Kotlin signature repeated in a shared facade keeps the `async` form apart too: `foo_()`.
        var asyncShape = shape
        if name.asyncSuffix > 0 {
            asyncShape.swiftName = SwiftKeywords.escaped(name.base + String(repeating: "_", count: name.asyncSuffix))
        }
        var declarations = [
            property(result),
            .function(
                SwiftFunction(
                    modifiers: shape.modifiers, name: asyncShape.swiftName, parameters: shape.signature.parameters,
                    returnType: result == .void ? nil : result,
                    body: [result == .void ? .expression(call) : .return(call)], doc: shape.doc,
                    effects: .asyncThrows)),
        ]
        if wrapped {
            declarations += try skieHiddenOriginal(
                function, asyncShape, wrapperResult: result, call: call,
                completionLabel: name.labels.last ?? "completionHandler")
        }
        // Without SKIE's wrapper (`SuspendInterop.Disabled`) the export's completion-handler form stays, as with objc.
        guard context.profile.hasCompletionHandlerFunctions(annotations: annotations) else { return declarations }
        declarations.append(
            completionHandlerShape(function, shape, result: result, label: name.labels.last ?? "completionHandler"))
        return declarations
    }

    /// `foo(completionHandler: @escaping (T?, Error?) -> Void)`: the export's result is optional (a
    /// nullable result stays singly optional), a `Unit` result leaves only the error.
    func completionHandlerShape(
        _ function: ResolvedFunction, _ shape: FunctionShape, result: SwiftType, label: String
    ) -> SwiftDeclaration {
        let error = SwiftType.optional(.named("Error"))
        let completionHandler = SwiftExpression.identifier("completionHandler")
        let handlerParameters: [SwiftType]
        let handler: SwiftExpression
        if result == .void {
            handlerParameters = [error]
            handler = .closure(
                parameters: ["_", "error"],
                body: [.expression(.call(completionHandler, SwiftArgument(.identifier("error"))))])
        } else if function.returns.isNullable {
            handlerParameters = [result, error]
            handler = .closure(
                parameters: ["result", "error"],
                body: [
                    .expression(
                        .call(
                            completionHandler, SwiftArgument(.binary(.identifier("result"), "??", .nil)),
                            SwiftArgument(.identifier("error"))))
                ])
        } else {
            handlerParameters = [.optional(result), error]
            handler = completionHandler
        }
        return .function(
            SwiftFunction(
                modifiers: shape.modifiers, name: shape.swiftName,
                parameters: shape.signature.parameters + [
                    SwiftParameter(
                        label: label, name: "completionHandler",
                        type: .attributed(.escaping, .function(handlerParameters, .void)))
                ],
                returnType: nil,
                body: [
                    .expression(
                        .call(
                            shape.reference.member("call"), SwiftArgument(shape.signature.argumentsValue),
                            SwiftArgument("completionHandler", handler)))
                ],
                doc: shape.doc))
    }

    /// The result of a suspend function as its completion handler and `async` form give it: an object
    /// type in bridge style (`KotlinInt` for `Int`), `unit` for `Unit`.
    func suspendResultType(
        _ type: ResolvedType, unit: SwiftType, keepingKotlinFlows: Bool = true, at location: SourceLocation
    ) throws -> SwiftType {
        if type.kind == .unit, !type.isNullable { return unit }
        // SKIE's `async` wrapper leaves a flow result as Kotlin's (its bugs/returning_flow_from_suspend_overload);
        // the export's own shapes (no wrapper) have the flow interop's types.
        let types = keepingKotlinFlows ? context.types.keepingKotlinFlows : context.types
        guard context.profile.usesBridgedTypes else { return try types.swiftType(type, at: location) }
        let base = try types.map(type.nonNullable, position: .element, location)
        return type.isNullable ? .optional(base) : base
    }

    /// `@NativeCoroutines suspend fun foo(): Flow<T>` → `foo() -> NativeSuspend<NativeFlow<T, Error, KotlinUnit>, …>`:
    /// the plugin's `fooNative()` is `nativeSuspend { foo().asNativeFlow(scope) }` (its testData/codegen/functions
    /// `returnSuspendFlowValue`, `returnNullableSuspendFlow`); the implementation returns the Kotlin flow. Nil
    /// when the result is not a flow.
    private func nativeFlowSuspendShape(
        _ function: ResolvedFunction, _ shape: FunctionShape, kotlinResult: SwiftType,
        property: (SwiftType) -> SwiftDeclaration
    ) throws -> [SwiftDeclaration]? {
        let returns = function.returns
        guard let flow = try FlowProperty(returns.nonNullable, context: context, at: function.location) else {
            return nil
        }
        let nativeFlow = returns.isNullable ? SwiftType.optional(flow.nativeFlowType) : flow.nativeFlowType
        let asNative = flow.nativeFlow(of: .identifier("$0"), scope: nil, context: context)
        let convert: SwiftExpression =
            returns.isNullable
            ? .closure(
                parameters: [],
                body: [
                    .expression(
                        .call(
                            .member(.identifier("$0"), "map"),
                            [SwiftArgument(.closure(parameters: [], body: [.expression(asNative)]))]))
                ])
            : .closure(parameters: [], body: [.expression(asNative)])
        return [
            property(kotlinResult),
            shape.function(
                returnType: Self.nativeSuspend(nativeFlow),
                body: [
                    .return(
                        .call(
                            shape.reference.member("nativeSuspend"), SwiftArgument(shape.signature.argumentsValue),
                            SwiftArgument("converting", convert)))
                ],
                notes: ["`@NativeCoroutines`: await it with `asyncFunction(for:)`; its flow comes as a `NativeFlow`."]),
        ]
    }
}
