package com.example.app.unicode

class Ünïcödé(val naïve: String = "café ☕", val emoji: String = "👍🏽 ok")

val 名前: String = "名前"

fun greet(привет: String = "мир"): String = "привет, $привет"
