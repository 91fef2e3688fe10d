package com.example.app.core

class Session private constructor(val token: String) {
    companion object Factory {
        const val PREFIX = "s_"
        fun create(token: String): Session = Session(PREFIX + token)
    }
}

class Clock {
    companion object {
        val zero = 0L
        @JvmStatic fun now(): Long = 0L
    }
}
