package com.example.app.visibility

public class PublicClass internal constructor() {
    public val a = 1
    internal val b = 2
    protected val c = 3
    private val d = 4
    public fun e() {}
    internal fun f() {}
}

internal class InternalClass

private fun privateTop() {}

internal val internalTop = 0
