// The recorded transcript (contracts/fixtures/PokemonSearchViewModel.transcript.json) replayed through the
// generated search view model and the app's search loop.

import Foundation
import KontractRuntime
import Testing

/// Reads a search transcript: `initial`, then steps of `call`, `arguments` and `states` (format:
/// contracts/fixtures/README.md). States are read field by field with the contract's defaults, as
/// kotlinx would decode them (the generated types have no JSON decoder in this configuration).
private enum RecordedSearchTranscript {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("contracts/fixtures/PokemonSearchViewModel.transcript.json")

    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    static func load() throws -> (initial: SearchUiState, steps: [TranscriptStep<SearchUiState>]) {
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let object = root as? [String: Any], object["viewModel"] as? String == "PokemonSearchViewModel",
            let steps = object["steps"] as? [[String: Any]]
        else { throw Malformed(description: "not a PokemonSearchViewModel transcript") }
        let initial = try state(object["initial"] ?? [String: Any]())
        return (
            initial,
            try steps.map { step in
                guard let name = step["call"] as? String, let states = step["states"] as? [Any] else {
                    throw Malformed(description: "a step without call or states: \(step)")
                }
                let arguments = (step["arguments"] as? [String: Any]) ?? [:]
                // `escribir(texto)`: the arguments in parameter order, as Kotlin's toString() prints them.
                let texts = arguments["texto"].map { ["\($0)"] } ?? []
                return TranscriptStep(call: TranscriptCall(name, texts), states: try states.map(state))
            }
        )
    }

    private static func state(_ json: Any) throws -> SearchUiState {
        guard let object = json as? [String: Any] else { throw Malformed(description: "state is not an object") }
        let results = try ((object["resultados"] as? [Any]) ?? []).map { item -> PokemonRef in
            guard let ref = item as? [String: Any], let id = ref["id"] as? Int, let name = ref["name"] as? String,
                let artwork = ref["artworkUrl"] as? String
            else { throw Malformed(description: "bad PokemonRef \(item)") }
            return PokemonRef(id: Int32(id), name: name, artworkUrl: artwork)
        }
        let error = (object["error"] as? [String: Any]).flatMap { $0["detalle"] as? String }
        return SearchUiState(
            consulta: (object["consulta"] as? String) ?? "", resultados: results,
            buscando: (object["buscando"] as? Bool) ?? false, error: error.map { SearchError(detalle: $0) })
    }
}

@Test func recordedTranscriptReplaysThroughTheGeneratedViewModel() throws {
    let (initial, steps) = try RecordedSearchTranscript.load()
    #expect(initial == PokemonSearchViewModel.initialState)
    #expect(steps.count >= 5)
    let owner = Owner()
    let vm = KoinPlatform.shared.withKoin(Koin { $0.viewModel { PokemonSearchViewModel(steps: steps) } }) {
        SearchIosKt.pokemonSearchViewModel(owner: owner)
    }
    var branches: [String] = []
    for step in steps {
        guard step.call.name == "escribir", let texto = step.call.arguments.first else { continue }
        vm.escribir(texto: texto)
        #expect(vm.uiStateForIos == step.states.last)
        let shown = vm.uiStateForIos
        if shown.enReposo {
            branches.append("idle")
        } else if shown.buscando {
            branches.append("loading")
        } else if let error = shown.error {
            branches.append("error: \(error.detalle)")
        } else if shown.sinResultados {
            branches.append("no results")
        } else {
            branches.append(shown.resultados.map(\.name).joined(separator: ","))
        }
    }
    try vm.verifyTranscriptCompleted()
    #expect(
        branches == [
            "pidgey,pikachu,pichu", "pidgey,pikachu,pichu", "pikachu", "idle", "no results", "error: Sin conexión",
        ])
    owner.viewModelStore.clear()
    #expect(vm.onClearedCount == 1)
}
