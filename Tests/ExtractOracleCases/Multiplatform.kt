package com.example.shared

expect abstract class ViewModel() {
    protected open fun onCleared()
}

expect class AtomicInt(initial: Int) {
    fun get(): Int
    fun set(value: Int)
    fun incrementAndGet(): Int
}

expect interface Parcelable

expect fun randomUuid(): String

expect inline fun <T> synchronized(lock: Any, block: () -> T): T

expect val platform: String
