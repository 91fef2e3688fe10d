// Hand-written Codable mirrors of search.kontract.json for Foundation's JSONDecoder/JSONEncoder.

/// `PokemonRef` as an app would write it for Foundation.
struct FoundationPokemonRef: Codable, Equatable {
    var id: Int32
    var name: String
    var artworkUrl: String
}

struct FoundationSearchError: Codable, Equatable {
    var detalle: String
}

/// `SearchUiState` with kotlinx's rules by hand: missing keys take the defaults, defaults are left out.
struct FoundationSearchUiState: Codable, Equatable {
    var consulta = ""
    var resultados: [FoundationPokemonRef] = []
    var buscando = false
    var error: FoundationSearchError?

    enum CodingKeys: String, CodingKey {
        case consulta, resultados, buscando, error
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        consulta = try container.decodeIfPresent(String.self, forKey: .consulta) ?? ""
        resultados = try container.decodeIfPresent([FoundationPokemonRef].self, forKey: .resultados) ?? []
        buscando = try container.decodeIfPresent(Bool.self, forKey: .buscando) ?? false
        error = try container.decodeIfPresent(FoundationSearchError.self, forKey: .error)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !consulta.isEmpty { try container.encode(consulta, forKey: .consulta) }
        if !resultados.isEmpty { try container.encode(resultados, forKey: .resultados) }
        if buscando { try container.encode(buscando, forKey: .buscando) }
        if let error { try container.encode(error, forKey: .error) }
    }
}
