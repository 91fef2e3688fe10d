// SQLDelight's `.sq` tables read as the data classes SQLDelight generates (KaMPKit's `Breed`, PeopleInSpace's `People`).

import Foundation
import KontractCore
import KontractTestSupport
import Testing

@testable import KontractExtract

@Suite struct SqlDelightExtractTests {
    /// A module folder's `src/commonMain/sqldelight/PACKAGE/Table.sq` gives, in that package, one data class per
    /// `CREATE TABLE` (name's first letter upper-cased), a property per column named as written (quotes removed, a
    /// keyword with `_`), `Long`/`String`/`Double`/`ByteArray` by affinity or the `AS` type through the `.sq`'s
    /// imports, nullable unless `NOT NULL` or `PRIMARY KEY`; table constraints and queries are no properties. A
    /// table SQLDelight types otherwise (`AS VALUE`) is KX0101 at its name in the `.sq` file; the module's Kotlin
    /// importing the class validates (it was KT0202 at each use: KaMPKit's 6, PeopleInSpace's `People`).
    @Test func theTablesOfASqFileAreTheDataClassesSQLDelightGenerates() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kx-sq-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let kotlin = root.appendingPathComponent("src/commonMain/kotlin")
        let sql = root.appendingPathComponent("src/commonMain/sqldelight/com/example/db")
        try FileManager.default.createDirectory(at: kotlin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sql, withIntermediateDirectories: true)
        try Data(
            """
            package com.example.app
            import com.example.db.Breed
            import com.example.db.Tag
            class Repo(val breeds: List<Breed>, val tag: Tag?)

            """.utf8
        ).write(to: kotlin.appendingPathComponent("Repo.kt"))
        try Data(
            """
            import kotlin.Boolean;
            import kotlin.collections.List;

            -- The dogs (a comment).
            CREATE TABLE IF NOT EXISTS breed (
              id INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
              "name" TEXT NOT NULL UNIQUE,
              favorite INTEGER AS Boolean NOT NULL DEFAULT 0,
              weight REAL,
              photo BLOB,
              `in` TEXT, /* a keyword */
              aliases TEXT AS List<String>,
              code INTEGER PRIMARY KEY,
              UNIQUE (name, weight),
              FOREIGN KEY (code) REFERENCES Tag(id)
            );

            CREATE TABLE Tag(label TEXT NOT NULL);

            CREATE TABLE Owner(
              id INTEGER AS VALUE NOT NULL
            );

            selectAll:
            SELECT * FROM breed;

            """.utf8
        ).write(to: sql.appendingPathComponent("Table.sq"))
        let result = ContractExtractor.extract(paths: [root.path], module: "Shared")
        #expect(
            result.diagnostics.map(\.formatted) == [
                "\(sql.path)/Table.sq:20:14: warning: SQLDelight's table class 'Owner' is not written: column 'id' "
                    + "is 'AS VALUE', a value class SQLDelight generates inside the table's class, which extract does "
                    + "not write yet [KX0101]",
                "\(sql.path)/Table.sq:24:1: warning: SQLDelight's class 'TableQueries' (selectAll) and the classes of "
                    + "its SELECTs' own columns are not written: extract reads a .sq file's tables only [KX0101]",
            ])
        let table = try #require(result.contracts.first { $0.fileName == "Table.kontract.json" })
        #expect(table.json["package"] == .string("com.example.db"))
        #expect(
            declarationsText(table) == [
                #"{"kind":"data class","name":"Breed","properties":[{"name":"id","type":"Long"},"#
                    + #"{"name":"name","type":"String"},{"name":"favorite","type":"Boolean"},"#
                    + #"{"name":"weight","type":"Double?"},{"name":"photo","type":"ByteArray?"},"#
                    + #"{"name":"in_","type":"String?"},{"name":"aliases","type":"List<String>?"},"#
                    + #"{"name":"code","type":"Long"}],"serializable":false}"#,
                #"{"kind":"data class","name":"Tag","properties":[{"name":"label","type":"String"}],"#
                    + #""serializable":false}"#,
            ])
        // Each class and property stands at its table's and column's place in the `.sq` file.
        #expect(table.locations["Breed"] == SourceLocation(file: sql.path + "/Table.sq", line: 5, column: 28))
        #expect(table.locations["Breed.favorite"] == SourceLocation(file: sql.path + "/Table.sq", line: 8, column: 3))
        let texts = Dictionary(uniqueKeysWithValues: result.contracts.map { ("c/" + $0.fileName, $0.text) })
        let pipeline = ContractPipeline.run(["c"], from: InMemorySourceProvider(texts: texts))
        #expect(pipeline.diagnostics.filter { $0.severity == .error }.map(\.formatted) == [])
        #expect(SourceSets.swiftFileName(forKotlin: sql.path + "/Table.sq") == "Table.kontract.swift")
    }

    /// What SQLDelight generates beside the tables is said, never skipped: a `CREATE VIEW`'s class is KX0101 at the
    /// view's name, and a file with labelled queries is one KX0101 at the first, naming its `…Queries` class (named
    /// by the file) and the first three queries. A column named by any word KotlinPoet's `NameAllocator` reserves
    /// (hard, soft and modifier keywords: `value`, `data`, `by`) is the property with a trailing `_`; other words
    /// (`name`, `type`) are kept; a table `data` is the class `Data_`.
    @Test func viewsAndQueriesAreSaidAndReservedColumnNamesGetAnUnderscore() throws {
        let text = """
            CREATE TABLE setting(key TEXT NOT NULL, value TEXT, data BLOB, by INTEGER, name TEXT, type TEXT);
            CREATE TABLE data(id INTEGER);

            CREATE VIEW IF NOT EXISTS main.recentSetting AS
            SELECT key, value FROM setting;

            selectAll:
            SELECT * FROM setting;
            insert:
            INSERT INTO setting VALUES ?;
            count:
            SELECT COUNT(*) FROM setting WHERE key = :key;
            byKey:
            SELECT value FROM setting WHERE key = :key;

            """
        let (kotlin, diagnostics) = SqlDelightTables.kotlin(
            fromSq: Array(text.utf8), path: "m/src/commonMain/sqldelight/p/settings.sq")
        #expect(
            diagnostics.map(\.formatted) == [
                "m/src/commonMain/sqldelight/p/settings.sq:4:32: warning: SQLDelight's view class 'RecentSetting' is "
                    + "not written: extract does not infer the column types of a view's SELECT yet [KX0101]",
                "m/src/commonMain/sqldelight/p/settings.sq:7:1: warning: SQLDelight's class 'SettingsQueries' "
                    + "(selectAll, insert, count, …) and the classes of its SELECTs' own columns are not written: "
                    + "extract reads a .sq file's tables only [KX0101]",
            ])
        #expect(kotlin.contains("key: String,"))
        #expect(kotlin.contains("value_: String?,"))
        #expect(kotlin.contains("data_: ByteArray?,"))
        #expect(kotlin.contains("by_: Long?,"))
        #expect(kotlin.contains("name: String?,"))
        #expect(kotlin.contains("type: String?,"))
        // The table's name is allocated before it is capitalized (`allocateName(table.tableName).capitalize()`).
        #expect(kotlin.contains("data class Data_("))
        // A file of tables alone has no `…Queries` class: nothing to say.
        let (_, tablesOnly) = SqlDelightTables.kotlin(
            fromSq: Array("CREATE TABLE T(a TEXT);".utf8), path: "s/sqldelight/p/T.sq")
        #expect(tablesOnly.isEmpty)
    }

    /// Every class and property stands on its line of the `.sq` file however the SQL is laid out: imports and
    /// two tables on one line, a type after `AS` across lines (a piece sharing a line stands after the text before
    /// it). An `AS` text that is no Kotlin type is KX0101 at its table, whose class is left out. Both were Kotlin
    /// syntax errors placed past the file's last line (the extract fuzz target, reading its input as `.sq`).
    @Test func eachPieceStandsOnItsLineOfTheSqFile() throws {
        let text = """
            import kotlin.Boolean; import kotlin.collections.List;
            CREATE TABLE A(x INTEGER AS Boolean NOT NULL, y TEXT AS List<
              String>); CREATE TABLE B(z REAL);
            CREATE TABLE C(w TEXT AS Foo Bar, v TEXT);
            """
        let path = "m/sqldelight/p/T.sq"
        let (sq, diagnostics) = ContractExtractor.parse(sqPath: path, bytes: Array(text.utf8))
        #expect(
            diagnostics.map(\.formatted) == [
                "\(path):4:14: warning: SQLDelight's table class 'C' is not written: column 'w' is 'AS Foo Bar', which "
                    + "extract does not read as a Kotlin type (unexpected 'B' after the type) [KX0101]"
            ])
        let result = ContractExtractor.extract(files: [sq], module: "Shared")
        #expect(result.diagnostics.map(\.formatted) == [])
        let contract = try #require(result.contracts.first)
        #expect(
            declarationsText(contract) == [
                #"{"kind":"data class","name":"A","properties":[{"name":"x","type":"Boolean"},"#
                    + #"{"name":"y","type":"List<String>?"}],"serializable":false}"#,
                #"{"kind":"data class","name":"B","properties":[{"name":"z","type":"Double?"}],"#
                    + #""serializable":false}"#,
            ])
        #expect(contract.locations["A"]?.line == 2)
        #expect(contract.locations["A.y"]?.line == 2)
        #expect(contract.locations["B"] == SourceLocation(file: path, line: 3, column: 26))
        #expect(contract.locations["B.z"]?.line == 3)
    }

    /// A `.sq` file outside a `sqldelight` folder has no package SQLDelight would give it: KX0001, nothing read.
    @Test func aSqFileOutsideASqldelightFolderIsNamed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kx-sq-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("Table.sq")
        try Data("CREATE TABLE T(a TEXT);\n".utf8).write(to: file)
        let result = ContractExtractor.extract(paths: [file.path], module: "Shared")
        #expect(
            result.diagnostics.map(\.formatted) == [
                "\(file.path):1:1: error: '\(file.path)' is not below a 'sqldelight' folder: SQLDelight gives its "
                    + "tables the package of their folder there, so extract cannot tell it [KX0001]"
            ])
        #expect(result.contracts.isEmpty)
    }

    /// Code a generator writes into the module's packages that extract does not read is KX0104 naming the
    /// generator whose inputs are beside the Kotlin: Apollo's with its `.graphql` folder (Confetti's
    /// `GetConferencesQuery.Data` in the file's own package, its imported fragments), SQLDelight's `Database`.
    @Test func codeOfAGeneratorWhoseInputsAreHereIsNamedWithIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kx-gen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let kotlin = root.appendingPathComponent("src/commonMain/kotlin")
        let graphQL = root.appendingPathComponent("src/commonMain/graphql")
        let sql = root.appendingPathComponent("src/commonMain/sqldelight/com/example/db")
        for folder in [kotlin, graphQL, sql] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data("query GetTalks { talks { id } }\n".utf8).write(to: graphQL.appendingPathComponent("Queries.graphql"))
        try Data("CREATE TABLE Talk(id TEXT NOT NULL);\n".utf8).write(to: sql.appendingPathComponent("Talk.sq"))
        try Data(
            """
            package com.example
            import com.example.fragment.TalkDetails
            import com.example.db.AppDatabase
            class Repo(val talks: GetTalksQuery.Data, val details: TalkDetails, val db: AppDatabase)

            """.utf8
        ).write(to: kotlin.appendingPathComponent("Repo.kt"))
        let result = ContractExtractor.extract(paths: [root.path], module: "Shared")
        let leftOut = "a constructor of 'Repo' (with the properties it declares: 'talks', 'details', 'db') is left out"
        let generated =
            "Apollo's, generated from the .graphql files in '\(graphQL.path)' (run its Gradle codegen and name "
            + "build/generated/source/apollo as a path), or SQLDelight's Database or …Queries (extract writes its "
            + "tables only), or another module's"
        #expect(
            result.diagnostics.map(\.formatted) == [
                "\(kotlin.path)/Repo.kt:4:16: warning: the type 'GetTalksQuery.Data' of 'Repo(talks)' is not declared "
                    + "in the Kotlin read, imported, nor a type Kotlin imports by default (it may be \(generated)): "
                    + "\(leftOut) [KX0104]",
                "\(kotlin.path)/Repo.kt:4:47: warning: the type 'TalkDetails' of 'Repo(details)' is imported from "
                    + "'com.example.fragment.TalkDetails', a package of the project that is not in the Kotlin read "
                    + "(\(generated): extract reads no generated code; give its folder as a path, or declare it in a "
                    + "contract of your own): \(leftOut) [KX0104]",
                "\(kotlin.path)/Repo.kt:4:73: warning: the type 'AppDatabase' of 'Repo(db)' is imported from "
                    + "'com.example.db.AppDatabase', a package of the project that is not in the Kotlin read "
                    + "(\(generated): extract reads no generated code; give its folder as a path, or declare it in a "
                    + "contract of your own): \(leftOut) [KX0104]",
            ])
    }

    /// Broken or huge `.sq` text ends: unterminated strings, comments and statements give what was read so far, and
    /// a one-line table of 100,000 columns (1.3 MB) is read in linear time (a column counted
    /// from the line's start at each token was quadratic).
    @Test func brokenAndLongSqTextIsRead() {
        for text in [
            "CREATE TABLE T(a TEXT 'x", "CREATE TABLE T(a /* open", "CREATE TABLE", "CREATE TABLE T(", "(((", "",
        ] {
            let (kotlin, _) = SqlDelightTables.kotlin(fromSq: Array(text.utf8), path: "s/sqldelight/p/T.sq")
            #expect(kotlin.hasPrefix("package p"))
        }
        let columns = (0..<100_000).map { "c\($0) TEXT" }.joined(separator: ", ")
        let (kotlin, diagnostics) = SqlDelightTables.kotlin(
            fromSq: Array("CREATE TABLE Wide(\(columns));".utf8), path: "s/sqldelight/p/W.sq")
        #expect(diagnostics.isEmpty)
        #expect(kotlin.contains("c99999: String?,"))
    }
}
