// The in-memory sizes of the structures a file's parse holds one of per token and per declaration.

import KotlinSourceSyntax
import Testing

/// A file's tokens and declarations are most of what extract holds per byte of Kotlin (tools/extract-oracle's
/// memory check measures the whole): a field added inline to a token or a declaration shows here first.
@Suite struct SyntaxSizeTests {
    @Test func aTokenTakesTwentyEightBytes() {
        #expect(MemoryLayout<KotlinToken>.stride == 28)
    }

    /// 488 bytes before the delegate, getter and setter were held in arrays (one word each).
    @Test func aDeclarationTakesAtMost272Bytes() {
        #expect(MemoryLayout<KotlinDeclarationSyntax>.stride <= 272)
    }

    @Test func theMovedPartsKeepTheirValues() {
        let file = KotlinParser.parse("val x: Int by lazy { 1 }\nvar y: Int = 0\n    get() = 2\n    private set")
        #expect(file.declarations[0].delegate?.text == "lazy { 1 }")
        #expect(file.declarations[1].getter?.expression?.text == "2")
        #expect(file.declarations[1].setter?.modifiers == ["private"])
        #expect(file.declarations[0].getter == nil && file.declarations[1].delegate == nil)
    }
}
