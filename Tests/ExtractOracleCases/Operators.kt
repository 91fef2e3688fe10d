package com.example.app.ops

data class Vec(val x: Int, val y: Int) {
    operator fun plus(other: Vec) = Vec(x + other.x, y + other.y)
    operator fun unaryMinus() = Vec(-x, -y)
    operator fun get(index: Int): Int = if (index == 0) x else y
    operator fun invoke(scale: Int): Vec = Vec(x * scale, y * scale)
    infix fun dot(other: Vec): Int = x * other.x + y * other.y
    operator fun contains(value: Int): Boolean = x == value || y == value
    operator fun component3(): Int = 0
}

operator fun Vec.times(k: Int) = Vec(x * k, y * k)

tailrec fun gcd(a: Int, b: Int): Int = if (b == 0) a else gcd(b, a % b)
