// The README's Swift example, compiled and run here; a test checks the README shows it verbatim.

import Foundation
@_spi(Testing) import KontractRuntime
import KontractTestSupport
import Testing

// README:begin
final class Owner: ViewModelStoreOwner {
    let viewModelStore = ViewModelStore()
}

@MainActor final class SearchScreen {
    let owner: Owner
    let vm: PokemonSearchViewModel
    var busqueda: SearchUiState?

    init(owner: Owner = Owner()) {
        self.owner = owner
        vm = SearchIosKt.pokemonSearchViewModel(owner: owner)  // same owner → same instance
    }

    func observe() async throws {  // SwiftUI: .task { try? await screen.observe() }
        for try await nuevo in asyncSequence(for: vm.uiStateForIosFlow) { busqueda = nuevo }
    }

    func buscar(_ texto: String) { vm.escribir(texto: texto) }
    func close() { owner.viewModelStore.clear() }  // ends observe(), calls onCleared()
}

// In a test: script the Kotlin view model with a transcript and hand it to Koin.
@Test @MainActor func searchForPika() async throws {
    let pika = SearchUiState(consulta: "pika", resultados: [], buscando: true, error: nil)
    let steps = [TranscriptStep(call: TranscriptCall("escribir", ["pika"]), states: [pika])]
    let koin = Koin { $0.viewModel { PokemonSearchViewModel(steps: steps) } }
    let screen = KoinPlatform.shared.withKoin(koin) { SearchScreen() }
    let loop = Task { try await screen.observe() }
    screen.buscar("pika")
    #expect(screen.vm.uiStateForIos == pika)
    screen.close()
    _ = await loop.result
    #expect(screen.vm._kontract.onClearedCount == 1)
}
// README:end

@Test func readmeShowsTheCompiledExampleVerbatim() throws {
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    let readmePath = repositoryURL("README.md").path
    let readme = try String(contentsOfFile: readmePath, encoding: .utf8)
    let begin = try #require(source.range(of: "// README:begin\n"))
    let end = try #require(source.range(of: "// README:end\n"))
    let example = String(source[begin.upperBound..<end.lowerBound])
    #expect(example.split(separator: "\n").count > 20)
    #expect(readme.contains("```swift\n" + example + "```\n"))
}
