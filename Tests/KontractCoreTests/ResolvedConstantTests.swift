// Tests defaults as typed constants: the checker reads each default once, against its Kotlin type.

import Testing

@testable import KontractCore

@Suite struct ResolvedConstantTests {
    private static let contract = TemporaryContracts.contract(
        package: "p",
        """
            { "kind": "enum class", "name": "Color", "entries": [{ "name": "DARK_BLUE", "serialName": "dark" }] },
            { "kind": "data object", "name": "None" },
            { "kind": "sealed interface", "name": "Shape", "subclasses": [
              { "kind": "data class", "name": "Circle", "serialName": "circle",
                "properties": [{ "name": "radius", "type": "Double", "default": 1 }] } ] },
            { "kind": "data class", "name": "Inner", "properties": [
              { "name": "id", "type": "Long", "serialName": "ID" },
              { "name": "tag", "type": "String?", "default": null } ] },
            { "kind": "data class", "name": "D", "properties": [
              { "name": "u", "type": "UByte", "default": 200 },
              { "name": "i", "type": "Int", "default": -3 },
              { "name": "f", "type": "Float", "default": 1.5 },
              { "name": "c", "type": "Char", "default": "x" },
              { "name": "color", "type": "Color", "default": "dark" },
              { "name": "none", "type": "None", "default": {} },
              { "name": "inner", "type": "Inner", "default": { "ID": 7 } },
              { "name": "shape", "type": "Shape", "default": { "type": "circle" } },
              { "name": "byColor", "type": "Map<Color, List<Int>>", "default": { "dark": [1, 2] } },
              { "name": "flags", "type": "Map<Boolean, Int>", "default": { "true": 1 } } ] },
            { "kind": "class", "name": "Vm", "supertypes": ["ViewModel"],
              "properties": [{ "name": "state", "type": "StateFlow<Int>", "initial": 4 }],
              "functions": [{ "name": "go", "parameters": [{ "name": "n", "type": "Short", "default": 2 }] }] }
        """)

    private static func model() throws -> ResolvedModule {
        let parsed = try #require(ContractParser.parse(text: contract, path: "t.kontract.json").0)
        let checked = ContractChecker.check([parsed])
        return try #require(checked.module, "\(checked.diagnostics.map(\.formatted))").model
    }

    private static func defaults(of name: String, in model: ResolvedModule) throws -> [String: ResolvedConstant] {
        let declaration = try #require(model[DeclarationID(qualifiedName: "p." + name)])
        return Dictionary(
            uniqueKeysWithValues: declaration.properties.compactMap { property in
                property.defaultValue.map { (property.name.value, $0) }
            })
    }

    @Test func scalarsHaveTheirKotlinWidth() throws {
        let defaults = try Self.defaults(of: "D", in: Self.model())
        guard case .unsignedInteger(200, width: .ubyte) = defaults["u"]?.value else {
            Issue.record("u")
            return
        }
        guard case .integer(-3, width: .int) = defaults["i"]?.value else {
            Issue.record("i")
            return
        }
        guard case .floating(1.5, width: .float) = defaults["f"]?.value else {
            Issue.record("f")
            return
        }
        guard case .char(0x78) = defaults["c"]?.value else {
            Issue.record("c")
            return
        }
        #expect(defaults["i"]?.json == "-3")
        #expect(defaults["u"]?.location.file == "t.kontract.json")
    }

    @Test func declaredValuesNameTheirDeclarations() throws {
        let defaults = try Self.defaults(of: "D", in: Self.model())
        guard case .enumEntry(let color, let entry) = defaults["color"]?.value else {
            Issue.record("color")
            return
        }
        #expect(color.rawValue == "p.Color" && entry.name.value == "DARK_BLUE")
        guard case .singleton(let none) = defaults["none"]?.value else {
            Issue.record("none")
            return
        }
        #expect(none.rawValue == "p.None")
        guard case .instance(let inner, let fields) = defaults["inner"]?.value else {
            Issue.record("inner")
            return
        }
        #expect(inner.rawValue == "p.Inner")
        #expect(fields.map(\.property) == ["id"] && fields.map(\.key) == ["ID"])
        guard case .integer(7, width: .long) = fields.first?.value.value else {
            Issue.record("inner.id")
            return
        }
        // A sealed type's value is the subclass its discriminator names, without the discriminator.
        guard case .instance(let circle, let circleFields) = defaults["shape"]?.value else {
            Issue.record("shape")
            return
        }
        #expect(circle.rawValue == "p.Shape.Circle" && circleFields.isEmpty)
        #expect(defaults["shape"]?.json == #"{"type":"circle"}"#)
    }

    @Test func mapKeysAreValuesOfTheKeyType() throws {
        let defaults = try Self.defaults(of: "D", in: Self.model())
        guard case .map(let entries) = defaults["byColor"]?.value, let entry = entries.first,
            case .enumEntry(_, let color) = entry.key.value, case .list(let items) = entry.value.value
        else {
            Issue.record("byColor")
            return
        }
        #expect(color.name.value == "DARK_BLUE" && items.count == 2)
        guard case .map(let flags) = defaults["flags"]?.value, case .boolean(true) = flags.first?.key.value else {
            Issue.record("flags")
            return
        }
    }

    @Test func initialValuesAndParameterDefaultsAreConstantsToo() throws {
        let vm = try #require(Self.model()[DeclarationID(qualifiedName: "p.Vm")])
        guard case .integer(4, width: .int) = vm.memberProperties.first?.initial?.value else {
            Issue.record("initial")
            return
        }
        guard case .integer(2, width: .short) = vm.functions.first?.parameters.first?.defaultValue?.value else {
            Issue.record("parameter default")
            return
        }
    }

    @Test func fixtureValuesAreReadByTheSameRules() throws {
        let parsed = try #require(ContractParser.parse(text: Self.contract, path: "t.kontract.json").0)
        let module = try #require(ContractChecker.check([parsed]).module)
        let location = SourceLocation(file: "f.json", line: 1, column: 1)
        let ubyte = ResolvedType(.primitive(.ubyte))
        guard case .success(let fits) = module.constant(LocatedJSON(.integer(255), at: location), as: ubyte),
            case .unsignedInteger(255, width: .ubyte) = fits.value
        else {
            Issue.record("255 is a UByte")
            return
        }
        guard case .failure(let problem) = module.constant(LocatedJSON(.integer(300), at: location), as: ubyte) else {
            Issue.record("300 is not a UByte")
            return
        }
        #expect(problem.id == "KT0402" && problem.location == location)
    }
}
