package com.example.app.model

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
enum class Status {
    @SerialName("active") ACTIVE,
    @SerialName("inactive") INACTIVE,
    UNKNOWN;
}

enum class Color(val rgb: Int, val label: String = "none") {
    RED(0xFF0000, "red"),
    GREEN(0x00FF00),
    BLUE(rgb = 0x0000FF, label = "blue") {
        override fun toString(): String = "b"
    };

    fun hex(): String = rgb.toString(16)

    companion object {
        fun parse(text: String): Color? = entries.firstOrNull { it.label == text }
    }
}
