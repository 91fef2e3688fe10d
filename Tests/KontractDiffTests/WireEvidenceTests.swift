// WIRE verdicts proven by the codec, in process: every case's BASE samples are encoded with BASE's descriptor and
// decoded with HEAD's (an old writer, a new reader), HEAD's samples the other way, and BASE's values must come back
// unchanged through HEAD; a case fails exactly when diff reports a WIRE break.

import KontractCheck
import KontractCore
import KontractSerialization
import Testing

@testable import KontractDiff

@Suite struct WireEvidenceTests {
    /// WIRE changes the codec shows on some value: errors, and the warnings about values only one side writes
    /// (a new enum value or subclass: KD0205; a null: KD0214; a larger number: KD0215). A changed default
    /// (KD0211) decodes on both sides.
    static let shownByValues: Set<String> = ["KD0205", "KD0214", "KD0215"]

    @Test func samplesFailExactlyWhenDiffSaysWireBreaks() throws {
        let cases = try DiffCorpus.cases.get()
        var breaking: Set<String> = []
        var failing: [String: String] = [:]
        for diffCase in cases {
            if Self.diffSaysWireBreaks(diffCase) { breaking.insert(diffCase.name) }
            if let failure = Self.firstFailure(base: diffCase.base, head: diffCase.head) {
                failing[diffCase.name] = failure
            }
        }
        let unflagged = Set(failing.keys).subtracting(breaking).sorted()
        let unproven = breaking.subtracting(failing.keys).sorted()
        #expect(
            unflagged.isEmpty,
            "the codec breaks but diff says no WIRE break: \(unflagged.map { "\($0): \(failing[$0] ?? "")" })")
        #expect(unproven.isEmpty, "diff says WIRE breaks but every sample survives: \(unproven)")
        #expect(breaking.count >= 30, "\(breaking.count) WIRE-breaking cases")
    }

    /// Whether diff reports a WIRE change the codec shows on some value (WIRE is the same in every configuration).
    static func diffSaysWireBreaks(_ diffCase: DiffCase) -> Bool {
        diffCase.changes(DiffCase.configurations[0].options).contains {
            $0.category == .wire && ($0.diagnostic.severity == .error || shownByValues.contains($0.diagnostic.id))
        }
    }

    /// The first sample that does not survive between the sides, described; nil when all do.
    static func firstFailure(base: CheckedModule, head: CheckedModule) -> String? {
        for sides in WireRules.pairs(base: base, head: head) {
            let (name, was, now, oldJSON, newJSON) = (sides.name, sides.was, sides.now, sides.oldJSON, sides.newJSON)
            for sample in WireSamples.samples(was) {
                do {
                    let text = try KotlinJSON.encode(sample, was, configuration: oldJSON)
                    let read = try KotlinJSON.decode(now, from: text, configuration: newJSON)
                    let back = try KotlinJSON.decode(
                        was, from: try KotlinJSON.encode(read, now, configuration: newJSON), configuration: oldJSON)
                    if !sameCommonFields(sample, back, was, now) {
                        return "\(name): \(text) comes back from HEAD as \(back)"
                    }
                } catch {
                    return "\(name): a BASE value read by HEAD: \(error)"
                }
            }
            for sample in WireSamples.samples(now) {
                do {
                    let text = try KotlinJSON.encode(sample, now, configuration: newJSON)
                    _ = try KotlinJSON.decode(was, from: text, configuration: oldJSON)
                } catch {
                    return "\(name): a HEAD value read by BASE: \(error)"
                }
            }
        }
        return nil
    }

    /// Whether a value came back with the same fields where both sides have the property (a property only BASE
    /// has is dropped by HEAD's reader by design: KD0202 says when that breaks).
    private static func sameCommonFields(
        _ sample: KotlinValue, _ back: KotlinValue, _ was: KotlinSerialDescriptor, _ now: KotlinSerialDescriptor
    ) -> Bool {
        guard case .instance(let name, let fields) = sample, case .instance(let backName, let backFields) = back,
            name == backName, let properties = properties(of: name, in: was),
            let headNames = headProperties(name, was, now)
        else { return sample == back }
        for (index, property) in properties.enumerated() where headNames.contains(property.name) {
            guard index < fields.count, index < backFields.count, fields[index] == backFields[index] else {
                return false
            }
        }
        return true
    }

    private static func properties(of serialName: String, in descriptor: KotlinSerialDescriptor)
        -> [KotlinPropertyDescriptor]?
    {
        switch descriptor {
        case .classType(let classDescriptor): classDescriptor.properties
        case .sealed(let sealed): sealed.subclasses.first { $0.serialName == serialName }?.properties
        default: nil
        }
    }

    private static func headProperties(
        _ serialName: String, _ was: KotlinSerialDescriptor, _ now: KotlinSerialDescriptor
    ) -> Set<String>? {
        switch now {
        case .classType(let classDescriptor): Set(classDescriptor.properties.map(\.name))
        case .sealed(let sealed):
            (sealed.subclasses.first { $0.serialName == serialName } ?? sealed.subclasses.first).map {
                Set($0.properties.map(\.name))
            }
        default: nil
        }
    }
}
