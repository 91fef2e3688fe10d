package com.example.app.props

import kotlin.properties.Delegates

class Props {
    val a: Int = 1
    var b: String? = null
        private set
    lateinit var c: String
    val d by lazy { "d" }
    var e: Int by Delegates.observable(0) { _, old, new -> println("$old -> $new") }
    val f: Int
        get() = a + 1
    var g: Int = 0
        get() = field * 2
        set(value) {
            field = value / 2
        }
    @get:JvmName("isH") val h: Boolean = true
    protected open val i = 3
    private val j: List<Int> = listOf(1, 2, 3)
    var k: Long = 0L; private set
}
