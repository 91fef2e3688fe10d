package com.example.app.typeann

import kotlinx.serialization.Serializable

@Serializable
data class Event(
    val at: @Serializable(with = InstantSerializer::class) Instant,
    val tags: List<@Serializable(with = TagSerializer::class) Tag> = emptyList(),
    val nullable: @Contextual Instant? = null,
)

fun <T> definitelyNonNull(value: T & Any): T & Any = value
