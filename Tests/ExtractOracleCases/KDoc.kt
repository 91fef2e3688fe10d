package com.example.app.docs

/**
 * A documented class.
 *
 * @property name the name
 * @constructor makes one
 */
class Documented(
    /** The name. */
    val name: String,
) {
    /** Says hello. */
    fun hello(): String = "hello $name"

    /**
     * Multi-line
     *   indented
     */
    val size: Int get() = name.length
}

/** One-liner. */ fun oneLiner() = Unit

/***/
class EmptyDoc

/** Not a doc for the comment below. */
// a plain comment
class AfterComment
