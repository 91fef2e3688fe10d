package com.example.app.misc

import kotlin.reflect.KClass

class Registry(
    val types: List<KClass<out Any>> = listOf(String::class, Int::class),
    val factory: () -> Any = ::Registry,
    val method: (Registry) -> List<KClass<out Any>> = Registry::types,
    val nothing: Nothing? = null,
    val unit: Unit = Unit,
    val any: Any? = Any(),
    val cast: Number = 1 as Number,
    val check: Boolean = "x" is CharSequence,
    val notIn: Boolean = 3 !in listOf(1, 2),
    val notNull: Int = listOf(1).firstOrNull()!!,
    val thisRef: String = this.toString(),
)

annotation class Empty

annotation class WithClass(val type: KClass<*>, val types: Array<KClass<*>> = [])
