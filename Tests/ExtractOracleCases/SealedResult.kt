package com.example.app.result

sealed class Result<out T> {
    data class Success<out T>(val value: T) : Result<T>()
    data class Failure(val error: Throwable, val retryable: Boolean = false) : Result<Nothing>()
    object Loading : Result<Nothing>()
    data object Idle : Result<Nothing>()
}

sealed interface UiEvent {
    data class Click(val id: String) : UiEvent
    data object Back : UiEvent
}
