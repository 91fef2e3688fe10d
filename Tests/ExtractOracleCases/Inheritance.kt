package com.example.app.inherit

abstract class Shape(open val name: String) {
    abstract fun area(): Double
    open fun describe(): String = "$name: ${area()}"
}

open class Rectangle(val w: Double, val h: Double) : Shape("rect") {
    override fun area() = w * h
    final override fun describe(): String = super.describe()
}

class Square(side: Double) : Rectangle(side, side)

class Logger(private val delegate: Appendable) : Appendable by delegate, AutoCloseable {
    override fun close() {}
}

class Outer {
    inner class Inner(val x: Int)
    class StaticNested
    private interface Hidden
}
