// `<ViewModel>.transcript.json` → a test replaying the recorded run through the generated view model.

import KontractCheck
import KontractCore

/// Replays a transcript: every recorded state is decoded with the generated types; the view model is
/// built from the steps (`PokemonSearchViewModel(steps:onMismatch:)`); its `_kontractInitialState` must equal
/// the recorded `initial`; each call goes through the generated method (so the names and argument
/// spelling Swift uses must match the recording), after which the state equals the step's last state
/// (or that of the steps without a call that follow it: the view model publishes those on its own);
/// finally the transcript must be used up.
struct TranscriptSuiteTranslator {
    let context: TranslationContext
    let spelling: ContractTestSpelling

    /// The test of one transcript of the view model `entry`.
    func test(_ transcript: TranscriptFixture, of entry: IndexedDeclaration) throws -> SwiftDeclaration {
        let typeName = context.projection.swiftName(of: entry.qualifiedName)
        let name = spelling.identifier(entry.qualifiedName) + "Transcript"
        let display = "\(typeName) replays its transcript"
        guard let primary = try ViewModelClassTranslator.primaryState(of: entry, context: context),
            primary.property.name.value == transcript.state.value
        else {
            return ContractTestSpelling.test(
                name, display, effects: .none, body: [],
                traits: [
                    .call(
                        .member(nil, "disabled"),
                        SwiftArgument(.string("only the first StateFlow of a view model is replayed")))
                ])
        }
        let stateType = primary.flow.element
        var prelude: [SwiftStatement] = []
        var steps: [SwiftExpression] = []
        var isAsync = false
        if let initial = transcript.initial {
            let value = try spelling.value(initial.bytes, type: stateType, at: initial.origin)
            prelude.append(.declare(.let, "initial", nil, value))
            let first = SwiftExpression.member(.identifier(typeName), ViewModelClassTranslator.initialStateName)
            prelude.append(.expression(expect(.binary(first, "==", "initial"))))
        }
        // The replay is a list of moments: creation, then each call; the view model publishes the states
        // emitted on its own right after the moment before them, so each moment ends at the last state so far.
        var moments: [(call: SwiftStatement?, expected: SwiftExpression)] = [
            (nil, .member(.identifier(typeName), ViewModelClassTranslator.initialStateName))
        ]
        for (index, step) in transcript.steps.enumerated() {
            let states = "step\(index + 1)States"
            let values = try step.states.map { try spelling.value($0.bytes, type: stateType, at: $0.origin) }
            let names = values.indices.map { "step\(index + 1)State\($0 + 1)" }
            for (name, value) in zip(names, values) { prelude.append(.declare(.let, name, nil, value)) }
            prelude.append(
                .declare(.let, states, .array(primary.flow.elementSwiftType), .array(names.map { .identifier($0) })))
            let expected = names.last.map { SwiftExpression.identifier($0) } ?? moments[moments.count - 1].expected
            if let callName = step.call {
                let call = try self.call(step, named: callName, index: index, of: entry)
                prelude += call.arguments
                var stepArguments = [SwiftArgument("call", call.expected)]
                if let result = call.result { stepArguments.append(SwiftArgument("result", result)) }
                steps.append(.call("TranscriptStep", stepArguments + [SwiftArgument("states", .identifier(states))]))
                moments.append((call.statement, expected))
                isAsync = isAsync || call.isAsync
            } else {
                steps.append(.call("TranscriptStep", SwiftArgument("emittedOnItsOwn", .identifier(states))))
                moments[moments.count - 1].expected = expected
            }
        }
        let stepsDeclaration = SwiftStatement.declare(
            steps.isEmpty ? .let : .var, "steps", .array(.named("TranscriptStep", [primary.flow.elementSwiftType])),
            .array([]))
        let recordMismatch = SwiftExpression.closure(
            parameters: [],
            body: [
                .expression(
                    .call(.member("Issue", "record"), SwiftArgument(.interpolatedString([.interpolation("$0")]))))
            ])
        var replay: [SwiftStatement] =
            [stepsDeclaration] + steps.map { .expression(.call(.member("steps", "append"), SwiftArgument($0))) } + [
                .declare(
                    .let, "viewModel", nil,
                    .call(
                        .identifier(typeName), SwiftArgument("steps", "steps"),
                        SwiftArgument("onMismatch", recordMismatch)))
            ]
        let script = SwiftExpression.member("viewModel", ViewModelClassTranslator.scriptMember)
        for moment in moments {
            if let call = moment.call { replay.append(call) }
            replay.append(.expression(expect(.binary(script.member("state").member("value"), "==", moment.expected))))
        }
        return ContractTestSpelling.test(
            name, display, effects: isAsync ? .asyncThrows : .throws,
            body: prelude + replay + [
                .expression(.try(.call(script.member("verifyTranscriptCompleted"), [])))
            ])
    }

