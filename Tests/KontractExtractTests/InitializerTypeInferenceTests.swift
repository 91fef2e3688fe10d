// A body property's or expression body's type inferred from parameters, constructors and standard-library members.

import KontractCore
import Testing

@testable import KontractExtract

@Suite struct InitializerTypeInferenceTests {
    @Test func constructorCallsAndSameTypedArithmeticHaveTheirType() throws {
        // SKIE's default_arguments tests: `class A(i: Int = 0, k: Int = 1) { val value = i - k }` and
        // `val b = B()` with `inner class B`.
        let result = extracted([
            (
                "D.kt",
                "package p\nclass A(i: Int = 0, k: Int = 1, l: Long = 2L, name: String = \"\") {\n"
                    + "    val value = i - k\n    val mixed = i + l\n    val lit = (i * 2) % 3\n    val b = B()\n"
                    + "    val s = name\n    val call = B().hashCode()\n    inner class B\n}\nclass G<T>\n"
                    + "class H { val g = G<Int>() }"
            )
        ])
        let text = declarationsText(try #require(result.contracts.first))
        #expect(
            text.contains {
                $0.contains(
                    #""properties":[{"name":"value","type":"Int"},{"name":"lit","type":"Int"},{"name":"b","type":"B"},"#
                        + #"{"name":"s","type":"String"},{"name":"call","type":"Int"}]"#
                )
            })
        // `i + l` mixes Int and Long; `G<Int>()` is a generic class's constructor.
        #expect(
            result.diagnostics.map(\.formatted).map { String($0.prefix(31)) } == [
                "D.kt:4:9: warning: property 'A.", "D.kt:12:15: warning: property '",
            ])
    }

    @Test func anExpressionBodysTypeFollowsItsParametersAndTheStandardLibrary() throws {
        // SKIE's coroutines/flow/Sum.kt, which 28 flow tests read: `suspend fun sum(…) = (…).toList().sum()`.
        let result = extracted([
            (
                "Sum.kt",
                """
                package p
                import kotlinx.coroutines.flow.Flow
                import kotlinx.coroutines.flow.take
                import kotlinx.coroutines.flow.toList
                suspend fun sum(flow: Flow<Int>, max: Int? = null) = (if (max != null) flow.take(max) else flow).toList().sum()
                suspend fun sum(flow: Flow<Int?>, max: Int? = null) = (if (max != null) flow.take(max) else flow).toList().filterNotNull().sum()
                fun names(a: List<String?>) = a.filterNotNull().firstOrNull()
                fun big(a: Set<Long>) = a.size > 2 && a.sum() == 3L
                fun smart(x: Any) = if (x is List<*>) x.size else 0
                fun elvis(x: Int?) = x ?: 0
                fun mapped(a: List<Int>) = a.map { it * 2 }
                fun mixed(a: Int, b: Long) = a + b
                """
            )
        ])
        let text = declarationsText(try #require(result.contracts.first))
        for expected in [
            #""name":"sum","parameters":[{"name":"flow","type":"Flow<Int>"},"#, #""returns":"Int","suspend":true"#,
            #""name":"names","parameters":[{"name":"a","type":"List<String?>"}],"returns":"String?"}"#,
            #""name":"big","parameters":[{"name":"a","type":"Set<Long>"}],"returns":"Boolean"}"#,
        ] {
            #expect(text.contains { $0.contains(expected) }, "\(expected)")
        }
        #expect(text.first { $0.contains("Sum.kt") }.map { $0.components(separatedBy: #""returns":"Int""#).count } == 3)
        // A smart cast, elvis, a lambda and mixed numbers: not inferred, never guessed.
        #expect(
            result.diagnostics.map(\.formatted).map { String($0.prefix(45)) } == [
                "Sum.kt:9:5: warning: function 'Sum.kt.smart' ", "Sum.kt:10:5: warning: function 'Sum.kt.elvis'",
                "Sum.kt:11:5: warning: function 'Sum.kt.mapped", "Sum.kt:12:5: warning: function 'Sum.kt.mixed'",
            ])
    }

    @Test func aConstructorImportedFromOutsideTheModuleIsNotTheModulesClassOfThatName() throws {
        // Confetti's shape: Apollo's `SessionDetails(…)` imported beside the module's own nested `SessionDetails`;
        // the module's class says nothing of the imported one (generic or not), so its type is not inferred.
        let result = extracted([
            (
                "Mock.kt",
                "package p\nimport gen.fragment.Details\nval sample = Details(1)\nval mine = Mine()\nclass Mine\n"
            ),
            ("Screen.kt", "package p.screens\nclass Screen { class Details(val i: Int) }\n"),
        ])
        let text = declarationsText(try #require(result.contracts.first { $0.kotlinPath == "Mock.kt" }))
        #expect(text.contains { $0.contains(#""name":"mine","type":"Mine""#) }, "\(text)")
        #expect(!text.contains { $0.contains(#""name":"sample""#) })
        #expect(
            result.diagnostics.contains { $0.formatted.hasPrefix("Mock.kt:3:5: warning: property 'Mock.kt.sample'") })
    }

    @Test func anInitializerReadsItsOwnClasssParametersAndAVarargOneIsAnArray() throws {
        // `vararg val xs: Int` is an `IntArray` (so is the constructor parameter), not an Int; `A(x: Long)` in `q` is
        // not `A(x: Int)` in `p`.
        let result = extracted([
            ("A.kt", "package p\nclass A(val x: Int, vararg val xs: Int) {\n    val y = x\n    val all = xs\n}\n"),
            ("B.kt", "package q\nclass A(val x: Long) {\n    val y = x\n    val z = x + x\n}\n"),
        ])
        let p = declarationsText(try #require(result.contracts.first { $0.kotlinPath == "A.kt" }))
        let q = declarationsText(try #require(result.contracts.first { $0.kotlinPath == "B.kt" }))
        #expect(
            p.contains { $0.contains(#""properties":[{"name":"y","type":"Int"},{"name":"all","type":"IntArray"}]"#) },
            "\(p)")
        #expect(
            q.contains { $0.contains(#""properties":[{"name":"y","type":"Long"},{"name":"z","type":"Long"}]"#) }, "\(q)"
        )
        #expect(p.contains { $0.contains(#"{"name":"xs","property":"val","type":"IntArray"}"#) }, "\(p)")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aGettersComparisonIsABoolean() throws {
        // kotlinconf-app's shape: an extension property whose getter compares (`state == State.Live`), Boolean
        // whatever its operands; a getter naming an unknown property alone stays KX0102.
        let result = extracted([
            (
                "Card.kt",
                """
                package p
                enum class State { Live, Past }
                class Card(val state: State)
                val Card.isLive get() = state == State.Live
                val Card.current get() = state
                """
            )
        ])
        let text = declarationsText(try #require(result.contracts.first { $0.kotlinPath == "Card.kt" }))
        #expect(text.contains { $0.contains(#""name":"isLive""#) && $0.contains(#""type":"Boolean""#) }, "\(text)")
        #expect(
            result.diagnostics.map(\.formatted).map { String($0.prefix(35)) } == ["Card.kt:5:10: warning: property 'Ca"]
        )
    }

    @Test func anImplicitReceiversToStringAndHashCodeHaveAnysTypes() throws {
        // The exporter's receiverWithMustBeDocumentedAnnotation shape, `fun Any.foo() = toString()`, and a member's
        // `this`; a top-level function has no implicit receiver (its `toString()` is a module function: Int here). The
        // getter's call is not a `derived` expression (KX0102 says so); its type is still known.
        let result = extracted([
            (
                "R.kt",
                """
                package p
                class C {
                    fun d() = toString()
                    val h get() = hashCode()
                }
                fun Any.described() = toString()
                val Any.code get() = hashCode()
                fun toString() = 1
                fun top() = toString()
                """
            )
        ])
        let text = declarationsText(try #require(result.contracts.first { $0.kotlinPath == "R.kt" })).joined()
        for expected in [
            #""name":"d","returns":"String""#, #""name":"h","type":"Int""#, #""name":"described","receiver":"Any","#,
            #""name":"code","receiver":"Any","type":"Int""#,
        ] {
            #expect(text.contains(expected), "\(expected) in \(text)")
        }
        #expect(text.contains(#""name":"described","receiver":"Any","returns":"String""#), "\(text)")
        #expect(
            result.diagnostics.map(\.formatted).map { String($0.prefix(40)) } == [
                "R.kt:7:9: warning: the getter of 'R.kt.c", "R.kt:9:5: warning: function 'R.kt.top' h",
            ]
        )
    }

    @Test func aModulesOwnExtensionOrFlowIsNotTheLibrarys() throws {
        // A module's `fun List<Int>.sum(): String` or its own `Flow` would be the one called: not followed.
        let result = extracted([
            (
                "Own.kt",
                """
                package p
                import kotlinx.coroutines.flow.toList
                class Flow<T>
                fun List<Long>.sum(): String = ""
                fun total(a: List<Long>) = a.sum()
                suspend fun items(f: Flow<Int>) = f.toList()
                fun count(a: List<Long>) = a.count()
                class Scope {
                    fun List<Int>.firstOrNull(): String = ""
                    fun pick(a: List<Int>) = a.firstOrNull()
                }
                """
            )
        ])
        let text = declarationsText(try #require(result.contracts.first))
        #expect(
            text.contains {
                $0.contains(#""name":"count","parameters":[{"name":"a","type":"List<Long>"}],"returns":"Int""#)
            })
        #expect(
            result.diagnostics.map(\.formatted).map { String($0.prefix(45)) } == [
                "Own.kt:5:5: warning: function 'Own.kt.total' ", "Own.kt:6:13: warning: function 'Own.kt.items'",
                "Own.kt:10:9: warning: function 'Scope.pick' h",
            ])
    }
}
