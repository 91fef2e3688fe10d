// swift-tools-version: 6.1
// Kontract: Kotlin Multiplatform contracts, checked and emulated from the Swift side.
import PackageDescription

/// The runtime modules, for targets that compile generated code (each generated file imports the ones it uses).
let runtimeModules: [Target.Dependency] = [
    "KontractKotlin", "KontractSerialization", "KontractCoroutines", "KMPNativeCoroutinesCore",
    "KMPNativeCoroutinesAsync", "KontractLifecycle", "KontractTranscripts", "KontractObservation",
    "KontractLifecycleUnexported", "KontractCoroutinesUnexported", "KontractCoroutinesExported",
]

/// `KONTRACT_NO_BUILD_PLUGIN=1` (tools/fuzz): no target runs KontractBuildPlugin. SwiftPM builds a build plugin's tool
/// while planning any build, so a sanitizer build of kontract-fuzz alone would otherwise also compile the generator
/// and the CLI under -sanitize=fuzzer,address (and fail to link them).
let buildPlugins: [Target.PluginUsage] =
    Context.environment["KONTRACT_NO_BUILD_PLUGIN"] == nil ? [.plugin(name: "KontractBuildPlugin")] : []

/// `KONTRACT_CORE_COMMANDS_ONLY=1` (tools/release_build.py, for the release folder tools/test builds): `kontract` has
/// the commands its benchmarks run (validate, generate, check, emit-kotlin, emit-json-schema), without extract, import,
/// diff and docs, whose modules would double the release build's CPU time and are measured elsewhere (bench-extract,
/// bench-diff, bench-docs build the whole tool).
let coreCommandsOnly = Context.environment["KONTRACT_CORE_COMMANDS_ONLY"] != nil
let commandModules: [Target.Dependency] = [
    "KontractExtract", "KontractImport", "KontractDiff", "KontractDocs", "KotlinSourceSyntax",
]

