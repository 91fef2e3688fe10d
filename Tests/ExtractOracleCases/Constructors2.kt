package com.example.app.ctor2

class Overloaded @JvmOverloads constructor(val a: Int = 0, val b: String = "") {
    @Throws(IllegalArgumentException::class)
    constructor(text: String) : this(text.length, text) {
        require(text.isNotEmpty())
    }

    constructor(vararg parts: Int) : this(parts.sum())
}

class VarargHeader(vararg val values: String, override val size: Int = values.size) : Sized

interface Sized {
    val size: Int
}

data class WithInit(val x: Int) {
    init { require(x > 0) { "positive" } }
    val doubled = x * 2
    init {
        println(doubled)
    }
}
