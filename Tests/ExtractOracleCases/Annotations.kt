@file:Suppress("unused", "MemberVisibilityCanBePrivate")
@file:JvmName("AnnotationsKt")

package com.example.app.annotations

import kotlin.native.ObjCName

@Target(AnnotationTarget.CLASS, AnnotationTarget.FUNCTION)
@Retention(AnnotationRetention.BINARY)
annotation class Marker(val value: String = "", val level: Int = 1)

@ObjCName("KAPIClient", exact = true)
@Deprecated("Use NewClient", ReplaceWith("NewClient(url)"), level = DeprecationLevel.WARNING)
class ApiClient(@property:Marker("u") val url: String)

@Marker(value = "x", level = 2)
@Suppress(names = ["A", "B"])
fun annotated(@Marker vararg values: String) {}

@OptIn(ExperimentalStdlibApi::class, kotlin.ExperimentalUnsignedTypes::class)
class Opted
