package com.example.app.core

object Config {
    const val VERSION: String = "1.2.3"
    const val MAX_RETRIES = 3
    val timeoutMillis: Long = 30_000L
    var debug = false

    fun describe(): String = "v$VERSION"
}

private object Hidden

internal object Registry : Map<String, Int> by emptyMap()
