// Swift names of enum entries and sealed subclasses as cases, per export profile.

/// Names of Kotlin enum entries and sealed subclasses in generated Swift.
enum CaseNaming {
    /// The Swift name of an enum entry (escaped): the exporter's `red` (objc), SKIE's case name, or a
    /// word-camel-cased case in idiomatic style.
    static func enumCaseName(_ kotlinName: String, profile: ExportProfile) -> String {
        let name: String
        if profile.isIdiomatic {
            name = ObjCExportNaming.wordCamelCase(kotlinName)
        } else if profile.has(.skie) {
            name = ObjCExportNaming.skieEnumCaseName(kotlinName)
        } else {
            name = ObjCExportNaming.enumEntryName(kotlinName)
        }
        return SwiftKeywords.escaped(name)
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
