// The command line in a new user's first hour: paths in a SwiftPM package, typos and misnamed inputs (issue 16).

import Foundation
import KontractGenerator
import KontractTestSupport
import Testing

@testable import KontractCLI

/// Serialized: the commands run in a package folder made the current directory.
@Suite(.serialized) struct FirstHourCommandTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "com.example.cart",
          "declarations": [
            { "kind": "data class", "name": "CartItem",
              "properties": [ { "name": "id", "type": "String" }, { "name": "qty", "type": "Int", "default": 1 } ] } ] }
        """

    /// A SwiftPM package: the contract in Sources/Shared, fixtures in Tests/SharedTests, no contracts/ folder.
    static func package() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.1\n")
        try folder.write(
            "Sources/Shared/Shared.swift", "// Kontract generates this target's Swift from its contracts.\n")
        try folder.write("Sources/Shared/cart.kontract.json", contract)
        try folder.write(
            "Tests/SharedTests/fixtures/CartItem.fixtures.json",
            #"{ "type": "CartItem", "accept": [ { "json": { "id": "a" }, "canonical": "{\"id\":\"a\"}" } ] }"#)
        return folder
    }

    @Test func commandsFindTheContractsOfASwiftPMPackage() throws {
        let folder = try Self.package()
        let validate = CommandRun(["validate"], in: folder.url)
        #expect(validate.code == .success)
        #expect(validate.standardError.isEmpty)
        let check = CommandRun(["check"], in: folder.url)
        #expect(check.code == .success)
        #expect(check.standardError == "1 passed, 0 failed\n")
    }

    @Test func noContractsAnywhereSaysWhereItLookedAndHowToNameThem() throws {
        let folder = try TemporaryFolder()
        for command in ["validate", "generate", "emit-kotlin", "emit-jsonschema"] {
            let run = CommandRun([command], in: folder.url)
            #expect(run.code == .usage)
            #expect(
                run.standardError.contains(
                    "kontract \(command): error: no contracts found: there is no contracts/ folder in"))
            #expect(run.standardError.contains("and no *.kontract.json file under Sources/"))
            #expect(run.standardError.contains("note: name the contracts: kontract \(command) PATH..."))
            #expect(!run.standardError.contains("contracts:1:1"))
        }
        let check = CommandRun(["check"], in: folder.url)
        #expect(check.code == .usage)
        #expect(check.standardError.contains("kontract check --contracts PATH"))
    }

    @Test func checkTypeTypoSuggestsTheTypeWithoutAFakeLocation() throws {
        let folder = try Self.package()
        let file = try folder.write("item.json", #"{"id":"a"}"#)
        let run = CommandRun(["check", "--type", "CartItems", file], in: folder.url)
        #expect(run.code == .failure)
        #expect(
            run.standardError
                == "kontract check: error: --type CartItems: no declaration named 'CartItems' in the contracts; did you mean 'CartItem'? [KC0002]\n"
        )
    }

    @Test func ndjsonSavedAsJSONGetsAHint() throws {
        let folder = try Self.package()
        let file = try folder.write("items.json", "{\"id\":\"a\"}\n{\"id\":\"b\"}\n")
        let run = CommandRun(["check", "--type", "CartItem", file], in: folder.url)
        #expect(run.code == .failure)
        #expect(run.standardError.contains("Expected EOF after parsing"))
        #expect(run.standardError.contains("name the file .ndjson or pass it as - (stdin)"))
    }

    @Test func singularFixtureFileNameIsReported() throws {
        let folder = try Self.package()
        try folder.write("Tests/SharedTests/fixtures/Other.fixture.json", #"{ "type": "CartItem", "accept": [] }"#)
        let run = CommandRun(["check"], in: folder.url)
        #expect(run.code == .failure)
        #expect(
            run.standardError.contains(
                "Tests/SharedTests/fixtures/Other.fixture.json:1:1: error: not checked: fixture files end in .fixtures.json and transcripts in .transcript.json; rename it to Other.fixtures.json [KC0501]"
            ))
    }

    @Test func emitJSONSchemaIntoAFolderIsAClearError() throws {
        let folder = try Self.package()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("gen"), withIntermediateDirectories: true)
        let run = CommandRun(["emit-jsonschema", "-o", "gen"], in: folder.url)
        #expect(run.code == .usage)
        #expect(
            run.standardError
                == "kontract emit-jsonschema: error: --output 'gen' is a folder; --output names the schema file to write, e.g. --output gen/contracts.schema.json\n"
        )
        let missing = CommandRun(["emit-jsonschema", "-o", "nope/schema.json"], in: folder.url)
        #expect(missing.code == .failure)
        #expect(missing.standardError.contains("its folder 'nope' does not exist; create it first"))
    }

    @Test func configErrorsHaveLineColumnAndId() throws {
        let folder = try Self.package()
        try folder.write("Sources/Shared/kontract.config.json", "{ \"output\": \"gen\",\n  \"styl\": \"swift\" }")
        let config = "Sources/Shared/kontract.config.json"
        let unknown = CommandRun(["generate"], in: folder.url)
        #expect(unknown.code == .failure)
        #expect(
            unknown.standardError.hasPrefix(
                "\(config):2:3: error: unknown key 'styl' in kontract.config.json; did you mean 'style'? The keys are output, interop, style"
            ))
        #expect(unknown.standardError.hasSuffix("[KT0101]\n"))
        try folder.write("Sources/Shared/kontract.config.json", #"{ "output": "gen", "interop": "Skie" }"#)
        let value = CommandRun(["generate"], in: folder.url)
        #expect(
            value.standardError
                == "\(config):1:31: error: 'interop' must be \"objc\" or \"skie\", found \"Skie\"; did you mean \"skie\"? [KT0106]\n"
        )
        try folder.write("Sources/Shared/kontract.config.json", #"{ "output": "gen" "style": "swift" }"#)
        let syntax = CommandRun(["generate"], in: folder.url)
        #expect(
            syntax.standardError.contains(
                "\(config):1:25: error: invalid JSON: '}' expected near '\"style\"'; a ',' is probably missing before this [KT0002]"
            ))
    }

    @Test func exportListsTheLibrariesTheFrameworkExports() throws {
        let folder = try Self.package()
        let config = "Sources/Shared/kontract.config.json"
        try folder.write(config, #"{ "output": "gen", "export": ["io.insert-koin"] }"#)
        let unknown = CommandRun(["generate"], in: folder.url)
        #expect(unknown.code == .failure)
        #expect(
            unknown.standardError.hasPrefix(
                "\(config):1:31: error: 'export' takes Gradle coordinates 'group:artifact' (a library contract's, or one of androidx.lifecycle:lifecycle-viewmodel, org.jetbrains.kotlinx:kotlinx-coroutines-core), found 'io.insert-koin'"
            ))
        // Any other library: a library contract's ("library": "koin-core"), by its artifact.
        try folder.write(config, #"{ "export": ["io.insert-koin:koin-core:3.5.6"] }"#)
        let koin = try GeneratorConfiguration.load(folder.url.appendingPathComponent(config).path)
        #expect(koin.exportedLibraries == [])
        #expect(koin.exportedModules == ["koin-core"])
        #expect(koin.generatorOptions(interop: nil, style: nil).exportedModules == ["koin-core"])
        try folder.write(config, #"{ "output": "gen", "export": "androidx.lifecycle:lifecycle-viewmodel" }"#)
        #expect(CommandRun(["generate"], in: folder.url).standardError.contains("'export' must be an array"))
        try folder.write(config, #"{ "output": "gen" }"#)
        let unset = try GeneratorConfiguration.load(folder.url.appendingPathComponent(config).path)
        #expect(unset.exportedLibraries == nil)
        try folder.write(config, #"{ "export": ["org.jetbrains.kotlinx:kotlinx-coroutines-core:1.9.0"] }"#)
        let exported = try GeneratorConfiguration.load(folder.url.appendingPathComponent(config).path)
        #expect(exported.exportedLibraries == [.coroutinesCore])
    }

    @Test func helpFormatSummarizesTheFormatAndPointsToTheReference() throws {
        let run = CommandRun(["help", "format"])
        #expect(run.code == .success)
        #expect(run.standardOutput.contains("docs/contract-format.md"))
        for key in [
            "kontract", "declarations", "derived", "initial", "receiver", "annotations", "provides", "doc", "library",
        ] {
            #expect(run.standardOutput.contains(key), "help format does not mention \(key)")
        }
        #expect(run.standardOutput.contains("NativeCoroutinesState"))
        #expect(run.standardOutput.contains("isNotBlank()"))
        #expect(run.standardOutput.contains("platform.Foundation: NSArray NSBundle"))
        #expect(run.standardOutput.contains("platform.UIKit: UIApplication UIColor"))
        // Every kind docs/contract-format.md's `kind` row lists.
        let format = try String(
            contentsOf: repositoryRoot.appendingPathComponent("docs/contract-format.md"), encoding: .utf8)
        let kindRow = format.split(separator: "\n").first { $0.hasPrefix("| `kind` |") } ?? ""
        let kinds = kindRow.matches(of: /`"([a-z ]+)"`/).map { String($0.output.1) }
        #expect(kinds.count >= 10, "read \(kinds) from docs/contract-format.md's kind row")
        for kind in kinds {
            #expect(run.standardOutput.contains("\"\(kind)\""), "help format does not list the kind \(kind)")
        }
    }

    @Test func readmeListsEveryCommandWithTheFlagsItTakes() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for command in KontractCommandLine.commands {
            #expect(
                readme.contains("kontract \(command.name) \(command.arguments)\n"),
                "README lacks \(command.name)'s synopsis")
            for option in command.options {
                #expect(readme.contains("--\(option.name)"), "README does not mention \(command.name) --\(option.name)")
            }
        }
    }

    @Test func formatReferenceDocumentsEverySchemaKey() throws {
        let reference = try String(
            contentsOf: repositoryRoot.appendingPathComponent("docs/contract-format.md"), encoding: .utf8)
        let schemaData = try Data(contentsOf: repositoryRoot.appendingPathComponent("contracts/kontract.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
        var keys = Set<String>()
        func collect(_ node: Any) {
            if let object = node as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] {
                    keys.formUnion(properties.keys)
                    properties.values.forEach(collect)
                }
                for key in ["items", "$defs", "oneOf"] { object[key].map(collect) }
                (object["$defs"] as? [String: Any])?.values.forEach(collect)
            } else if let array = node as? [Any] {
                array.forEach(collect)
            }
        }
        collect(schema)
        #expect(keys.count > 40)
        for key in keys.sorted() {
            #expect(reference.contains("`\(key)`"), "docs/contract-format.md does not document `\(key)`")
        }
    }
}
