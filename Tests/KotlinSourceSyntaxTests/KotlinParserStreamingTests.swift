// The parse that hands each top-level declaration over as it is read: the same declarations and errors as the whole
// file's parse, none kept.

import Testing

@testable import KotlinSourceSyntax

@Suite struct KotlinParserStreamingTests {
    @Test func eachDeclarationIsTheWholeParsesAndNoneIsKept() throws {
        let files = try KotlinParserNamesOnlyTests.corpus()
        for bytes in files {
            for namesOnly in [false, true] {
                let whole = KotlinParser.parse(bytes, namesOnly: namesOnly)
                var handed: [KotlinDeclarationSyntax] = []
                let streamed = KotlinParser.parse(bytes, namesOnly: namesOnly) { declaration, soFar in
                    handed.append(declaration)
                    // The file read so far: its package and imports whole, no declaration kept, the tokens lexed so
                    // far (the whole parse's first ones), errors up to here.
                    #expect(soFar.packageName == whole.packageName && soFar.imports == whole.imports)
                    #expect(soFar.declarations.isEmpty && soFar.tokens.count <= whole.tokens.count)
                    #expect(soFar.tokens[...] == whole.tokens.prefix(soFar.tokens.count))
                    #expect(soFar.errors.allSatisfy(whole.errors.contains))
                }
                #expect(handed == whole.declarations)
                #expect(streamed.declarations.isEmpty)
                #expect(streamed.errors == whole.errors && streamed.fileAnnotations == whole.fileAnnotations)
            }
        }
    }

    @Test func theErrorsSoFarAreThoseBeforeTheDeclarationsEnd() {
        let source = "package p\nclass A(val x: Int)\nclass B(val y: )\nclass C\n"
        var errorsSeen: [String: Int] = [:]
        let file = KotlinParser.parse(Array(source.utf8)) { declaration, soFar in
            errorsSeen[declaration.name] = soFar.errors.count
        }
        #expect(file.errors.count == 1)
        #expect(errorsSeen == ["A": 0, "B": 1, "C": 1])
    }
}
