// A function parameter's default reading a property of `this` becomes `defaultKotlin`; anything else stays KX0201.

import KontractCore
import Testing

@testable import KontractExtract

@Suite struct ThisPropertyDefaultTests {
    /// The `parameters` of every function of a contract's declarations, as compact text.
    func parameters(_ result: ExtractionResult, _ fileName: String) -> [String] {
        guard let contract = result.contracts.first(where: { $0.fileName == fileName }),
            case .array(let declarations)? = contract.json["declarations"]
        else { return [] }
        return declarations.flatMap { declaration -> [String] in
            guard case .array(let functions)? = declaration["functions"] else { return [] }
            return functions.compactMap { $0["parameters"].map { compact($0.sortingKeys) } }
        }
    }

    func notConstant(_ result: ExtractionResult) -> [String] {
        result.diagnostics.map(\.formatted).filter { $0.contains("KX0201") }
    }

    @Test func anExtensionInAnotherFileReadsItsReceiversPropertyOwnOrInherited() {
        // SKIE's default_arguments tests: `fun A.foo(i: Int = zero)` with `A` declared in another file and package;
        // `one` comes from an interface `A` implements, `two` from a constructor `val`.
        let result = extracted([
            (
                "Base.kt",
                "package b\ninterface HasOne { val one: Int }\nclass A(val two: Int) : HasOne {\n"
                    + "    val zero: Int = 0\n    override val one: Int = 1\n}"
            ),
            (
                "A.kt",
                "package p\nimport b.A\nconst val zero: Int = 7\n"
                    + "fun A.foo(i: Int = zero, j: Int = this.one, k: Int = two, l: Int = 1): Int = i"
            ),
        ])
        #expect(
            parameters(result, "A.kontract.json") == [
                #"[{"defaultKotlin":"zero","name":"i","type":"Int"},{"defaultKotlin":"one","name":"j","type":"Int"},"#
                    + #"{"defaultKotlin":"two","name":"k","type":"Int"},{"default":1,"name":"l","type":"Int"}]"#
            ])
        #expect(notConstant(result).isEmpty)
    }

    @Test func aMemberFunctionReadsItsClassesProperty() {
        let result = extracted([
            (
                "A.kt",
                "package p\nclass A {\n    val zero: Int = 0\n    fun foo(i: Int = zero): Int = i\n}\n"
                    + "interface I {\n    val one: Int\n    fun bar(i: Int = one): Int\n}"
            )
        ])
        #expect(
            parameters(result, "A.kontract.json") == [
                #"[{"defaultKotlin":"zero","name":"i","type":"Int"}]"#,
                #"[{"defaultKotlin":"one","name":"i","type":"Int"}]"#,
            ])
    }

    @Test func whatIsNotAnExportedPropertyOfThisStaysAWarning() {
        // A file function has no `this`; a private property is not in the contract; an earlier parameter of the
        // same name is what the default reads; a chain or a call is not a property of `this`.
        let result = extracted([
            (
                "A.kt",
                "package p\nclass A {\n    private val hidden: Int = 0\n    val zero: Int = 0\n"
                    + "    fun foo(i: Int = hidden): Int = i\n}\nval zero: Int = 3\n"
                    + "fun bar(i: Int = zero): Int = i\nfun A.baz(zero: Int, i: Int = zero): Int = i\n"
                    + "fun A.qux(i: Int = zero.inc()): Int = i"
            )
        ])
        #expect(
            notConstant(result) == [
                "A.kt:5:22: warning: the default of 'A.foo(i)' is not a constant the contract can hold ('hidden'): "
                    + "'hidden' is left out [KX0201]",
                "A.kt:8:18: warning: the default of 'A.kt.bar(i)' is not a constant the contract can hold ('zero'): "
                    + "'zero' is left out [KX0201]",
                "A.kt:9:31: warning: the default of 'A.kt.baz(i)' is not a constant the contract can hold ('zero'): "
                    + "'zero' is left out [KX0201]",
                "A.kt:10:20: warning: the default of 'A.kt.qux(i)' is not a constant the contract can hold "
                    + "(a call of 'zero.inc'): 'zero.inc()' is left out [KX0201]",
            ])
        #expect(!parameters(result, "A.kontract.json").contains { $0.contains("defaultKotlin") })
    }
}
