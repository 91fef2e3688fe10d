// Shapes real KMP apps use that the parser first misread (session 18): explicit backing fields, an infix call
// broken after its function's name, and a primary constructor's dotted or argument-carrying annotation.
package demo.realapp

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow

annotation class Interop {
    annotation class Enabled
}

annotation class Named(val value: String)

class Clock {
    val ticks: StateFlow<Long>
        field = MutableStateFlow(0L)

    val labels: List<String>
        internal field: MutableList<String> = mutableListOf()

    val counter: Int
        field = 3
        get() = field + 1

    val pair = "a" to
        "b"

    val mask = 1 shl
            4 or 2

    val checked = 3 in
        listOf(1, 2)

    val plain = "x" to "y"
    val next = pair.first
}

sealed class Screen {
    data class Empty @Interop.Enabled constructor(val loading: Boolean = false) : Screen()

    data class Content @Named("content") constructor(val items: List<String>, val loading: Boolean = false) :
        Screen()
}

class Holder @Named(value = "h") internal constructor(val id: Int)

val combined = listOf(1) +
    listOf(2) zip
        listOf(3)

val afterIf = if (true) 1 else 2
val afterCall = run { 1 }
