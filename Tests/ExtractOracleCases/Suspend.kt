package com.example.app.suspend

import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flow

interface Api {
    suspend fun fetch(id: String): String
    suspend fun fetchAll(vararg ids: String): List<String>
    fun stream(): Flow<Int>
}

class ApiImpl : Api {
    override suspend fun fetch(id: String): String = id
    override suspend fun fetchAll(vararg ids: String): List<String> = ids.toList()
    override fun stream(): Flow<Int> = flow { emit(1) }
    suspend inline fun <T> withRetry(times: Int = 3, crossinline block: suspend () -> T): T = block()
    inline fun run(noinline block: () -> Unit) = block()
}
