// Context parameters (Kotlin 2.2) and the older context receivers before functions and properties.
package oracle.context

class Logger
class Clock

context(logger: Logger)
fun logged(message: String): Int = 0

context(Logger, Clock)
val stamped: String get() = ""

context(_: Clock) @Suppress("unused") internal fun tick() {}

class Screen {
    context(logger: Logger) fun render() {}
    fun title(): String = ""
    context(clock: Clock)
    val now: Long get() = 0L
}
