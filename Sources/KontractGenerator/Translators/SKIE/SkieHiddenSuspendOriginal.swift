// SKIE's hidden original of a suspend function: `__foo() async throws`, with SKIE's flow types in its result.

import KontractCore

extension FunctionTranslator {
    /// Under SKIE (bridge style) SKIE renames the exported suspend function to `__foo` and declares its own
    /// `foo()` wrapper (SKIE 0.10.13 `SuspendGenerator`). The original stays callable: Swift's `async` import
    /// of it, whose result has SKIE's flow classes (`SkieSwiftStateFlow<KotlinInt>`) where the wrapper keeps
    /// Kotlin's flow (SKIE's test bugs/returning_flow_from_suspend_overload).
    ///
    /// Emulated: the `async` form and the completion-handler form `__foo(completionHandler:)` (the export's
    /// selector renamed, SKIE's `callback_version_is_preserved`), over the same implementation. Not emulated:
    /// the completion-handler form when SKIE's flow classes replace Kotlin's in the result, and a `__foo`
    /// whose result is a `Flow`/`SharedFlow` interface, a nullable flow or a flow inside another type (the
    /// runtime cannot make SKIE's flow from those); both are listed in docs/generator.md.
    func skieHiddenOriginal(
        _ function: ResolvedFunction, _ shape: FunctionShape, wrapperResult: SwiftType, call: SwiftExpression,
        completionLabel: String
    ) throws -> [SwiftDeclaration] {
        guard context.profile.hasSKIEHiddenSuspendOriginals else { return [] }
        let returns = function.returns
        var result = wrapperResult
        var body: [SwiftStatement]
        if wrapperResult == .void {
            body = [.expression(call)]
        } else {
            let base = try context.types.map(returns.nonNullable, position: .element, function.location)
            result = returns.isNullable ? .optional(base) : base
            if result == wrapperResult {
                body = [.return(call)]
            } else {
                guard let flow = try FlowProperty(returns, context: context, at: function.location),
                    [.stateFlow, .mutableStateFlow, .mutableSharedFlow].contains(flow.kind)
                else { return [] }
                // The hook's flow is the header's untyped one (bridge style): SKIE's flow reads the typed flow behind it.
                let kotlinFlow: SwiftExpression =
                    context.types.showsUntypedFlows
                    ? ObjCFlowTypes.typedSource(
                        .identifier("kotlinFlow"), kind: flow.kind, element: flow.elementSwiftType)
                    : .identifier("kotlinFlow")
                body = [
                    .declare(.let, "kotlinFlow", nil, call),
                    .return(try flow.memberValue(source: kotlinFlow, context: context)),
                ]
            }
        }
        var hiddenShape = shape
        hiddenShape.swiftName = SkieHiddenNaming.hidden(SwiftKeywords.unescaped(shape.swiftName))
        hiddenShape.doc = [
            "SKIE's hidden original of `\(SwiftKeywords.unescaped(shape.swiftName))` (the export's completion-handler form)."
        ]
        // The completion-handler form calls the implementation with Kotlin's result: only where it is SKIE's too.
        let completionForm =
            result == wrapperResult
            ? [completionHandlerShape(function, hiddenShape, result: result, label: completionLabel)] : []
        let asyncForm = SwiftDeclaration.function(
            SwiftFunction(
                modifiers: shape.modifiers, name: hiddenShape.swiftName,
                parameters: shape.signature.parameters, returnType: result == .void ? nil : result, body: body,
                doc: [
                    "SKIE's hidden original of `\(SwiftKeywords.unescaped(shape.swiftName))` (the export's `async` form)."
                ],
                effects: .asyncThrows))
        return [asyncForm] + completionForm
    }
}
