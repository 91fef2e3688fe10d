// `<Type>.fixtures.json` → one Swift Testing test per accepted and rejected value.

import KontractCore

/// Turns type fixtures into tests of the generated types and codec.
///
/// An accepted value is decoded with the generated type; its Kotlin `toString()`, derived properties
/// (spelled with the generator's member names and types) and kotlinx re-encoding (`canonical`) are
/// compared with the fixture. A rejected value must make decoding throw, at the fixture's `path` if any.
struct FixtureSuiteTranslator {
    let context: TranslationContext
    let spelling: ContractTestSpelling

    /// The tests of one fixture file whose type is `entry`.
    func tests(_ fixtures: TypeFixtures, of entry: IndexedDeclaration) throws -> [SwiftDeclaration] {
        let qualifiedName = entry.qualifiedName
        guard spelling.isSerializable(qualifiedName) else {
            throw GeneratorError(
                "'\(fixtures.type.value)' is not a serializable type: its fixtures cannot be tested",
                at: fixtures.type.location)
        }
        let base = spelling.identifier(qualifiedName)
        let typeName = context.names.swiftName(of: qualifiedName)
        var tests: [SwiftDeclaration] = []
        for (index, fixture) in fixtures.accept.enumerated() {
            tests.append(
                ContractTestSpelling.test(
                    "\(base)Accepts\(index + 1)", displayName(typeName, "accepts", fixture.name, index),
                    body: try acceptBody(fixture, entry)))
        }
        for (index, fixture) in fixtures.reject.enumerated() {
            tests.append(
                ContractTestSpelling.test(
                    "\(base)Rejects\(index + 1)", displayName(typeName, "rejects", fixture.name, index), effects: nil,
                    body: rejectBody(fixture, qualifiedName)))
        }
        return tests
    }

    /// `SearchUiState accepts "defaults"`, or `… accepts #2` without a name.
    private func displayName(_ typeName: String, _ verb: String, _ name: String?, _ index: Int) -> String {
        "\(typeName) \(verb) " + (name.map { "\"\($0)\"" } ?? "#\(index + 1)")
    }

    private func acceptBody(_ fixture: AcceptFixture, _ entry: IndexedDeclaration) throws -> [SwiftStatement] {
        let qualifiedName = entry.qualifiedName
        var body: [SwiftStatement] = [.line("let value = \(spelling.decode(qualifiedName, fixture.input.bytes))")]
        if let toString = fixture.toString {
            body.append(.line("#expect(Kotlin.toString(value) == \(ContractTestSpelling.literal(toString.value)))"))
        }
        for member in fixture.derived {
            body.append(.line(try derivedExpectation(member, of: entry)))
        }
        if let canonical = fixture.canonical {
            body.append(
                .line(
                    "#expect(\(spelling.encode("value", qualifiedName)) == "
                        + "\(ContractTestSpelling.literal(canonical.value)))"))
        }
        if fixture.toString == nil && fixture.derived.isEmpty && fixture.canonical == nil {
            body.append(.line("_ = value"))
        }
        return body
    }

    /// `#expect(value.enReposo == true)`: the member as the generator names it, the expected value
    /// spelled in the member's Swift type.
    private func derivedExpectation(_ member: JSONMember, of entry: IndexedDeclaration) throws -> String {
        guard let derived = entry.declaration.derived.first(where: { $0.name.value == member.key }) else {
            throw GeneratorError(
                "'\(entry.declaration.name.value)' has no derived property '\(member.key)'", at: member.keyLocation)
        }
        let type = context.resolve(derived.type, in: entry)
        let expected = try DefaultValueTranslator(context: context).expression(member.value, type: type)
        let name = PropertyNaming.escapedMember(member.key, context: context)
        return "#expect(value.\(name) == \(expected))"
    }

    private func rejectBody(_ fixture: RejectFixture, _ qualifiedName: String) -> [SwiftStatement] {
        let decode: SwiftStatement = .line(spelling.decode(qualifiedName, fixture.input.bytes))
        guard let path = fixture.path else {
            return [.block("#expect(throws: KotlinJSONError.self)", [decode])]
        }
        return [
            .block("let error = #expect(throws: KotlinJSONError.self)", [decode]),
            .line("#expect(error?.path == \(ContractTestSpelling.literal(path.value)))"),
        ]
    }
}
