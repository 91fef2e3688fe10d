// Table tests of the Kotlin declaration parser: headers, members, defaults as text, errors and recovery.

import Testing

@testable import KotlinSourceSyntax

@Suite struct KotlinParserTests {
    /// One line per declaration (members indented): kind, modifiers, name and what its header holds.
    static func dump(_ file: KotlinFileSyntax) -> [String] {
        var lines: [String] = []
        var stack: [(KotlinDeclarationSyntax, Int)] = file.declarations.reversed().map { ($0, 0) }
        while let (declaration, level) = stack.popLast() {
            var line = String(repeating: "  ", count: level)
            line += declaration.annotations.map { annotation in
                "@" + (annotation.useSite.map { $0 + ":" } ?? "") + annotation.name
                    + (annotation.arguments.map { "(" + $0.map(argument).joined(separator: ", ") + ")" } ?? "") + " "
            }.joined()
            line += declaration.modifiers.map { $0 + " " }.joined()
            line += declaration.kind.rawValue + " "
            if let receiver = declaration.receiver { line += receiver + "." }
            line += declaration.name
            if !declaration.typeParameters.isEmpty {
                line +=
                    "<"
                    + declaration.typeParameters.map { parameter in
                        (parameter.variance.map { $0 + " " } ?? "") + parameter.name
                            + parameter.bounds.map { " : " + $0 }.joined()
                    }.joined(separator: ", ") + ">"
            }
            if let parameters = declaration.parameters {
                line +=
                    "("
                    + parameters.map { parameter in
                        parameter.annotations.map { "@" + $0.name + " " }.joined()
                            + parameter.modifiers.map { $0 + " " }.joined()
                            + (parameter.binding.map { $0 + " " } ?? "") + parameter.name
                            + (parameter.type.map { ": " + $0 } ?? "")
                            + (parameter.defaultValue.map { " = " + $0.text } ?? "")
                    }.joined(separator: ", ") + ")"
            }
            if let type = declaration.type { line += ": " + type }
            if !declaration.supertypes.isEmpty {
                line +=
                    " : "
                    + declaration.supertypes.map { supertype in
                        supertype.type
                            + (supertype.arguments.map { "(" + $0.map(argument).joined(separator: ", ") + ")" } ?? "")
                            + (supertype.delegate.map { " by " + $0.text } ?? "")
                    }.joined(separator: ", ")
            }
            if let initializer = declaration.initializer { line += " = " + initializer.text }
            if let delegate = declaration.delegate { line += " by " + delegate.text }
            if let getter = declaration.getter { line += " get" + (getter.expression.map { " = " + $0.text } ?? "{}") }
            if let setter = declaration.setter { line += " " + setter.modifiers.joined(separator: " ") + " set" }
            if !declaration.enumEntries.isEmpty {
                line +=
                    " ["
                    + declaration.enumEntries.map { entry in
                        entry.annotations.map { "@" + $0.name + " " }.joined() + entry.name
                            + (entry.arguments.map { "(" + $0.map(argument).joined(separator: ", ") + ")" } ?? "")
                            + (entry.hasBody ? "{}" : "")
                    }.joined(separator: ", ") + "]"
            }
            line += " @\(declaration.position)"
            lines.append(line)
            stack += declaration.members.reversed().map { ($0, level + 1) }
        }
        return lines
    }

    static func argument(_ argument: KotlinArgumentSyntax) -> String {
        (argument.name.map { $0 + " = " } ?? "") + (argument.isSpread ? "*" : "") + argument.value.text
    }

    static func parse(_ source: String) -> (lines: [String], errors: [String]) {
        let file = KotlinParser.parse(source)
        return (dump(file), file.errors.map(\.description))
    }

