package com.example.app.strings

class Greeter(val name: String = "world", val greeting: String = "Hello, ${"$"}name!") {
    val simple = "Hi $name"
    val nested = "a ${if (name.isEmpty()) "b ${name.length}" else "c"} d"
    val escaped = "quote \" backslash \\ tab \t unicode \u00e9 dollar \$"
    val braces = "{not a template} ${name.length}"
    fun shout(): String = "${name.uppercase()}!!!"
}
