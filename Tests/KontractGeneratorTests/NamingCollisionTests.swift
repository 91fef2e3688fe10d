// Validate ⇒ compiles, on names: every name Swift, NSObject or the runtime gives a generated type, in every kind.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// Names a generated type, Swift, NSObject or Kontract's runtime already uses, as Kotlin names: each either
/// compiles in every configuration (in CompileBatchTests, one swiftc per configuration) or is refused by validate
/// with KG0103 at its line. The random contracts draw from ``members`` too (RandomContractGenerator).
enum NamingCollisionCorpus {
    /// Member names: Kotlin property, function, parameter and enum entry names.
    static let members = [
        // Swift, NSObject and the exporter's renames (`description_`, `hash_`, `doCopy`, `doInit`, `theNew`).
        "state", "description", "hash", "shared", "companion", "init", "copy", "self", "Type", "Protocol", "values",
        "entries", "ordinal", "name", "debugDescription", "hashValue", "isEqual", "superclass", "isProxy", "zone",
        "retain", "autorelease", "dealloc", "mutableCopy", "new", "alloc", "initialize", "load", "version", "value",
        "newValue", "wrappedValue", "completionHandler", "id", "Self", "Any", "Companion", "Shared",
        // Kotlin's own members and the runtime's.
        "toString", "equals", "hashCode", "valueOf", "serializer", "kotlinClass", "objectIdentifier",
        "kotlinDescription", "kotlinHashCode", "kotlinValue", "kotlinClassName",
        // Kontract's prefix (refused in a view model: KG0302) and a view model's test-face names.
        "_kontract", "_kontractStateSource", "_kontractInitialState", "calls", "handle", "behaviour", "steps",
    ]

    /// Type names: sealed subclasses and nested classes named like Swift's and the runtime's types.
    static let types = [
        "Type", "Protocol", "Self", "Companion", "Shared", "Kotlin", "Description", "Hash", "State", "Copy", "Init",
        "Entries", "Values", "Name",
    ]

    /// What validate refuses (KG0103): as a property, as a function, as a type.
    static let refusedProperties: Set<String> = [
        "kotlinDescription", "kotlinHashCode", "kotlinValue", "debugDescription", "hashValue", "Self",
    ]
    static let refusedFunctions: Set<String> = ["Self"]
    /// A file's function named like the module (`Shared`) or `Self`: a SKIE global hiding what generated code names.
    static let refusedFileFunctions: Set<String> = ["Shared", "Self"]
    static let refusedTypes: Set<String> = ["Kotlin"]

    /// A view model refuses `_kontract…` names already (KG0302).
    static func isViewModelName(_ name: String) -> Bool { !name.hasPrefix("_kontract") }

    /// One line per member, so that a diagnostic's line names its member.
    private static func lines(_ items: [String]) -> String { items.joined(separator: ",\n") }

    private static func property(_ name: String, _ extra: String = "") -> String {
        #"{ "name": "\#(name)", "type": "Int"\#(extra) }"#
    }

