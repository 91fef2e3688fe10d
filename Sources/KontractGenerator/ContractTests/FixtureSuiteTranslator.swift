// `<Type>.fixtures.json` → one Swift Testing test per accepted and rejected value.

import KontractCheck
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
            throw Diagnostic.generator(
                .fixtureTypeNotTestable,
                "'\(fixtures.type.value)' is not a serializable type: its fixtures cannot be tested",
                at: fixtures.type.location)
        }
        let base = spelling.identifier(qualifiedName)
        let typeName = context.projection.swiftName(of: qualifiedName)
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
                    "\(base)Rejects\(index + 1)",
                    displayName(typeName, "rejects", fixture.name, index, path: fixture.path?.value), effects: .none,
                    body: rejectBody(fixture, qualifiedName)))
        }
        return tests
    }

    /// `SearchUiState accepts "defaults"`, or `… rejects #2 at $.id` without a name.
    private func displayName(
        _ typeName: String, _ verb: String, _ name: String?, _ index: Int, path: String? = nil
    ) -> String {
        let subject = name.map { "\"\($0)\"" } ?? ("#\(index + 1)" + (path.map { " at \($0)" } ?? ""))
        return "\(typeName) \(verb) \(subject)"
    }

    private func acceptBody(_ fixture: AcceptFixture, _ entry: IndexedDeclaration) throws -> [SwiftStatement] {
        let qualifiedName = entry.qualifiedName
        var body: [SwiftStatement] = [
            .declare(.let, "value", nil, spelling.decode(qualifiedName, fixture.input.bytes))
        ]
        var ordered: [SwiftStatement] = []
        if let toString = fixture.toString {
            ordered.append(
                expect(
                    .binary(RuntimeNames.toString("value"), "==", ContractTestSpelling.literal(toString.value))))
        }
        if let canonical = fixture.canonical {
            body.append(.declare(.let, "encoded", nil, spelling.encode("value", qualifiedName)))
            ordered.append(expect(.binary("encoded", "==", ContractTestSpelling.literal(canonical.value))))
        }
        if !ordered.isEmpty && mayReorder(fixture.input, ResolvedType(.declared(qualifiedName))) {
            body.append(.braced(.expression(Self.unorderedSetIssue), ordered))
        } else {
            body += ordered
        }
        for member in fixture.derived {
            body.append(try derivedExpectation(member, of: entry))
        }
        if fixture.toString == nil && fixture.derived.isEmpty && fixture.canonical == nil {
            body.append(.assign("_", "value"))
        }
        return body
    }

    /// Kotlin's sets keep insertion order (`LinkedHashSet`), Swift's `Set` does not: the text of a value
    /// holding a set may list its elements in another order, so those comparisons are a known issue.
    static let unorderedSetIssue = SwiftExpression.call(
        .identifier("withKnownIssue"), SwiftArgument(.string("Swift's Set does not keep Kotlin's insertion order")),
        SwiftArgument("isIntermittent", .bool(true)))

    /// True when the input holds a set of two elements or more (or, where the JSON cannot be followed,
    /// when the type may hold a set at all).
    private func mayReorder(_ input: FixtureInput, _ type: ResolvedType) -> Bool {
        var visiting: Set<String> = []
        guard containsSet(type, visiting: &visiting) else { return false }
        guard
            case .success(let json) = ContractJSONReader.parse(
                Array("[".utf8) + input.bytes + Array("]".utf8), path: ""),
            let item = json.items?.first
        else { return true }
        return hasLargeSet(item, type)
    }

    private func hasLargeSet(_ json: LocatedJSON, _ type: ResolvedType) -> Bool {
        switch type.kind {
        case .generic(let generic, let arguments):
            if generic == .set || generic == .mutableSet, (json.items?.count ?? 0) > 1 { return true }
            if let items = json.items, let element = arguments.first {
                return items.contains { hasLargeSet($0, element) }
            }
            if let members = json.members, let value = arguments.last {
                return members.contains { hasLargeSet($0.value, value) }
            }
            return false
        case .declared(let name, _):
            guard let entry = context.module[name] else { return false }
            guard entry.declaration.kind == .dataClass else {
                var visiting: Set<String> = []
                return containsSet(type, visiting: &visiting)
            }
            guard let members = json.members else { return false }
            return context.model[entry].properties.contains { property in
                guard let member = members.last(where: { $0.key == property.jsonName }) else { return false }
                return hasLargeSet(member.value, property.type)
            }
        default:
            return false
        }
    }

    /// True when a value of `type` may hold a `Set` (through properties of data classes and type arguments).
    private func containsSet(_ type: ResolvedType, visiting: inout Set<String>) -> Bool {
        switch type.kind {
        case .generic(let generic, let arguments):
            if generic == .set || generic == .mutableSet { return true }
            return arguments.contains { containsSet($0, visiting: &visiting) }
        case .declared(let name, _):
            guard let entry = context.module[name], visiting.insert(name).inserted else { return false }
            if entry.declaration.kind.isSealed {
                for candidate in context.model.declarations
                where candidate.supertypes.contains(where: { $0.declaredName == name }) {
                    if containsSet(ResolvedType(.declared(candidate.id.qualifiedName)), visiting: &visiting) {
                        return true
                    }
                }
                return false
            }
            return context.model[entry].properties.contains {
                !$0.isTransient && containsSet($0.type, visiting: &visiting)
            }
        default:
            return false
        }
    }

    /// `#expect(value.enReposo == true)`: the member as the generator names it, the expected value
    /// spelled in the member's Swift type.
    private func derivedExpectation(_ member: JSONMember, of entry: IndexedDeclaration) throws -> SwiftStatement {
        guard let derived = context.model[entry].derived.first(where: { $0.name.value == member.key }) else {
            throw Diagnostic.generator(
                .fixtureUnknownMember,
                "'\(entry.declaration.name.value)' has no derived property '\(member.key)'", at: member.keyLocation)
        }
        let type = derived.type
        let expected = try DefaultValueTranslator(context: context).expression(
            try ContractTestSpelling.constant(member.value, type, context.module), type: type)
        let name = PropertyNaming.escapedMember(member.key, profile: context.projection.profile)
        return expect(.binary(.member("value", name), "==", expected))
    }

    private func rejectBody(_ fixture: RejectFixture, _ qualifiedName: String) -> [SwiftStatement] {
        let decode: SwiftStatement = .expression(spelling.decode(qualifiedName, fixture.input.bytes))
        var checks: [SwiftStatement] = []
        if let path = fixture.path {
            checks.append(
                expect(
                    .binary(
                        .member(.optionalChain(.identifier("error")), "path"), "==",
                        ContractTestSpelling.literal(path.value))))
        }
        if let kind = fixture.kind.flatMap({ Self.errorKinds[$0.value] }) {
            checks.append(
                expect(.binary(.member(.optionalChain(.identifier("error")), "kind"), "==", .member(nil, kind))))
        }
        guard !checks.isEmpty else {
            return [ContractTestSpelling.expectThrows([decode])]
        }
        return [ContractTestSpelling.expectThrows([decode], named: "error")] + checks
    }

    /// Fixture kinds that only one `KotlinJSONError.Kind` gives (the others are told apart by
    /// kotlinx's message, as `kontract check` does).
    static let errorKinds: [CheckDiagnosticCode: String] = [
        .missingField: "missingField", .unknownEnumName: "unknownName",
    ]

    /// `#expect(condition)`.
    private func expect(_ condition: SwiftExpression) -> SwiftStatement {
        .expression(.call(.identifier("#expect"), SwiftArgument(condition)))
    }
}
