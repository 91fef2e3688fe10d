package com.example.app.platform

expect class Platform() {
    val name: String
    fun version(): Int
}

expect fun platformName(): String

expect object Dispatchers {
    val io: String
}

expect val isDebug: Boolean

expect enum class Os { IOS, ANDROID }

expect annotation class CommonParcelize()
