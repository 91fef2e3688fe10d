// Fuzz target `extract`: Kotlin source (and the same bytes as SQLDelight `.sq`) → lexer, parser, contract extraction.

import KontractCore
import KontractExtract
import KotlinSourceSyntax

/// Input: the bytes of one Kotlin file (any bytes: binary, invalid UTF-8, unbalanced brackets).
///
/// Properties: no crash or stack overflow; every diagnostic stands inside the file (a line from 1 to its line
/// count + 1, a column from 1); a file without errors gives contracts whose text is JSON that reads back, and
/// extracting it twice gives the same bytes; the names-only parse (extract's first pass) gives the same
/// declarations' kinds, names and positions and the same errors as the full parse; the parser's tokens (the
/// lexer pulled token by token, skipped bodies read by bytes) are the whole-file lexer's in order, bodies' inside
/// left out, and where the whole-file lexer finds errors the parse reports those. The same bytes read as a
/// SQLDelight `.sq` file hold to the same: no crash, diagnostics inside it, contracts that read back.
enum ExtractFuzzTarget: FuzzTarget {
    static let name = "extract"
    static let summary = "Kotlin source → lexer, declaration parser, contract extraction; diagnostics inside the file"

    static func run(_ bytes: [UInt8]) {
        let file = ContractExtractor.parse(path: "Fuzz.kt", bytes: bytes)
        let result = ContractExtractor.extract(files: [file], module: "Shared")
        let namesOnly = KotlinParser.parse(bytes, namesOnly: true)
        func outline(_ declarations: [KotlinDeclarationSyntax]) -> [String] {
            declarations.flatMap { ["\($0.kind) \($0.name) \($0.position)"] + outline($0.members) }
        }
        if namesOnly.errors != file.syntax.errors
            || outline(namesOnly.declarations) != outline(file.syntax.declarations)
        {
            FuzzProperty.fail("the names-only parse differs from the full parse")
        }
        checkPulledTokens(of: bytes, parsed: file.syntax)
        let lines = bytes.reduce(1) { $1 == 0x0A || $1 == 0x0D ? $0 + 1 : $0 }
        for diagnostic in result.diagnostics
        where diagnostic.location.line < 1 || diagnostic.location.line > lines + 1 || diagnostic.location.column < 1 {
            FuzzProperty.fail("'\(diagnostic.formatted)' is outside the file (\(lines) lines)")
        }
        if !result.diagnostics.hasErrors { checkContracts(result, of: file) }
        // The same bytes as a SQLDelight `.sq` file: its tables' Kotlin, extracted, says everything inside the
        // `.sq` file (SQL lines count `\n` only).
        let sqLines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let (sq, sqDiagnostics) = ContractExtractor.parse(sqPath: "m/sqldelight/p/Fuzz.sq", bytes: bytes)
        let sqResult = ContractExtractor.extract(files: [sq], module: "Shared")
        for diagnostic in sqDiagnostics + sqResult.diagnostics
        where diagnostic.location.line < 1 || diagnostic.location.line > sqLines + 1
            || diagnostic.location.column < 1
        {
            FuzzProperty.fail("'\(diagnostic.formatted)' is outside the .sq file (\(sqLines) lines)")
        }
        if !sqResult.diagnostics.hasErrors { checkContracts(sqResult, of: sq) }
    }

    /// The parse's tokens are among the whole-file lexer's, in order (a skipped body's inside only left out), and a
    /// lexer error anywhere is the parse's errors.
    private static func checkPulledTokens(of bytes: [UInt8], parsed: KotlinFileSyntax) {
        let (whole, lexErrors) = KotlinLexer.tokenize(bytes)
        var at = 0
        for token in parsed.tokens {
            while at < whole.count && whole[at] != token { at += 1 }
            guard at < whole.count else {
                FuzzProperty.fail("the parser's token \(token) is not the whole-file lexer's next")
                return
            }
            at += 1
        }
        if !lexErrors.isEmpty && parsed.errors != lexErrors.sorted(by: { $0.position < $1.position }) {
            FuzzProperty.fail("the parse's errors \(parsed.errors) are not the lexer's \(lexErrors)")
        }
    }

    /// A file without errors: extracting it twice gives the same bytes, and each contract reads back.
    private static func checkContracts(_ result: ExtractionResult, of file: ExtractedKotlinFile) {
        let again = ContractExtractor.extract(files: [file], module: "Shared")
        if again.contracts.map(\.text) != result.contracts.map(\.text) {
            FuzzProperty.fail("extracting twice gave different contracts")
        }
        for contract in result.contracts {
            if case .failure(let diagnostic) = ContractJSONReader.parse(Array(contract.text.utf8), path: "out") {
                FuzzProperty.fail("the contract does not read back: \(diagnostic.formatted)\n\(contract.text)")
            }
        }
    }
}
