// The sinks: text lines with notes and the closing line, the JSON document, the collecting sink.

import Foundation
import Testing

@testable import KontractCore

private let diagnostics = [
    Diagnostic(
        GeneratorDiagnosticCode.stateFlowWithoutInitial, "needs 'initial'",
        at: SourceLocation(file: "c", line: 8, column: 23),
        end: SourceLocation(file: "c", line: 8, column: 40), notes: [DiagnosticNote("only in swift style")]),
    Diagnostic.check(
        .wrongType, "expected Int, found string \"x\"", at: SourceLocation(file: "f", line: 1, column: 13),
        jsonPath: "$.count", kotlinxMessage: "Unexpected JSON token"),
    Diagnostic(.enumEntryPascalCase, "lowercased", at: SourceLocation(file: "c", line: 2, column: 1)),
]

/// Every line a sink writes, in order.
private final class Lines {
    var all: [String] = []
    func write(_ line: String) { all.append(line) }
}

@Test func textSinkPrintsTheCompilerFormatNotesAndTheClosingLine() {
    let lines = Lines()
    let sink = TextDiagnosticSink(write: lines.write)
    sink.emit(diagnostics)
    sink.finish(DiagnosticSummary(contractFiles: 2))
    #expect(
        lines.all == [
            "c:8:23: error: needs 'initial' [KG0301]\nc:8:23: note: only in swift style",
            "f:1:13: error: $.count: expected Int, found string \"x\" [KC0201]",
            "c:2:1: warning: lowercased [KT0801]",
            "kontract: 2 errors and 1 warning in 2 contract files",
        ])
}

@Test func textSinkClosesACheckWithItsCounts() {
    let lines = Lines()
    let sink = TextDiagnosticSink(write: lines.write)
    sink.finish(DiagnosticSummary(contractFiles: 1, passed: 3, failed: 2, stopped: true))
    #expect(lines.all == ["3 passed, 2 failed (stopped after 2 failures, --max-errors)"])
    let clean = Lines()
    TextDiagnosticSink(write: clean.write).finish(DiagnosticSummary(contractFiles: 1))
    #expect(clean.all.isEmpty)
}

@Test func jsonSinkWritesTheDocumentedSchema() throws {
    let lines = Lines()
    let sink = JSONDiagnosticSink(write: lines.write)
    sink.emit(diagnostics)
    sink.finish(DiagnosticSummary(contractFiles: 2))
    #expect(
        lines.all == [
            #"{"diagnostics":["#,
            #"  {"file":"c","line":8,"column":23,"endLine":8,"endColumn":40,"severity":"error","id":"KG0301","kind":"stateFlowWithoutInitial","message":"needs 'initial'","notes":[{"message":"only in swift style"}]}"#,
            #", {"file":"f","line":1,"column":13,"severity":"error","id":"KC0201","kind":"wrongType","path":"$.count","message":"expected Int, found string \"x\"","kotlinx":"Unexpected JSON token"}"#,
            #", {"file":"c","line":2,"column":1,"severity":"warning","id":"KT0801","kind":"enumEntryPascalCase","message":"lowercased"}"#,
            #"],"errors":2,"warnings":1,"contractFiles":2}"#,
        ])
    let document = try JSONSerialization.jsonObject(with: Data(lines.all.joined(separator: "\n").utf8))
    #expect((document as? [String: Any])?["errors"] as? Int == 2)
    let empty = Lines()
    JSONDiagnosticSink(write: empty.write).finish(DiagnosticSummary(passed: 1, failed: 0, stopped: false))
    #expect(empty.all == [#"{"diagnostics":[],"errors":0,"warnings":0,"passed":1,"failed":0,"stopped":false}"#])
}

@Test func collectingSinkKeepsEverything() {
    let sink = CollectingDiagnosticSink()
    sink.emit(diagnostics)
    sink.finish(DiagnosticSummary(contractFiles: 1))
    #expect(sink.diagnostics == diagnostics)
    #expect(sink.summary == DiagnosticSummary(contractFiles: 1))
}