    @Test func packageImportsAndFileAnnotations() {
        let file = KotlinParser.parse(
            """
            @file:OptIn(ExperimentalSerializationApi::class)
            @file:JvmName("Cart")
            package com.example.cart

            import kotlinx.serialization.*
            import kotlinx.coroutines.flow.StateFlow as Flow
            import com.example.`in`.Thing
            """)
        #expect(file.errors.isEmpty)
        #expect(file.packageName == "com.example.cart")
        #expect(file.fileAnnotations.map(\.name) == ["OptIn", "JvmName"])
        #expect(file.fileAnnotations.map(\.useSite) == ["file", "file"])
        #expect(file.fileAnnotations[0].arguments?.map(\.value.text) == ["ExperimentalSerializationApi::class"])
        #expect(
            file.imports.map(\.path) == [
                "kotlinx.serialization", "kotlinx.coroutines.flow.StateFlow", "com.example.`in`.Thing",
            ])
        #expect(file.imports.map(\.isStar) == [true, false, false])
        #expect(file.imports.map(\.alias) == [nil, "Flow", nil])
    }

    @Test(arguments: [
        (
            "@Serializable data class A(val id: String, @SerialName(\"q\") val qty: Int = 1, var tags: List<String> = listOf(\"a\", \"b\"))",
            [
                "@Serializable data class A(val id: String, @SerialName val qty: Int = 1, var tags: List<String> = listOf(\"a\", \"b\")) @1:26"
            ]
        ),
        (
            "sealed interface R {\n  data class Found(val n: Int) : R\n  data object None : R\n}",
            ["sealed interface R @1:18", "  data class Found(val n: Int) : R @2:14", "  data object None : R @3:15"]
        ),
        (
            "enum class Tab(val title: String) { @SerialName(\"h\") HOME(\"Home\"), CART(title = \"Cart\") { override fun f() = 1 }; fun next(): Tab = HOME }",
            [
                "enum class Tab(val title: String) [@SerialName HOME(\"Home\"), CART(title = \"Cart\"){}] @1:12",
                "  fun next(): Tab = HOME @1:119",
            ]
        ),
        (
            "class Box<out T : Any, in U> private constructor(val t: T) : Base<T>(t, 2), I where T : Comparable<T> { companion object { const val MAX = 3 } }",
            [
                "class Box<out T : Any : Comparable<T>, in U>(val t: T) : Base<T>(t, 2), I @1:7",
                "  companion object  @1:115", "    const property MAX = 3 @1:134",
            ]
        ),
        (
            "suspend fun <T : Any> List<T>.firstOr(default: T = error(\"x\"), vararg rest: T): T? { return null }",
            ["suspend fun List<T>.firstOr<T : Any>(default: T = error(\"x\"), vararg rest: T): T? @1:31"]
        ),
        (
            "fun String?.orEmpty2(): String = this ?: \"\"\nval Int.twice get() = this * 2",
            ["fun String?.orEmpty2(): String = this ?: \"\" @1:13", "property Int.twice get = this * 2 @2:9"]
        ),
        (
            "@NativeCoroutinesState\nval CartViewModel.uiStateForIos: StateFlow<S>\n    get() = uiState\nvar count: Int = 0\n    private set",
            [
                "@NativeCoroutinesState property CartViewModel.uiStateForIos: StateFlow<S> get = uiState @2:19",
                "property count: Int = 0 private set @4:5",
            ]
        ),
        (
            "typealias Handler<T> = suspend (T, Int) -> Unit\ntypealias Ext = String.(Int?) -> List<*>?",
            ["typealias Handler<T>: suspend (T, Int) -> Unit @1:11", "typealias Ext: String.(Int?) -> List<*>? @2:11"]
        ),
        (
            "fun interface Op { fun run(x: Int): Int }\nannotation class Marker(val v: String)\nvalue class Id(val raw: String)",
            [
                "fun interface Op @1:15", "  fun run(x: Int): Int @1:24",
                "annotation class Marker(val v: String) @2:18", "value class Id(val raw: String) @3:13",
            ]
        ),
        (
            "class VM : ViewModel() {\n  private val _s = MutableStateFlow(S())\n  val s: StateFlow<S> = _s.asStateFlow()\n  init { load() }\n  constructor(x: Int) : this() { }\n  val lazyOne by lazy { 1 }\n}",
            [
                "class VM : ViewModel() @1:7", "  private property _s = MutableStateFlow(S()) @2:15",
                "  property s: StateFlow<S> = _s.asStateFlow() @3:7", "  init  @4:3", "  constructor (x: Int) @5:3",
                "  property lazyOne by lazy { 1 } @6:7",
            ]
        ),
        (
            "class `weird name`(val `in`: Int = 0x1F, val f: (String) -> Unit = { s -> println(\"${s.length}\") })",
            [
                "class `weird name`(val `in`: Int = 0x1F, val f: (String) -> Unit = { s -> println(\"${s.length}\") }) @1:7"
            ]
        ),
        (
            "val x = listOf(1,\n  2)\n    .map { it }\nval y = 1",
            ["property x = listOf(1,\n  2)\n    .map { it } @1:5", "property y = 1 @4:5"]
        ),
        (
            "object Repo : I by Impl() { @get:JvmName(\"n\") val name: String get() { return \"r\" } }\ndata object Done",
            [
                "object Repo : I by Impl() @1:8", "  @get:JvmName(\"n\") property name: String get{} @1:51",
                "data object Done @2:13",
            ]
        ),
    ])
    func declarations(source: String, expected: [String]) {
        let (lines, errors) = Self.parse(source)
        #expect(errors == [])
        #expect(lines == expected)
    }

    @Test(arguments: [
        ("class A {\n  fun f( {\n}\nclass B", "2:10: expected a parameter name, found '{'"),
        ("class A(val x: ) \nclass B", "1:16: expected a type, found ')'"),
        ("fun f() { val x = (1 }\nclass B", "1:22: expected ')' to close the bracket at 1:19, found '}'"),
        ("class A {\n  val x = 1\n", "1:9: unbalanced '{': never closed"),
        ("}\nclass B", "1:1: unbalanced '}'"),
        ("val s = \"never closed\nclass B", "1:9: unterminated string"),
    ])
    func errorsAreReportedWhereTheyStand(source: String, message: String) {
        let (_, errors) = Self.parse(source)
        #expect(errors.contains(message), "\(errors)")
    }

    @Test func recoveryResumesAtTheNextDeclaration() {
        let (lines, errors) = Self.parse("class A(val x: ) {}\n@Serializable\ndata class B(val y: Int)\n")
        #expect(!errors.isEmpty)
        #expect(lines.last == "@Serializable data class B(val y: Int) @3:12")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let parentheses = "val x = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        #expect(Self.parse(parentheses).errors == [])
        let unbalanced = "val x = " + String(repeating: "(", count: 100_000)
        #expect(Self.parse(unbalanced).errors.first == "1:9: unbalanced '(': never closed")
        let types =
            "val x: " + String(repeating: "List<", count: 100_000) + "Int" + String(repeating: ">", count: 100_000)
        #expect(Self.parse(types).errors.first?.contains("type nested too deeply") == true)
        let classes = String(repeating: "class A {", count: 100_000) + String(repeating: "}", count: 100_000)
        #expect(Self.parse(classes).errors.first?.contains("declarations nested too deeply") == true)
        let typeParens = "val x: " + String(repeating: "(", count: 100_000)
        #expect(!Self.parse(typeParens).errors.isEmpty)
    }

    @Test func contextParametersAreSkippedAndMarkedNotTakenForModifiers() {
        let file = KotlinParser.parse(
            """
            context(logger: Logger, _: Clock)
            fun a(x: Int) {}
            context(Logger) @Suppress("x") private val b: Int get() = 0
            class C { context(c: Map<String, (Int) -> Unit>) fun d() {} fun e() {} }
            fun context(x: Int) = x
            """)
        #expect(file.errors.isEmpty, "\(file.errors)")
        #expect(file.declarations.map(\.name) == ["a", "b", "C", "context"])
        #expect(file.declarations.map(\.hasContextParameters) == [true, true, false, false])
        #expect(
            file.declarations[1].modifiers == ["private"]
                && file.declarations[1].annotations.map(\.name) == ["Suppress"])
        #expect(file.declarations[2].members.map(\.hasContextParameters) == [true, false])
        #expect(file.declarations[0].parameters?.map(\.name) == ["x"])
    }

    @Test func aCompanionBlockIsSkippedAndACompanionObjectStillRead() {
        let file = KotlinParser.parse(
            """
            class A {
                companion {
                    val size = 4
                    fun make(): A = A()
                }
                fun b() {}
                companion object Named { val c = 1 }
            }
            companion fun A.reset() {}
            """)
        #expect(file.errors.isEmpty, "\(file.errors)")
        #expect(file.declarations[0].members.map(\.name) == ["b", "Named"])
        #expect(file.declarations[0].members[1].modifiers == ["companion"])
        #expect(file.declarations[1].modifiers == ["companion"] && file.declarations[1].receiver == "A")
    }

    /// An annotation's simple name: its last segment (the dot found in the name's bytes), with non-ASCII segments
    /// and a dot at the end.
    @Test(arguments: [
        ("Transient", "Transient"), ("kotlinx.serialization.Transient", "Transient"), ("a.", "a"),
        ("é.Über", "Über"), ("Ünï.côdé.Naмe", "Naмe"), (".", "."),
    ])
    func annotationSimpleNames(name: String, simple: String) {
        let annotation = KotlinAnnotationSyntax(
            useSite: nil, name: name, arguments: nil, position: KotlinSourcePosition(line: 1, column: 1))
        #expect(annotation.simpleName == simple)
    }
}
