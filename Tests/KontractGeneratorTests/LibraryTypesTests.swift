// Library contracts in the generated Swift: the exporter's prefix per library, and app code naming the types.

import Foundation
import KontractGenerator
import Testing

/// The prefix of `ObjCExportNamer`'s `abbreviate` (JetBrains/kotlin objcexport): first letter uppercased, `-` and `.`
/// made `_`, the capitals alone when there are three or more; real headers: `Koin_coreKoinApplication`,
/// `Kotlinx_datetimeInstant`, `Kotlinx_coroutines_coreStateFlow`, `KotlinPair`.
@Test(arguments: [
    ("koin-core", "Koin_core"), ("kotlinx-datetime", "Kotlinx_datetime"),
    ("org.jetbrains.kotlinx:kotlinx-datetime", "Kotlinx_datetime"),
    ("kotlinx-coroutines-core", "Kotlinx_coroutines_core"), ("ktor-client-core", "Ktor_client_core"),
    ("multiplatform-settings", "Multiplatform_settings"), ("app.cash.sqldelight:runtime", "Runtime"),
    ("kermit", "Kermit"), ("apollo-api", "Apollo_api"), ("kotlin-stdlib", "Kotlin"), ("stdlib", "Kotlin"),
    ("KMPNativeCoroutinesCore", "KMPNCC"), ("SqlDelight", "SqlDelight"), ("ABc", "ABc"), ("aBC", "ABC"),
    ("lifecycle.viewmodel", "Lifecycle_viewmodel"),
])
func aLibrarysPrefixIsTheExportersAbbreviation(library: String, prefix: String) {
    #expect(LibraryPrefixNaming.prefix(forLibrary: library) == prefix)
}

