// The Kotlin framework's module: its Swift is generated from contracts/ at build time by KontractBuildPlugin.
