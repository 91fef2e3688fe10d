// The Swift names of the module's declarations: nesting, flattening and shape per interop and style.

import KontractCore

/// How a declaration appears in Swift, decided once per run.
public struct SwiftTypeNames: Sendable {
    /// What kind of Swift type a declaration becomes.
    public enum Shape: Equatable, Sendable {
        /// A value type (data class outside sealed hierarchies, or any data class in `swift` style).
        case valueStruct
        /// A final class (sealed subclasses and objects in `bridge` style).
        case finalClass
        /// An open class (sealed classes in `bridge` style).
        case openClass
        /// A class-bound protocol (sealed interfaces in `bridge` style).
        case classProtocol
        /// A final class deriving `KotlinEnum` (enums with `--interop objc` in `bridge` style).
        case enumClass
        /// A Swift enum (enums with SKIE or in `swift` style, sealed types in `swift` style).
        case swiftEnum
    }

    public let module: CheckedModule
    public let options: GeneratorOptions

    /// Names taken by an earlier declaration: the later one gets `_` (the exporter's clash rule). Top-level
    /// classes are named in the exporter's order, by class id (`pkg/sub/Name`, its `makeClassesOrderStable`:
    /// `child/A1` is `A1`, `child/x/A1` is `A1_`, whatever the contract files' order), files after them in module
    /// order. Nested names that flattening makes equal clash too (`Pane.List` and `Pane.list` under an interface
    /// are both `PaneList`).
    private var clashRenames: [String: String]
    /// Top-level Swift names a nested type of the same name (or SKIE's `__` class of one) or a member of the same name
    /// shadows inside the extensions of its container: `A.A` makes `A` mean `A.A` inside `extension A`, so every
    /// reference to the top-level `A` is written module-qualified (`Shared.A`). Empty when the module's name is itself a
    /// type name.
    private var shadowedTopLevelNames: Set<String> = []
    /// The module's name, to qualify shadowed top-level names with.
    private var moduleName = ""
    /// ``localSwiftName(of:)`` and ``shape(of:)`` of every declaration, computed once at the end of `init`: the
    /// projection, the type mapper and the translators ask for them many times per declaration.
    private var localNames: [String: String] = [:]
    private var shapes: [String: Shape] = [:]

    public init(module: CheckedModule, options: GeneratorOptions) {
        self.module = module
        self.options = options
        var taken = Set<String>()
        var renames: [String: String] = [:]
        // Each key made once (not in every comparison of the sort).
        let topLevel = module.index.declarations.filter { $0.parent == nil }.enumerated().map {
            (offset: $0.offset, entry: $0.element, key: Self.exportOrderKey($0.element))
        }.sorted { left, right in
            let (leftKey, rightKey) = (left.key, right.key)
            if leftKey.isFile != rightKey.isFile { return !leftKey.isFile }
            if leftKey.isFile || leftKey.classId == rightKey.classId { return left.offset < right.offset }
            return leftKey.classId.utf16.lexicographicallyPrecedes(rightKey.classId.utf16)
        }.map(\.entry)
        for entry in topLevel {
            let declared = Self.declaredName(of: entry.declaration)
            // A library's type is prefixed in bridge style (`Koin_coreKoinApplication`): a rename of its own.
            var name = LibraryPrefixNaming.exportedName(of: entry, declared: declared, options: options)
            while !taken.insert(name).inserted { name += "_" }
            if name != declared { renames[entry.qualifiedName] = name }
        }
        clashRenames = renames
        var takenSwiftNames = Set(
            module.index.declarations.filter { $0.parent == nil }.map { swiftName(of: $0.qualifiedName) })
        for entry in module.index.declarations where entry.parent != nil {
            let declared = clashRenames[entry.qualifiedName] ?? Self.declaredName(of: entry.declaration)
            var name = declared
            while !takenSwiftNames.insert(swiftName(of: entry.qualifiedName)).inserted {
                name += "_"
                clashRenames[entry.qualifiedName] = name
            }
        }
        let nestedNames = Set(
            module.index.declarations.filter { $0.parent != nil }.map { declaredSimpleName(of: $0.qualifiedName) })
        // A member of the same name shadows a top-level type inside its type's body and extensions too (a data class's
        // property `Type` makes `Type.Case0` mean the property there).
        let memberNames = module.index.declarations.lazy.map(\.declaration).reduce(into: Set<String>()) { names, d in
            names.formUnion(d.properties.map(\.name.value))
            names.formUnion(d.derived.map(\.name.value))
            names.formUnion(d.memberProperties.map(\.name.value))
            names.formUnion(d.memberExtensionProperties.map(\.name.value))
            names.formUnion(d.fileProperties.map(\.name.value))
            names.formUnion(d.functions.map(\.name.value))
        }
        let shadowing = nestedNames.union(nestedNames.map(SkieHiddenNaming.hidden)).union(
            memberNames.map(SwiftKeywords.escaped))
        let topLevelNames = Set(
            module.index.declarations.filter { $0.parent == nil }.map { localSwiftName(of: $0.qualifiedName) })
        let name = module.files.first?.module.value ?? ""
        let allNames = Set(module.index.declarations.map { Self.declaredName(of: $0.declaration) })
        if SwiftKeywords.escaped(name) == name, !name.isEmpty, !allNames.contains(name) {
            moduleName = name
            shadowedTopLevelNames = topLevelNames.union(topLevelNames.map(SkieHiddenNaming.hidden)).intersection(
                shadowing)
        }
        var localNames: [String: String] = [:]
        var shapes: [String: Shape] = [:]
        localNames.reserveCapacity(module.index.declarations.count)
        shapes.reserveCapacity(module.index.declarations.count)
        for entry in module.index.declarations {
            localNames[entry.qualifiedName] = localSwiftName(of: entry.qualifiedName)
            shapes[entry.qualifiedName] = shape(of: entry.qualifiedName)
        }
        self.localNames = localNames
        self.shapes = shapes
    }

