// The prefix the Objective-C export gives the types of a library the framework does not `export()`.

import KontractCore

/// `{Framework}{Additional Module Prefix}{Name}` (`ObjCExportNamer`; Swift's name drops the framework part): a class
/// or interface of a library the framework does not export is in the header when the exported API names it, named
/// with the library's module name abbreviated (the exporter's `abbreviate`): `koin-core` → `Koin_coreKoinApplication`,
/// `kotlinx-coroutines-core` → `Kotlinx_coroutines_coreStateFlow`; the standard library's are `Kotlin<Name>`
/// (`KotlinPair`).
public enum LibraryPrefixNaming {
    /// The module names of the Kotlin standard library.
    public static let standardLibraryNames: Set<String> = ["kotlin-stdlib", "stdlib"]

    /// The Swift prefix of `library`'s types: the module name with its first letter uppercased and every `-` and `.`
    /// made `_`; when that holds three or more capitals (its first character and each uppercase letter), those
    /// capitals alone (`KMPNativeCoroutinesCore` → `KMPNCC`). A Gradle coordinate `group:artifact` is named by its
    /// artifact (the klib's `short_name`). The standard library is `Kotlin`.
    public static func prefix(forLibrary library: String) -> String {
        if standardLibraryNames.contains(library) { return "Kotlin" }
        let shortName = moduleName(of: library)
        guard let first = shortName.first else { return "" }
        let rest = shortName.dropFirst().map { $0 == "-" || $0 == "." ? "_" : $0 }
        let normalized = first.uppercased() + String(rest)
        let capitals = normalized.enumerated().filter { $0.offset == 0 || $0.element.isUppercase }.map(\.element)
        return capitals.count >= 3 ? String(capitals) : normalized
    }

    /// The klib's short name a `library` value or an `export` coordinate stands for: the artifact of
    /// `group:artifact[:version]`, else the name itself.
    public static func moduleName(of library: String) -> String {
        let parts = library.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        return parts.count >= 2 ? parts[1] : library
    }

    /// The name `entry` is exported under before clash mangling: a top-level type of a library contract gains the
    /// library's prefix in bridge style, unless the framework exports the library (`"export"`: its types keep
    /// their names, as the module's own; the standard library is never exported). Swift style names it by its
    /// Kotlin name, as it names the module's own.
    static func exportedName(of entry: IndexedDeclaration, declared: String, options: GeneratorOptions) -> String {
        guard options.style == .bridge, entry.parent == nil, let library = entry.file.library else { return declared }
        let isStandardLibrary = standardLibraryNames.contains(library.value)
        if !isStandardLibrary, options.exportedModules.contains(moduleName(of: library.value)) { return declared }
        return prefix(forLibrary: library.value) + declared
    }
}
