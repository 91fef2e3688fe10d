// The Kotlin half of the conformance driver: decodes, encodes and compares, one JSON line per case.

import KontractCore
import KontractGenerator

/// Writes `Driver.kt`, which reads `{"id","type","json","swift"?}` lines and prints
/// `{"id","ok","encoded","string","error","swiftEqual"}` lines.
enum KotlinConformanceDriverSource {
    static func make(module: CheckedModule) -> String {
        var lines: [String] = [
            "import kotlinx.serialization.*",
            "import kotlinx.serialization.json.*",
            "import java.io.File",
            "",
        ]
        var configurations: [String: String] = [:]
        for (index, file) in module.files.enumerated() {
            let json = file.json
            var settings = [
                "encodeDefaults = \(json.encodeDefaults)", "explicitNulls = \(json.explicitNulls)",
                "ignoreUnknownKeys = \(json.ignoreUnknownKeys)", "coerceInputValues = \(json.coerceInputValues)",
                "isLenient = \(json.isLenient)", "classDiscriminator = \"\(json.classDiscriminator)\"",
                "allowSpecialFloatingPointValues = \(json.allowSpecialFloatingPointValues)",
            ]
            switch json.namingStrategy {
            case .snakeCase: settings.append("namingStrategy = JsonNamingStrategy.SnakeCase")
            case .kebabCase: settings.append("namingStrategy = JsonNamingStrategy.KebabCase")
            case nil: break
            }
            lines.append("@OptIn(ExperimentalSerializationApi::class)")
            lines.append("val json\(index) = Json { \(settings.joined(separator: "; ")) }")
            configurations[file.path] = "json\(index)"
        }
        lines.append("")
        lines.append("@Suppress(\"UNCHECKED_CAST\")")
        lines.append("fun target(type: String): Pair<KSerializer<Any?>, Json>? = when (type) {")
        for entry in module.index.declarations {
            let kind = entry.declaration.kind
            guard entry.declaration.isSerializable,
                [.dataClass, .enumClass, .sealedClass, .sealedInterface, .object, .dataObject].contains(kind)
            else { continue }
            let json = configurations[entry.file.path] ?? "Json"
            lines.append(
                "    \"\(entry.qualifiedName)\" -> Pair(serializer<\(entry.qualifiedName)>() as KSerializer<Any?>, \(json))"
            )
        }
        lines.append("    else -> null")
        lines.append("}")
        lines.append(
            """

            fun firstLine(e: Throwable): String = (e::class.simpleName ?: "") + ": " + (e.message ?: "").lines().first()

            fun main(args: Array<String>) {
                File(args[0]).forEachLine { line ->
                    val case = Json.parseToJsonElement(line).jsonObject
                    val id = case["id"]!!.jsonPrimitive.content
                    val type = case["type"]!!.jsonPrimitive.content
                    val input = case["json"]!!.jsonPrimitive.content
                    val swift = case["swift"]?.jsonPrimitive?.contentOrNull
                    val out = buildJsonObject {
                        put("id", id)
                        val found = target(type)
                        if (found == null) {
                            put("ok", false); put("error", "no serializer for " + type)
                        } else {
                            val (serializer, json) = found
                            try {
                                val value = json.decodeFromString(serializer, input)
                                put("ok", true)
                                put("string", value.toString())
                                var again: Any? = value
                                try {
                                    val encoded = json.encodeToString(serializer, value)
                                    put("encoded", encoded)
                                    // explicitNulls=false and coerceInputValues make some round trips asymmetric.
                                    again = json.decodeFromString(serializer, encoded)
                                    put("reencoded", json.encodeToString(serializer, again))
                                } catch (e: Throwable) { put("encodeError", firstLine(e)) }
                                if (swift != null) {
                                    try {
                                        val back = json.decodeFromString(serializer, swift)
                                        put("swiftEqual", back == value || back == again)
                                        put("swiftString", back.toString())
                                    } catch (e: Throwable) { put("swiftEqual", false); put("swiftError", firstLine(e)) }
                                }
                            } catch (e: Throwable) {
                                put("ok", false); put("error", firstLine(e))
                            }
                        }
                    }
                    println(out)
                }
            }
            """)
        return lines.joined(separator: "\n") + "\n"
    }
}
