// swift-tools-version: 6.1
// Kontract: Kotlin Multiplatform contracts, checked and emulated from the Swift side.
import PackageDescription

let package = Package(
    name: "Kontract",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "kontract", targets: ["kontract"]),
        .library(name: "KontractCore", targets: ["KontractCore"]),
        .library(name: "KontractGenerator", targets: ["KontractGenerator"]),
        .library(name: "KontractRuntime", targets: ["KontractRuntime"]),
        .plugin(name: "KontractBuildPlugin", targets: ["KontractBuildPlugin"]),
        .plugin(name: "KontractGeneratePlugin", targets: ["KontractGeneratePlugin"]),
        .plugin(name: "KontractCheckPlugin", targets: ["KontractCheckPlugin"]),
    ],
    targets: [
        // jansson, the JSON parser for contract files (Debian libjansson-dev).
        .systemLibrary(
            name: "CJansson",
            pkgConfig: "jansson",
            providers: [.apt(["libjansson-dev"])]
        ),
        // Kotlin syntax with source ranges: type expressions and getter expressions (no Kontract dependency).
        .target(name: "KotlinSyntax"),
        // Contract text → parsed model with source locations → checked model.
        .target(name: "KontractCore", dependencies: ["CJansson", "KotlinSyntax", "KontractRuntime"]),
        // Checked model → Swift representation → rendered text.
        .target(name: "KontractGenerator", dependencies: ["KontractCore", "KotlinSyntax"]),
        // The small library generated code imports (Foundation only; builds for iOS).
        .target(name: "KontractRuntime"),
        // Commands and argument parsing, as a library so tests can run them in-process.
        .target(name: "KontractCLI", dependencies: ["KontractCore", "KontractGenerator"]),
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
        // The Swift side of tools/kotlin-conformance (emits the Kotlin driver, runs the codec).
        .executableTarget(
            name: "kontract-conformance-driver",
            dependencies: ["KontractCore", "KontractGenerator", "KontractRuntime"],
            path: "Sources/KontractConformanceDriver"),
        // tools/bench-json: Foundation Codable vs the generated types through the JSON codec.
        .executableTarget(
            name: "kontract-json-benchmark", dependencies: ["KontractRuntime"], path: "Sources/KontractJSONBenchmark"),

        // Coverage-guided fuzz targets (tools/fuzz builds them with -sanitize=fuzzer,address -DFUZZING);
        // a normal build replays saved inputs through the same targets.
        .target(name: "CFuzzDriver"),
        .executableTarget(
            name: "kontract-fuzz", dependencies: ["KontractCore", "KontractRuntime", "CFuzzDriver"],
            path: "Sources/KontractFuzz"),

        // Helpers every test target shares: bounded waits, the repository root, a seeded generator.
        .target(name: "KontractTestSupport", path: "Tests/KontractTestSupport"),
        .testTarget(name: "KotlinSyntaxTests", dependencies: ["KotlinSyntax"]),
        .testTarget(
            name: "KontractCoreTests", dependencies: ["KontractCore", "KotlinSyntax", "KontractTestSupport"],
            resources: [.copy("BadContracts")]),
        .testTarget(name: "KontractCLITests", dependencies: ["KontractCLI", "KontractTestSupport"]),
        // KontractRuntime is a dependency so that its module is built for the random-contract compile test.
        .testTarget(
            name: "KontractGeneratorTests",
            dependencies: [
                "KontractGenerator", "KontractCore", "KotlinSyntax", "KontractRuntime", "KontractTestSupport",
            ]),
        // Compile and run the generated goldens (symlinked folders) of one configuration each.
        .testTarget(
            name: "GeneratedBridgeTests", dependencies: ["KontractRuntime", "KontractCore", "KontractTestSupport"]),
        .testTarget(name: "GeneratedSKIETests", dependencies: ["KontractRuntime"]),
        .testTarget(
            name: "GeneratedSwiftStyleTests", dependencies: ["KontractRuntime", "KontractCore", "KontractTestSupport"]),
        // The generated contract tests of contracts/ run against the generated bridge types (both symlinked goldens).
        .testTarget(name: "GeneratedContractTests", dependencies: ["KontractRuntime"]),
        // Generated bridge Swift against the Kotlin compiler's ObjC-export test data (Tests/ExporterConformance).
        .testTarget(name: "ExporterConformanceTests", dependencies: ["KontractCore", "KontractGenerator"]),
        .testTarget(
            name: "KontractRuntimeTests", dependencies: ["KontractRuntime", "KontractTestSupport"],
            resources: [.copy("Fixtures")]),
    ]
)
