// Tests for TranscriptViewModel: replaying recorded steps through the StateFlow, reporting mismatches.
import Foundation
@_spi(Testing) @_spi(KontractGenerated) import KontractRuntime
import Testing

private func state(_ consulta: String, _ resultados: [String] = []) -> SearchUiState {
    SearchUiState(consulta: consulta, resultados: resultados)
}

@Test func transcriptStepsPublishTheirStatesInOrder() throws {
    let viewModel = PokemonSearchViewModel(
        _kontractInitialState: state(""),
        steps: [
            TranscriptStep(call: TranscriptCall("escribir", ["pi"]), states: [state("pi"), state("pi", ["pikachu"])]),
            TranscriptStep(call: TranscriptCall("limpiar"), states: [state("")]),
        ]
    )
    viewModel.escribir(texto: "pi")
    #expect(viewModel.uiStateForIos == state("pi", ["pikachu"]))
    viewModel.limpiar()
    #expect(viewModel.uiStateForIos == state(""))
    #expect(viewModel._kontract.mismatches.isEmpty)
    try viewModel._kontract.verifyTranscriptCompleted()
}

@Test func unexpectedCallShowsExpectedAndActual() {
    let reported = Events()
    let viewModel = PokemonSearchViewModel(
        _kontractInitialState: state(""),
        steps: [TranscriptStep(call: TranscriptCall("escribir", ["pi"]), states: [state("pi")])],
        onMismatch: { reported.append($0.description) }
    )
    viewModel.escribir(texto: "po")
    #expect(viewModel.uiStateForIos == state(""))
    #expect(reported.all == [#"transcript step 1: expected escribir(pi), but Swift called escribir(po)"#])
    #expect(
        viewModel._kontract.mismatches
            == [
                TranscriptMismatch(
                    stepIndex: 0, expected: TranscriptCall("escribir", ["pi"]),
                    actual: TranscriptCall("escribir", ["po"]))
            ]
    )
    #expect(throws: TranscriptMismatch.self) { try viewModel._kontract.verifyTranscriptCompleted() }
}

@Test func callsAfterTheEndAndUnplayedStepsAreReported() {
    let finished = PokemonSearchViewModel(_kontractInitialState: state(""), steps: [])
    finished.limpiar()
    #expect(
        finished._kontract.mismatches.map(\.description) == [
            "transcript step 1: the transcript has ended, but Swift called limpiar()"
        ])

    let unplayed = PokemonSearchViewModel(
        _kontractInitialState: state(""),
        steps: [TranscriptStep(call: TranscriptCall("limpiar"), states: [])]
    )
    let error = #expect(throws: TranscriptIncomplete.self) { try unplayed._kontract.verifyTranscriptCompleted() }
    #expect(error?.description == "transcript not finished: 1 step(s) left, next expected limpiar()")
}

@Test func behaviourClosureDecidesWhenNoTranscriptIsGiven() {
    let viewModel = PokemonSearchViewModel(_kontractInitialState: state("")) { call, flow in
        if call.name == "escribir" {
            flow.setValue(state(call.arguments[0].uppercased()))
        }
    }
    viewModel.escribir(texto: "mew")
    #expect(viewModel.uiStateForIos == state("MEW"))
    #expect(viewModel._kontract.calls == [TranscriptCall("escribir", ["mew"])])
}

@Test func stepsWithoutACallArePublishedAsSoonAsTheStepsBeforeThemHaveBeenPlayed() throws {
    let viewModel = PokemonSearchViewModel(
        _kontractInitialState: state(""),
        steps: [
            TranscriptStep(emittedOnItsOwn: [state("on creation")]),
            TranscriptStep(call: TranscriptCall("escribir", ["pi"]), states: [state("pi")]),
            TranscriptStep(emittedOnItsOwn: [state("pi", ["pikachu"])]),
            TranscriptStep(call: TranscriptCall("limpiar"), states: [state("")]),
        ]
    )
    #expect(viewModel.uiStateForIos == state("on creation"))
    #expect(viewModel._kontract.remainingCalls == [TranscriptCall("escribir", ["pi"]), TranscriptCall("limpiar")])
    viewModel.escribir(texto: "pi")
    #expect(viewModel.uiStateForIos == state("pi", ["pikachu"]))
    #expect(viewModel._kontract.remainingCalls == [TranscriptCall("limpiar")])
    viewModel.limpiar()
    #expect(viewModel.uiStateForIos == state(""))
    try viewModel._kontract.verifyTranscriptCompleted()
}
