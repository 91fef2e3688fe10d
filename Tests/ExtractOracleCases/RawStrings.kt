package com.example.app.strings

const val QUERY = """
    SELECT * FROM users
    WHERE name = "x" AND id = ${'$'}id
""" 

class Sql(val text: String = """raw "quoted" ${1 + 2} \n no escape""") {
    val trimmed = """
        |one
        |two
    """.trimMargin()
    val empty = """"""
    val quotes = """ends with quotes"""""
}
