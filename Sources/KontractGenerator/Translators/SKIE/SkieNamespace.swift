// SKIE's namespace of the module: `extension Skie { enum <module> { enum A { typealias __Sealed } } }`.

import KontractCore

/// Under SKIE, each sealed type's exhaustive enum is also reachable where SKIE declares it,
/// `Skie.<module>.<Class>.__Sealed` (SKIE 0.10.13 `NamespaceProvider`, `SealedEnumGeneratorDelegate`), so Swift
/// naming that type (`let e: Skie.Shared.A.__Sealed? = onEnum(of: a)`) compiles. The module's namespace is
/// declared once, in the module's first contract file (by path); the runtime declares `Skie` itself, with
/// kotlinx.coroutines' namespace.
struct SkieNamespace {
    let context: TranslationContext

    /// The extension of `Skie` when `file` is the module's first contract file and a sealed type has SKIE's enum.
    func declarations(in file: ContractFile) -> [SwiftDeclaration] {
        guard holdsModuleNamespace(file) else { return [] }
        var root = Node()
        // A swift-style sealed type is itself a Swift enum: SKIE's enum is only beside a class or protocol.
        for entry in context.module.index.declarations
        where entry.declaration.kind.isSealed && context.projection.shape(of: entry.qualifiedName) != .swiftEnum {
            guard let enumName = context.projection[entry.qualifiedName]?.sealedEnumName else { continue }
            root.insert(SkieNamespaceNaming.classPath(nameInPackage: entry.nameInPackage), sealedEnum: enumName)
        }
        guard !root.children.isEmpty else { return [] }
        let frameworkName = file.module.value
        let (name, alias) = SkieNamespaceNaming.moduleNamespace(
            kotlinModule: context.options.skie.kotlinModule ?? frameworkName, frameworkName: frameworkName)
        var members: [SwiftDeclaration] = [
            .type(
                SwiftTypeDeclaration(
                    kind: .enum, name: SwiftKeywords.escaped(name), doc: ["SKIE's namespace of the module's classes."],
                    members: root.declarations()))
        ]
        if let alias {
            members.append(
                .typeAlias(
                    SwiftTypeAlias(name: SwiftKeywords.escaped(alias), type: .named(SwiftKeywords.escaped(name)))))
        }
        return [
            .type(
                SwiftTypeDeclaration(kind: .extension, access: nil, name: RuntimeNames.skieNamespace, members: members))
        ]
    }

    /// True under SKIE for the module's first contract file (by path), which declares the module's namespace.
    func holdsModuleNamespace(_ file: ContractFile) -> Bool {
        context.profile.hasSKIERuntime && context.module.files.map(\.path).min() == file.path
    }

    /// A class's namespace enum: its nested classes' namespaces and, for a sealed type, `__Sealed`.
    private struct Node {
        var sealedEnum: String?
        var children: [(name: String, node: Node)] = []

        mutating func insert(_ path: [String], sealedEnum: String) {
            guard let first = path.first else {
                self.sealedEnum = sealedEnum
                return
            }
            if let index = children.firstIndex(where: { $0.name == first }) {
                children[index].node.insert(Array(path.dropFirst()), sealedEnum: sealedEnum)
            } else {
                var child = Node()
                child.insert(Array(path.dropFirst()), sealedEnum: sealedEnum)
                children.append((first, child))
            }
        }

        func declarations() -> [SwiftDeclaration] {
            var members: [SwiftDeclaration] = []
            if let sealedEnum {
                members.append(.typeAlias(SwiftTypeAlias(name: SkieHiddenNaming.sealedValue, type: .named(sealedEnum))))
            }
            for (name, node) in children.sorted(by: { $0.name < $1.name }) {
                members.append(
                    .type(
                        SwiftTypeDeclaration(
                            kind: .enum, name: SwiftKeywords.escaped(name), members: node.declarations())))
            }
            return members
        }
    }
}
