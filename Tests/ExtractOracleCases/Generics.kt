package com.example.app.generic

class Box<in I, out O : Any, T>(private val transform: (I) -> O)

interface Source<out T> {
    fun next(): T
}

fun <T : Comparable<T>> maxOf(a: T, b: T): T = if (a > b) a else b

fun <K, V> merge(first: Map<K, V>, second: Map<K, V>): Map<K, V> where K : Any, V : Comparable<V> = first + second

inline fun <reified T> typeName(): String = T::class.simpleName ?: "?"

class Nested<T : List<Map<String, Set<T>>>>

fun stars(items: List<*>, map: Map<String, *>): Array<out Number>? = null

fun <T> copy(from: Array<out T>, to: Array<in T>) {}
