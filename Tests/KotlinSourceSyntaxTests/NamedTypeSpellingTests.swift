// The parser's direct spelling of named types against the type node's: the same text and end, or no answer.

import Testing

@testable import KotlinSourceSyntax

@Suite struct NamedTypeSpellingTests {
    /// Types and what may follow them: names, dotted and backticked names, type arguments of every kind, nullable
    /// marks, and the types the direct spelling must leave to `parseTypeNode` (functions, annotations, suspend,
    /// intersections, receivers' function types, unclosed or empty arguments).
    static var cases: [String] {
        let heads = ["A", "`in`", "a.b.C", "suspend", "in", "@Ann A", "(A)", "(A) -> B", "suspend () -> A"]
        let arguments = [
            "", "<B>", "<B, C?>", "<out B>", "<in B>", "<*>", "<B<C<D>>>", "<(A) -> B>", "<@Ann B>",
            "<suspend () -> A>", "<B & Any>", "<B>.C<D>", "<>", "<B", "<B,>", "<out (A) -> B>", "<*, *>", "<in>",
            "<B?>?",
        ]
        let suffixes = ["", "?", "??", " & Any", ".() -> Unit", "?.() -> Unit", "?.name", ".name", " = x", ">"]
        var all: [String] = []
        for head in heads {
            for argument in arguments {
                for suffix in suffixes { all.append(head + argument + suffix) }
            }
        }
        return all
    }

    @Test func directSpellingIsTheTypeNodesOrNone() {
        var direct = 0
        for text in Self.cases {
            var fast = KotlinParser(Array(text.utf8), namesOnly: false)
            fast.fill(2)
            var slow = KotlinParser(Array(text.utf8), namesOnly: false)
            slow.fill(2)
            let spelled = fast.spellNamedTypeDirectly()
            let node = slow.parseTypeNode()
            if let spelled {
                direct += 1
                #expect(spelled == node?.spelled, "\(text)")
                #expect(fast.index == slow.index, "\(text)")
                #expect(slow.file.errors.isEmpty, "\(text): \(slow.file.errors)")
            } else {
                #expect(fast.index == 0, "\(text)")
            }
            #expect(fast.file.errors.isEmpty, "\(text): \(fast.file.errors)")
        }
        // The common shapes take the direct way: a change that always declines fails here.
        #expect(direct > 300, "\(direct) of \(Self.cases.count)")
    }

    @Test func nestingBeyondTheLimitIsLeftToTheTypeNode() {
        let deep =
            String(repeating: "A<", count: KotlinParser.maximumDepth + 1) + "B"
            + String(repeating: ">", count: KotlinParser.maximumDepth + 1)
        var parser = KotlinParser(Array(deep.utf8), namesOnly: false)
        parser.fill(2)
        #expect(parser.spellNamedTypeDirectly() == nil)
        #expect(parser.index == 0)
        let shallow = String(repeating: "A<", count: 10) + "B" + String(repeating: ">", count: 10)
        var within = KotlinParser(Array(shallow.utf8), namesOnly: false)
        within.fill(2)
        #expect(within.spellNamedTypeDirectly() == shallow)
    }
}
