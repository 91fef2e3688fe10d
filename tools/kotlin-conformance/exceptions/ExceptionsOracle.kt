// What the JVM shows of Kotlin's exception and suspend semantics, as `key = value` lines that
// Tests/GeneratedBridgeTests/ExceptionOracleTests.swift recomputes on the emulation.
// The two exception classes mirror Tests/Golden/edge/contracts/functions.kontract.json: each constructor
// passes its `message` and `cause` parameters to the superclass, as the generated Swift does.
package com.example.edge.functions

import kotlin.coroutines.Continuation
import kotlin.coroutines.EmptyCoroutineContext
import kotlin.coroutines.startCoroutine
import kotlin.reflect.KClass
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.TimeoutCancellationException
import kotlinx.coroutines.async
import kotlinx.coroutines.awaitCancellation
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import kotlinx.coroutines.yield
import kotlinx.serialization.SerializationException

open class ParcelException(message: String?) : Exception(message)

class OfflineException : ParcelException {
    val retryAfter: Long

    constructor(message: String, retryAfter: Long) : super(message) {
        this.retryAfter = retryAfter
    }

    constructor(cause: Throwable?) : super(cause?.toString()) {
        this.retryAfter = 0
        initCause(cause)
    }
}

/** A suspend function that suspends once, then fails with a declared exception. */
private suspend fun loadParcel(id: String): Nothing {
    yield()
    throw ParcelException("no parcel $id")
}

private fun line(key: String, value: Any?) = println("$key = $value")

/** The Kotlin simple name of a standard exception class (the JVM's `java.lang` classes are Kotlin's). */
private val standard: List<Pair<String, KClass<out Throwable>>> = listOf(
    "Exception" to Exception::class, "Error" to Error::class, "RuntimeException" to RuntimeException::class,
    "IllegalStateException" to IllegalStateException::class,
    "IllegalArgumentException" to IllegalArgumentException::class,
    "IndexOutOfBoundsException" to IndexOutOfBoundsException::class,
    "NoSuchElementException" to NoSuchElementException::class,
    "UnsupportedOperationException" to UnsupportedOperationException::class,
    "ArithmeticException" to ArithmeticException::class, "NumberFormatException" to NumberFormatException::class,
    "NullPointerException" to NullPointerException::class, "ClassCastException" to ClassCastException::class,
    "ConcurrentModificationException" to ConcurrentModificationException::class,
    "CancellationException" to CancellationException::class,
    "TimeoutCancellationException" to TimeoutCancellationException::class,
    "SerializationException" to SerializationException::class,
)

private fun kotlinName(type: Class<*>): String =
    standard.firstOrNull { it.second.java == type }?.first ?: if (type == Throwable::class.java) "Throwable" else type.name

/** `@Throws(ParcelException::class, CancellationException::class)`: which exceptions are declared. */
private fun declaredByLoad(e: Throwable) =
    listOf(ParcelException::class, CancellationException::class).any { it.isInstance(e) }

fun main() = runBlocking {
    for ((name, type) in standard) {
        line("superclass $name", kotlinName(type.java.superclass))
    }
    line("toString ParcelException(\"no parcel\")", ParcelException("no parcel"))
    line("toString ParcelException(null)", ParcelException(null))
    line("toString OfflineException(\"offline\", 5)", OfflineException("offline", 5))
    line("message OfflineException(cause: ParcelException(\"x\"))", OfflineException(ParcelException("x")).message)
    line("cause OfflineException(cause: ParcelException(\"x\"))", OfflineException(ParcelException("x")).cause)
    line("is OfflineException ParcelException", OfflineException("o", 1) is ParcelException)
    line("is ParcelException Exception", ParcelException("p") is Exception)
    line("declared by load OfflineException", declaredByLoad(OfflineException("o", 1)))
    line("declared by load IllegalStateException", declaredByLoad(IllegalStateException("i")))
    line("declared by load IllegalArgumentException", declaredByLoad(IllegalArgumentException("a")))
    line("declared by load CancellationException", declaredByLoad(CancellationException("c")))

    // A suspend call cancelled while it is suspended: the function sees CancellationException, the job is
    // cancelled, and the caller's await ends with a CancellationException.
    val sawInside = CompletableDeferred<String>()
    val started = CompletableDeferred<Unit>()
    val call = async {
        try {
            started.complete(Unit)
            awaitCancellation()
        } catch (e: Throwable) {
            sawInside.complete(if (e is CancellationException) "CancellationException" else kotlinName(e.javaClass))
            throw e
        }
    }
    started.await()
    call.cancel()
    val callerSaw = try {
        call.await()
        "nothing"
    } catch (e: CancellationException) {
        "CancellationException"
    }
    line("cancelled mid-flight: the function sees", sawInside.await())
    line("cancelled mid-flight: the job is cancelled", call.isCancelled)
    line("cancelled mid-flight: the caller sees", callerSaw)

    // A declared exception thrown by a suspend function reaches the awaiting caller with its message,
    // and the completion (the completion-handler shape's Kotlin side) receives it as the failure.
    val thrown = try {
        loadParcel("a")
    } catch (e: ParcelException) {
        e
    }
    line("suspend failure: the caller's exception", thrown)
    var completion: Result<Unit>? = null
    val load: suspend () -> Unit = { throw OfflineException("offline b", 2) }
    load.startCoroutine(Continuation(EmptyCoroutineContext) { completion = it })
    line("suspend failure: the completion's exception", completion?.exceptionOrNull())

    // A timeout is a cancellation (so every suspend function's implicit @Throws covers it).
    val timeout = try {
        withTimeout(1) { awaitCancellation() }
    } catch (e: Throwable) {
        e
    }
    line("timeout is CancellationException", timeout is CancellationException)
    line("timeout is IllegalStateException", timeout is IllegalStateException)
}
