// A data class extending an open or abstract class (`data class User(...) : Entity()`; issue 26, first shape).

import Foundation
import KontractGenerator
import Testing

/// Bridge style derives the class, as the exporter shows it (`@interface SharedUser : SharedEntity`): app code
/// reads the superclass's members on the data class and passes it where the class is wanted. Swift style keeps a
/// struct (KG0002: the superclass is left out). Today's main refuses the contract with KT0503. Compiled in
/// CompileBatchTests.
@Suite struct DataClassSuperclassTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "dcs", "suppress": ["KG0002"], "declarations": [
          { "kind": "class", "name": "Entity", "modality": "abstract",
            "properties": [ { "name": "kind", "type": "String", "initial": "entity" } ],
            "functions": [ { "name": "describe", "returns": "String" } ] },
          { "kind": "class", "name": "Keeper", "modality": "open", "typeParameters": [ { "name": "T" } ] },
          { "kind": "data class", "name": "Member", "supertypes": [ "Entity" ],
            "properties": [ { "name": "id", "type": "String" }, { "name": "name", "type": "String", "default": "" } ] },
          { "kind": "data class", "name": "IntKeeper", "supertypes": [ "Keeper<Int>" ],
            "properties": [ { "name": "value", "type": "Int" } ] },
          { "kind": "sealed interface", "name": "Signal", "subclasses": [
            { "kind": "data class", "name": "Tapped", "supertypes": [ "Entity" ], "properties": [ { "name": "x", "type": "Int" } ] },
            { "kind": "data object", "name": "Stopped" } ] } ] }
        """

    static func usage(_ options: GeneratorOptions) -> String {
        guard options.style == .bridge else {
            return """
                func dataClassSuperclasses() -> [String] {
                    let member = Member(id: "1", name: "Ann")
                    let signals: [Signal] = [.tapped(Signal.Tapped(x: 1)), .stopped]
                    return [member.description, IntKeeper(value: 3).description]
                        + signals.map(\\.kotlinDescription) + [member == Member(id: "1") ? "" : "?"]
                }
                """
        }
        let sealedSwitch =
            options.interop == .skie
            ? """
            switch onEnum(of: signal) {
                case .tapped(let tapped): _ = tapped.x
                case .stopped: break
                }
            """ : "_ = signal as? SignalTapped"
        return """
            func dataClassSuperclasses() -> [String] {
                let member = Member(id: "1", name: "Ann")
                let entity: Entity = member
                let copy: Member = member.doCopy(id: "2", name: "Bo")
                let holder: Keeper<KotlinInt> = IntKeeper(value: 3)
                let tapped = SignalTapped(x: 1)
                let signal: any Signal = tapped
                let asEntity: Entity = tapped
                \(sealedSwitch)
                let same: Bool = member == Member(id: "1", name: "Ann") && !member.isEqual(copy)
                _ = (holder, same)
                return [entity.kind, entity.describe(), asEntity.kind, member.description, member.kotlinDescription]
            }
            """
    }

    /// With `usage`, the module compiles without a warning in every configuration (CompileBatchTests).
    static let compileCase = CompileCase(
        "DataClassSuperclass", contracts: ["dcs.kontract.json": contract], forbidding: ["warning:"],
        app: { usage($0) })

    @Test(arguments: [
        GeneratorOptions(interop: .objc, style: .bridge), GeneratorOptions(interop: .skie, style: .bridge),
    ])
    func bridgeStyleDerivesTheClass(_ options: GeneratorOptions) throws {
        let output = try SKIEGlobalsAndOverloadsTests.generate(["dcs.kontract.json": Self.contract], options)
        let swift = try #require(output["dcs.kontract.swift"])
        // The runtime's KotlinHashable conformance is off the app face (@_spi(KontractGenerated) extension).
        #expect(swift.contains("public final class Member: Entity {"))
        #expect(swift.contains("public final class IntKeeper: Keeper<KotlinInt> {"))
        #expect(swift.contains("public final class SignalTapped: Entity, Signal {"))
        #expect(swift.contains("@_spi(KontractGenerated)\nextension Member: KotlinHashable {}"))
        #expect(swift.contains("super.init(kontractSubclass: ())"))
        #expect(
            swift.contains(
                "override public var kotlinDescription: String { Member.kontractJSONRows.properties.toString(self) }"))
    }
}
