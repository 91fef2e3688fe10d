// The HTML of the index page and of each contract file's page (text escaped by HTMLText only).

import KontractCore

/// Writes the pages of the site.
enum PageRenderer {
    /// The first line of every page: the generated-file header as an HTML comment.
    static let header = "<!-- \(DocsSite.headerMarker). Do not edit: run `kontract docs` again. -->\n"

    static func index(_ files: [FileDoc], _ letters: [DeclarationIndexPage], module: String) -> String {
        var body = "<h1>\(HTMLText.escape(module)): the Kotlin API as Swift sees it</h1>\n"
        body += "<p>Each declaration with its Kotlin beside its Swift face. Search finds types and members.</p>\n"
        body += "<h2>Declarations A–Z</h2>\n" + letterNavigation(letters)
        body += "<h2>Contract files</h2>\n<ul class=\"files\">\n"
        for file in files {
            let count = file.declarations.count
            body +=
                "<li><a href=\"\(HTMLText.escape(file.page))\">\(HTMLText.escape(file.file.baseName))</a> "
                + "<span class=\"muted\">\(HTMLText.escape(file.file.package.value)) · \(count) declaration\(count == 1 ? "" : "s")</span></li>\n"
        }
        body += "</ul>\n"
        return page(title: "\(module) as Swift sees it", body: body)
    }

    /// One page of the A–Z index: the letters, then its declarations with their pages and packages.
    static func declarationIndex(_ page: DeclarationIndexPage, _ letters: [DeclarationIndexPage], module: String)
        -> String
    {
        var body = "<p><a href=\"index.html\">Index</a></p>\n"
        body += "<h1>\(HTMLText.escape(module)) declarations: \(HTMLText.escape(page.label))</h1>\n"
        body += letterNavigation(letters)
        body += "<ul class=\"files\">\n"
        for entry in page.entries {
            body +=
                "<li><a href=\"\(HTMLText.escape(entry.page))#\(entry.declaration.anchor)\">"
                + "\(HTMLText.escape(entry.declaration.title))</a> "
                + "<span class=\"muted\">\(HTMLText.escape(entry.package))</span></li>\n"
        }
        body += "</ul>\n"
        return self.page(title: "\(module) declarations: \(page.label)", body: body)
    }

    private static func letterNavigation(_ letters: [DeclarationIndexPage]) -> String {
        var html = "<nav aria-label=\"Declarations by letter\"><ul class=\"letters\">\n"
        for letter in letters {
            html += "<li><a href=\"\(HTMLText.escape(letter.name))\">\(HTMLText.escape(letter.label))</a></li>\n"
        }
        return html + "</ul></nav>\n"
    }

    static func file(_ file: FileDoc) -> String {
        var body = "<p><a href=\"index.html\">Index</a></p>\n"
        body += "<h1>\(HTMLText.escape(file.file.baseName))</h1>\n"
        body += "<p class=\"muted\">package \(HTMLText.escape(file.file.package.value))</p>\n"
        body += diagnostics(file.diagnostics)
        body += "<nav aria-label=\"Declarations\"><ul class=\"toc\">\n"
        for declaration in file.declarations {
            body +=
                "<li><a href=\"#\(declaration.anchor)\">\(HTMLText.escape(declaration.title))</a></li>\n"
        }
        body += "</ul></nav>\n"
        for declaration in file.declarations { body += section(declaration) }
        return page(title: file.file.baseName, body: body)
    }

