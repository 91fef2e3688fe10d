// kontract diff's WIRE verdicts through the real kotlinx: BASE's samples written by BASE's serializer, read by HEAD's
// and written back; HEAD's samples read by BASE's. Compiled with the conformance Kotlin (diff_wire.py).
@file:OptIn(kotlinx.serialization.ExperimentalSerializationApi::class)

package kontractdiffwire

import java.io.File
import kotlinx.serialization.KSerializer
import kotlinx.serialization.descriptors.PolymorphicKind
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.json.*
import kontractdiffwire.cases.target

/** The JSON keys a reader of [descriptor] knows: its properties (a sealed type: every subclass's, and the discriminator). */
fun knownKeys(descriptor: SerialDescriptor, json: Json): Set<String> {
    fun keys(d: SerialDescriptor): List<String> = (0 until d.elementsCount).map { index ->
        json.configuration.namingStrategy?.serialNameForJson(d, index, d.getElementName(index)) ?: d.getElementName(index)
    }
    if (descriptor.kind != PolymorphicKind.SEALED) return keys(descriptor).toSet()
    val subclasses = descriptor.getElementDescriptor(1)
    return (0 until subclasses.elementsCount).flatMap { keys(subclasses.getElementDescriptor(it)) }.toSet() +
        json.configuration.classDiscriminator
}

/** Whether BASE's value came back with the same fields where HEAD has the property (HEAD drops the others by design). */
fun sameCommonFields(written: String, again: String, headKeys: Set<String>): Boolean {
    val before = Json.parseToJsonElement(written)
    val after = Json.parseToJsonElement(again)
    if (before !is JsonObject || after !is JsonObject) return before == after
    return (before.keys + after.keys).filter { it in headKeys }.all { before[it] == after[it] }
}

fun firstLine(e: Throwable): String = (e::class.simpleName ?: "") + ": " + (e.message ?: "").lines().first()

class Side(val serializer: KSerializer<Any?>, val json: Json) {
    fun read(text: String): Any? = json.decodeFromString(serializer, text)
    fun write(value: Any?): String = json.encodeToString(serializer, value)
}

/** The first sample that does not survive between the sides, described; null when all do. Throws when a side
 *  cannot read its own sample (the record and Kotlin disagree: not a verdict). */
fun firstBreak(base: Side, head: Side, baseSamples: List<String>, headSamples: List<String>): String? {
    val headKeys = knownKeys(head.serializer.descriptor, head.json)
    for (sample in baseSamples) {
        val written = base.write(base.read(sample))
        val again = try {
            base.write(base.read(head.write(head.read(written))))
        } catch (e: Exception) {
            return "HEAD reading BASE's $written: ${firstLine(e)}"
        }
        if (!sameCommonFields(written, again, headKeys)) return "BASE's $written comes back from HEAD as $again"
    }
    for (sample in headSamples) {
        val written = head.write(head.read(sample))
        try {
            base.read(written)
        } catch (e: Exception) {
            return "BASE reading HEAD's $written: ${firstLine(e)}"
        }
    }
    return null
}

/** Reads `{"case","base","head","baseSamples","headSamples"}` lines; prints `{"case","type","break"?,"error"?}`. */
fun main(args: Array<String>) {
    File(args[0]).forEachLine { line ->
        val pair = Json.parseToJsonElement(line).jsonObject
        val baseType = pair["base"]!!.jsonPrimitive.content
        val headType = pair["head"]!!.jsonPrimitive.content
        val out = buildJsonObject {
            put("case", pair["case"]!!)
            put("type", baseType)
            val base = target(baseType)
            val head = target(headType)
            if (base == null || head == null) {
                put("error", "no serializer for $baseType or $headType")
            } else {
                try {
                    val found = firstBreak(Side(base.first, base.second), Side(head.first, head.second),
                        pair["baseSamples"]!!.jsonArray.map { it.jsonPrimitive.content },
                        pair["headSamples"]!!.jsonArray.map { it.jsonPrimitive.content })
                    if (found != null) put("break", found)
                } catch (e: Exception) {
                    put("error", "a side cannot read its own sample: ${firstLine(e)}")
                }
            }
        }
        println(out)
    }
}
