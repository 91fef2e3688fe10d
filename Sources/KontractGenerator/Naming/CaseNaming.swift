// Swift names of enum entries and sealed subclasses as cases, per export profile.

import KontractCore

/// Names of Kotlin enum entries and sealed subclasses in generated Swift.
enum CaseNaming {
    /// The Swift name of an enum entry (escaped): the exporter's `red` (objc), SKIE's case name, or a
    /// word-camel-cased case in idiomatic style.
    static func enumCaseName(_ kotlinName: String, profile: ExportProfile) -> String {
        SwiftKeywords.escaped(unescapedEnumCaseName(kotlinName, profile: profile))
    }

    /// The Swift name of entry `kotlinName` of an enum with `entries` (escaped). Entries whose names collide
    /// after renaming (`AA_BB_CC`, `AaBbCc`) keep declaration order: each later one gets a `_` until it is
    /// free (`aaBbCc`, `aaBbCc_`), as SKIE and the exporter do.
    static func enumCaseName<Entries: Sequence>(
        _ kotlinName: String, among entries: Entries, profile: ExportProfile
    ) -> String where Entries.Element == EnumEntry {
        let entries = Array(entries)
        guard let index = entries.firstIndex(where: { $0.name.value == kotlinName }) else {
            return enumCaseName(kotlinName, profile: profile)
        }
        return SwiftKeywords.escaped(unescapedEnumCaseNames(entries, profile: profile)[index])
    }

    /// Every entry's Swift name in order (unescaped): an `@ObjCName` entry takes its name as written
    /// (``ObjCAnnotationNaming``); the others the profile's rename, collisions mangled with `_` in
    /// declaration order. With `applyingObjCName` false, the names the entries would have without `@ObjCName`.
    static func unescapedEnumCaseNames(
        _ entries: [EnumEntry], profile: ExportProfile, applyingObjCName: Bool = true
    ) -> [String] {
        var taken = Set<String>()
        return entries.map { entry in
            var name =
                (applyingObjCName ? ObjCAnnotationNaming.renamed(entry.export) : nil)
                ?? unescapedEnumCaseName(entry.name.value, profile: profile)
            while !taken.insert(name).inserted { name += "_" }
            return name
        }
    }

    /// The cases of an `@ObjCEnum` enum's NS enum, in entry order (escaped).
    static func nsEnumCaseNames(_ entries: [EnumEntry]) -> [String] {
        let defaults = unescapedEnumCaseNames(
            entries, profile: ExportProfile(features: [], modelStyle: .bridge), applyingObjCName: false)
        return zip(entries, defaults).map {
            SwiftKeywords.escaped(ObjCAnnotationNaming.nsEnumCaseName($0, defaultName: $1))
        }
    }

    private static func unescapedEnumCaseName(_ kotlinName: String, profile: ExportProfile) -> String {
        if profile.isIdiomatic {
            // A backquoted Kotlin name (`` `0xH` ``) becomes a Swift identifier as the exporter makes one (`_0xh`).
            SkieSwiftIdentifier.valid(ObjCExportNaming.wordCamelCase(kotlinName))
        } else if profile.has(.skie) {
            ObjCExportNaming.skieEnumCaseName(kotlinName)
        } else {
            SkieSwiftIdentifier.valid(ObjCExportNaming.enumEntryName(kotlinName))
        }
    }

    /// `name`, or `name_`, `name__`… when an enum entry already took it: the exporter names an enum's
    /// entries, then `values()` and `entries`, in one namespace per class (`enumClassSelectors`), each later
    /// name getting `_` until it is free. `taken` gains the name returned.
    static func freeClassMemberName(_ name: String, taken: inout Set<String>) -> String {
        var candidate = name
        while taken.contains(candidate) || taken.contains("`\(candidate)`") { candidate += "_" }
        taken.insert(candidate)
        return candidate
    }

    /// A sealed subclass as a case: `Found` → `found`, escaped when it is a keyword.
    static func sealedCaseName(_ kotlinName: String) -> String {
        SwiftKeywords.escaped(ObjCExportNaming.lowercasedFirst(kotlinName))
    }

    /// The cases of one sealed type's direct subclasses, in order (SKIE 0.10.13,
    /// `SealedGeneratorExtensionContainer`): each Kotlin name with its first letter lowercased (`Found` →
    /// `found`) unless two of them collide (`A1` and `a1`, or nested `A.A1` and top-level `A1`); then every
    /// case is the subclass's Swift name with `.` (any character an identifier cannot hold) as `_`:
    /// `A1`, `a1`, `A_A1`. A `configuredName` (SKIE's `SealedInterop.Case.Name`) stands as written in both.
    /// Escaped when a keyword.
    static func sealedCaseNames(_ children: [(kotlinName: String, swiftName: String, configuredName: String?)])
        -> [String]
    {
        let preferred = children.map { $0.configuredName ?? ObjCExportNaming.lowercasedFirst($0.kotlinName) }
        guard Set(preferred).count != preferred.count else { return preferred.map(SwiftKeywords.escaped) }
        return children.map { child in
            if let configured = child.configuredName { return SwiftKeywords.escaped(configured) }
            let identifier = String(
                child.swiftName.replacingOccurrences(of: "`", with: "").map {
                    $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_"
                })
            return SwiftKeywords.escaped(identifier)
        }
    }

    /// A function's Swift name: the exporter's ObjC name in bridge style (`doCopy`), else Kotlin's; escaped.
    static func functionName(_ kotlinName: String, profile: ExportProfile) -> String {
        SwiftKeywords.escaped(profile.usesObjCFunctionNames ? ObjCExportNaming.functionName(kotlinName) : kotlinName)
    }
}
