// Shapes of real KMP apps the parser first misread (session 18): explicit backing fields, an infix call broken after
// its function's name, a primary constructor's dotted or argument-carrying annotation.

import Testing

@testable import KotlinSourceSyntax

@Suite struct KotlinParserRealAppTests {
    @Test func anExplicitBackingFieldBelongsToItsProperty() throws {
        let file = KotlinParser.parse(
            """
            class Clock {
                val ticks: StateFlow<Long>
                    field = MutableStateFlow(0L)

                val labels: List<String>
                    internal field: MutableList<String> = mutableListOf()
                    get() = field.toList()
                val next = 1
            }
            """)
        #expect(file.errors.isEmpty)
        let members = try #require(file.declarations.first).members
        #expect(members.map(\.name) == ["ticks", "labels", "next"])
        #expect(members[0].backingField?.initializer?.text == "MutableStateFlow(0L)")
        #expect(members[0].backingField?.position.line == 3)
        #expect(members[1].backingField?.modifiers == ["internal"])
        #expect(members[1].backingField?.type == "MutableList<String>")
        #expect(members[1].getter?.expression?.text == "field.toList()")
        #expect(members[2].backingField == nil)
    }

    @Test(arguments: [
        ("val a = 1 to\n    2\nval b = 3", "1 to\n    2"),
        ("val a = fadeIn() togetherWith\n        fadeOut()\nval b = 3", "fadeIn() togetherWith\n        fadeOut()"),
        ("val a = 3 in\n    xs\nval b = 3", "3 in\n    xs"),
        // A name after a complete infix call ends it; so does a name after `if (…)` or `else`.
        ("val a = x to y\nval b = 3", "x to y"),
        ("val a = if (c) d else e\nval b = 3", "if (c) d else e"),
    ])
    func anInfixCallGoesOnAfterALineBreakAfterItsName(source: String, initializer: String) {
        let file = KotlinParser.parse(source)
        #expect(file.errors.isEmpty)
        #expect(file.declarations.map(\.name) == ["a", "b"])
        #expect(file.declarations.first?.initializer?.text == initializer)
    }

    @Test func aPrimaryConstructorsDottedOrArgumentAnnotationIsItsOwn() {
        let file = KotlinParser.parse(
            """
            data class Empty @Interop.Enabled constructor(val loading: Boolean = false) : Screen()
            class Holder @Named(value = "h") internal constructor(val id: Int)
            """)
        #expect(file.errors.isEmpty)
        #expect(file.declarations.map(\.constructorAnnotations.first?.name) == ["Interop.Enabled", "Named"])
        #expect(file.declarations.map(\.constructorModifiers) == [[], ["internal"]])
        #expect(file.declarations.map { $0.supertypes.map(\.type) } == [["Screen"], []])
        #expect(file.declarations.map { $0.parameters?.map(\.name) ?? [] } == [["loading"], ["id"]])
    }
}