    private static func function(_ name: String, returns: Bool = true) -> String {
        #"{ "name": "\#(name)", "parameters": [ { "name": "\#(name)", "type": "Int" } ]"#
            + (returns ? #", "returns": "Int" }"# : " }")
    }

    /// The contract: every declaration kind with every name as a property, a function (and its parameter) and
    /// an entry; `accepted` leaves out what validate refuses, else only those are declared.
    static func contract(accepted: Bool) -> String {
        func keep(_ name: String, _ refused: Set<String>) -> Bool { refused.contains(name) != accepted }
        let properties = members.filter { keep($0, refusedProperties) }
        let functions = members.filter { keep($0, refusedFunctions) }
        let typeNames = types.filter { keep($0, refusedTypes) }
        let plain = lines(properties.map { property($0) })
        let calls = lines(functions.map { function($0) })
        var declarations = [
            #"{ "kind": "data class", "name": "NcData", "properties": [\#n\#(plain)],"#
                + #""functions": [\#n\#(calls)] }"#,
            #"{ "kind": "class", "name": "NcClass", "constructors": [ { "parameters": [\#n"#
                + lines(properties.map { property($0, #", "property": "val""#) }) + #"] } ],"#
                + #""functions": [\#n\#(calls)] }"#,
            #"{ "kind": "class", "name": "NcOpen", "modality": "open", "properties": [\#n"#
                + lines(properties.map { property($0, #", "mutable": true, "initial": 0"#) })
                + #"], "functions": [\#n\#(calls)] }"#,
            #"{ "kind": "interface", "name": "NcInterface", "properties": [\#n\#(plain)],"#
                + #""functions": [\#n\#(calls)] }"#,
            #"{ "kind": "object", "name": "NcObject", "properties": [\#n"#
                + lines(properties.map { property($0, #", "default": 1"#) }) + #"], "functions": [\#n\#(calls)] }"#,
            #"{ "kind": "class", "name": "NcWithCompanion", "companion": { "properties": [\#n"#
                + lines(properties.map { property($0, #", "default": 1"#) }) + #"], "functions": [\#n\#(calls)] } }"#,
            #"{ "kind": "file", "name": "NcFacade.kt", "functions": [\#n"#
                + lines(members.filter { keep($0, refusedFileFunctions) }.map { function($0) }) + "] }",
            #"{ "kind": "sealed interface", "name": "NcSealed", "subclasses": ["#
                + #"{ "kind": "data class", "name": "NcSealedItem", "properties": [\#n\#(plain)] },"#
                + #"{ "kind": "data object", "name": "NcSealedNone" }] }"#,
        ]
        if accepted {
            // A file's functions are static members of its facade, and keep every name; so do entries (the
            // exporter lowercases them: KT0801 warns); a view model keeps every name but Kontract's prefix.
            let fileCalls = lines(functions.filter { !refusedFileFunctions.contains($0) }.map { function($0) })
            declarations.append(#"{ "kind": "file", "name": "NcNames.kt", "functions": [\#n\#(fileCalls)] }"#)
            let entries = lines(members.map { #""\#($0)""# })
            declarations.append(
                #"{ "kind": "enum class", "name": "NcEnum", "entries": [\#n\#(entries)], "functions": [\#n\#(calls)] }"#
            )
            let viewModelNames = members.filter(isViewModelName)
            declarations.append(
                #"{ "kind": "class", "name": "NcViewModel", "supertypes": [ "ViewModel" ], "properties": [\#n"#
                    + lines(
                        viewModelNames.filter { !refusedProperties.contains($0) }.map {
                            #"{ "name": "\#($0)", "type": "StateFlow<Int>", "initial": 0, "#
                                + #""annotations": [ "NativeCoroutinesState" ] }"#
                        }) + #"], "functions": [\#n"#
                    + lines(
                        viewModelNames.filter { !refusedFunctions.contains($0) }.map { function($0, returns: false) })
                    + "] }")
        }
        let nested = lines(typeNames.map { #"{ "kind": "class", "name": "\#($0)" }"# })
        let subclasses = lines(
            typeNames.map {
                #"{ "kind": "data class", "name": "\#($0)", "properties": [ { "name": "v", "type": "Int" } ] }"#
            })
        declarations.append(#"{ "kind": "class", "name": "NcOuter", "nested": [\#n\#(nested)] }"#)
        declarations.append(#"{ "kind": "sealed interface", "name": "NcTypes", "subclasses": [\#n\#(subclasses)] }"#)
        return #"{ "kontract": 1, "module": "Shared", "package": "k.names", "declarations": [\#n"#
            + declarations.joined(separator: ",\n") + "\n] }"
    }
}

/// What validate accepts compiles in every configuration (one swiftc per configuration, CompileBatchTests).
let namingCollisionCase = CompileCase(
    "NamingCollision", contracts: ["namingcollision.kontract.json": NamingCollisionCorpus.contract(accepted: true)])

@Test func theAcceptedNamesValidate() throws {
    let (module, problems) = try namingCollisionModule(accepted: true)
    let checked = try #require(module, "the accepted corpus does not check:\n\(problems.prefix(3000))")
    let errors = SwiftGenerator.diagnose(module: checked).filter { $0.severity == .error }
    #expect(
        errors.isEmpty, "\(errors.prefix(10).map { "\($0.id) \($0.location): \($0.message)" }.joined(separator: "\n"))")
}

@Test func theRefusedNamesAreKG0103AtTheirLines() throws {
    let (module, problems) = try namingCollisionModule(accepted: false)
    let checked = try #require(module, "the refused corpus does not check:\n\(problems.prefix(3000))")
    let text = NamingCollisionCorpus.contract(accepted: false)
    let diagnostics = SwiftGenerator.diagnose(module: checked)
    #expect(
        diagnostics.allSatisfy { $0.id == "KG0103" }, "\(diagnostics.map { "\($0.id) \($0.location): \($0.message)" })")
    // Every line that names a refused name carries a KG0103, and no other line does.
    let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let refused =
        NamingCollisionCorpus.refusedProperties.union(NamingCollisionCorpus.refusedFunctions)
        .union(NamingCollisionCorpus.refusedTypes).union(NamingCollisionCorpus.refusedFileFunctions)
    let expected = Set(
        textLines.indices.filter { index in
            refused.contains { textLines[index].contains(#""name": "\#($0)""#) }
        }.map { $0 + 1 })
    let flagged = Set(diagnostics.map(\.location.line))
    #expect(flagged == expected, "KG0103 on lines \(flagged.sorted()), expected \(expected.sorted())")
}

/// The corpus written to a temporary folder and checked.
private func namingCollisionModule(accepted: Bool) throws -> (CheckedModule?, String) {
    let folder = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("names.kontract.json")
    try NamingCollisionCorpus.contract(accepted: accepted).write(to: file, atomically: true, encoding: .utf8)
    return TestSupport.module([file.path])
}