    /// The Swift spelling of a reference to the top-level `name` from anywhere in the module: `Shared.A` when a
    /// nested type of the same name would shadow it (``shadowedTopLevelNames``), else `name`.
    public func moduleQualified(_ name: String) -> String {
        shadowedTopLevelNames.contains(name) ? moduleName + "." + name : name
    }

    /// The Swift spelling of a declaration (``localSwiftName(of:)``), module-qualified when its top-level
    /// name is shadowed (``moduleQualified(_:)``).
    public func swiftName(of qualifiedName: String) -> String {
        qualified(localSwiftName(of: qualifiedName))
    }

    /// `local` (`A.B`) with the module before it when its first component is shadowed.
    private func qualified(_ local: String) -> String {
        let first = local.split(separator: ".", maxSplits: 1).first.map(String.init) ?? local
        return shadowedTopLevelNames.contains(first) ? moduleName + "." + local : local
    }

    /// The Swift spelling of a declaration: `SearchResult.Found`, or `SearchResultFound` when the outer
    /// declaration is an interface. In bridge style this is the exporter's `swift_name`
    /// (`ObjCExportNamingHelper.appendNameWithContainer`): one level of nesting at most (Kotlin `A.A1.B1`
    /// is `A.A1B1`), and an interface is never nested nor holds a nested type (`AB`).
    public func localSwiftName(of qualifiedName: String) -> String {
        if let known = localNames[qualifiedName] { return known }
        guard let entry = module[qualifiedName] else { return qualifiedName }
        let name = clashRenames[qualifiedName] ?? Self.declaredName(of: entry.declaration)
        guard let parent = entry.parent, let parentEntry = module[parent] else {
            return typeSimpleName(name, nested: false)
        }
        let container = localSwiftName(of: parent)
        // A generic class neither nests nor holds types either (Swift sees ObjC generic classes flat: `AB`, `ABC`).
        let isProtocol = isProtocolShaped(entry.declaration.kind) || !entry.declaration.typeParameters.isEmpty
        let parentIsProtocol =
            isProtocolShaped(parentEntry.declaration.kind) || !parentEntry.declaration.typeParameters.isEmpty
        let ownName = name.prefix(1).uppercased() + name.dropFirst()
        guard options.style == .bridge else {
            // Idiomatic Swift nests at any depth; protocols still neither nest nor hold types.
            guard isProtocol || parentIsProtocol else { return container + "." + typeSimpleName(name, nested: true) }
            return container.filter { $0 != "." && $0 != "`" } + ownName
        }
        if !isProtocol {
            if !container.contains("."), !parentIsProtocol {
                return container + "." + typeSimpleName(name, nested: true)  // AB -> AB.C
            }
            return container.filter { $0 != "`" } + ownName  // AB -> ABC, A.B -> A.BC
        }
        return container.filter { $0 != "." && $0 != "`" } + ownName  // AB, A.B -> ABC
    }

