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

    /// `sealed class Result(val code: Int, var note: String = "none")` and what each subclass passes to it
    /// (`superArguments`, by name); the Kotlin compiled with Kotlin 2.3 (tools/kotlin-conformance/sealedconstructor).
    @Test func emitsASealedClassConstructorAndTheSuperArguments() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "a.kontract.json",
            """
            {"kontract": 1, "module": "Shared", "package": "com.x",
             "declarations": [
               {"kind": "sealed class", "name": "Result", "constructors": [{"visibility": "private", "parameters": [
                 {"name": "code", "type": "Int", "property": "val"},
                 {"name": "note", "type": "String", "property": "var", "default": "none"}]}],
                "subclasses": [
                 {"kind": "data class", "name": "Err", "superArguments": {"code": {"parameter": "c"}, "note": {"value": "e"}},
                  "properties": [{"name": "c", "type": "Int"}]},
                 {"kind": "data object", "name": "Loading", "superArguments": {"code": {"value": 102}}}]}]}
            """)
        let run = CommandRun(["emit-kotlin", folder.url.path])
        #expect(run.code == .success)
        let source = run.standardOutput
        #expect(
            source.contains("sealed class Result private constructor(val code: Int, var note: String = \"none\") {"))
        #expect(source.contains(") : Result(code = c, note = \"e\")\n"))
        #expect(source.contains("data object Loading : Result(code = 102)\n"))
    }

    /// A data class passing arguments to its plain superclass's primary constructor (`: Entity(id = "u")`), without
    /// `@Serializable` (kotlinx refuses it with a superclass that is not serializable and has no constructor without
    /// parameters).
    @Test func emitsADataClassPassingArgumentsToItsSuperclass() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "a.kontract.json",
            """
            {"kontract": 1, "module": "Shared", "package": "com.x",
             "declarations": [
               {"kind": "class", "name": "Entity", "modality": "open", "constructors": [{"parameters": [
                 {"name": "id", "type": "String", "property": "val"}, {"name": "rank", "type": "Int", "default": 0}]}]},
               {"kind": "data class", "name": "User", "serializable": false, "supertypes": ["Entity"],
                "superArguments": {"id": {"parameter": "name"}, "rank": {"value": 2}},
                "properties": [{"name": "name", "type": "String"}]}]}
            """)
        let run = CommandRun(["emit-kotlin", folder.url.path])
        #expect(run.code == .success)
        let source = run.standardOutput
        #expect(source.contains("open class Entity(val id: String, rank: Int = 0) {"))
        #expect(source.contains(") : Entity(id = name, rank = 2)"))
        #expect(!source.contains("@Serializable\ndata class User"))
    }

    /// Nested declarations and companions sit in their outer declaration's body; a plain class holding serializable
    /// ones is their shell; an entry Kotlin writes in backquotes (`0xH`) keeps them. (The edge, repository and
    /// conformance contracts' emitted Kotlin compiled with Kotlin 2.3 and kotlinx.serialization 1.9, 2026-12-01.)
    @Test func emitsNestedDeclarationsAndCompanionsInTheirOuterBody() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "a.kontract.json",
            """
            {"kontract": 1, "module": "Shared", "package": "com.x",
             "declarations": [
               {"kind": "class", "name": "Tree", "companion": {"properties": [{"name": "depth", "type": "Int", "default": 8}]},
                "nested": [{"kind": "data class", "name": "Size", "properties": [{"name": "width", "type": "Int"}]},
                           {"kind": "class", "name": "Branch"}]},
               {"kind": "enum class", "name": "Mode", "entries": ["ON", "`0xH`"],
                "nested": [{"kind": "object", "name": "Defaults"}]}]}
            """)
        let run = CommandRun(["emit-kotlin", folder.url.path])
        #expect(run.code == .success)
        let source = run.standardOutput
        #expect(source.contains("class Tree {\n"), "\(source)")
        #expect(
            source.contains("    @Serializable\n    data class Size(\n        val width: Int,\n    )\n"), "\(source)")
        #expect(source.contains("    companion object {\n        val depth: Int = 8\n    }\n"), "\(source)")
        #expect(!source.contains("Branch"), "\(source)")
        #expect(source.contains("    ON, `0xH`;\n"), "\(source)")
        #expect(source.contains("    @Serializable\n    object Defaults\n"), "\(source)")
    }

    /// A library contract's Kotlin is the library's own: its file declares nothing, even with a value class or data class.
    @Test func emitsNothingForALibraryContract() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "a.kontract.json",
            """
            {"kontract": 1, "module": "Shared", "package": "com.x",
             "declarations": [{"kind": "data class", "name": "Event", "properties": [{"name": "id", "type": "Int"}]}]}
            """)
        try folder.write(
            "time.kontract.json",
            """
            {"kontract": 1, "module": "Shared", "package": "kotlin.time", "library": "kotlin-stdlib",
             "declarations": [{"kind": "value class", "name": "Duration", "properties": [{"name": "raw", "type": "Long"}]},
                              {"kind": "data class", "name": "TimedValue", "properties": [{"name": "v", "type": "Int"}]}]}
            """)
        let run = CommandRun(["emit-kotlin", folder.url.path])
        #expect(run.code == .success)
        let source = run.standardOutput
        #expect(source.contains("// a.kt\n"), "\(source)")
        #expect(source.contains("data class Event("), "\(source)")
        #expect(source.contains("// time.kt\n// The library contract of 'kotlin-stdlib'"), "\(source)")
        #expect(!source.contains("Duration") && !source.contains("TimedValue"), "\(source)")
    }

    @Test func contractErrorsFailWithoutOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.kontract.json", "{\"kontract\": 1}")
        let run = CommandRun(["emit-kotlin", folder.url.path])
        #expect(run.code == .failure)
        #expect(run.standardOutput.isEmpty)
    }
}
