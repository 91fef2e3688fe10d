// Every declaration kind × member kind the format accepts is generated or reported: never dropped silently.

import Foundation
import KontractCore
import KontractGenerator
import Testing

/// One member the format accepts, in a contract that validates; its probe name (`zq…`) must appear in the
/// generated Swift of every configuration, or a diagnostic must stand on the probe's line.
struct AcceptedMember: CustomStringConvertible, Sendable {
    let description: String
    let declarations: String
    /// A name unique in the contract, on the line of the member it names.
    let probe: String
}

enum AcceptedMembers {
    static let item = #"{ "kind": "data class", "name": "Item", "properties": [ { "name": "id", "type": "Int" } ] }"#
    static let vm = #"{ "kind": "class", "name": "Vm", "supertypes": [ "ViewModel" ],"#

    /// Each kind of the format with each of its member keys (`docs/contract-format.md`).
    static let all: [AcceptedMember] = [
        .init(
            description: "data class property",
            declarations: #"{ "kind": "data class", "name": "D", "properties": ["# + "\n"
                + #"{ "name": "zqProperty", "type": "Int" } ] }"#, probe: "zqProperty"),
        .init(
            description: "data class derived property",
            declarations:
                #"{ "kind": "data class", "name": "D", "properties": [ { "name": "n", "type": "Int" } ], "derived": ["#
                + "\n" + #"{ "name": "zqDerived", "type": "Int", "kotlin": "n" } ] }"#, probe: "zqDerived"),
        .init(
            description: "enum entry",
            declarations: #"{ "kind": "enum class", "name": "E", "entries": ["# + "\n" + #""ZQENTRY" ] }"#,
            probe: "ZQENTRY"),
        .init(
            description: "sealed interface nested subclass",
            declarations: #"{ "kind": "sealed interface", "name": "S", "subclasses": ["# + "\n"
                + #"{ "kind": "data object", "name": "ZqSub" } ] }"#, probe: "ZqSub"),
        .init(
            description: "sealed class top-level subclass",
            declarations: #"{ "kind": "sealed class", "name": "S" },"# + "\n"
                + #"{ "kind": "data class", "name": "ZqLeaf", "supertypes": [ "S" ], "properties": [ { "name": "n", "type": "Int" } ] }"#,
            probe: "ZqLeaf"),
        .init(
            description: "object property",
            declarations: #"{ "kind": "object", "name": "O", "properties": ["# + "\n"
                + #"{ "name": "zqValue", "type": "Int", "default": 1 } ] }"#, probe: "zqValue"),
        .init(
            description: "data object",
            declarations: #"{ "kind": "data object", "name": "ZqDataObject" }"#, probe: "ZqDataObject"),
        .init(
            description: "plain class", declarations: #"{ "kind": "class", "name": "ZqPlain" }"#, probe: "ZqPlain"),
        .init(
            description: "plain class constructor parameter",
            declarations: #"{ "kind": "class", "name": "C", "constructors": [ { "parameters": ["# + "\n"
                + #"{ "name": "zqParameter", "type": "String" } ] } ] }"#, probe: "zqParameter"),
        .init(
            description: "plain class constructor property",
            declarations: #"{ "kind": "class", "name": "C", "constructors": [ { "parameters": ["# + "\n"
                + #"{ "name": "zqVal", "type": "String", "property": "val" } ] } ] }"#, probe: "zqVal"),
        .init(
            description: "plain class member property",
            declarations: #"{ "kind": "class", "name": "C", "properties": ["# + "\n"
                + #"{ "name": "zqMember", "type": "Int", "mutable": true } ] }"#, probe: "zqMember"),
        .init(
            description: "plain class member function",
            declarations: #"{ "kind": "class", "name": "C", "functions": ["# + "\n"
                + #"{ "name": "zqMethod", "returns": "Int" } ] }"#, probe: "zqMethod"),
        .init(
            description: "open class and its subclass",
            declarations: #"{ "kind": "class", "name": "Base", "modality": "open" },"# + "\n"
                + #"{ "kind": "class", "name": "ZqDerivedClass", "supertypes": [ "Base" ] }"#, probe: "ZqDerivedClass"),
        .init(
            description: "interface", declarations: #"{ "kind": "interface", "name": "ZqInterface" }"#,
            probe: "ZqInterface"),
        .init(
            description: "interface property",
            declarations: #"{ "kind": "interface", "name": "I", "properties": ["# + "\n"
                + #"{ "name": "zqRequirement", "type": "String" } ] }"#, probe: "zqRequirement"),
        .init(
            description: "interface function",
            declarations: #"{ "kind": "interface", "name": "I", "functions": ["# + "\n"
                + #"{ "name": "zqAbstract" } ] }"#, probe: "zqAbstract"),
        .init(
            description: "class adopting an interface",
            declarations: #"{ "kind": "interface", "name": "I", "properties": [ { "name": "p", "type": "Int" } ] },"#
                + "\n" + #"{ "kind": "class", "name": "ZqAdopter", "supertypes": [ "I" ] }"#, probe: "ZqAdopter"),
        .init(
            description: "view model flow property",
            declarations: item + ",\n" + vm + #" "properties": ["# + "\n"
                + #"{ "name": "zqState", "type": "StateFlow<Item>", "initial": { "id": 1 } } ] }"#, probe: "zqState"),
        .init(
            description: "view model function returning Unit",
            declarations: vm + #" "functions": ["# + "\n" + #"{ "name": "zqAction" } ] }"#, probe: "zqAction"),
        .init(
            description: "view model function returning a value",
            declarations: vm + #" "functions": ["# + "\n" + #"{ "name": "zqQuery", "returns": "Int" } ] }"#,
            probe: "zqQuery"),
        .init(
            description: "subclass of a view model",
            declarations: vm + #" "properties": [] },"# + "\n"
                + #"{ "kind": "class", "name": "ZqVmChild", "supertypes": [ "Vm" ] }"#, probe: "ZqVmChild"),
        .init(
            description: "file function",
            declarations: #"{ "kind": "file", "name": "F.kt", "functions": ["# + "\n"
                + #"{ "name": "zqTopLevel" } ] }"#,
            probe: "zqTopLevel"),
        .init(
            description: "file property with a getter",
            declarations: #"{ "kind": "file", "name": "F.kt", "properties": ["# + "\n"
                + #"{ "name": "zqGetter", "type": "Int", "kotlin": "1" } ] }"#, probe: "zqGetter"),
        .init(
            description: "file property without a getter",
            declarations: #"{ "kind": "file", "name": "F.kt", "properties": ["# + "\n"
                + #"{ "name": "zqNoGetter", "type": "Int" } ] }"#, probe: "zqNoGetter"),
        .init(
            description: "extension property on a data class",
            declarations: item + ",\n" + #"{ "kind": "file", "name": "F.kt", "properties": ["# + "\n"
                + #"{ "name": "zqExtension", "type": "Int", "receiver": "Item", "kotlin": "id" } ] }"#,
            probe: "zqExtension"),
        .init(
            description: "file property var",
            declarations: #"{ "kind": "file", "name": "F.kt", "properties": ["# + "\n"
                + #"{ "name": "zqVar", "type": "Int", "kotlin": "1", "mutable": true } ] }"#, probe: "zqVar"),
        .init(
            description: "data class var property",
            declarations: #"{ "kind": "data class", "name": "D", "properties": ["# + "\n"
                + #"{ "name": "zqDataVar", "type": "Int", "mutable": true } ] }"#, probe: "zqDataVar"),
        .init(
            description: "extension property var",
            declarations: item + ",\n" + #"{ "kind": "file", "name": "F.kt", "properties": ["# + "\n"
                + #"{ "name": "zqExtensionVar", "type": "Int", "receiver": "Item", "kotlin": "id", "mutable": true } ] }"#,
            probe: "zqExtensionVar"),
        .init(
            description: "class nested in a class",
            declarations: #"{ "kind": "class", "name": "A", "nested": ["# + "\n"
                + #"{ "kind": "class", "name": "ZqNestedClass" } ] }"#, probe: "ZqNestedClass"),
        .init(
            description: "inner class",
            declarations: #"{ "kind": "class", "name": "A", "nested": ["# + "\n"
                + #"{ "kind": "class", "name": "ZqInner", "inner": true } ] }"#, probe: "ZqInner"),
        .init(
            description: "class nested two levels deep",
            declarations: #"{ "kind": "class", "name": "A", "nested": [ { "kind": "class", "name": "A1", "nested": ["#
                + "\n" + #"{ "kind": "class", "name": "ZqDeep" } ] } ] }"#, probe: "ZqDeep"),
        .init(
            description: "class nested in an interface",
            declarations: #"{ "kind": "interface", "name": "I", "nested": ["# + "\n"
                + #"{ "kind": "class", "name": "ZqInInterface" } ] }"#, probe: "ZqInInterface"),
        .init(
            description: "data class nested in an object",
            declarations: #"{ "kind": "object", "name": "O", "nested": ["# + "\n"
                + #"{ "kind": "data class", "name": "ZqInObject", "properties": [ { "name": "n", "type": "Int" } ] } ] }"#,
            probe: "ZqInObject"),
        .init(
            description: "enum nested in a data class",
            declarations:
                #"{ "kind": "data class", "name": "D", "properties": [ { "name": "n", "type": "Int" } ], "nested": ["#
                + "\n" + #"{ "kind": "enum class", "name": "ZqInData", "entries": [ "A" ] } ] }"#, probe: "ZqInData"),
        .init(
            description: "companion object property",
            declarations: #"{ "kind": "class", "name": "C", "companion": { "properties": ["# + "\n"
                + #"{ "name": "zqCompanionValue", "type": "Int", "default": 1 } ] } }"#, probe: "zqCompanionValue"),
        .init(
            description: "companion object function",
            declarations: #"{ "kind": "class", "name": "C", "companion": { "functions": ["# + "\n"
                + #"{ "name": "zqCompanionFunction", "returns": "Int" } ] } }"#, probe: "zqCompanionFunction"),
        .init(
            description: "named companion object of an interface",
            declarations: #"{ "kind": "interface", "name": "I", "companion": {"# + "\n"
                + #""name": "ZqNamedCompanion" } }"#, probe: "ZqNamedCompanion"),
        .init(
            description: "extension property on a built-in type",
            declarations: #"{ "kind": "file", "name": "F.kt", "properties": ["# + "\n"
                + #"{ "name": "zqOnString", "type": "Int", "receiver": "String", "kotlin": "length" } ] }"#,
            probe: "zqOnString"),
        .init(
            description: "member extension property of a class",
            declarations: #"{ "kind": "class", "name": "C", "properties": ["# + "\n"
                + #"{ "name": "zqMemberExtension", "type": "Int", "receiver": "String", "mutable": true } ] }"#,
            probe: "zqMemberExtension"),
    ]
}

@Test(arguments: AcceptedMembers.all)
func everyAcceptedMemberIsGeneratedOrReported(_ member: AcceptedMember) throws {
    let folder = TestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text =
        #"{ "kontract": 1, "module": "Shared", "package": "p", "declarations": [ "# + "\n" + member.declarations
        + "\n] }"
    let path = folder.appendingPathComponent("m.kontract.json").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let pipeline = ContractPipeline.run([path])
    #expect(!pipeline.hasErrors, "\(member): \(pipeline.diagnostics.map(\.formatted))")
    let probeLine =
        try #require(
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(member.probe) }) + 1
    let module = try #require(pipeline.module, "\(member): no checked module")
    for options in SwiftGenerator.configurations {
        let result = SwiftGenerator.run(module: module, options: options)
        let swift = result.files.map(\.contents).joined(separator: "\n").lowercased()
        let generated = swift.contains(member.probe.lowercased())
        let reported = (pipeline.diagnostics + result.diagnostics).contains { $0.location.line == probeLine }
        #expect(
            generated || reported,
            "\(member) (\(options)): neither in the generated Swift nor reported at line \(probeLine)")
    }
}
