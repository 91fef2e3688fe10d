// SQLDelight's `.sq` files → the Kotlin data classes SQLDelight generates for their `CREATE TABLE`s.

import KontractCore
import KotlinSyntax

/// The table classes SQLDelight (app.cash.sqldelight, SQLite dialect) generates into the module's package from a
/// `.sq` file, written as Kotlin source for extract to read like any other file. What the generator writes
/// (`TableInterfaceGenerator`, `ColumnTypeMixin`): `public data class Breed(public val id: Long, …)`, named by the
/// table's name with its first letter upper-cased, in the package of the `.sq` file's folder below `sqldelight/`;
/// one constructor property per column, named as the column (quotes removed; a name KotlinPoet reserves gets `_`);
/// typed by its SQLite affinity (`INTEGER`/`INT` `Long`, `TEXT` `String`, `REAL` `Double`, `BLOB` `ByteArray`) or
/// by the Kotlin type after `AS` (resolved through the file's `import`s); nullable unless the column is `NOT NULL`
/// or `PRIMARY KEY`. Each class and property stands at its table's and column's line and column in the `.sq` file,
/// so what extract says of them points there. Its `…Queries` classes, the classes of views and of queries' own
/// columns are not written (KX0101 at the view's name and at the file's first query); nor is the `Database` interface.
enum SqlDelightTables {
    /// The Kotlin of the tables of the `.sq` file at `path`, and what cannot be carried (a table with a column
    /// SQLDelight types otherwise, such as `AS VALUE`, is left out and said).
    static func kotlin(fromSq bytes: [UInt8], path: String) -> (source: String, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        guard let package = package(of: path) else {
            diagnostics.append(
                .extraction(
                    .unreadableKotlin,
                    "'\(path)' is not below a 'sqldelight' folder: SQLDelight gives its tables the package of their "
                        + "folder there, so extract cannot tell it", at: .start(of: path)))
            return ("", diagnostics)
        }
        let tokens = SqlTokens(bytes)
        var lines = PositionedText()
        lines.place(package.isEmpty ? "" : "package " + package + ";", line: 1, column: 1)
        // `import kotlin.Boolean;` before the statements.
        var at = 0
        while at < tokens.count, tokens.isWord(at, "import") {
            var end = at + 1
            while end < tokens.count, tokens[end].text != ";" { end += 1 }
            lines.place(
                "import " + tokens.source(from: at + 1, to: end - 1).onOneLine + ";", line: tokens[at].line,
                column: tokens[at].column)
            at = end + 1
        }
        let statementsStart = at
        var queryLabels: [SqlTokens.Token] = []
        while at < tokens.count {
            // `selectAll:` before a statement labels a query of the file's `…Queries` class.
            if tokens[at].isWord, at + 1 < tokens.count, tokens[at + 1].text == ":",
                at == statementsStart || tokens[at - 1].text == ";"
            {
                queryLabels.append(tokens[at])
                at += 2
                continue
            }
            guard tokens.isWord(at, "CREATE") else {
                at += 1
                continue
            }
            var next = at + 1
            if tokens.isWord(next, "TEMP") || tokens.isWord(next, "TEMPORARY") { next += 1 }
            if tokens.isWord(next, "VIEW") {
                next += 1
                if tokens.isWord(next, "IF"), tokens.isWord(next + 1, "NOT"), tokens.isWord(next + 2, "EXISTS") {
                    next += 3
                }
                while next + 2 < tokens.count, tokens[next + 1].text == "." { next += 2 }
                if next < tokens.count {
                    let view = unquoted(tokens[next].text)
                    diagnostics.append(
                        .extraction(
                            .declarationNotExtracted,
                            "SQLDelight's view class '\(view.prefix(1).uppercased() + view.dropFirst())' is not "
                                + "written: extract does not infer the column types of a view's SELECT yet",
                            at: SourceLocation(file: path, line: tokens[next].line, column: tokens[next].column)))
                }
                at = next + 1
                continue
            }
            guard tokens.isWord(next, "TABLE") else {
                at = next
                continue
            }
            next += 1
            if tokens.isWord(next, "IF"), tokens.isWord(next + 1, "NOT"), tokens.isWord(next + 2, "EXISTS") {
                next += 3
            }
            // `schema.table`: the table's name is the last.
            while next + 2 < tokens.count, tokens[next + 1].text == "." { next += 2 }
            guard next + 1 < tokens.count, tokens[next + 1].text == "(" else {
                at = next
                continue
            }
            let nameToken = tokens[next]
            let (columns, end) = columnDefinitions(tokens, from: next + 2)
            at = end
            let tableName = unquoted(nameToken.text)
            // `allocateName(table.tableName).capitalize()`: a table `data` is the class `Data_`.
            let allocated = kotlinName(tableName)
            let className = allocated.prefix(1).uppercased() + allocated.dropFirst()
            var parameters: [(text: String, line: Int, column: Int)] = []
            var refusal: String?
            for column in columns {
                switch parameter(column, tokens: tokens) {
                case .success(let text): parameters.append((text, tokens[column[0]].line, tokens[column[0]].column))
                case .failure(let reason): refusal = refusal ?? reason.reason
                case nil: continue
                }
            }
            if let refusal {
                diagnostics.append(
                    .extraction(
                        .declarationNotExtracted,
                        "SQLDelight's table class '\(className)' is not written: \(refusal)",
                        at: SourceLocation(file: path, line: nameToken.line, column: nameToken.column)))
                continue
            }
            lines.place(
                "\(className)(", after: "data class ", line: nameToken.line, column: nameToken.column)
            for parameter in parameters {
                // `val` ends the line before, so the name stands at the column's place (newlines are free inside
                // the parentheses).
                lines.appendToLast(" val")
                lines.place(parameter.text + ",", line: parameter.line, column: parameter.column)
            }
            lines.appendToLast(");")
        }
        if let first = queryLabels.first {
            let fileName = path.split(separator: "/").last.map { String($0.dropLast(3)) } ?? ""
            let names = queryLabels.prefix(3).map(\.text).joined(separator: ", ")
            diagnostics.append(
                .extraction(
                    .declarationNotExtracted,
                    "SQLDelight's class '\(fileName.prefix(1).uppercased() + fileName.dropFirst())Queries' "
                        + "(\(names)\(queryLabels.count > 3 ? ", …" : "")) and the classes of its SELECTs' own "
                        + "columns are not written: extract reads a .sq file's tables only",
                    at: SourceLocation(file: path, line: first.line, column: first.column)))
        }
        return (lines.text, diagnostics)
    }

