// swift-tools-version: 6.1
// Issue 25's newcomer feature as a package: `Shared` stands for the Kotlin framework (generated from
// contracts/profile.kontract.json, written from the Kotlin), `ProfileApp` is the app's screen model
// (imports exactly what it would from the real framework), and its tests drive the view model through a
// Swift fake repository on the test face (`@_spi(Testing) import Shared`).
import PackageDescription

let package = Package(
    name: "ProfileKit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [.library(name: "ProfileApp", targets: ["ProfileApp"])],
    dependencies: [.package(name: "Kontract", path: "../..")],
    targets: [
        .target(
            name: "Shared",
            dependencies: [.product(name: "KontractRuntime", package: "Kontract")],
            plugins: [.plugin(name: "KontractBuildPlugin", package: "Kontract")]
        ),
        // Swift 6 language mode: `rename(to:)` binds the KMP-NativeCoroutines call first (README's recipe).
        .target(
            name: "ProfileApp",
            dependencies: ["Shared", .product(name: "KMPNativeCoroutinesAsync", package: "Kontract")]
        ),
        .testTarget(
            name: "ProfileAppTests",
            // KontractTesting: a runtime issue (an uncaught Kotlin exception, an unset implementation, a missing Koin
            // definition) fails the running test; linking it is all (docs/testing.md, "Runtime issues").
            dependencies: [
                "ProfileApp", "Shared", .product(name: "KontractRuntime", package: "Kontract"),
                .product(name: "KontractTesting", package: "Kontract"),
            ]
        ),
    ]
)
