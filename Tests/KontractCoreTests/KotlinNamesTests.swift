// Kotlin names the format accepts beyond plain identifiers: backquoted names and file names with dots.

import Testing

@testable import KontractCore

@Suite struct KotlinNamesTests {
    private func parse(_ declarations: String) -> (ContractFile?, [Diagnostic]) {
        let text = #"{ "kontract": 1, "module": "Shared", "package": "p", "declarations": [ "# + declarations + " ] }"
        return ContractParser.parse(text: text, path: "n.kontract.json")
    }

    @Test func backquotedNamesAreTheNameInside() throws {
        let (file, diagnostics) = parse(
            #"{ "kind": "class", "name": "`class`", "properties": [ { "name": "`fun`", "type": "Int" } ] }"#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let declaration = try #require(file?.declarations.first)
        #expect(declaration.name.value == "class")
        #expect(declaration.memberProperties.first?.name.value == "fun")
    }

    @Test func aBareKeywordIsRefusedWithTheBackquotedSpelling() {
        let (_, diagnostics) = parse(#"{ "kind": "class", "name": "class" }"#)
        #expect(diagnostics.map(\.id) == ["KT0107"])
        #expect(diagnostics.first?.message.contains("\"`class`\"") == true)
    }

    @Test(arguments: [
        ("Foo.ios.kt", "Foo_iosKt"), ("values.kt", "ValuesKt"), ("SearchIos.kt", "SearchIosKt"),
        ("cart-utils.kt", "Cart_utilsKt"), ("Platform.apple.kt", "Platform_appleKt"),
    ])
    func fileFacadesAreNamedAsKotlinNamesFileParts(fileName: String, facade: String) {
        let (file, diagnostics) = parse(#"{ "kind": "file", "name": "\#(fileName)" }"#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(file?.declarations.first?.fileFacadeName == facade)
    }
}
