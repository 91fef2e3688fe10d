package com.example.app.ann3

@Suppress("UNCHECKED_CAST")
@Deprecated(
    message = "Use other",
    replaceWith = ReplaceWith(
        expression = "other(a, b)",
        imports = ["com.example.other"],
    ),
    level = DeprecationLevel.WARNING,
)
fun old(a: Int, b: Int) = a + b

@SinceKotlin("1.9")
@Target(AnnotationTarget.CLASS)
@MustBeDocumented
annotation class Since(val version: String = "1.0", vararg val also: String)

@Since("2.0", "3.0", "4.0")
class Versioned

@Since(version = "x", also = ["a", "b"])
class Named
