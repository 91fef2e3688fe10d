package com.example.app.long

import kotlinx.serialization.Serializable

@Serializable data class A1(val a: Int = 1, val b: String = "b")
@Serializable data class A2(val a: Int = 2, val b: String? = null)
@Serializable data class A3(val a: List<A1> = emptyList(), val b: Map<String, A2> = emptyMap())
@Serializable sealed class S { @Serializable data class X(val x: Int) : S(); @Serializable data object Y : S() }
@Serializable enum class E { ONE, TWO, THREE }
interface I1 { fun a(): Int }
interface I2 : I1 { fun b(): Int = a() + 1 }
class C1 : I2 { override fun a() = 1 }
object O1 : I1 { override fun a() = 2 }
fun top1(x: Int = 1) = x
fun top2(x: A1 = A1()) = x
val top3 = A1(a = 3)
var top4: A2? = null
typealias T1 = List<A1>
typealias T2 = (A1) -> A2
