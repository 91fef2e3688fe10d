package com.example.app.objects

interface Factory<T> {
    fun create(): T
}

class Widget {
    companion object : Factory<Widget> {
        override fun create() = Widget()
    }
}

object Singleton : java.io.Serializable {
    init {
        println("init")
    }

    private fun readResolve(): Any = Singleton
}

object Delegating : Factory<String> by StringFactory

object StringFactory : Factory<String> {
    override fun create(): String = ""
}