    /// Interfaces become protocols in bridge style (sealed ones too); in swift style sealed interfaces are enums.
    private func isProtocolShaped(_ kind: Declaration.Kind) -> Bool {
        kind == .interface || (options.style == .bridge && kind == .sealedInterface)
    }

    /// Where a top-level declaration comes in the exporter's naming order: classes by their Kotlin class id (the
    /// package's dots as slashes, then the name: what Kotlin's `ClassId.toString()` compares), then files.
    private static func exportOrderKey(_ entry: IndexedDeclaration) -> (isFile: Bool, classId: String) {
        let name = entry.declaration.name.value
        return (entry.declaration.kind == .file, entry.package.replacingOccurrences(of: ".", with: "/") + "/" + name)
    }

    /// The name a declaration is exported under before clash mangling: its `@ObjCName`, else its Kotlin name.
    static func declaredName(of declaration: Declaration) -> String {
        ObjCAnnotationNaming.renamed(declaration.export) ?? declaration.name.value
    }

    /// A nested `Type` is renamed `Type_` (Swift reserves `Outer.Type`); keywords get backticks.
    func typeSimpleName(_ name: String, nested: Bool) -> String {
        if nested && (name == "Type" || name == "Protocol") { return name + "_" }
        return SwiftKeywords.escaped(name)
    }

    /// The last component of `swiftName(of:)`, used when declaring the type inside its parent's extension.
    public func declaredSimpleName(of qualifiedName: String) -> String {
        let full = localSwiftName(of: qualifiedName)
        return full.split(separator: ".").last.map(String.init) ?? full
    }

    /// How the declaration's own body names it: its declared name (a nested type's own name is innermost), or
    /// ``moduleQualified(_:)`` at the top level, where a same-named nested member would win.
    public func ownReferenceName(of qualifiedName: String) -> String {
        let declared = declaredSimpleName(of: qualifiedName)
        return enclosingSwiftName(of: qualifiedName) == nil ? moduleQualified(declared) : declared
    }

    /// The Swift name of the type that encloses the declaration, when it is nested.
    public func enclosingSwiftName(of qualifiedName: String) -> String? {
        let full = localSwiftName(of: qualifiedName)
        guard let dot = full.lastIndex(of: ".") else { return nil }
        let enclosing = String(full[..<dot])
        return qualified(enclosing)
    }

    /// The shape a declaration takes under the run's options.
    public func shape(of qualifiedName: String) -> Shape {
        if let known = shapes[qualifiedName] { return known }
        guard let entry = module[qualifiedName] else { return .valueStruct }
        let kind = entry.declaration.kind
        if kind == .interface { return .classProtocol }
        switch options.style {
        case .swift:
            if kind == .enumClass || kind.isSealed { return .swiftEnum }
            return .valueStruct
        case .bridge:
            switch kind {
            case .enumClass:
                // SKIE's Swift enum, unless `EnumInterop.Disabled` leaves the exporter's class.
                return options.interop == .skie && options.skie.convertsEnum(entry.declaration)
                    ? .swiftEnum : .enumClass
            case .sealedClass: return .openClass
            case .sealedInterface: return .classProtocol
            case .object, .dataObject, .plainClass, .interface, .file: return .finalClass
            case .dataClass:
                let asStruct = options.dataClasses == .struct && module.sealedParents(of: entry).isEmpty
                return asStruct ? .valueStruct : .finalClass
            }
        }
    }

    /// The Swift enum SKIE's `onEnum(of:)` returns for a sealed type: `SearchResultSealed`.
    public func sealedEnumName(of qualifiedName: String) -> String {
        flatName(of: qualifiedName) + "Sealed"
    }

    /// The Swift name without dots and backticks, to build other names from (`Type`'s serializer is
    /// `TypeKotlinSerializer`, never `` `Type`KotlinSerializer ``).
    public func flatName(of qualifiedName: String) -> String {
        localSwiftName(of: qualifiedName).filter { $0 != "." && $0 != "`" }
    }
}
