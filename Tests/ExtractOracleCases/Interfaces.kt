package com.example.app.repo

interface Repository<K : Comparable<K>, V : Any> {
    val name: String
    suspend fun get(key: K): V?
    suspend fun put(key: K, value: V)
    fun keys(): List<K> = emptyList()
}

fun interface Listener {
    fun onEvent(event: String)
}

interface Closeable : AutoCloseable, Listener
