package com.example.app.ext

val String.isBlankish: Boolean get() = trim().isEmpty()

var StringBuilder.lastChar: Char
    get() = this[length - 1]
    set(value) {
        setCharAt(length - 1, value)
    }

val <T> List<T>.secondOrNull: T? get() = if (size > 1) this[1] else null

fun String?.orDefault(default: String = "n/a"): String = this ?: default

val Int.Companion.ZERO: Int get() = 0

fun <T : Any> T?.requireNotNull(message: () -> String = { "null" }): T = this ?: error(message())
