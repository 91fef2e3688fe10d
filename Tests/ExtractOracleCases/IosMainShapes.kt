package com.example.shared.ios

import kotlinx.cinterop.BetaInteropApi
import kotlinx.cinterop.ExperimentalForeignApi
import platform.Foundation.NSData
import platform.Foundation.NSUUID
import platform.darwin.NSObject

actual fun randomUuid(): String = NSUUID().UUIDString()

@OptIn(ExperimentalForeignApi::class, BetaInteropApi::class)
fun NSData.toByteArray(): ByteArray = ByteArray(length.toInt())

class IosDelegate : NSObject() {
    var onChange: ((String) -> Unit)? = null
}

fun interface Cancellable {
    fun cancel()
}

class FlowWrapper<T : Any>(private val origin: kotlinx.coroutines.flow.Flow<T>) {
    fun watch(block: (T) -> Unit): Cancellable = Cancellable {}
}
