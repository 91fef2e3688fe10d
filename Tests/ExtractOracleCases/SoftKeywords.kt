package com.example.app.soft

class Soft(
    val data: String,
    val value: Int,
    val open: Boolean,
    val sealed: Boolean = true,
    val inner: String = "",
    val enum: Int = 0,
    val annotation: String = "",
    val companion: String = "",
    val get: Int = 1,
    val set: Int = 2,
    val field: String = "",
    val by: String = "",
    val where: String = "",
    val import: String = "",
    val expect: Boolean = false,
    val actual: Boolean = false,
    val out: Int = 0,
    val reified: Int = 0,
    val operator: String = "",
    val internal: Int = 0,
) {
    val constructor: Int = 0
    fun init(): Unit = Unit
    val suspend: Boolean = false
}

fun value(data: Int, open: String): Int = data
