@file:OptIn(kotlinx.serialization.ExperimentalSerializationApi::class)

package com.example.edge.shapes

import kotlinx.serialization.*
import kotlinx.serialization.json.*

/** What a lookup produced. */
@Serializable
sealed interface SearchResult {
    @Serializable
    data class Found(
        val names: List<String>,
    ) : SearchResult

    @Serializable
    data object Loading : SearchResult

    @Serializable
    data class Failed(
        val message: String,
        val code: Int?,
    ) : SearchResult
}

@Serializable
sealed class Shape {
    @Serializable
    data class Circle(
        val radius: Double,
    ) : Shape()

    @Serializable
    object Empty : Shape()

    @Serializable
    sealed class Polygon : Shape() {
        @Serializable
        data class Square(
            val side: Double,
        ) : Shape.Polygon()
    }

    @Serializable
    data class Type(
        val label: String,
    ) : Shape()
}

@Serializable
data class Triangle(
    val a: Double,
    val b: Double,
    val c: Double,
) : Shape()

/** Sealed-typed defaults: in swift style the enum's case wraps the subclass, level by level. */
@Serializable
data class Sketch(
    val main: Shape = Shape.Circle(radius = 1.0),
    val square: Shape? = Shape.Polygon.Square(side = 2.0),
    val others: List<Shape> = listOf<Shape>(Shape.Empty, Triangle(a = 3.0, b = 4.0, c = 5.0)),
    val result: SearchResult = SearchResult.Loading,
)

/** A tree: children by list, a sibling by direct reference. */
@Serializable
data class Node(
    val value: Int,
    val children: List<Node> = listOf<Node>(),
    val next: Node? = null,
)

@Serializable
data class Ping(
    val pong: Pong? = null,
)

@Serializable
data class Pong(
    val ping: Ping,
    val shape: Shape? = null,
    val result: SearchResult? = null,
)

@Serializable
object Defaults {
    val pageSize: Int = 20
    val greeting: String = "hola"
    val node: Node = Node(value = 1)
}
