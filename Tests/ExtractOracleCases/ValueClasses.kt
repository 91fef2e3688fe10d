package com.example.app.ids

import kotlin.jvm.JvmInline

@JvmInline
value class UserId(val raw: String)

@JvmInline
value class Cents(val amount: Long) {
    operator fun plus(other: Cents): Cents = Cents(amount + other.amount)
}

inline class Legacy(val value: Int)
