package com.example.app.lambdas

class Pipeline(
    val steps: List<(Int) -> Int> = listOf({ it + 1 }, { it * 2 }),
    val filter: (Int) -> Boolean = { x -> x > 0 && x < 100 },
    val block: Map<String, () -> Unit> = mapOf("a" to {}, "b" to { println("b") }),
) {
    val composed = steps.fold({ x: Int -> x }) { acc, f -> { x -> f(acc(x)) } }
}

fun run(times: Int = 1, action: (Int) -> Unit = {}) = repeat(times, action)
