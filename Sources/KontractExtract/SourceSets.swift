// KMP source sets by folder name: which ones iOS sees, and expect declarations resolved to their iOS actuals.

import KotlinSourceSyntax

/// The source sets of a KMP module, as extract reads them (docs/extract.md, "Source sets and expect/actual").
enum SourceSets {
    /// Source sets a Kotlin/Native iOS framework compiles: `commonMain`, the native and Apple intermediates,
    /// `iosMain` and the per-target `iosArm64Main`, `iosX64Main`, `iosSimulatorArm64Main`.
    static func isSeenByIOS(_ name: String) -> Bool {
        ["commonMain", "nativeMain", "appleMain", "darwinMain", "iosMain"].contains(name)
            || (name.hasPrefix("ios") && name.hasSuffix("Main"))
    }

    /// A folder extract does not descend into: another platform's source set (`jvmMain`, `androidMain`,
    /// `macosMain`, `jsMain`…), a test source set, or build output.
    static func isSkippedFolder(_ name: String) -> Bool {
        if ["test", "build", ".gradle"].contains(name) || name.hasSuffix("Test") { return true }
        return name.hasSuffix("Main") && name.first?.isLowercase == true && !isSeenByIOS(name)
    }
}

/// Where each `actual` top-level declaration of the files read is, so that an `expect` is replaced by it.
struct ActualDeclarations {
    /// Key (package, kind, name) → the path of the first file declaring it `actual`: when several iOS source sets
    /// have one (`iosArm64Main` and `iosX64Main`), the framework shows one, the first in path order.
    private(set) var owners: [String: String] = [:]

    init(files: [ExtractedKotlinFile]) {
        for file in files {
            for declaration in file.syntax.declarations where declaration.has("actual") {
                let key = Self.key(declaration, in: file.syntax)
                if owners[key] == nil { owners[key] = file.path }
            }
        }
    }

    /// `com.example|type|Platform`, `com.example|fun/0|platformName`: a class and its `actual typealias` agree.
    static func key(_ declaration: KotlinDeclarationSyntax, in file: KotlinFileSyntax) -> String {
        let kind: String
        switch declaration.kind {
        case .function: kind = "fun/\(declaration.parameters?.count ?? 0)/\(declaration.receiver ?? "")"
        case .property: kind = "val/\(declaration.receiver ?? "")"
        default: kind = "type"
        }
        return file.packageName.replacingOccurrences(of: "`", with: "") + "|" + kind + "|" + declaration.name
    }
}
