// The names-only parse: the full parse's tree without KDoc and without the text of skipped expressions.

import Foundation
import Testing

@testable import KotlinSourceSyntax

@Suite struct KotlinParserNamesOnlyTests {
    static let source = """
        @file:JvmName("Shapes")
        package com.example.shapes

        import kotlinx.serialization.*

        /** A shape. */
        @Serializable
        sealed interface Shape {
            /** Its area. */
            val area: Double get() = 0.0 * 2
        }

        @Serializable @SerialName("circle")
        data class Circle(
            /** The radius. */
            val radius: Double = 1.5,
            val tags: List<String> = listOf("a", "b${1 + 2}"),
        ) : Shape, Comparable<Circle> by compareBy({ it.radius }) {
            override val area: Double get() = 3.14 * radius * radius
            val label: String by lazy { "circle" }
            var count = mapOf<String, List<Int?>>("x" to listOf(1))
            fun scaled(by: Double = 2.0): Circle { return copy(radius = radius * by) }
            constructor(d: Int) : this(d / 2.0, emptyList())
        }

        /** Modes. */
        enum class Mode(val code: Int) {
            /** On. */
            @SerialName("on") ON(1),
            OFF(0);
        }

        object Config { const val SIZE: Int = 0x10 + 2 }
        typealias Shapes = List<Shape>
        """

    /// `declaration` as the names-only parse gives it: KDoc gone, the skipped expressions' text empty.
    static func blanked(_ declaration: KotlinDeclarationSyntax) -> KotlinDeclarationSyntax {
        var declaration = declaration
        func blank(_ text: KotlinSourceText?) -> KotlinSourceText? {
            text.map { KotlinSourceText(text: "", tokens: $0.tokens, position: $0.position) }
        }
        declaration.doc = nil
        declaration.parameters = declaration.parameters?.map {
            var parameter = $0
            parameter.doc = nil
            parameter.defaultValue = blank(parameter.defaultValue)
            return parameter
        }
        declaration.supertypes = declaration.supertypes.map {
            var supertype = $0
            supertype.delegate = blank(supertype.delegate)
            return supertype
        }
        declaration.enumEntries = declaration.enumEntries.map {
            var entry = $0
            entry.doc = nil
            return entry
        }
        declaration.initializer = blank(declaration.initializer)
        declaration.delegate = blank(declaration.delegate)
        let (getter, setter) = (declaration.getter?.expression, declaration.setter?.expression)
        declaration.getter?.expression = blank(getter)
        declaration.setter?.expression = blank(setter)
        declaration.members = declaration.members.map(blanked)
        return declaration
    }

    /// The Kotlin files of the extract fuzz corpus, and the source above.
    static func corpus() throws -> [[UInt8]] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzCorpus/extract")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".kt") }
        return try names.sorted().map { [UInt8](try Data(contentsOf: folder.appendingPathComponent($0))) }
            + [Array(source.utf8)]
    }

    @Test func theNamesOnlyTreeIsTheFullTreeWithoutDocsAndExpressionText() throws {
        let files = try Self.corpus()
        #expect(files.count >= 7)
        for bytes in files {
            let full = KotlinParser.parse(bytes)
            let names = KotlinParser.parse(bytes, namesOnly: true)
            #expect(names.declarations == full.declarations.map(Self.blanked))
            #expect(names.packageName == full.packageName && names.imports == full.imports)
            #expect(names.fileAnnotations == full.fileAnnotations && names.errors == full.errors)
        }
    }

    @Test func theTextOfASkippedExpressionIsReadBackFromItsTokens() throws {
        let full = KotlinParser.parse(Self.source)
        let names = KotlinParser.parse(Array(Self.source.utf8), namesOnly: true)
        let circle = try #require(names.declarations.first { $0.name == "Circle" })
        let fullCircle = try #require(full.declarations.first { $0.name == "Circle" })
        let radius = try #require(circle.parameters?.first?.defaultValue)
        #expect(radius.text.isEmpty && circle.doc == nil)
        #expect(names.sourceText(radius.tokens).text == "1.5")
        #expect(fullCircle.parameters?[1].defaultValue?.text == #"listOf("a", "b${1 + 2}")"#)
        #expect(names.sourceText(circle.parameters![1].defaultValue!.tokens).text == #"listOf("a", "b${1 + 2}")"#)
        // Annotation arguments keep their text: the index reads `@SerialName`.
        #expect(circle.annotations.last?.arguments?.first?.value.text == #""circle""#)
        #expect(full.declarations.first?.doc == "A shape.")
        #expect(names.declarations.first?.doc == nil)
    }
}
