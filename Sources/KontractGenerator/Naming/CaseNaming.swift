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
        var taken = Set<String>()
        for entry in entries {
            var name = unescapedEnumCaseName(entry.name.value, profile: profile)
            while !taken.insert(name).inserted { name += "_" }
            if entry.name.value == kotlinName { return SwiftKeywords.escaped(name) }
        }
        return enumCaseName(kotlinName, profile: profile)
    }

    private static func unescapedEnumCaseName(_ kotlinName: String, profile: ExportProfile) -> String {
        if profile.isIdiomatic {
            ObjCExportNaming.wordCamelCase(kotlinName)
        } else if profile.has(.skie) {
            ObjCExportNaming.skieEnumCaseName(kotlinName)
        } else {
            ObjCExportNaming.enumEntryName(kotlinName)
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

    /// A function's Swift name: the exporter's ObjC name in bridge style (`doCopy`), else Kotlin's; escaped.
    static func functionName(_ kotlinName: String, profile: ExportProfile) -> String {
        SwiftKeywords.escaped(profile.usesObjCFunctionNames ? ObjCExportNaming.functionName(kotlinName) : kotlinName)
    }
}