let package = Package(
    name: "Kontract",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "kontract", targets: ["kontract"]),
        .library(name: "KontractCore", targets: ["KontractCore"]),
        .library(name: "KontractCheck", targets: ["KontractCheck"]),
        .library(name: "KontractGenerator", targets: ["KontractGenerator"]),
        .library(name: "KontractRuntime", targets: ["KontractRuntime"]),
        .library(name: "KontractKotlin", targets: ["KontractKotlin"]),
        .library(name: "KontractSerialization", targets: ["KontractSerialization"]),
        .library(name: "KontractCoroutines", targets: ["KontractCoroutines"]),
        .library(name: "KMPNativeCoroutinesCore", targets: ["KMPNativeCoroutinesCore"]),
        .library(name: "KMPNativeCoroutinesAsync", targets: ["KMPNativeCoroutinesAsync"]),
        .library(name: "KontractLifecycle", targets: ["KontractLifecycle"]),
        .library(name: "KontractTranscripts", targets: ["KontractTranscripts"]),
        .library(name: "KontractObservation", targets: ["KontractObservation"]),
        .library(name: "KontractLifecycleUnexported", targets: ["KontractLifecycleUnexported"]),
        .library(name: "KontractCoroutinesUnexported", targets: ["KontractCoroutinesUnexported"]),
        .library(name: "KontractCoroutinesExported", targets: ["KontractCoroutinesExported"]),
        .library(name: "KontractTesting", targets: ["KontractTesting"]),
        .plugin(name: "KontractBuildPlugin", targets: ["KontractBuildPlugin"]),
        .plugin(name: "KontractGeneratePlugin", targets: ["KontractGeneratePlugin"]),
        .plugin(name: "KontractCheckPlugin", targets: ["KontractCheckPlugin"]),
        .plugin(name: "KontractDiffPlugin", targets: ["KontractDiffPlugin"]),
        .plugin(name: "KontractDocsPlugin", targets: ["KontractDocsPlugin"]),
        .plugin(name: "KontractExtractPlugin", targets: ["KontractExtractPlugin"]),
    ],
    targets: [
        // jansson, the JSON parser for contract files (Debian libjansson-dev).
        .systemLibrary(
            name: "CJansson",
            pkgConfig: "jansson",
            providers: [.apt(["libjansson-dev"])]
        ),
        // libyaml, the YAML parser of `kontract import` (Debian libyaml-dev).
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // Kotlin syntax with source ranges: type expressions and getter expressions (no Kontract dependency).
        .target(name: "KotlinSyntax"),
        // Kotlin source files: lexer and declaration parser for `kontract extract` (no Kontract dependency).
        .target(name: "KotlinSourceSyntax"),
        // `kontract extract`: parsed Kotlin sources → contract documents, KX diagnostics, drift against contracts.
        .target(name: "KontractExtract", dependencies: ["KotlinSourceSyntax", "KotlinSyntax", "KontractCore"]),
        // `kontract import`: JSON Schema and OpenAPI documents → contract documents (extract's printer), KI diagnostics.
        .target(name: "KontractImport", dependencies: ["CYAML", "KontractCore", "KontractExtract", "KotlinSyntax"]),
        // Contract text → parsed model with source locations → checked model (JSONConfiguration is the codec's).
        .target(name: "KontractCore", dependencies: ["CJansson", "KotlinSyntax", "KontractSerialization"]),
        // `kontract check`: fixtures, transcripts, NDJSON streams and kotlinx descriptors, through the runtime's codec.
        .target(
            name: "KontractCheck",
            dependencies: ["KontractCore", "KotlinSyntax", "KontractKotlin", "KontractSerialization"]),
        // Checked model → Swift representation → rendered text.
        .target(
            name: "KontractGenerator",
            dependencies: [
                "KontractCore", "KontractCheck", "KotlinSyntax", "KontractKotlin", "KontractSerialization",
            ],
            // Each folder's README.md says what it owns and must not do (docs/architecture.md, decision 11).
            exclude: [
                "Translators/README.md", "Translators/Models/README.md", "Translators/Classes/README.md",
                "Translators/Functions/README.md", "Translators/ViewModels/README.md",
                "Translators/Serialization/README.md", "Translators/SKIE/README.md", "Lowering/README.md",
                "IRPasses/README.md",
            ]),

        // The runtime: what generated code and the app import (Foundation only; builds for iOS). Its modules
        // mirror what an app imports from the real framework and its libraries, so a generated file imports
        // only the modules its symbols come from (RuntimeNames knows which) and the tool links no app code:
        // - KontractKotlin: the Kotlin standard library as the framework exports it (KotlinBase, boxes,
        //   arrays, KotlinUnit, KotlinThrowable) and Kotlin semantics (toString, hashCode, equality, strings).
        // - KontractSerialization: kotlinx.serialization's JSON codec, descriptors and values.
        // - KontractCoroutines: kotlinx.coroutines (scope, job, StateFlow, SharedFlow), SKIE's flow names and
        //   the Kotlin side of KMP-NativeCoroutines (`asNativeFlow`, `nativeSuspend`).
        // - KMPNativeCoroutinesCore, KMPNativeCoroutinesAsync: the Swift package of KMP-NativeCoroutines under
        //   its own module names (NativeFlow/NativeSuspend; asyncSequence/asyncFunction/asyncResult).
        // - KontractLifecycle: AndroidX lifecycle (ViewModel, store, provider, factories) and Koin.
        // - KontractTranscripts: view models that replay a recorded transcript (Kontract's own).
        // - KontractObservation: SwiftUI-facing observation of view models (Kontract's own).
        // - KontractLifecycleUnexported, KontractCoroutinesUnexported: the prefixed names the framework gives
        //   those libraries when it does not `export(...)` them (`Lifecycle_viewmodelViewModelStoreOwner`).
        // - KontractCoroutinesExported: kotlinx.coroutines' flows as an exporting framework's header shows them
        //   (`StateFlow`, untyped); not re-exported by the umbrella, whose typed `StateFlow<T>` it would shadow.
        // - KontractRuntime: the umbrella re-exporting all of them.
        // KontractSupport holds the locks the modules share (`package` API only, not a product).
        .target(name: "KontractSupport"),
        .target(name: "KontractKotlin"),
        .target(name: "KontractSerialization", dependencies: ["KontractKotlin"]),
        .target(name: "KMPNativeCoroutinesCore", dependencies: ["KontractSupport"]),
        .target(name: "KMPNativeCoroutinesAsync", dependencies: ["KMPNativeCoroutinesCore", "KontractSupport"]),
        .target(
            name: "KontractCoroutines", dependencies: ["KontractKotlin", "KMPNativeCoroutinesCore", "KontractSupport"]),
        .target(
            name: "KontractLifecycle",
            dependencies: [
                "KontractKotlin", "KontractCoroutines", "KMPNativeCoroutinesCore", "KontractSerialization",
                "KontractSupport",
            ]),
        .target(
            name: "KontractTranscripts",
            dependencies: [
                "KontractKotlin", "KontractCoroutines", "KMPNativeCoroutinesCore", "KontractLifecycle",
                "KontractSupport",
            ]),
        .target(
            name: "KontractObservation",
            dependencies: [
                "KontractCoroutines", "KMPNativeCoroutinesCore", "KMPNativeCoroutinesAsync", "KontractLifecycle",
                "KontractSupport",
            ]),
        .target(name: "KontractLifecycleUnexported", dependencies: ["KontractLifecycle"]),
        .target(name: "KontractCoroutinesUnexported", dependencies: ["KontractCoroutines"]),
        .target(name: "KontractCoroutinesExported", dependencies: ["KontractCoroutines"]),
        .target(
            name: "KontractRuntime",
            dependencies: [
                "KontractKotlin", "KontractSerialization", "KontractCoroutines", "KMPNativeCoroutinesCore",
                "KMPNativeCoroutinesAsync", "KontractLifecycle", "KontractTranscripts", "KontractObservation",
                "KontractLifecycleUnexported", "KontractCoroutinesUnexported", "KontractCoroutinesExported",
            ]),
        // The test face's reporter: a runtime issue fails the running test (Swift Testing or XCTest). A test target
        // depends on it and calls nothing: KontractTestingLoader's load-time constructor installs it (docs/testing.md).
        .target(name: "KontractTestingLoader"),
        .target(
            name: "KontractTesting", dependencies: ["KontractLifecycle", "KontractSupport", "KontractTestingLoader"]),
        // `kontract diff`: two versions of the contracts → SWIFT, WIRE and KOTLIN changes (KD diagnostics).
        .target(
            name: "KontractDiff",
            dependencies: [
                "KontractCore", "KontractCheck", "KontractGenerator", "KontractExtract", "KontractSerialization",
            ]),
        // `kontract docs`: a static site of each Kotlin declaration beside its Swift faces (the differ's surfaces).
        .target(
            name: "KontractDocs",
            dependencies: [
                "KontractCore", "KontractCheck", "KontractGenerator", "KontractDiff", "KontractExtract",
                "KontractSerialization",
            ]),
        // Commands and argument parsing, as a library so tests can run them in-process.
        .target(
            name: "KontractCLI",
            dependencies: ["KontractCore", "KontractCheck", "KontractGenerator"]
                + (coreCommandsOnly ? [] : commandModules),
            exclude: coreCommandsOnly
                ? [
                    "Commands/ExtractCommand.swift", "Commands/ExtractOutputRecord.swift",
                    "Commands/ExtractSwiftStep.swift", "Commands/ImportCommand.swift", "Commands/DiffCommand.swift",
                    "Commands/DocsCommand.swift",
                ] : [],
            swiftSettings: coreCommandsOnly ? [.define("KONTRACT_CORE_COMMANDS_ONLY")] : []),
        .executableTarget(name: "kontract", dependencies: ["KontractCLI"]),

        // SwiftPM integration: generate at build time, or on demand into the package, and check in CI.
        .plugin(name: "KontractBuildPlugin", capability: .buildTool(), dependencies: ["kontract"]),
        .plugin(
            name: "KontractGeneratePlugin",
            capability: .command(
                intent: .custom(
                    verb: "kontract-generate", description: "Generate Swift from the contracts into the package"),
                permissions: [.writeToPackageDirectory(reason: "writes the generated Swift files beside the contracts")]
            ),
            dependencies: ["kontract"]
        ),
        .plugin(
            name: "KontractCheckPlugin",
            capability: .command(
                intent: .custom(verb: "kontract-check", description: "Validate contracts and check their fixtures")),
            dependencies: ["kontract"]
        ),
        .plugin(
            name: "KontractDiffPlugin",
            capability: .command(
                intent: .custom(
                    verb: "kontract-diff",
                    description:
                        "Report SWIFT, WIRE and KOTLIN breaking changes against a git ref (default origin/main)")),
            dependencies: ["kontract"]
        ),
        .plugin(
            name: "KontractDocsPlugin",
            capability: .command(
                intent: .custom(
                    verb: "kontract-docs",
                    description: "Write a static site of the contracts: each Kotlin declaration beside its Swift face")),
            dependencies: ["kontract"]
        ),
        .plugin(
            name: "KontractExtractPlugin",
            capability: .command(
                intent: .custom(
                    verb: "kontract-extract",
                    description: "Write the contracts from the Kotlin into the package, or check them (--check)"),
                permissions: [.writeToPackageDirectory(reason: "writes the extracted contracts beside the sources")]),
            dependencies: ["kontract"]
        ),
        // The Swift side of tools/kotlin-conformance (emits the Kotlin driver, runs the codec).
        .executableTarget(
            name: "kontract-conformance-driver",
            dependencies: ["KontractCore", "KontractCheck", "KontractGenerator", "KontractRuntime"],
            path: "Sources/KontractConformanceDriver"),
        // tools/bench-json: Foundation Codable vs the generated types through the JSON codec.
        .executableTarget(
            name: "kontract-json-benchmark", dependencies: ["KontractRuntime"] + runtimeModules,
            path: "Sources/KontractJSONBenchmark"),

        // Coverage-guided fuzz targets (tools/fuzz builds them with -sanitize=fuzzer,address -DFUZZING);
        // a normal build replays saved inputs through the same targets.
        .target(name: "CFuzzDriver"),
        .executableTarget(
            name: "kontract-fuzz",
            dependencies: [
                "KontractCore", "KontractCheck", "KontractSerialization", "KontractExtract", "KontractImport",
                "KontractDiff", "KontractGenerator", "KotlinSourceSyntax", "CFuzzDriver",
            ],
            path: "Sources/KontractFuzz"),

        // Helpers every test target shares: bounded waits, the repository root, a seeded generator.
        .target(name: "KontractTestSupport", path: "Tests/KontractTestSupport"),
        // `kontract` run in process with its output captured, for the command tests of every module.
        .target(name: "KontractCLITestSupport", dependencies: ["KontractCLI"], path: "Tests/KontractCLITestSupport"),
        .testTarget(name: "KotlinSyntaxTests", dependencies: ["KotlinSyntax"]),
        .testTarget(name: "KotlinSourceSyntaxTests", dependencies: ["KotlinSourceSyntax"]),
        .testTarget(
            name: "KontractExtractTests",
            dependencies: [
                "KontractExtract", "KotlinSourceSyntax", "KontractCore", "KontractGenerator", "KontractCLI",
                "KontractTestSupport", "KontractCLITestSupport",
            ]),
        .testTarget(
            name: "KontractImportTests",
            dependencies: [
                "KontractImport", "KontractExtract", "KontractCore", "KontractCheck", "KontractGenerator",
                "KontractCLI",
                "KontractTestSupport", "KontractCLITestSupport",
            ]),
        .testTarget(
            name: "KontractCoreTests",
            dependencies: ["KontractCore", "KotlinSyntax", "KontractSerialization", "KontractTestSupport"],
            resources: [.copy("BadContracts")]),
        // Fixtures, value checking and descriptors (TemporaryContracts.swift is KontractCoreTests', symlinked).
        .testTarget(
            name: "KontractCheckTests",
            dependencies: ["KontractCheck", "KontractCore", "KontractSerialization", "KontractTestSupport"]),
        .testTarget(
            name: "KontractDiffTests",
            dependencies: [
                "KontractDiff", "KontractCore", "KontractCheck", "KontractGenerator", "KontractSerialization",
                "KontractCLI", "KontractTestSupport", "KontractCLITestSupport", "KontractRuntime",
            ]),
        .testTarget(
            name: "KontractDocsTests",
            dependencies: [
                "KontractDocs", "KontractCore", "KontractGenerator", "KontractCLI", "KontractTestSupport",
                "KontractCLITestSupport",
            ]),
        .testTarget(
            name: "KontractCLITests",
            dependencies: [
                "KontractCLI", "KontractCore", "KontractCheck", "KontractGenerator", "KontractTestSupport",
                "KontractCLITestSupport",
            ]),
        // KontractRuntime is a dependency so that its module is built for the random-contract compile test.
        .testTarget(
            name: "KontractGeneratorTests",
            dependencies: [
                "KontractGenerator", "KontractCore", "KontractCheck", "KotlinSyntax", "KontractRuntime",
                "KontractTestSupport",
            ]),
        // Compile and run the generated goldens (symlinked folders) of one configuration each, or (SKIE) the
        // build plugin's output for the golden contracts.
        .testTarget(
            name: "GeneratedBridgeTests",
            dependencies: [
                "KontractRuntime", "KontractCore", "KontractCheck", "KontractTestSupport", "KontractTesting",
            ] + runtimeModules),
        // The SKIE configuration through the package's own build plugin: its contracts are symlinked folders
        // (RepoContracts → contracts/, EdgeContracts → Tests/Golden/edge/contracts) and its kontract.config.json
        // selects `"interop": "skie"`, so the tests run against what an app's build would generate.
        .testTarget(
            name: "GeneratedSKIETests", dependencies: ["KontractRuntime"] + runtimeModules,
            exclude: ["RepoContracts/fixtures", "RepoContracts/kontract.schema.json"],
            plugins: buildPlugins),
        .testTarget(
            name: "GeneratedSwiftStyleTests",
            dependencies: ["KontractRuntime", "KontractCore", "KontractCheck", "KontractTestSupport"] + runtimeModules),
        // The generated contract tests of contracts/ run against the generated bridge types (both symlinked goldens).
        .testTarget(name: "GeneratedContractTests", dependencies: ["KontractRuntime"] + runtimeModules),
        // The same contract tests and the search flow against data classes as final classes ("dataClasses": "class").
        .testTarget(name: "GeneratedClassShapeTests", dependencies: ["KontractRuntime"] + runtimeModules),
        // Generated bridge Swift against the Kotlin compiler's ObjC-export test data (Tests/ExporterConformance).
        .testTarget(
            name: "ExporterConformanceTests",
            dependencies: ["KontractCore", "KontractGenerator", "KontractTestSupport"]),
        // The repository's structure: no folder cycle inside a module.
        .testTarget(name: "ArchitectureTests", dependencies: ["KontractTestSupport"]),
        .testTarget(
            name: "KontractRuntimeTests",
            dependencies: [
                "KontractKotlin", "KontractRuntime", "KontractSerialization", "KontractTesting", "KontractTestSupport",
            ],
            resources: [.copy("Fixtures")]),
    ]
)
