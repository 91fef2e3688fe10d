// Tests `kontract emit-kotlin`: Kotlin source with kotlinx annotations and defaults.

import Foundation
import Testing

@testable import KontractCLI

@Suite(.serialized) struct EmitKotlinCommandTests {
    @Test func emitsAnnotatedDataClassesWithDefaults() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "a.kontract.json",
            """
            {"kontract": 1, "module": "Shared", "package": "com.x",
             "declarations": [
               {"kind": "enum class", "name": "Color", "entries": ["RED", {"name": "GREEN", "serialName": "verde"}]},
               {"kind": "data class", "name": "Project", "serialName": "project", "properties": [
                 {"name": "name", "type": "String", "jsonNames": ["title"]},
                 {"name": "color", "type": "Color", "default": "verde"},
                 {"name": "tags", "type": "Set<Long>", "default": [1, 2], "encodeDefault": "always"},
                 {"name": "cache", "type": "String?", "default": "$x", "transient": true}]},
               {"kind": "sealed interface", "name": "Shape", "subclasses": [
                 {"kind": "data object", "name": "Empty"}]}]}
            """)
        let run = CommandRun(["emit-kotlin", folder.url.path])
        #expect(run.code == .success)
        let source = run.standardOutput
        #expect(source.hasPrefix("// a.kt\n"))
        #expect(source.contains("package com.x\n"))
        #expect(source.contains("@Serializable\n@SerialName(\"project\")\ndata class Project("))
        #expect(source.contains("    @JsonNames(\"title\") val name: String,\n"))
        #expect(source.contains("    val color: Color = Color.GREEN,\n"))
        #expect(
            source.contains(
                "    @EncodeDefault(EncodeDefault.Mode.ALWAYS) val tags: Set<Long> = setOf<Long>(1L, 2L),\n"))
        #expect(source.contains("    @Transient val cache: String? = \"\\$x\",\n"))
        #expect(source.contains("RED, @SerialName(\"verde\") GREEN"))
        #expect(source.contains("    data object Empty : Shape\n"))
    }

    @Test func contractErrorsFailWithoutOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.kontract.json", "{\"kontract\": 1}")
        let run = CommandRun(["emit-kotlin", folder.url.path])
        #expect(run.code == .failure)
        #expect(run.standardOutput.isEmpty)
    }
}
