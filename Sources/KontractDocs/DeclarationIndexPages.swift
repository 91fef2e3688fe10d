// The A–Z index of declarations: one page per first letter, at most `pageSize` entries each, linked from index.html.

/// One page of the declarations index: its file name, its label and the declarations it lists.
struct DeclarationIndexPage {
    /// `index-a.html`, `index-a-2.html` when a letter has more than `pageSize` declarations.
    let name: String
    /// What the navigation shows: `A`, `A (2)`, `#` for names not starting with a letter A–Z.
    let label: String
    let entries: [Entry]

    /// A declaration listed: its name, its page and its package.
    typealias Entry = (name: String, declaration: DeclarationDoc, page: String, package: String)
}

enum DeclarationIndexPages {
    /// The most entries a page lists, so a 2,000-type module stays readable and quick to load.
    static let pageSize = 200

    /// Every declaration of `files`, sorted by name, grouped by first letter and cut into pages.
    static func pages(_ files: [FileDoc]) -> [DeclarationIndexPage] {
        let entries: [DeclarationIndexPage.Entry] = files.flatMap { file in
            file.declarations.map { declaration in
                let name = String(declaration.title.split(separator: " ").last ?? "")
                return (name, declaration, file.page, file.file.package.value)
            }
        }
        let byLetter = Dictionary(grouping: entries) { entry in
            let first = entry.name.first.map { String($0).uppercased() } ?? "#"
            return first.count == 1 && "ABCDEFGHIJKLMNOPQRSTUVWXYZ".contains(first) ? first : "#"
        }
        var pages: [DeclarationIndexPage] = []
        for letter in byLetter.keys.sorted(by: { ($0 == "#" ? 1 : 0, $0) < ($1 == "#" ? 1 : 0, $1) }) {
            let group = byLetter[letter, default: []].sorted {
                ($0.name.lowercased(), $0.declaration.qualifiedName)
                    < ($1.name.lowercased(), $1.declaration.qualifiedName)
            }
            let stem = letter == "#" ? "other" : letter.lowercased()
            for (part, start) in stride(from: 0, to: group.count, by: pageSize).enumerated() {
                pages.append(
                    DeclarationIndexPage(
                        name: part == 0 ? "index-\(stem).html" : "index-\(stem)-\(part + 1).html",
                        label: part == 0 ? letter : "\(letter) (\(part + 1))",
                        entries: Array(group[start..<min(start + pageSize, group.count)])))
            }
        }
        return pages
    }
}
