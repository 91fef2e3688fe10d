package com.example.app

import kotlin.experimental.ExperimentalNativeApi
import kotlin.native.Platform as NativePlatform
import kotlinx.cinterop.*

@OptIn(ExperimentalNativeApi::class)
fun osName(): String = NativePlatform.osFamily.name

@OptIn(ExperimentalForeignApi::class)
fun pointer(value: CPointer<ByteVar>?): Int = 0

external fun nativeCall(x: Int): Int
