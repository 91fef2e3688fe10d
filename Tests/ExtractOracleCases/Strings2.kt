package com.example.app.strings2

const val MULTI = "line1\nline2\ttab"
const val UNICODE = "\uD83D\uDE00"
const val EMPTY = ""
const val CONCAT = "a" + "b" + 'c'
val template = "sum=${1 + 2} list=${listOf("a", "b").joinToString(",") { "[$it]" }}"
val rawTemplate = """path: ${'$'}HOME/${"nested \"quoted\""}"""
val rawMultiline = """
    {
      "json": true,
      "n": ${1}
    }
""".trimIndent()
