package com.example.app.numbers

class Numbers(
    val hex: Int = 0xFF_EC_DE_5E,
    val binary: Int = 0b1101_0010,
    val long: Long = 1_000_000L,
    val unsigned: UInt = 42u,
    val unsignedLong: ULong = 0xFFFF_FFFF_FFFFuL,
    val double: Double = 1.5e-10,
    val float: Float = 2.5f,
    val floatUpper: Float = 3F,
    val leadingDot: Double = .5,
    val exponent: Double = 1E10,
    val char: Char = '\u0041',
    val newline: Char = '\n',
    val negative: Int = -1,
    val max: Long = Long.MAX_VALUE,
)
