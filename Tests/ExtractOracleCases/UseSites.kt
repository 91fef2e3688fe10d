package com.example.app.usesite

class Targets(
    @setparam:Suppress("s") var a: Int,
    @delegate:Transient val b: Lazy<Int> = lazy { 1 },
    @property:JvmField val c: Int = 0,
) {
    @set:JvmName("assign") var d: Int = 0
    @field:Volatile var e: Boolean = false
    var f: Int = 0
        @Deprecated("x") get
        protected set
}

fun @receiver:Suppress("r") String.receiverAnnotated(): Int = length
