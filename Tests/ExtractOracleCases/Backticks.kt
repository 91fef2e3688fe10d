package com.example.app.`when`

class `Weird Name`(val `in`: Int, val `is`: Boolean = false) {
    fun `test something`() {}
    val `object`: String = "o"
}

fun `fun`(`val`: String): String = `val`

enum class Keywords { `in`, `is`, `as` }