    /// The package SQLDelight gives a `.sq` file's tables: its folders below the last `sqldelight` folder
    /// (`src/commonMain/sqldelight/co/touchlab/kampkit/db/Table.sq` → `co.touchlab.kampkit.db`); nil outside one.
    static func package(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let root = parts.lastIndex(of: "sqldelight") else { return nil }
        return parts[(root + 1)..<(parts.count - 1)].joined(separator: ".")
    }

    /// The token ranges of the column definitions of a table whose `(` was just read (table constraints
    /// included), and the index after its `)`.
    private static func columnDefinitions(_ tokens: SqlTokens, from start: Int) -> ([[Int]], Int) {
        var columns: [[Int]] = []
        var current: [Int] = []
        var depth = 0
        var at = start
        while at < tokens.count {
            let text = tokens[at].text
            if text == "(" { depth += 1 }
            if text == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            if text == ",", depth == 0 {
                if !current.isEmpty { columns.append(current) }
                current = []
            } else {
                current.append(at)
            }
            at += 1
        }
        if !current.isEmpty { columns.append(current) }
        return (columns, at + 1)
    }

    /// `name: Type` for a column definition; nil for a table constraint (`PRIMARY KEY (a, b)`, `FOREIGN KEY …`).
    private static func parameter(_ column: [Int], tokens: SqlTokens) -> Result<String, NotCarried>? {
        let first = tokens[column[0]].text.uppercased()
        if ["CONSTRAINT", "PRIMARY", "UNIQUE", "CHECK", "FOREIGN"].contains(first) { return nil }
        let name = kotlinName(unquoted(tokens[column[0]].text))
        var at = 1
        var type: String?
        if at < column.count, tokens[column[at]].isWord {
            switch tokens[column[at]].text.uppercased() {
            case "INTEGER", "INT": type = "Long"
            case "TEXT": type = "String"
            case "REAL": type = "Double"
            case "BLOB": type = "ByteArray"
            default:
                return .failure(
                    NotCarried(
                        reason: "column '\(name)' has the type '\(tokens[column[at]].text)', which SQLDelight's "
                            + "SQLite dialect does not know (INTEGER, TEXT, REAL, BLOB)"))
            }
            at += 1
        }
        guard let sqlType = type else {
            return .failure(NotCarried(reason: "column '\(name)' has no type"))
        }
        var isNullable = true
        var adapted: String?
        while at < column.count {
            let word = tokens[column[at]].text.uppercased()
            if word == "AS" {
                guard at + 1 < column.count else {
                    return .failure(NotCarried(reason: "column '\(name)' has no type after 'AS'"))
                }
                var end = at + 1
                while end < column.count, !Self.constraintWords.contains(tokens[column[end]].text.uppercased()) {
                    end += 1
                }
                guard end > at + 1 else {
                    return .failure(NotCarried(reason: "column '\(name)' has no type after 'AS'"))
                }
                let written = tokens.source(from: column[at + 1], to: column[end - 1]).onOneLine
                if ["VALUE", "LOCK"].contains(written.uppercased()) {
                    return .failure(
                        NotCarried(
                            reason: "column '\(name)' is 'AS \(written)', a value class SQLDelight generates inside "
                                + "the table's class, which extract does not write yet"))
                }
                if case .failure(let error) = KotlinTypeParser.parse(written) {
                    return .failure(
                        NotCarried(
                            reason: "column '\(name)' is 'AS \(written)', which extract does not read as a Kotlin "
                                + "type (\(error.message))"))
                }
                adapted = written
                at = end
                continue
            }
            if word == "NOT", at + 1 < column.count, tokens[column[at + 1]].text.uppercased() == "NULL" {
                isNullable = false
            }
            if word == "PRIMARY" { isNullable = false }
            at += 1
        }
        var kotlinType = adapted ?? sqlType
        if isNullable && !kotlinType.hasSuffix("?") { kotlinType += "?" }
        if !isNullable && kotlinType.hasSuffix("?") { kotlinType.removeLast() }
        return .success(name + ": " + kotlinType)
    }

