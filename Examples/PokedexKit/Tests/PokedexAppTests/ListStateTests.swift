// The list screen's state with its sort and filter fields, as the app's Swift code uses them.

@_spi(Testing) import KontractRuntime
import PokedexApp
@_spi(Testing) import Shared
import Testing

@Suite struct ListStateTests {
    let bulbasaur = Pokemon(id: 1, name: "bulbasaur", artworkUrl: "u1")
    let pikachu = Pokemon(id: 25, name: "pikachu", artworkUrl: "u25")
    let eevee = Pokemon(id: 133, name: "eevee", artworkUrl: "u133")

    /// Every argument spelled out: Kotlin defaults do not cross the bridge.
    func state(
        sort: SortOption = .number, favoritesOnly: Bool = false, favorites: Set<KotlinInt> = [],
        type: PokemonType? = nil, generation: KotlinInt? = nil, search: String = ""
    ) -> PokemonListUiState {
        PokemonListUiState(
            pokemons: [pikachu, eevee, bulbasaur], favorites: favorites, isLoading: false, isLoadingMore: false,
            hasMorePages: true, totalCount: 1025, searchText: search, showFavoritesOnly: favoritesOnly,
            sortOption: sort, selectedType: type, selectedGeneration: generation)
    }

    @Test func sortOptionsAsTheAppOffersThem() {
        #expect(state(sort: .number).visiblePokemons.map(\.id) == [1, 25, 133])
        #expect(state(sort: .nameAsc).visiblePokemons.map(\.name) == ["bulbasaur", "eevee", "pikachu"])
        #expect(state(sort: .nameDesc).visiblePokemons.map(\.name) == ["pikachu", "eevee", "bulbasaur"])
        #expect(SortOption.nameAsc.name == "NAME_ASC")
        #expect(SortOption.entries.map(\.name) == ["NUMBER", "NAME_ASC", "NAME_DESC"])
    }

    @Test func filtersAndDerivedValues() {
        let favourites = state(favoritesOnly: true, favorites: [KotlinInt(value: 25)])
        #expect(favourites.visiblePokemons == [pikachu])
        #expect(favourites.hasActiveFilters)
        #expect(!state().hasActiveFilters)
        #expect(state(type: .electric).hasActiveFilters)
        #expect(state(generation: 1).hasActiveFilters)
        #expect(state(search: "  ").hasActiveFilters == false)
        #expect(state().loadedCount == 3)
        #expect(!state().showEmptyState)
        #expect(pikachu.displayNumber == "#025")
    }

    @Test func descriptionIsKotlinsToString() {
        let text = "\(state(type: .fire))"
        #expect(text.hasPrefix("PokemonListUiState(pokemons=[Pokemon(id=25, name=pikachu, artworkUrl=u25), "))
        #expect(text.hasSuffix("sortOption=NUMBER, selectedType=FIRE, selectedGeneration=null)"))
    }
}
