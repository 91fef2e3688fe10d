// Table tests of the names @ObjCName, @ObjCEnum and @ObjCEnum.EntryName give, rows from the exporter's headers.

import KontractCore
import Testing

@testable import KontractGenerator

@Suite struct ObjCAnnotationNamingTests {
    static let location = SourceLocation(file: "t.kontract.json", line: 1, column: 1)

    static func name(_ text: String) -> Located<String> { Located(text, at: location) }

    /// An entry with `@ObjCName(name, swiftName)` and `@ObjCEnum.EntryName(name, swiftName)` ("" = absent).
    static func entry(_ kotlin: String, objc: (String, String)? = nil, entryName: (String, String)? = nil)
        -> EnumEntry
    {
        var entry = EnumEntry(name: name(kotlin))
        if let (objcName, swiftName) = objc {
            entry.export.objcName = ObjCNameAnnotation(
                name: objcName.isEmpty ? nil : name(objcName), swiftName: swiftName.isEmpty ? nil : name(swiftName),
                location: location)
        }
        if let (entryName, swiftName) = entryName {
            entry.export.entryName = ObjCNameAnnotation(
                name: name(entryName), swiftName: swiftName.isEmpty ? nil : name(swiftName), location: location)
        }
        return entry
    }

    /// enumClassWithObjCEnumAndRenamedLiterals/!enumClassWithObjCEnumAndRenamedLiterals.h: `Foo`'s class
    /// properties (swift_name of `@property (class) Foo *…`) and `FooNSEnum`'s enumerators (swift_name).
    static let foo: [(entry: EnumEntry, classCase: String, nsCase: String)] = [
        (entry("ALPHA_BETA"), "alphaBeta", "alphaBeta"),
        (entry("ALPHA"), "alpha", "alpha"),
        (entry("COPY"), "theCopy", "theCopy"),
        (entry("OBJC_NAME_1_ORIGINAL", objc: ("objCName1Renamed", "")), "objCName1Renamed", "objCName1Renamed"),
        (
            entry("OBJC_NAME_2_ORIGINAL", objc: ("objcName2Renamed", "objcName2Swift")), "objcName2Swift",
            "objcName2Swift"
        ),
        (
            entry("ENTRY_NAME_1_ORIGINAL", entryName: ("entryName1Renamed", "")), "entryName1Original",
            "entryName1Renamed"
        ),
        (
            entry("ENTRY_NAME_2_SWIFT", entryName: ("entryName2Renamed", "entryName2Swift")), "entryName2Swift",
            "entryName2Swift"
        ),
        (
            entry("COMBINATION_1", objc: ("combination1Bad", ""), entryName: ("combination1Renamed", "")),
            "combination1Bad", "combination1Renamed"
        ),
        (
            entry(
                "COMBINATION_3", objc: ("combination3BadObjC", "combination3BadSwift"),
                entryName: ("combination3Renamed", "combination3Swift")),
            "combination3BadSwift", "combination3Swift"
        ),
        (entry("OBJC_NAME_3_ORIGINAL", objc: ("NULL", "DEBUG")), "DEBUG", "DEBUG"),
        (entry("ENTRY_NAME_3_SWIFT", entryName: ("YES", "NO")), "entryName3Swift", "NO"),
    ]

    @Test func enumEntriesAsTheExportersHeaderNamesThem() {
        let entries = Self.foo.map(\.entry)
        let profile = ExportProfile(features: [], modelStyle: .bridge)
        #expect(CaseNaming.unescapedEnumCaseNames(entries, profile: profile) == Self.foo.map(\.classCase))
        #expect(CaseNaming.nsEnumCaseNames(entries) == Self.foo.map(\.nsCase))
    }

    /// enumClassWithNamedObjCEnum and entryNamesClashAcrossEnums: the NS enum's Swift name.
    @Test func nsEnumNames() {
        let plain = ObjCEnumAnnotation(location: Self.location)
        #expect(ObjCAnnotationNaming.nsEnumName(plain, classSwiftName: "Foo") == "FooNSEnum")
        #expect(ObjCAnnotationNaming.nsEnumName(plain, classSwiftName: "ObjCNameBaz") == "ObjCNameBazNSEnum")
        let named = ObjCEnumAnnotation(name: Self.name("ObjCEnumBar"), location: Self.location)
        #expect(ObjCAnnotationNaming.nsEnumName(named, classSwiftName: "Bar") == "ObjCEnumBar")
        let swift = ObjCEnumAnnotation(
            name: Self.name("ObjCEnumFooBar"), swiftName: Self.name("SwiftEnumFooBar"), location: Self.location)
        #expect(ObjCAnnotationNaming.nsEnumName(swift, classSwiftName: "SwiftNameFooBar") == "SwiftEnumFooBar")
    }

    /// classifiersAnnotatedWithObjCName, functionsAnnotatedWithObjCName: `swiftName`, else `name`;
    /// @ShouldRefineInSwift puts `__` before the result.
    @Test func objcNameAndRefinement() {
        var export = ObjCExportAnnotations()
        #expect(ObjCAnnotationNaming.memberName(export, default: "doCopy") == "doCopy")
        export.objcName = ObjCNameAnnotation(name: Self.name("ClassObjC"), location: Self.location)
        #expect(ObjCAnnotationNaming.renamed(export) == "ClassObjC")
        export.objcName?.swiftName = Self.name("ClassWithAnnotationSwift")
        #expect(ObjCAnnotationNaming.renamed(export) == "ClassWithAnnotationSwift")
        export.refinedInSwift = true
        #expect(ObjCAnnotationNaming.memberName(export, default: "x") == "__ClassWithAnnotationSwift")
        export.objcName = nil
        #expect(ObjCAnnotationNaming.memberName(export, default: "foo") == "__foo")
    }
}
