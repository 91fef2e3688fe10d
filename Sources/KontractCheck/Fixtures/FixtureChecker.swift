// Checks fixture and transcript files against the contracts: one verdict per entry.

import KontractCore
import KontractSerialization

/// The outcome of checking inputs: how many entries passed, and every failure.
public struct CheckTally: Sendable {
    public var passed = 0
    public var failed = 0
    /// Every failure, and the warnings of passed entries.
    public var failures: [Diagnostic] = []

    public init() {}

    /// Records one entry with what it found: passed when none of it is an error (warnings are reported
    /// with the passed entry).
    public mutating func record(_ entryFailures: [Diagnostic]) {
        if entryFailures.allSatisfy({ $0.severity != .error }) {
            passed += 1
        } else {
            failed += 1
        }
        failures += entryFailures
    }
}

/// Checks a fixture document: accepted values decode (and match `toString`, `derived` and
/// `canonical`), rejected values fail (at `path`, with `kind`), transcripts' calls match the
/// view model's functions and every state decodes as the flow's element type.
public struct FixtureChecker {
    public let contracts: CheckableContracts
    let evaluator: DerivedEvaluator

    public init(contracts: CheckableContracts) {
        self.contracts = contracts
        evaluator = DerivedEvaluator(contracts: contracts)
    }

    public func check(_ document: FixtureDocument, into tally: inout CheckTally) {
        switch document {
        case .types(let fixtures): check(fixtures, into: &tally)
        case .transcript(let transcript): check(transcript, into: &tally)
        }
    }

    func decode(_ input: FixtureInput, as type: CheckedType) -> Result<KotlinValue, Diagnostic> {
        input.bytes.withUnsafeBufferPointer { ValueChecker.decode($0, as: type, origin: input.origin) }
    }

    // MARK: Type fixtures

    func check(_ fixtures: TypeFixtures, into tally: inout CheckTally) {
        guard let type = found(contracts.type(named: fixtures.type.value), .unknownType, at: fixtures.type, &tally)
        else { return }
        for fixture in fixtures.accept { tally.record(check(fixture, as: type)) }
        for fixture in fixtures.reject { tally.record(check(fixture, as: type)) }
    }

    func check(_ fixture: AcceptFixture, as type: CheckedType) -> [Diagnostic] {
        let value: KotlinValue
        switch decode(fixture.input, as: type) {
        case .failure(let failure): return [failure]
        case .success(let decoded): value = decoded
        }
        var failures: [Diagnostic] = []
        // A value kotlinx decodes but cannot encode (a sealed subclass with a property named as the class
        // discriminator, KT0506): kotlinx accepts it, so the entry passes with a warning.
        if fixture.canonical == nil, let warning = ReEncoding.warning(for: value, as: type, at: fixture.input.origin) {
            failures.append(warning)
        }
        if let expected = fixture.toString {
            let actual = value.kotlinDescription(type.descriptor)
            if actual != expected.value {
                failures.append(
                    Diagnostic.check(
                        .toStringMismatch,
                        "toString() is \(JSONText.quoted(actual)), the fixture expects \(JSONText.quoted(expected.value))",
                        at: expected.location))
            }
        }
        if let expected = fixture.canonical {
            switch Result(catching: { () throws(KotlinJSONError) in
                try KotlinJSON.encode(value, type.descriptor, configuration: type.configuration)
            }) {
            case .success(let encoded) where encoded != expected.value:
                failures.append(
                    Diagnostic.check(
                        .canonicalMismatch,
                        "kotlinx encodes \(encoded), the fixture expects \(expected.value)", at: expected.location))
            case .failure(let error):
                failures.append(
                    Diagnostic.check(
                        .canonicalMismatch, "kotlinx cannot encode the value: \(error)", at: expected.location)
                )
            default: break
            }
        }
        for member in fixture.derived {
            failures += checkDerived(member, of: value, as: type)
        }
        return failures
    }

    func checkDerived(_ member: JSONMember, of value: KotlinValue, as type: CheckedType) -> [Diagnostic] {
        let location = member.keyLocation
        guard let derivedType = evaluator.derivedType(member.key, in: type.qualifiedName) else {
            return [
                Diagnostic.check(
                    .malformedFixture, "'\(type.qualifiedName)' has no derived property '\(member.key)'", at: location)
            ]
        }
        let expectedInput = FixtureInput(bytes: Array(member.value.compactText.utf8), origin: member.value.location)
        let expected: KotlinValue
        switch decode(expectedInput, as: derivedType) {
        case .failure(let failure): return [failure]
        case .success(let decoded): expected = decoded
        }
        switch evaluator.evaluate(member.key, of: value, in: type.qualifiedName) {
        case .failure(let error):
            return [
                Diagnostic.check(.derivedMismatch, "cannot evaluate '\(member.key)': \(error.message)", at: location)
            ]
        case .success(let actual) where actual != expected:
            let shown = actual.kotlinDescription(derivedType.descriptor)
            return [
                Diagnostic.check(
                    .derivedMismatch,
                    "\(member.key) is \(shown), the fixture expects \(member.value.compactText)", at: location)
            ]
        default: return []
        }
    }

    func check(_ fixture: RejectFixture, as type: CheckedType) -> [Diagnostic] {
        switch decode(fixture.input, as: type) {
        case .success(let value):
            return [
                Diagnostic.check(
                    .unexpectedlyAccepted,
                    "the value was accepted (\(value.kotlinDescription(type.descriptor))), the fixture expects a rejection",
                    at: fixture.input.origin)
            ]
        case .failure(let failure):
            var failures: [Diagnostic] = []
            if let path = fixture.path, path.value != (failure.jsonPath ?? "") {
                failures.append(
                    Diagnostic.check(
                        .rejectionMismatch,
                        "rejected at \(failure.jsonPath ?? "no path"), the fixture expects \(path.value): \(failure.message)",
                        at: path.location))
            }
            if let kind = fixture.kind, kind.value != failure.checkCode {
                failures.append(
                    Diagnostic.check(
                        .rejectionMismatch,
                        "rejected as \(failure.kind) [\(failure.id)], the fixture expects "
                            + "\(kind.value.kindName): \(failure.message)",
                        at: kind.location))
            }
            return failures
        }
    }

    /// What a lookup by the name a fixture file gives found; nil after recording its failure as `code` at
    /// the name.
    func found<Value>(
        _ lookup: Result<Value, TypeLookupError>, _ code: CheckDiagnosticCode, at name: Located<String>,
        _ tally: inout CheckTally
    ) -> Value? {
        switch lookup {
        case .failure(let error):
            tally.record([Diagnostic.check(code, error.message, at: name.location)])
            return nil
        case .success(let value): return value
        }
    }
}
