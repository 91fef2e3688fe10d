// Checks view-model transcripts: calls against the functions, states against the flow's type.

import KontractCore
import KontractSerialization

extension FixtureChecker {
    func check(_ transcript: TranscriptFixture, into tally: inout CheckTally) {
        guard
            let entry = found(
                contracts.declaration(named: transcript.viewModel.value), .unknownViewModel, at: transcript.viewModel,
                &tally)
        else { return }
        guard
            let stateProperty = contracts.module.model[entry].memberProperties.first(where: {
                $0.name.value == transcript.state.value
            })
        else {
            tally.record([
                Diagnostic.check(
                    .unknownViewModel, "'\(entry.declaration.name.value)' has no property '\(transcript.state.value)'",
                    at: transcript.state.location)
            ])
            return
        }
        let flowType = stateProperty.type
        guard case .generic(let generic, let arguments) = flowType.kind,
            generic.isFlow, let element = arguments.first,
            let stateType = contracts.type(element, in: entry.file)
        else {
            tally.record([
                Diagnostic.check(
                    .unknownViewModel,
                    "'\(transcript.state.value)' is not a flow of a serializable type (it is \(flowType))",
                    at: transcript.state.location)
            ])
            return
        }
        let isStateFlow = generic == .stateFlow || generic == .mutableStateFlow
        var previous: KotlinValue?
        if let initial = transcript.initial {
            var failures: [Diagnostic] = []
            switch decode(initial, as: stateType) {
            case .failure(let failure): failures.append(failure)
            case .success(let value):
                previous = value
                if let declared = stateProperty.initial,
                    case .success(let expected) = ValueChecker.decode(
                        declared.json, as: stateType, origin: declared.location),
                    expected != value
                {
                    failures.append(
                        Diagnostic.check(
                            .initialStateMismatch,
                            "the initial state is \(value.kotlinDescription(stateType.descriptor)), the contract's is "
                                + expected.kotlinDescription(stateType.descriptor),
                            at: initial.origin))
                }
            }
            tally.record(failures)
        }
        for step in transcript.steps {
            var failures = checkCall(step, of: entry)
            for state in step.states {
                switch decode(state, as: stateType) {
                case .failure(let failure): failures.append(failure)
                case .success(let value):
                    if isStateFlow, let previous, previous == value {
                        failures.append(
                            Diagnostic.check(
                                .repeatedState,
                                "this state equals the previous one; a StateFlow does not emit an equal value",
                                at: state.origin))
                    }
                    previous = value
                }
            }
            tally.record(failures)
        }
    }

    /// The call's function exists and its arguments are the parameters, each of its type.
    func checkCall(_ step: TranscriptStepFixture, of entry: IndexedDeclaration) -> [Diagnostic] {
        guard let call = step.call else { return [] }
        let candidates = contracts.module.model[entry].functions.filter { $0.name.value == call.value }
        guard let function = candidates.first else {
            let names = entry.declaration.functions.map { $0.name.value }.joined(separator: ", ")
            return [
                Diagnostic.check(
                    .unknownFunction,
                    "'\(entry.declaration.name.value)' has no function '\(call.value)' (it has: \(names))",
                    at: call.location)
            ]
        }
        var failures: [Diagnostic] = []
        for argument in step.arguments {
            guard let parameter = function.parameters.first(where: { $0.name.value == argument.name.value }) else {
                failures.append(
                    Diagnostic.check(
                        .argumentMismatch, "'\(function.name.value)' has no parameter '\(argument.name.value)'",
                        at: argument.name.location))
                continue
            }
            let resolved = parameter.type
            guard let type = contracts.type(resolved, in: entry.file) else {
                failures.append(
                    Diagnostic.check(
                        .argumentMismatch,
                        "parameter '\(parameter.name.value)' has type \(resolved), which JSON cannot give",
                        at: argument.name.location))
                continue
            }
            if case .failure(let failure) = decode(argument.value, as: type) { failures.append(failure) }
        }
        failures += checkResult(step, of: function, in: entry)
        for parameter in function.parameters
        where parameter.defaultValue == nil
            && !step.arguments.contains(where: { $0.name.value == parameter.name.value })
        {
            failures.append(
                Diagnostic.check(
                    .argumentMismatch, "the call to '\(function.name.value)' lacks argument '\(parameter.name.value)'",
                    at: call.location))
        }
        return failures
    }

    /// The step's `result` is there exactly when the function returns a value, and decodes as its return
    /// type under kotlinx's rules (KC02xx at the value).
    func checkResult(_ step: TranscriptStepFixture, of function: ResolvedFunction, in entry: IndexedDeclaration)
        -> [Diagnostic]
    {
        let returns = function.returns
        let returnsUnit = returns.kind == .unit && !returns.isNullable
        guard let result = step.result else {
            guard !returnsUnit, let call = step.call else { return [] }
            return [
                Diagnostic.check(
                    .resultMismatch,
                    "'\(function.name.value)' returns \(returns): the step needs 'result', the value it returned",
                    at: call.location)
            ]
        }
        if returnsUnit {
            return [
                Diagnostic.check(
                    .resultMismatch, "'\(function.name.value)' returns Unit, so its step has no 'result'",
                    at: result.origin)
            ]
        }
        guard let type = contracts.type(returns, in: entry.file) else {
            return [
                Diagnostic.check(
                    .resultMismatch, "'\(function.name.value)' returns \(returns), which JSON cannot give",
                    at: result.origin)
            ]
        }
        if case .failure(let failure) = decode(result, as: type) { return [failure] }
        return []
    }
}
