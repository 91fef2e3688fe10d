package com.example.app.model

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

/** A user of the app. */
@Serializable
data class User(
    val id: Long,
    @SerialName("display_name") val displayName: String,
    val email: String? = null,
    val tags: List<String> = emptyList(),
    var score: Double = 0.0,
)

@Serializable
data class Page<T>(val items: List<T>, val next: String? = null, val total: Int = 0)
