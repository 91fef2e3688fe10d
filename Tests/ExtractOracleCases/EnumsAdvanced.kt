package com.example.app.enums

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

/** Operations. */
@Serializable
enum class Op(val symbol: String) : Comparable<Op> {
    /** Adds. */
    @SerialName("add")
    PLUS("+") {
        override fun apply(a: Int, b: Int) = a + b
    },

    /** Subtracts. */
    MINUS("-") {
        override fun apply(a: Int, b: Int) = a - b
    },
    ;

    abstract fun apply(a: Int, b: Int): Int

    companion object {
        val default = PLUS
    }
}

enum class Empty

enum class Single { ONLY }

enum class Trailing {
    A,
    B,
}
