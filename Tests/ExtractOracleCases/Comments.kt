package com.example.app.comments // trailing comment

/* block comment */
import kotlin.math.PI /* after import */

/* /* nested */ block */
class Commented(
    val a: Int /* inline */ = 1, // trailing
    // own line
    val b: String = "x" /* before comma */,
) {
    // comment in body
    fun f(/* no params */) = PI // pi
}

class Last // end