    /// The words that end a column's `AS` type.
    private static let constraintWords: Set<String> = [
        "NOT", "NULL", "PRIMARY", "UNIQUE", "CHECK", "DEFAULT", "COLLATE", "REFERENCES", "GENERATED", "CONSTRAINT",
    ]

    /// A name without its SQL quotes (`"name"`, `` `name` ``, `[name]`).
    static func unquoted(_ name: String) -> String {
        guard let first = name.first, ["\"", "`", "["].contains(first), name.count >= 2 else { return name }
        return String(name.dropFirst().dropLast())
    }

    /// A name as KotlinPoet's `NameAllocator` makes it legal: a character outside a Java identifier becomes `_`, a
    /// leading digit is prefixed with `_`, and a name it reserves (a Kotlin keyword of any kind) gets a trailing `_`.
    static func kotlinName(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" ? $0 : "_" })
        if result.first?.isNumber == true { result = "_" + result }
        if keywords.contains(result) { result += "_" }
        return result
    }

    /// The names KotlinPoet's `NameAllocator` reserves (its `KEYWORDS`): Kotlin's hard keywords, and its soft and
    /// modifier keywords, `header`, `impl` and `yield` too (a column `value` is the property `value_`).
    private static let keywords: Set<String> = KotlinIdentifier.hardKeywords.union([
        "by", "catch", "constructor", "delegate", "dynamic", "field", "file", "finally", "get", "import", "init",
        "param", "property", "receiver", "set", "setparam", "where", "actual", "abstract", "annotation", "companion",
        "const", "crossinline", "data", "enum", "expect", "external", "final", "infix", "inline", "inner", "internal",
        "lateinit", "noinline", "open", "operator", "out", "override", "private", "protected", "public", "reified",
        "sealed", "suspend", "tailrec", "value", "vararg", "header", "impl", "yield",
    ])
}
