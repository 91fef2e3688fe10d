// The recorded transcript (contracts/fixtures/PokemonSearchViewModel.transcript.json) replayed through the
// generated search view model and the app's search loop.

import Foundation
@_spi(Testing) import KontractRuntime
import KontractTestSupport
import Testing

/// Reads a recorded transcript: `initial`, then steps of `call`, `arguments` and `states`, or `states` alone
/// for what the view model emitted on its own (format: contracts/fixtures/README.md). States are read
/// field by field with the contract's defaults, as kotlinx decodes them (the generated types have no JSON
/// decoder in this configuration); arguments become Kotlin `toString()` texts in `parameters` order.
private enum RecordedTranscript {
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    static func load<State>(
        _ viewModel: String, parameters: [String] = [], state: ([String: Any]) throws -> State
    ) throws -> (initial: State, steps: [TranscriptStep<State>]) {
        let url = repositoryURL("contracts/fixtures/\(viewModel).transcript.json")
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let object = root as? [String: Any], object["viewModel"] as? String == viewModel,
            let steps = object["steps"] as? [[String: Any]]
        else { throw Malformed(description: "not a \(viewModel) transcript") }
        func decode(_ json: Any) throws -> State {
            guard let fields = json as? [String: Any] else { throw Malformed(description: "state is not an object") }
            return try state(fields)
        }
        let initial = try decode(object["initial"] ?? [String: Any]())
        return (
            initial,
            try steps.map { step in
                guard let states = step["states"] as? [Any] else { throw Malformed(description: "no states: \(step)") }
                guard let name = step["call"] as? String else {
                    return TranscriptStep(emittedOnItsOwn: try states.map(decode))
                }
                let arguments = (step["arguments"] as? [String: Any]) ?? [:]
                let texts = parameters.compactMap { arguments[$0].map { "\($0)" } }
                return TranscriptStep(call: TranscriptCall(name, texts), states: try states.map(decode))
            }
        )
    }

    static func searchState(_ object: [String: Any]) throws -> SearchUiState {
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

    static func detailState(_ object: [String: Any]) throws -> DetailUiState {
        var pokemon: PokemonDetail?
        if let fields = object["pokemon"] as? [String: Any] {
            guard let id = fields["id"] as? Int, let name = fields["name"] as? String,
                let height = fields["heightDecimetres"] as? Int, let weight = fields["weightHectograms"] as? Int
            else { throw Malformed(description: "bad PokemonDetail \(fields)") }
            pokemon = PokemonDetail(
                id: Int32(id), name: name, types: (fields["types"] as? [String]) ?? [], heightDecimetres: Int32(height),
                weightHectograms: Int32(weight), artworkUrl: fields["artworkUrl"] as? String,
                flavorText: (fields["flavorText"] as? String) ?? "")
        }
        var error: DetailError?
        if let fields = object["error"] as? [String: Any] {
            guard let mensaje = fields["mensaje"] as? String else { throw Malformed(description: "bad DetailError") }
            error = DetailError(mensaje: mensaje, reintentable: (fields["reintentable"] as? Bool) ?? true)
        }
        return DetailUiState(cargando: (object["cargando"] as? Bool) ?? true, pokemon: pokemon, error: error)
    }
}

@Test func recordedTranscriptReplaysThroughTheGeneratedViewModel() throws {
    let (initial, steps) = try RecordedTranscript.load(
        "PokemonSearchViewModel", parameters: ["texto"], state: RecordedTranscript.searchState)
    #expect(initial == PokemonSearchViewModel._kontractInitialState)
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
    try vm._kontract.verifyTranscriptCompleted()
    #expect(
        branches == [
            "pidgey,pikachu,pichu", "pidgey,pikachu,pichu", "pikachu", "idle", "no results", "error: Sin conexión",
        ])
    owner.viewModelStore.clear()
    #expect(vm._kontract.onClearedCount == 1)
}

@Test func recordedDetailTranscriptEmitsOnCreationThenReplaysTheRetry() throws {
    let (initial, steps) = try RecordedTranscript.load("PokemonDetailViewModel", state: RecordedTranscript.detailState)
    #expect(initial == PokemonDetailViewModel._kontractInitialState)
    let owner = Owner()
    let vm = KoinPlatform.shared.withKoin(Koin { $0.viewModel { PokemonDetailViewModel(steps: steps) } }) {
        DetailIosKt.pokemonDetailViewModel(owner: owner, id: 25)
    }
    // The first step has no call: the failed first load is the state right after creation.
    #expect(vm.uiStateForIos.mostrarError)
    #expect(vm.uiStateForIos.error?.mensaje == "Sin conexión")
    #expect(vm._kontract.remainingCalls == [TranscriptCall("reintentar")])
    vm.reintentar()
    #expect(vm.uiStateForIos.pokemon?.numero == "N.º 0025")
    #expect(!vm.uiStateForIos.mostrarError)
    try vm._kontract.verifyTranscriptCompleted()
    vm.reintentar()
    #expect(
        vm._kontract.mismatches.map(\.description) == [
            "transcript step 3: the transcript has ended, but Swift called reintentar()"
        ])
    owner.viewModelStore.clear()
}
