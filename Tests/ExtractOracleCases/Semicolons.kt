package com.example.app.semi;

import kotlin.math.max;

class A; class B(val x: Int); object C

fun f() = 1; fun g() = 2

val h = 3; val i = 4

enum class E { X, Y, Z, }

class D { val a = 1; val b = 2; fun c() {} }
