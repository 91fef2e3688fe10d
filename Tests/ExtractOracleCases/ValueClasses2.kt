package com.example.app.value

import kotlinx.serialization.Serializable
import kotlin.jvm.JvmInline

@Serializable
@JvmInline
value class Email(val value: String) {
    init {
        require("@" in value) { "invalid email" }
    }

    val domain: String get() = value.substringAfter('@')
}

@JvmInline
value class Wrapper<T>(val inner: T)

@JvmInline
value class Percent private constructor(val raw: Double) {
    companion object {
        fun of(raw: Double) = Percent(raw.coerceIn(0.0, 100.0))
    }
}
