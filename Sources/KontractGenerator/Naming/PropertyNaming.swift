// Swift names of Kotlin properties and parameters: member names, argument labels, local names.

import KontractCore

/// Names of one Kotlin property in generated Swift.
///
/// For example, `description` in bridge style: member `description_`, label `description_`;
/// `default`: member `` `default_` `` is not needed (`default_`); `class`: member `` `class` ``,
/// label `class`, local `_class`.
enum PropertyNaming {
    /// The Swift member name before keyword escaping: the exporter's rename in bridge style;
    /// in swift style only `description` is renamed (it would clash with `CustomStringConvertible`).
    static func memberName(_ kotlinName: String, style: GenerationStyle) -> String {
        switch style {
        case .bridge: ObjCExportNaming.propertyName(kotlinName)
        case .swift: ["description", "hash"].contains(kotlinName) ? kotlinName + "_" : kotlinName
        }
    }

    static func memberName(_ kotlinName: String, profile: ExportProfile) -> String {
        memberName(kotlinName, style: profile.style)
    }

    /// The member name as written after a dot or in a declaration (`` `class` ``).
    static func escapedMember(_ kotlinName: String, profile: ExportProfile) -> String {
        SwiftKeywords.escaped(memberName(kotlinName, profile: profile))
    }

    /// The member name of a property with export annotations (escaped): its `@ObjCName` as written
    /// (``ObjCAnnotationNaming``), else ``escapedMember(_:profile:)``.
    static func escapedMember(
        _ kotlinName: String, export: ObjCExportAnnotations, profile: ExportProfile
    ) -> String {
        guard export.objcName != nil || export.refinedInSwift else {
            return escapedMember(kotlinName, profile: profile)
        }
        return SwiftKeywords.escaped(
            ObjCAnnotationNaming.memberName(export, default: memberName(kotlinName, profile: profile)))
    }

    /// The label before keyword escaping. The export labels initializers and functions with the Kotlin names, C
    /// keywords and `description` included: only the property is renamed (`CKeywords(float:enum:goto:)` beside
    /// `float_`, JetBrains/kotlin native/native.tests/testData/framework/objcexport/values.kt and
    /// expectedLazy/expectedLazy.h). Swift style labels with the member name.
    static func unescapedLabel(_ kotlinName: String, profile: ExportProfile) -> String {
        profile.style == .bridge ? kotlinName : memberName(kotlinName, profile: profile)
    }

    /// The argument label of a parameter declaration: keywords are fine as labels except `inout`, `var` and
    /// `let` (``SwiftKeywords/Position/parameterLabel``).
    static func label(_ kotlinName: String, profile: ExportProfile) -> String {
        SwiftKeywords.escaped(unescapedLabel(kotlinName, profile: profile), at: .parameterLabel)
    }

    /// The label of a call's argument: only `inout` is escaped (``SwiftKeywords/Position/argumentLabel``).
    static func argumentLabel(_ kotlinName: String, profile: ExportProfile) -> String {
        SwiftKeywords.escaped(unescapedLabel(kotlinName, profile: profile), at: .argumentLabel)
    }

    /// The label of a call's argument for a data-class property: its `@ObjCName` (the initializer's label,
    /// `DataClassField`), else ``argumentLabel(_:profile:)``. The serialization code calls the initializer with it.
    static func argumentLabel(_ kotlinName: String, export: ObjCExportAnnotations, profile: ExportProfile) -> String {
        guard let renamed = ObjCAnnotationNaming.renamed(export) else {
            return argumentLabel(kotlinName, profile: profile)
        }
        return SwiftKeywords.escaped(renamed, at: .argumentLabel)
    }

    /// The parameter's local name inside a body: keywords get a leading `_` so that `self`
    /// keeps meaning the instance.
    static func local(_ kotlinName: String, profile: ExportProfile) -> String {
        SwiftKeywords.localName(memberName(kotlinName, profile: profile))
    }
}
