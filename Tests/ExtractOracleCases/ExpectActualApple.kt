package com.example.platform

import platform.Foundation.NSUUID

actual class Uuid actual constructor() {
    actual val value: String = NSUUID().UUIDString()
    actual override fun toString(): String = value
}

actual typealias Lock = platform.Foundation.NSLock

actual fun randomUuid(): String = Uuid().value

actual val String.normalized: String get() = lowercase()

actual object Clock {
    actual fun nowMillis(): Long = 0L
}

internal actual inline fun <reified T : Any> typeName(): String = T::class.simpleName ?: "?"

expect class OnlyCommon() {
    fun value(): Int
}
