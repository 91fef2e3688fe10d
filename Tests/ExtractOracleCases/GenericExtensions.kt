package com.example.app.genext

inline fun <T> T.also2(block: (T) -> Unit): T {
    block(this)
    return this
}

fun <T> T.apply2(block: T.() -> Unit): T = apply(block)

val <T : Any> Map<String, T>.firstValue: T? get() = values.firstOrNull()

fun <A, B, C> ((A) -> B).andThen(next: (B) -> C): (A) -> C = { next(this(it)) }

suspend fun <T> (suspend () -> T).retry(times: Int = 3): T = this()

fun Map<String, List<Int>>.flat(): List<Int> = values.flatten()
