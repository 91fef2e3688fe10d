// `Unit` as the type of a property or parameter (issue 26): Kotlin accepts it, the exporter shows `KotlinUnit`.

import Foundation
import KontractGenerator
import Testing

/// `val done: Unit`, `fun fire(what: Unit)` and `Unit?` are Kotlin the compiler accepts; the exporter maps them as
/// any other reference type, to the framework's `KotlinUnit` (`KotlinUnit?`), whose one value is
/// `KotlinUnit.shared` (also `KotlinUnit()`). Before, validate refused every such property and parameter (KT0204).
/// A serialized or derived `Unit` stays KT0204 (kotlinx writes `{}`; not emulated), and swift style has no Swift
/// type for it (KG0101 there). Compiled in CompileBatchTests, bridge style.
@Suite struct UnitValueTests {
    static let contract = """
        { "kontract": 1, "module": "Shared", "package": "units", "declarations": [
          { "kind": "data class", "name": "UnitTick", "serializable": false, "properties": [
            { "name": "done", "type": "Unit" }, { "name": "maybe", "type": "Unit?" }, { "name": "count", "type": "Int" } ] },
          { "kind": "data class", "name": "UnitWire", "properties": [
            { "name": "id", "type": "Int" }, { "name": "skip", "type": "Unit", "transient": true, "default": {} } ] },
          { "kind": "class", "name": "UnitEvents",
            "constructors": [ { "parameters": [
              { "name": "seed", "type": "Unit" }, { "name": "last", "type": "Unit?", "property": "val" } ] } ],
            "properties": [ { "name": "current", "type": "Unit" }, { "name": "ticks", "type": "Flow<Unit>" } ],
            "functions": [ { "name": "fire", "parameters": [
              { "name": "what", "type": "Unit" }, { "name": "other", "type": "Unit?" } ] } ] },
          { "kind": "interface", "name": "UnitSource",
            "properties": [ { "name": "unit", "type": "Unit" } ],
            "functions": [ { "name": "take", "parameters": [ { "name": "u", "type": "Unit" } ], "returns": "Unit?" } ] },
          { "kind": "object", "name": "UnitClock", "properties": [ { "name": "tick", "type": "Unit", "default": {} } ] },
          { "kind": "file", "name": "Units.kt", "properties": [ { "name": "topUnit", "type": "Unit?" } ],
            "functions": [ { "name": "consume", "parameters": [ { "name": "u", "type": "Unit" } ] } ] } ] }
        """

    static func usage(_ options: GeneratorOptions) -> String {
        """
        func unitValues(_ events: UnitEvents, _ source: any UnitSource) -> [String] {
            let tick = UnitTick(done: KotlinUnit.shared, maybe: nil, count: 1)
            let done: KotlinUnit = tick.done
            let copy = tick.doCopy(done: done, maybe: KotlinUnit(), count: 2)
            let wire = UnitWire(id: 1, skip: KotlinUnit.shared)
            let made = UnitEvents(seed: KotlinUnit.shared, last: nil)
            events.fire(what: made.current, other: made.last)
            let taken: KotlinUnit? = source.take(u: source.unit)
            let clock: KotlinUnit = UnitClock.shared.tick
            UnitsKt.consume(u: clock)
            let top: KotlinUnit? = UnitsKt.topUnit
            return [copy.description, wire.skip.description, String(describing: taken), String(describing: top)]
        }
        """
    }

    /// With `usage`, the module compiles without a warning in the bridge configurations (CompileBatchTests).
    static let compileCase = CompileCase(
        "UnitValue", contracts: ["units.kontract.json": contract],
        options: CompileConfiguration.allOptions.filter { $0.style == .bridge }, forbidding: ["warning:"],
        app: { usage($0) })

    @Test func unitIsTheFrameworksKotlinUnitInBridgeStyle() throws {
        for interop in [InteropMode.objc, .skie] {
            let output = try SKIEGlobalsAndOverloadsTests.generate(
                ["units.kontract.json": Self.contract], GeneratorOptions(interop: interop, style: .bridge))
            let swift = try #require(output["units.kontract.swift"])
            #expect(swift.contains("public init(done: KotlinUnit, maybe: KotlinUnit?, count: Int32)"), "\(interop)")
            #expect(swift.contains("public func fire(what: KotlinUnit, other: KotlinUnit?)"), "\(interop)")
            #expect(swift.contains("func take(u: KotlinUnit) -> KotlinUnit?"), "\(interop)")
            #expect(swift.contains("public let tick: KotlinUnit = KotlinUnit.shared"), "\(interop)")
        }
    }

    /// Swift style has no idiomatic type for `Unit` (`Void` is neither `Hashable` nor `Codable`): an error at each
    /// place, never a dropped member.
    @Test func swiftStyleReportsUnitAtItsPlace() throws {
        let error = #expect(throws: (any Error).self) {
            _ = try SKIEGlobalsAndOverloadsTests.generate(
                ["units.kontract.json": Self.contract], GeneratorOptions(interop: .objc, style: .swift))
        }
        let text = "\(error.map { "\($0)" } ?? "")"
        #expect(text.contains("Unit as a value type in swift style") && text.contains("[KG0101]"), "\(text)")
    }
}
