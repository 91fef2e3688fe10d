// A view model's transcript as a timeline on its section: each call (with its arguments) → the states it emitted.

/// Renders a `TranscriptExample` as an ordered list of calls and states (JSON highlighted, text escaped).
enum TranscriptTimeline {
    static func html(_ transcript: TranscriptExample) -> String {
        var html = "<h3>Transcript: \(HTMLText.escape(transcript.file))</h3>\n"
        html += "<ol class=\"timeline\">\n"
        if let initial = transcript.initial {
            html += "<li>initial <code>\(HTMLText.escape(transcript.state))</code>" + json(initial) + "</li>\n"
        }
        for step in transcript.steps {
            let arguments = step.arguments.map { "\($0.name): \($0.json)" }.joined(separator: ", ")
            let call = step.call.map { "\($0)(\(arguments))" } ?? "(emitted on its own)"
            html += "<li><code>\(HTMLText.escape(call))</code>"
            if let result = step.result { html += " returns" + json(result) }
            for state in step.states {
                html += " → <code>\(HTMLText.escape(transcript.state))</code>" + json(state)
            }
            html += "</li>\n"
        }
        return html + "</ol>\n"
    }

    private static func json(_ text: String) -> String {
        "<pre><code class=\"\(CodeLanguage.json.rawValue)\">\(SyntaxHighlighter.html(text, .json))</code></pre>"
    }
}
