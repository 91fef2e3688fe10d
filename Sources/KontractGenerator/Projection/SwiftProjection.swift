// The Swift projection of a module: each declaration's Swift name, shape and member names, computed once.

import KontractCore

/// One declaration as Swift sees it under an export profile.
///
/// For example, `com.example.SearchResult.Found` in bridge style: swift name `SearchResult.Found`,
/// declared name `Found` inside `extension SearchResult`, shape `.finalClass`, sealed case `found`.
public struct ProjectedDeclaration: Sendable {
    public let qualifiedName: String
    /// The Swift spelling used from anywhere: `SearchResult.Found`, or `SearchResultFound` when flattened.
    public let swiftName: String
    /// The last component of `swiftName`: what the declaration is declared as.
    public let declaredName: String
    /// The Swift name of the enclosing type when the declaration is nested.
    public let enclosingName: String?
    public let shape: SwiftTypeNames.Shape
    /// Properties (constructor, derived and member ones): Kotlin name → Swift member name, escaped.
    public let memberNames: [String: String]
    /// Constructor properties of a data class: Kotlin name → the label of its `init` parameter (escaped).
    public var initializerLabels: [String: String] = [:]
    /// Enum entries: Kotlin name → Swift case (or static property) name, escaped.
    public let caseNames: [String: String]
    /// The case carrying this declaration in its sealed parent's Swift enum (`found`).
    public let sealedCaseName: String
    /// SKIE's `…Sealed` enum (sealed types, with SKIE only).
    public let sealedEnumName: String?
    /// The `NS_CLOSED_ENUM` of an `@ObjCEnum` enum class.
    public var nsEnum: ProjectedNSEnum?
}

/// The `NS_CLOSED_ENUM` Swift imports for an `@ObjCEnum` enum class: `FooNSEnum` with one case per entry.
public struct ProjectedNSEnum: Sendable {
    /// The Swift name (top level): `FooNSEnum`, or the annotation's name.
    public let name: String
    /// The cases in entry order (escaped): raw value = ordinal.
    public let caseNames: [String]
}

/// The module as Swift sees it under one `ExportProfile`: built once per generator run; the
/// translators (and, later, the differ and docs) read names and shapes here instead of deriving them.
public struct SwiftProjection: Sendable {
    public let profile: ExportProfile
    /// The naming rules the projection applies (Naming/).
    public let rules: SwiftTypeNames
    private let declarations: [String: ProjectedDeclaration]

    public init(module: CheckedModule, options: GeneratorOptions) {
        let profile = ExportProfile(options: options)
        let rules = SwiftTypeNames(module: module, options: options)
        self.profile = profile
        self.rules = rules
        var declarations: [String: ProjectedDeclaration] = [:]
        for entry in module.index.declarations {
            let name = entry.qualifiedName
            let shape = rules.shape(of: name)
            var memberNames: [String: String] = [:]
            var labels: [String: String] = [:]
            do {
                let resolved = module.model[entry]
                let kotlinNames =
                    resolved.properties.map { ($0.name.value, $0.export) }
                    + resolved.derived.map { ($0.name.value, ObjCExportAnnotations()) }
                    + resolved.memberProperties.map { ($0.name.value, $0.export) }
                for (kotlinName, export) in kotlinNames {
                    memberNames[kotlinName] = SwiftKeywords.escaped(
                        ObjCAnnotationNaming.memberName(
                            export, default: PropertyNaming.memberName(kotlinName, style: profile.style)))
                }
                for property in resolved.properties {
                    labels[property.name.value] =
                        ObjCAnnotationNaming.renamed(property.export)
                        ?? PropertyNaming.label(property.name.value, profile: profile)
                }
            }
            var caseNames: [String: String] = [:]
            // SKIE's `EnumInterop.LegacyCaseName` (and an enum SKIE leaves alone): the exporter's case names.
            let caseProfile =
                profile.hasOriginalKotlinEnums && options.skie.keepsExporterCaseNames(entry.declaration)
                ? ExportProfile(features: [], modelStyle: .bridge) : profile
            // Every entry's name at once (naming one entry names them all: collisions are mangled in order).
            let entries = entry.declaration.entries
            for (value, name) in zip(entries, CaseNaming.unescapedEnumCaseNames(entries, profile: caseProfile))
            where caseNames[value.name.value] == nil {
                caseNames[value.name.value] = SwiftKeywords.escaped(name)
            }
            var projected = ProjectedDeclaration(
                qualifiedName: name, swiftName: rules.swiftName(of: name),
                declaredName: rules.declaredSimpleName(of: name),
                enclosingName: rules.enclosingSwiftName(of: name), shape: shape, memberNames: memberNames,
                caseNames: caseNames, sealedCaseName: CaseNaming.sealedCaseName(entry.declaration.name.value),
                sealedEnumName: entry.declaration.kind.isSealed
                    && profile.hasSealedEnum(annotations: entry.declaration.skieAnnotations)
                    ? rules.sealedEnumName(of: name) : nil)
            projected.initializerLabels = labels
            if let objcEnum = entry.declaration.export.objcEnum {
                projected.nsEnum = ProjectedNSEnum(
                    name: ObjCAnnotationNaming.nsEnumName(objcEnum, classSwiftName: rules.flatName(of: name)),
                    caseNames: CaseNaming.nsEnumCaseNames(entry.declaration.entries))
            }
            declarations[name] = projected
        }
        self.declarations = declarations
    }

    public subscript(qualifiedName: String) -> ProjectedDeclaration? { declarations[qualifiedName] }

    /// The Swift spelling of a declaration (its qualified name when the module has none of that name).
    public func swiftName(of qualifiedName: String) -> String {
        declarations[qualifiedName]?.swiftName ?? qualifiedName
    }

    /// The last component of `swiftName(of:)`.
    public func declaredSimpleName(of qualifiedName: String) -> String {
        declarations[qualifiedName]?.declaredName ?? qualifiedName
    }

    /// The Swift name of the type that encloses the declaration, when it is nested.
    public func enclosingSwiftName(of qualifiedName: String) -> String? {
        declarations[qualifiedName]?.enclosingName
    }

    /// The shape a declaration takes under the profile.
    public func shape(of qualifiedName: String) -> SwiftTypeNames.Shape {
        declarations[qualifiedName]?.shape ?? .valueStruct
    }

    /// SKIE's `…Sealed` enum of a sealed type.
    public func sealedEnumName(of qualifiedName: String) -> String {
        declarations[qualifiedName]?.sealedEnumName ?? rules.sealedEnumName(of: qualifiedName)
    }

    /// An enum entry's Swift name under the profile (escaped).
    public func enumCaseName(_ kotlinName: String) -> String {
        CaseNaming.enumCaseName(kotlinName, profile: profile)
    }

    /// The Swift name of entry `kotlinName` of enum class `enumName` (escaped), after collision renaming and
    /// SKIE's per-enum configuration.
    public func enumCaseName(_ kotlinName: String, inEnum enumName: String) -> String {
        declarations[enumName]?.caseNames[kotlinName] ?? enumCaseName(kotlinName)
    }

    /// The Swift name of entry `kotlinName` of an enum with `entries` (escaped), after collision renaming.
    public func enumCaseName<Entries: Sequence>(
        _ kotlinName: String, among entries: Entries
    ) -> String where Entries.Element == EnumEntry {
        CaseNaming.enumCaseName(kotlinName, among: entries, profile: profile)
    }

    /// A function's Swift name under the profile (escaped).
    public func functionName(_ kotlinName: String) -> String {
        CaseNaming.functionName(kotlinName, profile: profile)
    }
}
