package com.example.app.continuations

class Builder {
    val chained = StringBuilder()
        .append("a")
        .append("b")
        .toString()
    val safe = System.getenv("HOME")
        ?.trim()
        ?: "none"
    val elvisNext = System.getenv("X")
        ?: "fallback"
    val operatorEnd = 1 +
        2
    val andNext = true
        && false
    val inParens = listOf(
        1,
        2,
    )
    fun nextLine() =
        42
    fun long(): Int = listOf(1, 2, 3)
        .map { it * 2 }
        .sum()
}