/// A module naming Ktor's `HttpClient` (no constructor Swift can call), Multiplatform Settings' `Settings` interface
/// and SQLDelight's `SqlDriver` as properties, parameters, results, generic arguments and a supertype: app code
/// written for the framework (prefixed names in bridge style, Kotlin names in swift style) compiles in every
/// configuration. Compiled in CompileBatchTests.
let libraryTypesCase = CompileCase(
    "LibraryTypes",
    contracts: [
        "ktor.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "io.ktor.client", "library": "ktor-client-core",
          "declarations": [ { "kind": "class", "name": "HttpClient", "constructors": [],
                              "functions": [ { "name": "close" } ] } ] }
        """,
        "settings.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "com.russhwolf.settings", "library": "multiplatform-settings",
          "declarations": [ { "kind": "interface", "name": "Settings",
                              "properties": [ { "name": "keys", "type": "Set<String>" } ],
                              "functions": [ { "name": "getStringOrNull", "returns": "String?",
                                               "parameters": [ { "name": "key", "type": "String" } ] } ] } ] }
        """,
        "sqldelight.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "app.cash.sqldelight.db", "library": "app.cash.sqldelight:runtime",
          "declarations": [ { "kind": "interface", "name": "SqlDriver" } ] }
        """,
        "kermit.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "co.touchlab.kermit", "library": "kermit",
          "declarations": [
            { "kind": "class", "name": "Logger", "modality": "open", "constructors": [],
              "properties": [ { "name": "tag", "type": "String", "initial": "app" } ],
              "functions": [ { "name": "i", "parameters": [ { "name": "message", "type": "String" } ] } ],
              "companion": { "functions": [ { "name": "withTag", "returns": "Logger",
                                              "parameters": [ { "name": "tag", "type": "String" } ] } ] } },
            { "kind": "enum class", "name": "Severity", "entries": [ { "name": "VERBOSE" }, { "name": "ERROR" } ] },
            { "kind": "object", "name": "LoggerConfig", "properties": [ { "name": "minSeverity", "type": "Severity", "default": "ERROR" } ] },
            { "kind": "sealed class", "name": "LogEvent", "subclasses": [
              { "kind": "data class", "name": "Line", "properties": [ { "name": "text", "type": "String" } ] },
              { "kind": "data object", "name": "Flush" } ] },
            { "kind": "interface", "name": "LogSource", "typeParameters": [ { "name": "T", "variance": "out" } ],
              "functions": [ { "name": "last", "returns": "T?" } ] } ] }
        """,
        "app.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "com.example.libs", "declarations": [
          { "kind": "class", "name": "LibsRepository", "supertypes": [ "Settings" ],
            "constructors": [ { "parameters": [ { "name": "client", "type": "HttpClient", "property": "val" },
                                                 { "name": "drivers", "type": "List<SqlDriver>", "property": "val" } ] } ],
            "properties": [ { "name": "keys", "type": "Set<String>", "initial": [] } ],
            "functions": [ { "name": "getStringOrNull", "returns": "String?",
                             "parameters": [ { "name": "key", "type": "String" } ] },
                           { "name": "driver", "returns": "SqlDriver?" },
                           { "name": "logger", "returns": "Logger" },
                           { "name": "events", "returns": "List<LogEvent>" },
                           { "name": "source", "returns": "LogSource<LogEvent>" },
                           { "name": "severity", "returns": "Severity" } ] },
          { "kind": "file", "name": "Libs.kt", "functions": [
            { "name": "createClient", "returns": "HttpClient" },
            { "name": "settingsOf", "parameters": [ { "name": "client", "type": "HttpClient" } ], "returns": "Settings" } ] } ] }
        """,
    ],
    forbidding: ["warning:"],
    app: { options in
        let (client, settings, driver) =
            options.style == .bridge
            ? ("Ktor_client_coreHttpClient", "Multiplatform_settingsSettings", "RuntimeSqlDriver")
            : ("HttpClient", "Settings", "SqlDriver")
        let (logger, severity, config) =
            options.style == .bridge
            ? ("KermitLogger", "KermitSeverity", "KermitLoggerConfig.shared.minSeverity")
            : ("Logger", "Severity", "LoggerConfig.shared.minSeverity")
        let loggers = """
            func kermitTypes(repository: LibsRepository) {
                let logger: \(logger) = repository.logger()
                logger.i(message: logger.tag)
                let tagged: \(logger) = \(logger).companion.withTag(tag: "t")
                _ = tagged
                let severity: \(severity) = repository.severity()
                _ = severity == \(config)
                _ = repository.events().count
                _ = repository.source().last()
            }

            """
        return loggers + """
            func libraryTypes(repository: LibsRepository) {
                let client: \(client) = repository.client
                client.close()
                let drivers: [any \(driver)] = repository.drivers
                let first: (any \(driver))? = drivers.first ?? repository.driver()
                _ = first
                let settings: any \(settings) = repository
                _ = settings.getStringOrNull(key: "k") ?? settings.keys.first
                _ = LibsRepository(client: LibsKt.createClient(), drivers: [])
                let other: any \(settings) = LibsKt.settingsOf(client: client)
                _ = other.keys.count
            }
            """
    })

/// A library the framework `export(...)`s (kontract.config.json `"export": ["group:artifact"]`, here
/// `org.jetbrains.kotlinx:kotlinx-datetime`) keeps its types' Kotlin names in bridge style, as the exporter names an
/// exported module's; the standard library is `Kotlin…` whatever `export` says. Compiled in CompileBatchTests.
let exportedLibraryTypesCase: CompileCase = {
    var objc = GeneratorOptions(interop: .objc, style: .bridge)
    objc.exportedModules = ["kotlinx-datetime", "kotlin-stdlib"]
    var skie = objc
    skie.interop = .skie
    return CompileCase(
        "ExportedLibraryTypes",
        contracts: [
            "datetime.kontract.json": """
            { "kontract": 1, "module": "Shared", "package": "kotlinx.datetime",
              "library": "org.jetbrains.kotlinx:kotlinx-datetime",
              "declarations": [ { "kind": "class", "name": "LocalDate", "constructors": [],
                                  "properties": [ { "name": "year", "type": "Int", "initial": 2026 } ] } ] }
            """,
            "stdlib.kontract.json": """
            { "kontract": 1, "module": "Shared", "package": "kotlin", "library": "kotlin-stdlib",
              "declarations": [ { "kind": "class", "name": "Triple", "constructors": [],
                                  "typeParameters": [ { "name": "A", "variance": "out" } ] } ] }
            """,
            "app.kontract.json": """
            { "kontract": 1, "module": "Shared", "package": "com.example.exported", "declarations": [
              { "kind": "file", "name": "Dates.kt", "functions": [
                { "name": "today", "returns": "LocalDate" }, { "name": "triple", "returns": "Triple<LocalDate>" } ] } ] }
            """,
        ],
        options: [objc, skie], forbidding: ["warning:"],
        app: { _ in
            """
            func exportedLibraryTypes() {
                let today: LocalDate = DatesKt.today()
                let year: Int32 = today.year
                let triple: KotlinTriple<LocalDate> = DatesKt.triple()
                _ = (year, triple)
            }
            """
        })
}()

@Test func anExportedLibrarysTypesKeepTheirKotlinNames() throws {
    var options = GeneratorOptions(interop: .objc, style: .bridge)
    let contracts = exportedLibraryTypesCase.contracts
    let prefixed = try SKIEGlobalsAndOverloadsTests.generate(contracts, options).values.joined()
    #expect(prefixed.contains("public final class Kotlinx_datetimeLocalDate: KotlinBase"))
    options.exportedModules = ["kotlinx-datetime"]
    let exported = try SKIEGlobalsAndOverloadsTests.generate(contracts, options).values.joined()
    #expect(exported.contains("public final class LocalDate: KotlinBase"))
    #expect(!exported.contains("Kotlinx_datetime"))
    #expect(exported.contains("KotlinTriple"))
}
