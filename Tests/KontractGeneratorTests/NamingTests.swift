// Table tests of the naming module: exporter renames, enum entries, Swift keyword escaping.

import KontractGenerator
import Testing

@Test(arguments: [
    ("description", "description_"), ("hash", "hash_"), ("default", "default_"), ("struct", "struct_"),
    ("id", "id"), ("self", "self"), ("init", "init"), ("copy", "copy"), ("número", "número"),
    ("consulta", "consulta"), ("class", "class"),
])
func propertiesAreRenamedAsTheExporterDoes(kotlin: String, swift: String) {
    #expect(ObjCExportNaming.propertyName(kotlin) == swift)
}

@Test(arguments: [
    ("copy", "doCopy"), ("initialize", "doInitialize"), ("newItem", "doNewItem"), ("init", "doInit"),
    ("mutableCopy", "doMutableCopy"), ("alloc", "doAlloc"), ("copyright", "copyright"), ("newest", "newest"),
    ("initial", "initial"), ("hash", "hash_"), ("class", "class"), ("retain", "retain"), ("bool", "bool_"),
    ("escribir", "escribir"),
])
func functionsInMethodFamiliesGetDo(kotlin: String, swift: String) {
    #expect(ObjCExportNaming.functionName(kotlin) == swift)
}

@Test(arguments: [
    ("RED", "red"), ("DARK_BLUE", "darkBlue"), ("TermsOfUse", "termsofuse"), ("NEW", "theNew"),
    ("INIT", "theInit"), ("COPY", "theCopy"), ("DEFAULT", "default_"), ("DESCRIPTION", "description_"),
    ("INITIAL", "initial"), ("NAME_ASC", "nameAsc"), ("A_B_C", "aBC"), ("hash", "hash_"), ("ALLOC", "theAlloc"),
])
func enumEntriesAreCamelCasedAsTheExporterDoes(kotlin: String, swift: String) {
    #expect(ObjCExportNaming.enumEntryName(kotlin) == swift)
}

@Test(arguments: [
    ("RED", "red"), ("DARK_BLUE", "darkBlue"), ("TermsOfUse", "termsOfUse"), ("NEW", "theNew"),
    ("HTTPError", "httperror"), ("NAME_ASC", "nameAsc"), ("description", "theDescription"), ("load", "theLoad"),
    ("retain", "retain"), ("class", "theClass"), ("0xH", "_0xH"), ("AaBbCc", "aaBbCc"), ("A1B", "a1B"),
])
func skieCasesKeepWords(kotlin: String, swift: String) {
    #expect(ObjCExportNaming.skieEnumCaseName(kotlin) == swift)
}

@Test(arguments: [
    ("default", "`default`"), ("self", "`self`"), ("Type", "`Type`"), ("protocol", "`protocol`"),
    ("init", "`init`"), ("id", "id"), ("número", "número"), ("description_", "description_"),
])
func swiftKeywordsAreEscaped(name: String, escaped: String) {
    #expect(SwiftKeywords.escaped(name) == escaped)
}

@Test(arguments: [
    ("foo", "__foo", "foo", "setFoo", "__setFoo"), ("A", "__A", "A", "setA", "__setA"),
    ("__foo", "____foo", "foo", "__setFoo", "__set__foo"), ("isOn", "__isOn", "isOn", "setIsOn", "__setIsOn"),
])
func hiddenNamesTakeTwoUnderscores(name: String, hidden: String, visible: String, setter: String, hiddenSetter: String)
{
    #expect(SkieHiddenNaming.hidden(name) == hidden)
    #expect(SkieHiddenNaming.hidden(name, if: false) == name)
    #expect(SkieHiddenNaming.isHidden(hidden))
    #expect(SkieHiddenNaming.visibleName(hidden) == name)
    #expect(SkieHiddenNaming.visibleName(name) == visible)
    #expect(SkieHiddenNaming.setterName(ofGetter: name) == setter)
    #expect(SkieHiddenNaming.setterName(ofGetter: hidden) == hiddenSetter)
}

@Test func skiesHiddenMarkersAndMembers() {
    #expect(SkieHiddenNaming.genericSubclassMarker(enumName: "ASealed", caseName: "a1") == "__ASealed_a1")
    #expect(SkieHiddenNaming.genericSubclassMarker(enumName: "ASealed", caseName: "`default`") == "__ASealed_default")
    #expect(SkieHiddenNaming.sealedValue == "__Sealed")
    #expect(SkieHiddenNaming.kotlinObject == "__kotlinObject")
}
