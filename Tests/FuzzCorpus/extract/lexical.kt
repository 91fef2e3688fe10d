#!/usr/bin/env kotlin
@file:JvmName("Lexical")
package fuzz.`in`

/* a /* nested */ comment */
/** KDoc on A. */
class A<out T : Any>(val s: String = "t ${ { "}" } } \u0041 \$", val r: String = """raw "x" ${'$'}""", val c: Char = '\'') where T : Comparable<T> {
    val n: Long get() = 0x1F_FFL + 0b1010 + 1_000 + 7u.toLong()
    fun <R> f(x: R?): R? = x ?: null
    enum class E { @SerialName("a") A, B(1) { override fun g() = 2 }; open fun g() = 1 }
}
