// SKIE's configuration annotations are read into `annotations` where the format takes them; elsewhere KX0103.

import KontractCore
import Testing

@testable import KontractExtract

@Suite struct SkieAnnotationExtractTests {
    @Test func eachSiteCarriesTheNamesTheFormatTakesThere() throws {
        let result = extracted([
            (
                "A.kt",
                """
                package p
                import co.touchlab.skie.configuration.annotations.*
                @SealedInterop.Enabled
                @SealedInterop.Function.ArgumentLabel("_")
                sealed class A
                @co.touchlab.skie.configuration.annotations.SealedInterop.Case.Hidden
                class A1 : A()
                class C @DefaultArgumentInterop.Disabled constructor(i: Int = 0) {
                    @FlowInterop.Disabled val f: Int = 0
                    @DefaultArgumentInterop.MaximumDefaultArgumentCount(2) @SkieVisibility.PublicButReplaced
                    fun foo(i: Int = 0): Int = i
                }
                data class D @DefaultArgumentInterop.Enabled constructor(val i: Int = 0)
                object O { @SkieVisibility.Internal val x: Int = 1 }
                """
            )
        ])
        let contract = try #require(result.contracts.first)
        let text = declarationsText(contract)
        #expect(
            text.contains {
                $0.contains(
                    #""annotations":["SealedInterop.Enabled",{"arguments":["_"],"name":"SealedInterop.Function.ArgumentLabel"}]"#
                )
            })
        #expect(
            text.contains { $0.hasPrefix(#"{"annotations":["SealedInterop.Case.Hidden"],"kind":"class","name":"A1""#) })
        let c = try #require(text.first { $0.contains(#""name":"C""#) })
        #expect(c.contains(#"{"annotations":["DefaultArgumentInterop.Disabled"],"parameters""#))
        #expect(c.contains(#"{"annotations":["FlowInterop.Disabled"],"initial":0,"name":"f","type":"Int"}"#))
        #expect(
            c.contains(
                #"{"annotations":[{"arguments":[2],"name":"DefaultArgumentInterop.MaximumDefaultArgumentCount"},"#
                    + #""SkieVisibility.PublicButReplaced"],"name":"foo""#))
        #expect(text.contains { $0.contains(#""constructor":{"annotations":["DefaultArgumentInterop.Enabled"]}"#) })
        #expect(text.contains { $0.contains(#"{"annotations":["SkieVisibility.Internal"],"default":1,"name":"x""#) })
        #expect(!result.diagnostics.contains { $0.formatted.contains("KX0103") })
    }

    @Test func aNameTheFormatDoesNotTakeThereOrAnArgumentThatIsNoLiteralStaysAWarning() {
        let result = extracted([
            (
                "A.kt",
                """
                package p
                @SealedInterop.Enabled fun foo(): Int = 0
                @SealedInterop.ElseName(NAME) sealed interface S
                @SkieVisibility.InternalIfWrapped class K
                """
            )
        ])
        #expect(
            result.diagnostics.map(\.formatted).filter { $0.contains("KX0103") } == [
                "A.kt:2:1: warning: @SealedInterop.Enabled on 'A.kt.foo' is not extracted yet: the contract leaves it out [KX0103]",
                "A.kt:3:1: warning: @SealedInterop.ElseName on 'S' has an argument that is not a literal: the contract "
                    + "leaves it out [KX0103]",
                "A.kt:4:1: warning: @SkieVisibility.InternalIfWrapped on 'K' is not extracted yet: the contract leaves it "
                    + "out [KX0103]",
            ])
        #expect(!result.contracts.contains { declarationsText($0).contains { $0.contains("annotations") } })
    }
}
