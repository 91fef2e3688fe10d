package com.example.app.interfaces

interface Named {
    val name: String
    val upper: String get() = name.uppercase()
    val length: Int
        get() {
            return name.length
        }

    fun greet(other: Named = Anonymous): String

    companion object {
        val Anonymous: Named = object : Named {
            override val name = "anon"
            override fun greet(other: Named) = "hi"
        }
    }
}

sealed interface Tree<out T> {
    data class Leaf<T>(val value: T) : Tree<T>
    data class Node<T>(val left: Tree<T>, val right: Tree<T>) : Tree<T>
    data object Empty : Tree<Nothing>
}

private interface PrivateApi
