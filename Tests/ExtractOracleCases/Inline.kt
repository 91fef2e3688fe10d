package com.example.app.inline

inline val Int.isEven: Boolean get() = this % 2 == 0

val String.firstOrEmpty inline get() = firstOrNull()?.toString() ?: ""

inline fun measure(block: () -> Unit): Long {
    block()
    return 0L
}

inline fun <reified T : Any, reified R> cast(value: Any): Pair<T?, R?> = (value as? T) to (value as? R)
