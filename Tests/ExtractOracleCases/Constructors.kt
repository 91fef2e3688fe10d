package com.example.app.ctor

open class Base(val id: Int) {
    constructor() : this(0)
    protected constructor(text: String, radix: Int = 10) : this(text.toInt(radix))

    init {
        require(id >= 0)
    }
}

class Derived internal constructor(id: Int, val extra: String = "x") : Base(id), Comparable<Derived> {
    init {
        println(extra)
    }

    override fun compareTo(other: Derived): Int = id - other.id
}

class Annotated @Inject constructor(private val dependency: Any)

class Empty()

class NoParens
