// swift-tools-version: 6.1
// An app's shared-state package, as a team would write it: Kontract generates the Swift face of
// the Kotlin framework from the contracts at build time, and the tests are written as the app's
// own Swift code is.
import PackageDescription

let package = Package(
    name: "PokedexKit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [.library(name: "PokedexKit", targets: ["PokedexKit"])],
    dependencies: [.package(name: "Kontract", path: "../..")],
    targets: [
        .target(
            name: "PokedexKit",
            dependencies: [.product(name: "KontractRuntime", package: "Kontract")],
            plugins: [.plugin(name: "KontractBuildPlugin", package: "Kontract")]
        ),
        // The contract tests (fixtures, Kotlin defaults, transcripts) are generated from
        // Tests/PokedexKitTests/fixtures by the same plugin.
        .testTarget(
            name: "PokedexKitTests",
            dependencies: ["PokedexKit"],
            plugins: [.plugin(name: "KontractBuildPlugin", package: "Kontract")]
        ),
    ]
)
