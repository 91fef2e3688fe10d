// The --dump-syntax format tools/extract-oracle compares with the Kotlin compiler's PSI, and what the oracle found.

import Testing

@testable import KotlinSourceSyntax

@Suite struct KotlinSyntaxDumpTests {
    @Test func dumpsEveryPartOfADeclaration() {
        let source = """
            package a.`when`
            import b.C as D
            /** Doc. */
            @Serializable
            data class Box<out T : Any>(@SerialName("v") val value: T & Any = default(), var n: Int = 0x1F) : Base(1), I by d {
                val size: Int get() = 1
                enum class E { A(1), B { } }
            }
            """
        let file = KotlinParser.parse(source)
        #expect(file.errors.isEmpty)
        #expect(
            KotlinSyntaxDump.dump(file, path: "Box.kt") == """
                file Box.kt
                package a.`when`
                import b.C as D
                class Box
                  doc Doc.
                  modifiers data
                  @Serializable
                  typeparam out T : Any
                  parameters 2
                    param val value: T & Any = default()
                      @SerialName("v")
                    param var n: Int = 0x1F
                  super Base(1)
                  super I by d
                  property size
                    type Int
                    val
                    get = 1
                  class E
                    modifiers enum
                    entry A(1)
                    entry B {}

                """)
    }
}
