package com.example.app.params

fun paged(page: Int = 0, size: Int = page * 2 + 10, label: String = "p$page/$size") = label

fun withTry(value: Int = try { 1 } catch (e: Exception) { 0 }) = value

fun withWhen(kind: String, code: Int = when (kind) {
    "a" -> 1
    "b", "c" -> 2
    else -> 3
}) = code

fun withGeneric(list: List<Pair<Int, String>> = emptyList<Pair<Int, String>>()) = list

fun comparisons(a: Int = 1, b: Boolean = a < 2 && 3 > a, c: Boolean = a <= 2 || a >= 1) = b

fun ranges(r: IntRange = 0 until 10, s: IntProgression = 10 downTo 0 step 2, c: CharRange = 'a'..'z') = r

fun labels(items: List<Int> = listOf(1).map label@{ return@label it }) = items
