package com.example.app.annotations

@Target(AnnotationTarget.PROPERTY)
annotation class Column(val name: String, val types: Array<String> = [], val nested: Marker = Marker("n"))

class Entity(
    @Column("id", types = ["int", "long"]) val id: Long,
    @field:Column(name = "n", nested = Marker(value = "m", level = 3)) val name: String,
    @param:Suppress("x") @get:Suppress("y") val both: Int,
    @[Suppress("a") Deprecated("b")] val bracketed: Int = 0,
)

@Suppress
class BareAnnotation

@kotlin.Deprecated(message = "dotted", level = kotlin.DeprecationLevel.HIDDEN)
fun dotted() {}

@Repeatable
annotation class Tag(val value: String)

@Tag("a") @Tag("b") class Tagged
