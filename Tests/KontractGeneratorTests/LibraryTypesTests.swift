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
        "app.kontract.json": """
        { "kontract": 1, "module": "Shared", "package": "com.example.libs", "declarations": [
          { "kind": "class", "name": "LibsRepository", "supertypes": [ "Settings" ],
            "constructors": [ { "parameters": [ { "name": "client", "type": "HttpClient", "property": "val" },
                                                 { "name": "drivers", "type": "List<SqlDriver>", "property": "val" } ] } ],
            "properties": [ { "name": "keys", "type": "Set<String>", "initial": [] } ],
            "functions": [ { "name": "getStringOrNull", "returns": "String?",
                             "parameters": [ { "name": "key", "type": "String" } ] },
                           { "name": "driver", "returns": "SqlDriver?" } ] },
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
        return """
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
