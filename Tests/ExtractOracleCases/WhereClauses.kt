package com.example.app.where

interface Entity<ID> where ID : Comparable<ID>, ID : Any {
    val id: ID
}

class Store<E, ID>(val items: List<E>) where E : Entity<ID>, ID : Comparable<ID>, ID : Any {
    fun byId(id: ID): E? = items.firstOrNull { it.id == id }
}

fun <T> sorted(list: List<T>): List<T> where T : Comparable<T>, T : CharSequence = list.sorted()
