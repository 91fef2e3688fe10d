// The search screen's logic as the app writes it, minus SwiftUI: which of the five views to show.

import KontractRuntime

/// What `SearchResultsView` shows for a state, chosen exactly as the app chooses it.
public enum SearchScreenContent: Equatable, Sendable {
    case idle
    case loading
    case failure(message: String)
    case noResults(query: String)
    case results([PokemonRef])
}

extension SearchUiState {
    /// The app's branch order: idle first, then loading, error, no results, the list.
    public var screenContent: SearchScreenContent {
        if enReposo { return .idle }
        if buscando { return .loading }
        if let error { return .failure(message: error.detalle) }
        if sinResultados { return .noResults(query: consulta) }
        return .results(resultados)
    }
}

extension PokemonRef {
    /// The row's number label, `N.º 0025`.
    public var numberLabel: String {
        "N.º " + String(repeating: "0", count: max(0, 4 - String(id).count)) + String(id)
    }
}
