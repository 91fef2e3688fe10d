package com.example.app.defaults

import kotlin.time.Duration
import kotlin.time.Duration.Companion.seconds

const val PAGE = 20

class Query(
    val page: Int = PAGE,
    val size: Int = Config.SIZE,
    val timeout: Duration = 5.seconds,
    val list: List<Int> = listOf(1, 2, 3),
    val map: Map<String, Int> = mapOf("a" to 1, "b" to 2),
    val lambda: () -> Int = { 42 },
    val ternary: Int = if (PAGE > 10) 1 else 2,
    val elvis: String = System.getenv("X") ?: "default",
    val ref: (String) -> Int = String::length,
    val generic: List<String> = emptyList<String>(),
    val math: Int = (1 + 2) * 3 - 4 / 2 % 1,
    val compare: Boolean = 1 < 2 && 3 > 2,
    val range: IntRange = 0..10,
    val set: Set<Int> = setOf(),
    val obj: Any = object : Runnable { override fun run() {} },
    val whenValue: Int = when (PAGE) { 1 -> 2; else -> 3 },
    val nested: Pair<Int, Pair<Int, Int>> = 1 to (2 to 3),
    val nullable: String? = null,
    val instance: Config = Config(),
)

class Config { companion object { const val SIZE = 10 } }
