package com.example.app.collections

import kotlinx.serialization.Serializable

@Serializable
data class Catalog(
    val names: List<String>,
    val prices: Map<String, Double>,
    val nested: Map<String, List<Map<Int, Set<String?>?>>>,
    val array: Array<Int>,
    val ints: IntArray = intArrayOf(1, 2),
    val matrix: List<List<Double>> = listOf(listOf(0.0)),
    val mutable: MutableList<String> = mutableListOf(),
    val pair: Pair<String, Int>? = null,
    val triple: Triple<Int, Int, Int> = Triple(1, 2, 3),
)
