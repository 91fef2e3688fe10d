@file:UseSerializers(DateSerializer::class)

package com.example.app.serial

import kotlinx.serialization.*
import kotlinx.serialization.json.JsonClassDiscriminator
import kotlinx.serialization.json.JsonNames

@Serializable
@JsonClassDiscriminator("kind")
sealed class Message {
    @Serializable
    @SerialName("text")
    data class Text(val body: String, @Transient val cached: Boolean = false) : Message()

    @Serializable
    @SerialName("image")
    data class Image(
        @JsonNames("src", "source") val url: String,
        @EncodeDefault(EncodeDefault.Mode.NEVER) val width: Int = 0,
        @Required val height: Int = 0,
        @Serializable(with = ColorSerializer::class) val tint: Long? = null,
    ) : Message()
}

@Serializable(with = MoneySerializer::class)
data class Money(val cents: Long)

@Serializable
@KeepGeneratedSerializer
@OptIn(ExperimentalSerializationApi::class)
class Kept(val x: Int)
