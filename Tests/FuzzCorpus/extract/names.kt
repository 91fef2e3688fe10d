@file:OptIn(kotlinx.serialization.ExperimentalSerializationApi::class)

package com.example.edge

import kotlinx.serialization.*
import kotlinx.serialization.json.*

/** Properties whose names Swift or Objective-C reserve. */
@Serializable
data class Reserved(
    val description: String = "",
    val hash: Int = 0,
    val default: Boolean = false,
    val struct: String = "",
    val self: String = "",
    val init: Int = 0,
    val copy: Long = 0L,
    val protocol: String? = null,
    val Type: Int = 0,
    val id: String = "x",
)

@Serializable
data class Año(
    val número: Int = 1,
    val año: String = "dos mil \"veinte\"\n",
) {
    val vacío: Boolean get() = año.isEmpty()
}

@Serializable
data class Primitives(
    val b: Boolean = true,
    val by: Byte = (-1),
    val s: Short = 2,
    val i: Int = 3,
    val l: Long = 4L,
    val ub: UByte = 5u,
    val us: UShort = 6u,
    val ui: UInt = 7u,
    val ul: ULong = 8uL,
    val f: Float = 1.5f,
    val d: Double = 0.1,
    val c: Char = 'k',
    val str: String = "s",
)

@Serializable
data class NullablePrimitives(
    val b: Boolean? = null,
    val by: Byte? = null,
    val s: Short? = null,
    val i: Int? = 3,
    val l: Long? = null,
    val ub: UByte? = null,
    val us: UShort? = null,
    val ui: UInt? = null,
    val ul: ULong? = null,
    val f: Float? = null,
    val d: Double? = 2.5,
    val c: Char? = null,
    val str: String? = null,
)

@Serializable
data class Collections(
    val ints: List<Int> = listOf<Int>(1, 2),
    val longs: Set<Long> = setOf<Long>(),
    val doubles: List<Double> = listOf<Double>(),
    val bools: List<Boolean> = listOf<Boolean>(),
    val nullableInts: List<Int?> = listOf<Int?>(),
    val byName: Map<String, Int> = mapOf<String, Int>("a" to 1),
    val byId: Map<Int, String> = mapOf<Int, String>(),
    val nested: Map<String, List<Set<Int>>> = mapOf<String, List<Set<Int>>>(),
    val deep: List<List<String?>> = listOf<List<String?>>(),
    val optionalList: List<String>? = null,
    val intArray: IntArray = intArrayOf(),
    @Transient val anything: Any? = null,
    val bytes: List<Byte> = listOf<Byte>(1),
    val shorts: List<Short> = listOf<Short>(),
    val uints: Set<UInt> = setOf<UInt>(),
    val ulongs: List<ULong> = listOf<ULong>(),
    val floats: List<Float> = listOf<Float>(),
    val chars: List<Char> = listOf<Char>(),
    val charSet: Set<Char> = setOf<Char>(),
    val ubytes: Map<String, UByte> = mapOf<String, UByte>(),
    val nullableMap: Map<String, Double?> = mapOf<String, Double?>(),
)

@Serializable
enum class Palette {
    RED, DARK_BLUE, NEW, TermsOfUse, @SerialName("default") DEFAULT, INITIAL, copyright
}

@Serializable
data class Theme(
    val primary: Palette = Palette.DARK_BLUE,
    val secondary: Palette? = null,
    val all: List<Palette> = listOf<Palette>(Palette.RED, Palette.NEW),
)
