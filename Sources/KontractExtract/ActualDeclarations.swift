// expect declarations resolved to their iOS actuals: where each `actual` of the files read is.

import KotlinSourceSyntax

/// Where each `actual` top-level declaration of the files read is, so that an `expect` is replaced by it.
struct ActualDeclarations {
    /// Key (package, kind, name) → the path of the first file declaring it `actual`: when several iOS source sets
    /// have one (`iosArm64Main` and `iosX64Main`), the framework shows one, the first in path order.
    private(set) var owners: [String: String] = [:]

    init(files: [IndexedFile]) {
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
        return file.packageName.withoutBackticks + "|" + kind + "|" + declaration.name
    }
}
