// The app's search logic (minus SwiftUI) against the generated search contract, scripted by a transcript.

import Foundation
@_spi(Testing) import KontractRuntime
import KontractTestSupport
import Testing

/// The search screen as the app writes it: the view model from the bridge function, a task copying every
/// state into `busqueda`, and `SearchResultsView`'s choice of what to show.
@MainActor
private final class AppSearchScreen {
    /// What `SearchResultsView` shows.
    enum Branch: Equatable {
        case idle
        case loading
        case error(String)
        case noResults
        case list([String])
    }

    let owner = Owner()
    let vm: PokemonSearchViewModel
    private(set) var busqueda: SearchUiState
    private var waiters: [(state: SearchUiState, continuation: CheckedContinuation<Void, Never>)] = []

    init() {
        vm = SearchIosKt.pokemonSearchViewModel(owner: owner)
        busqueda = vm.uiStateForIos
    }

    /// `.task { for try await nuevo in asyncSequence(for: vm.uiStateForIosFlow) { busqueda = nuevo } }`.
    func observe() async throws {
        for try await nuevo in asyncSequence(for: vm.uiStateForIosFlow) {
            busqueda = nuevo
            let reached = waiters.filter { $0.state == nuevo }
            waiters.removeAll { $0.state == nuevo }
            for waiter in reached { waiter.continuation.resume() }
        }
    }

    /// Returns once the loop has copied `state` into `busqueda`.
    func shows(_ state: SearchUiState) async {
        guard busqueda != state else { return }
        await withCheckedContinuation { waiters.append((state, $0)) }
    }

    var branch: Branch {
        if busqueda.enReposo { return .idle }
        if busqueda.buscando { return .loading }
        if let error = busqueda.error { return .error(error.detalle) }
        if busqueda.sinResultados { return .noResults }
        return .list(busqueda.resultados.map(\.name))
    }
}

/// A `for try await` loop over a KMP-NativeCoroutines flow that Kotlin cancels ends with `nil` when it
/// was waiting for the next item, or throws `CancellationError` when it asks after the cancellation.
private func loopEnded(_ result: Result<Void, Error>) -> Bool {
    switch result {
    case .success: true
    case .failure(let error): error is CancellationError
    }
}

private var pikaResults: [PokemonRef] { [pokemon(16, "pidgey"), pokemon(25, "pikachu"), pokemon(172, "pichu")] }

/// Each step ends in one of the five branches (a state flow is conflated: the loop may skip the states
/// in between, never the last one).
private var searchTranscript: [TranscriptStep<SearchUiState>] {
    [
        escribir("p", searchState("p", buscando: true)),
        escribir(
            "pika", searchState("pika", resultados: pikaResults, buscando: true),
            searchState("pika", resultados: [pokemon(25, "pikachu")])),
        escribir("zzz", searchState("zzz", buscando: true), searchState("zzz")),
        escribir("mew", searchState("mew", buscando: true), searchState("mew", error: "Sin conexión")),
        escribir("", searchState()),
    ]
}

@Test @MainActor func searchScreenShowsTheFiveBranchesFromTheTranscript() async throws {
    let screen = KoinPlatform.shared.withKoin(searchKoin(searchTranscript)) { AppSearchScreen() }
    let loop = Task { try await screen.observe() }
    #expect(screen.branch == .idle)

    var seen: [AppSearchScreen.Branch] = []
    for step in searchTranscript {
        guard let texto = step.call.arguments.first, let last = step.states.last else { continue }
        screen.vm.escribir(texto: texto)
        // Bridge-style states are not Sendable (as on the real framework): the bounded wait's closure is.
        nonisolated(unsafe) let expected = last
        #expect(await finishes { await screen.shows(expected) })
        seen.append(screen.branch)
    }
    #expect(seen == [.loading, .list(["pikachu"]), .noResults, .error("Sin conexión"), .idle])
    #expect(screen.vm._kontract.mismatches.isEmpty)
    try screen.vm._kontract.verifyTranscriptCompleted()

    screen.owner.viewModelStore.clear()
    #expect(loopEnded(try await result(of: loop, "the task 'loop'")))
    #expect(screen.vm._kontract.onClearedCount == 1)
}

@Test @MainActor func aCallOffTheTranscriptIsAClearFailure() {
    let screen = KoinPlatform.shared.withKoin(searchKoin([escribir("pika", searchState("pika"))])) {
        AppSearchScreen()
    }
    screen.vm.escribir(texto: "pikachu")
    #expect(
        screen.vm._kontract.mismatches.map(\.description) == [
            "transcript step 1: expected escribir(pika), but Swift called escribir(pikachu)"
        ])
    #expect(screen.vm.uiStateForIos == searchState())
    #expect(throws: TranscriptMismatch.self) { try screen.vm._kontract.verifyTranscriptCompleted() }
    screen.owner.viewModelStore.clear()
}

@Test @MainActor func teardownEndsTheLoopCallsOnClearedAndLeavesNoTask() async throws {
    let screen = KoinPlatform.shared.withKoin(searchKoin([escribir("pika", searchState("pika"))])) {
        AppSearchScreen()
    }
    let loop = Task { try await screen.observe() }
    screen.vm.escribir(texto: "pika")
    #expect(await finishes { await screen.shows(searchState("pika")) })
    let scope = screen.vm.viewModelScope
    #expect(scope.activeJobCount == 1)
    #expect(screen.vm._kontract.state.collectorCount == 1)
    #expect(screen.vm._kontract.onClearedCount == 0)

    screen.owner.viewModelStore.clear()

    // The loop ends: `asyncSequence` finishes when Kotlin cancels the collection.
    #expect(loopEnded(try await result(of: loop, "the task 'loop'")))
    #expect(screen.vm._kontract.isCleared)
    #expect(screen.vm._kontract.onClearedCount == 1)
    #expect(await finishes { await scope.join() })
    #expect(scope.activeJobCount == 0)
    #expect(screen.vm._kontract.state.collectorCount == 0)
    #expect(screen.owner.viewModelStore.keys().isEmpty)
    // A new loop after teardown ends at once: the cleared view model's scope starts nothing.
    #expect(loopEnded(await Task { try await screen.observe() }.result))
    #expect(scope.activeJobCount == 0)
    #expect(screen.vm._kontract.onClearedCount == 1)
}

@Test func behaviourClosuresDriveTheStateFlow() {
    let vm = PokemonSearchViewModel { call, state in
        guard call.name == "escribir", let texto = call.arguments.first else { return }
        state.setValue(searchState(texto, buscando: true))
        state.setValue(searchState(texto, resultados: texto.isEmpty ? [] : [pokemon(25, "pikachu")]))
    }
    #expect(vm.uiStateForIos == PokemonSearchViewModel._kontractInitialState)
    vm.escribir(texto: "pika")
    #expect(vm.uiStateForIos.resultados.map(\.name) == ["pikachu"])
    #expect(vm.uiState.value(as: SearchUiState.self) == vm.uiStateForIos)
    #expect(vm._kontract.calls == [TranscriptCall("escribir", ["pika"])])
}