    /// The argument constants, the expected `TranscriptCall`, the statement calling the generated method
    /// (expecting the recorded result for a function returning a value) and the result constant.
    private func call(
        _ step: TranscriptStepFixture, named callName: Located<String>, index: Int, of entry: IndexedDeclaration
    ) throws -> (
        arguments: [SwiftStatement], expected: SwiftExpression, statement: SwiftStatement, isAsync: Bool,
        result: SwiftExpression?
    ) {
        guard let function = context.model[entry].functions.first(where: { $0.name.value == callName.value }),
            ViewModelClassTranslator.isScripted(function)
        else {
            throw Diagnostic.generator(
                .transcriptUnknownCall,
                "the transcript calls '\(callName.value)', which the generated view model does not have",
                at: callName.location)
        }
        var constants: [SwiftStatement] = []
        var labelled: [SwiftArgument] = []
        var locals: [SwiftExpression] = []
        for parameter in function.parameters {
            let type = parameter.type
            let local = "step\(index + 1)" + ObjCExportNaming.capitalizedFirst(parameter.name.value)
            let value: SwiftExpression
            if let given = step.arguments.first(where: { $0.name.value == parameter.name.value }) {
                value = try spelling.value(given.value.bytes, type: type, at: given.value.origin)
            } else if let fallback = parameter.defaultValue {
                value = try DefaultValueTranslator(context: context).expression(fallback, type: type)
            } else {
                throw Diagnostic.generator(
                    .transcriptMissingArgument,
                    "the transcript leaves out the argument '\(parameter.name.value)'", at: step.location)
            }
            let swiftType = try context.types.swiftType(type, at: parameter.typeLocation)
            constants.append(.declare(.let, local, swiftType, value))
            labelled.append(
                SwiftArgument(
                    PropertyNaming.argumentLabel(parameter.name.value, profile: context.projection.profile),
                    .identifier(local)))
            locals.append(RuntimeNames.toString(.identifier(local)))
        }
        let expected = SwiftExpression.call(
            "TranscriptCall", SwiftArgument(.string(callName.value)), SwiftArgument(.array(locals)))
        let method = context.projection.functionName(callName.value)
        let invocation = SwiftExpression.call(.member("viewModel", method), labelled)
        if !ViewModelClassTranslator.returnsUnit(function) {
            let result = try resultConstant(step, of: function, named: callName, index: index)
            constants.append(result.declaration)
            let returned = function.isSuspend ? SwiftExpression.try(.await(invocation)) : invocation
            let check = SwiftStatement.expression(expect(.binary(returned, "==", result.name)))
            return (constants, expected, check, function.isSuspend, result.name)
        }
        guard function.isSuspend else { return (constants, expected, .expression(invocation), false, nil) }
        let annotations = Set(function.annotations.map(\.value))
        if !annotations.isDisjoint(with: NativeCoroutinesTranslator.flowAnnotations) {
            let awaited = SwiftExpression.call("asyncFunction", SwiftArgument("for", invocation))
            return (constants, expected, .assign("_", .try(.await(awaited))), true, nil)
        }
        return (constants, expected, .expression(.try(.await(invocation))), true, nil)
    }

    /// `let stepNResult: T = <the step's recorded result>` for a function returning a value.
    private func resultConstant(
        _ step: TranscriptStepFixture, of function: ResolvedFunction, named callName: Located<String>, index: Int
    ) throws -> (declaration: SwiftStatement, name: SwiftExpression) {
        guard let result = step.result else {
            throw Diagnostic.generator(
                .transcriptMissingResult,
                "the transcript's call of '\(callName.value)' records no 'result' (it returns \(function.returns))",
                at: callName.location)
        }
        let value = try spelling.value(result.bytes, type: function.returns, at: result.origin)
        let swiftType = try context.types.swiftType(function.returns, at: function.syntax.returns.location)
        let name = "step\(index + 1)Result"
        return (.declare(.let, name, swiftType, value), .identifier(name))
    }

    /// `#expect(condition)`.
    private func expect(_ condition: SwiftExpression) -> SwiftExpression {
        .call(.identifier("#expect"), SwiftArgument(condition))
    }
}
