package com.example.app.feature.list

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

data class ListState(
    val items: List<String> = emptyList(),
    val loading: Boolean = false,
    val error: String? = null,
)

class ListViewModel(
    private val repository: ListRepository,
    private val scope: CoroutineScope,
) {
    private val _state = MutableStateFlow(ListState())
    val state: StateFlow<ListState> = _state.asStateFlow()

    fun load() {
        scope.launch {
            _state.value = _state.value.copy(loading = true)
            val items = repository.items()
            _state.value = ListState(items = items)
        }
    }

    fun clear() = _state.tryEmit(ListState())
}

interface ListRepository {
    suspend fun items(): List<String>
}