    private static func section(_ declaration: DeclarationDoc) -> String {
        var html = "<section class=\"decl\" id=\"\(declaration.anchor)\">\n"
        html += "<h2>\(HTMLText.escape(declaration.title))</h2>\n"
        if let doc = declaration.doc { html += "<p>\(HTMLText.escape(doc))</p>\n" }
        html += diagnostics(declaration.diagnostics)
        html += "<div class=\"faces\">\n"
        html += column("Kotlin", declaration.kotlin, .kotlin, notes: [])
        for face in declaration.faces { html += column(face.title, face.code, .swift, notes: face.notes) }
        html += "</div>\n"
        if !declaration.usages.isEmpty {
            html += "<div class=\"faces\">\n"
            for usage in declaration.usages { html += column(usage.title, usage.code, .swift, notes: []) }
            html += "</div>\n"
        }
        switch declaration.json {
        case .success(let example):
            html += "<div class=\"faces\">\n"
            html += column("JSON (defaults omitted)", example.omittingDefaults, .json, notes: [])
            html += column("JSON (encodeDefaults = true)", example.encodingDefaults, .json, notes: [])
            html += "</div>\n"
        case .failure(let error):
            html += "<p class=\"muted\">No JSON example: \(HTMLText.escape(String(describing: error)))</p>\n"
        case nil: break
        }
        html += fixtures(declaration.fixtures)
        for transcript in declaration.transcripts { html += TranscriptTimeline.html(transcript) }
        // A Kotlin place is plain text, not a file: link, which would point outside the site (docs/docs-command.md).
        if let kotlin = declaration.kotlinSource {
            html += "<p class=\"muted\">Kotlin source: \(HTMLText.escape("\(kotlin.file):\(kotlin.line)"))</p>\n"
        } else {
            html += "<p class=\"muted\">\(HTMLText.escape(declaration.location.description))</p>\n"
        }
        return html + "</section>\n"
    }

    /// The type's fixtures, each its JSON under its file, name and whether kotlinx accepts it.
    private static func fixtures(_ list: [FixtureExample]) -> String {
        guard !list.isEmpty else { return "" }
        var html = "<h3>Fixtures</h3>\n<div class=\"faces\">\n"
        for fixture in list {
            let title =
                "\(fixture.file) · \(fixture.valid ? "valid (accept)" : "invalid (reject)")"
                + (fixture.name.map { " · \($0)" } ?? "")
            html += column(title, fixture.json, .json, notes: [])
        }
        return html + "</div>\n"
    }

    private static func column(_ title: String, _ code: String, _ language: CodeLanguage, notes: [String]) -> String {
        var html = "<div class=\"face\" data-face=\"\(HTMLText.escape(title))\">\n<h3>\(HTMLText.escape(title))</h3>\n"
        html += "<pre><code class=\"\(language.rawValue)\">\(SyntaxHighlighter.html(code, language))</code></pre>\n"
        if !notes.isEmpty {
            html += "<ul class=\"notes\">\n"
            for note in notes { html += "<li>\(inlineCode(note))</li>\n" }
            html += "</ul>\n"
        }
        return html + "</div>\n"
    }

    private static func diagnostics(_ list: [Diagnostic]) -> String {
        guard !list.isEmpty else { return "" }
        var html = "<ul class=\"diagnostics\">\n"
        for diagnostic in list {
            html +=
                "<li class=\"\(diagnostic.severity)\"><strong>\(HTMLText.escape(diagnostic.id))</strong> "
                + "\(HTMLText.escape(diagnostic.message)) <span class=\"muted\">\(HTMLText.escape(diagnostic.location.description))</span></li>\n"
        }
        return html + "</ul>\n"
    }

    /// A note with its `backquoted` parts as `<code>`.
    private static func inlineCode(_ note: String) -> String {
        note.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index % 2 == 1 ? "<code>\(HTMLText.escape(part))</code>" : HTMLText.escape(part)
        }.joined()
    }

    private static func page(title: String, body: String) -> String {
        header + """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escape(title))</title>
            <link rel="stylesheet" href="style.css">
            <script src="search-index.js" defer></script>
            <script src="search.js" defer></script>
            </head>
            <body>
            <header class="top">
            <form role="search" onsubmit="return false">
            <label for="search">Search declarations and members</label>
            <input id="search" type="search" autocomplete="off" aria-controls="hits">
            </form>
            <ul id="hits" aria-live="polite"></ul>
            </header>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }
}
