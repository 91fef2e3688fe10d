import Foundation
import KMPNativeCoroutinesAsync
import Shared

// The list screen's sort and filter logic as the app writes it, over the generated list state.

extension PokemonListUiState {
    /// The Pokémon to show: favourites only when asked, sorted by the chosen option.
    public var visiblePokemons: [Pokemon] {
        let shown = showFavoritesOnly ? pokemons.filter { favorites.contains(KotlinInt(value: $0.id)) } : pokemons
        switch sortOption {
        case .number: return shown.sorted { $0.id < $1.id }
        case .nameAsc: return shown.sorted { $0.name < $1.name }
        case .nameDesc: return shown.sorted { $0.name > $1.name }
        default: return shown
        }
    }
}
