package com.sebastiannarvaez.pokedex.feature.search

import androidx.lifecycle.ViewModel
import kotlinx.coroutines.flow.*
import kotlinx.serialization.Serializable

/** A search hit: enough to show a row and open the detail screen. */
@Serializable
data class PokemonRef(val id: Int, val name: String, val artworkUrl: String)

@Serializable
data class SearchError(val detalle: String)

/** What the search screen shows. */
@Serializable
data class SearchUiState(
    val consulta: String = "",
    val resultados: List<PokemonRef> = emptyList(),
    val buscando: Boolean = false,
    val error: SearchError? = null,
) {
    val enReposo: Boolean get() = consulta.isBlank()
    val sinResultados: Boolean
        get() = consulta.isNotBlank() && !buscando && error == null && resultados.isEmpty()
}

class PokemonSearchViewModel : ViewModel() {
    private val _uiState = MutableStateFlow(SearchUiState())
    val uiState: StateFlow<SearchUiState> = _uiState.asStateFlow()

    fun escribir(texto: String) {
        _uiState.update { it.copy(consulta = texto, buscando = texto.isNotBlank()) }
    }
}
