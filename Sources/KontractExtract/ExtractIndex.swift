// What default values need to know about the module's declarations: enum entries, constructors, objects.

import KotlinSourceSyntax

/// The declarations of every file read, by simple and by nested name (`Tab`, `Outer.Tab`).
struct ExtractIndex {
    struct EnumInfo {
        /// Entry name → its `@SerialName`, if any.
        var serialNames: [String: String?]
    }

    struct ClassInfo {
        /// The primary constructor's parameter names, in order.
        var parameters: [String]
    }

    var enums: [String: EnumInfo] = [:]
    var classes: [String: ClassInfo] = [:]
    var objects: Set<String> = []

    init(files: [ExtractedKotlinFile]) {
        var stack: [(KotlinDeclarationSyntax, String)] = files.flatMap { file in
            file.syntax.declarations.map { ($0, "") }
        }
        while let (declaration, outer) = stack.popLast() {
            let name = outer.isEmpty ? declaration.name : outer + "." + declaration.name
            switch declaration.kind {
            case .class where declaration.has("enum"):
                var names: [String: String?] = [:]
                for entry in declaration.enumEntries {
                    names[entry.name] = entry.annotations.first { $0.simpleName == "SerialName" }
                        .flatMap { $0.arguments?.first }.flatMap { KotlinLiteralValue.string($0.value) }
                }
                for key in Self.keys(name) { enums[key] = EnumInfo(serialNames: names) }
            case .class:
                let info = ClassInfo(parameters: (declaration.parameters ?? []).map(\.name))
                for key in Self.keys(name) { classes[key] = info }
            case .object where !declaration.name.isEmpty:
                for key in Self.keys(name) { objects.insert(key) }
            default:
                break
            }
            stack += declaration.members.map { ($0, name) }
        }
    }

    /// `A.B.C` is found as `A.B.C`, `B.C` and `C` (the first declaration of a simple name wins).
    static func keys(_ name: String) -> [String] {
        let parts = name.split(separator: ".")
        return (0..<parts.count).map { parts[$0...].joined(separator: ".") }
    }
}
