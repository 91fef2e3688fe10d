// The Swift names @ObjCName, @ObjCEnum and @ObjCEnum.EntryName give declarations, members and NS enums.

import KontractCore

/// Names the export annotations decide, as the exporter's test data shows them
/// (`classifiersAnnotatedWithObjCName`, `enumClassWithObjCEnumAndRenamedLiterals`, `entryNamesClashAcrossEnums`):
///
/// - `@ObjCName(name, swiftName)`: Swift sees `swiftName`, else `name`, unchanged (no keyword or method-family
///   rename: the name is the author's); `exact` only drops the framework prefix of the Objective-C name.
/// - `@ObjCEnum(name, swiftName)`: the `NS_CLOSED_ENUM` is `swiftName`, else `name`, else the class's Swift
///   name + `NSEnum` (`FooNSEnum`); `nsEnum` returns it.
/// - An NS enum case is the entry's `@ObjCEnum.EntryName` (`swiftName`, else `name`), else its `@ObjCName`
///   (`swiftName`, else `name`), else the entry's Swift name in the `KotlinEnum` class (`theCopy`).
///   `EntryName` renames only the NS enum case, never the class's static property.
public enum ObjCAnnotationNaming {
    /// The Swift name `@ObjCName` gives, or nil when the declaration has none.
    public static func renamed(_ export: ObjCExportAnnotations) -> String? {
        export.objcName?.swiftVisibleName
    }

    /// A member's Swift name given its name without annotations: `@ObjCName`'s, then `__` before it for
    /// `@ShouldRefineInSwift` (the exporter's `swift_name("__foo()")`, Swift's convention for refined API).
    public static func memberName(_ export: ObjCExportAnnotations, default name: String) -> String {
        SkieHiddenNaming.hidden(renamed(export) ?? name, if: export.refinedInSwift)
    }

    /// The Swift name of an `@ObjCEnum` enum's NS enum, given the enum class's flat Swift name.
    public static func nsEnumName(_ annotation: ObjCEnumAnnotation, classSwiftName: String) -> String {
        if let swiftName = annotation.swiftName?.value, !swiftName.isEmpty { return swiftName }
        if let name = annotation.name?.value, !name.isEmpty { return name }
        return classSwiftName + "NSEnum"
    }

    /// The NS enum case of `entry` (unescaped), given its Swift name in the `KotlinEnum` class before
    /// `@ObjCName` (the exporter's default, `theCopy`).
    public static func nsEnumCaseName(_ entry: EnumEntry, defaultName: String) -> String {
        if let name = entry.export.entryName?.swiftVisibleName { return name }
        return renamed(entry.export) ?? defaultName
    }
}
