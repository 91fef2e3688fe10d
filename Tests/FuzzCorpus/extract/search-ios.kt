package com.sebastiannarvaez.pokedex.feature.search

import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.ViewModelStoreOwner
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import com.rickclephas.kmp.nativecoroutines.NativeCoroutinesState
import kotlinx.coroutines.flow.StateFlow

fun pokemonSearchViewModel(owner: ViewModelStoreOwner): PokemonSearchViewModel =
    ViewModelProvider.create(
        owner = owner,
        factory = viewModelFactory { initializer { PokemonSearchViewModel() } },
    )[PokemonSearchViewModel::class]

@NativeCoroutinesState
val PokemonSearchViewModel.uiStateForIos: StateFlow<SearchUiState>
    get() = uiState
