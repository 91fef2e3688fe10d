// swift-tools-version: 6.1
// An app's shared-state package, as a team would write it: the `Shared` target stands for the Kotlin
// framework (Kontract generates its Swift face from the contracts at build time, under the contracts'
// module name), and `PokedexApp` holds the app's own Swift, which imports exactly what it imports from
// the real framework: Foundation, KMPNativeCoroutinesAsync and Shared.
import PackageDescription

let package = Package(
    name: "PokedexKit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Shared", targets: ["Shared"]),
        .library(name: "PokedexApp", targets: ["PokedexApp"]),
    ],
    dependencies: [.package(name: "Kontract", path: "../..")],
    targets: [
        // The framework: contracts/*.kontract.json say `"module": "Shared"`, so the target is named Shared.
        .target(
            name: "Shared",
            dependencies: [.product(name: "KontractRuntime", package: "Kontract")],
            plugins: [.plugin(name: "KontractBuildPlugin", package: "Kontract")]
        ),
        // The app's screens minus SwiftUI, in Swift 5 language mode as the app builds today
        // (tools/test-example also compiles them in Swift 6 mode).
        .target(
            name: "PokedexApp",
            dependencies: ["Shared", .product(name: "KMPNativeCoroutinesAsync", package: "Kontract")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The contract tests (fixtures, Kotlin defaults, transcripts) are generated from
        // Tests/SharedTests/fixtures by the same plugin.
        .testTarget(
            name: "SharedTests",
            dependencies: [
                "Shared", .product(name: "KontractRuntime", package: "Kontract"),
                .product(name: "KontractTesting", package: "Kontract"),
            ],
            plugins: [.plugin(name: "KontractBuildPlugin", package: "Kontract")]
        ),
        // The app's search flow against a view model scripted by a transcript (Kontract's test harness).
        .testTarget(
            name: "PokedexAppTests",
            dependencies: [
                "PokedexApp", "Shared", .product(name: "KontractRuntime", package: "Kontract"),
                .product(name: "KontractTesting", package: "Kontract"),
            ]
        ),
    ]
)
