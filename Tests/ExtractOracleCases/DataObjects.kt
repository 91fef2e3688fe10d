package com.example.app.nav

import kotlinx.serialization.Serializable

@Serializable
sealed interface Route {
    @Serializable data object Home : Route
    @Serializable data class Detail(val id: String, val tab: Int = 0) : Route
    @Serializable data class Search(val query: String = "", val filters: Set<String> = emptySet()) : Route
    @Serializable data object Settings : Route
}
