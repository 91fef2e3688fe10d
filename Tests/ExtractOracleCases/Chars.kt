package com.example.app.chars

class Chars(
    val quote: Char = '"',
    val apostrophe: Char = '\'',
    val dollar: Char = '$',
    val backslash: Char = '\\',
    val tab: Char = '\t',
    val brace: Char = '{',
    val url: String = "http://example.com/*path*/",
    val dollarEnd: String = "cost: 5$",
    val dollars: String = "$$",
    val templateLambda: String = "${listOf(1, 2).map { "<$it>" }}",
)
