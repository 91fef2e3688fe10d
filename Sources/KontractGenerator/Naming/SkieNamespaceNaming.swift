// The names of SKIE's namespace enums: `Skie.<module>.<Class>` and the `__Sealed` / `__Kotlin` inside.

/// SKIE 0.10.13's `NamespaceProvider`: every class SKIE generates something for gets a namespace enum
/// `Skie.<module>.<Outer>.<Inner>`. The module's is its short name (`co.touchlab.skie:kotlin` → `Kotlin`, the
/// part after `:` in PascalCase) with the full name (`co_touchlab_skie__kotlin`) as a typealias beside it,
/// or the full name alone when the short one is the framework's own name or `Skie`.
enum SkieNamespaceNaming {
    /// The namespace enum of the module and, when it is the short name, the full name aliasing it.
    static func moduleNamespace(kotlinModule: String, frameworkName: String) -> (name: String, alias: String?) {
        let afterColon = kotlinModule.split(separator: ":", omittingEmptySubsequences: false).last.map(String.init)
        let short = SkieSwiftIdentifier.valid(
            (afterColon ?? kotlinModule).split(whereSeparator: { $0 == "_" || $0 == "-" })
                .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        let full = SkieSwiftIdentifier.valid(kotlinModule.replacingOccurrences(of: ":", with: "__"))
        guard short != frameworkName, short != RuntimeNames.skieNamespace else { return (full, nil) }
        return (short, full == short ? nil : full)
    }

    /// The path of a class's namespace below the module's: its name inside the package (`Outer.Inner`).
    static func classPath(nameInPackage: String) -> [String] {
        nameInPackage.split(separator: ".").map { SkieSwiftIdentifier.valid(String($0)) }
    }
}
