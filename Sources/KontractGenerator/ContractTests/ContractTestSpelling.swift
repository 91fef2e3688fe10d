// What the generated contract tests share: input literals, decode and encode calls, test names.

import KontractCore
import KontractSerialization

/// Spells what every contract-test suite needs, with the same names as the generated types.
///
/// For example: `decode("pkg.SearchUiState", #"{}"#)` → `try KotlinJSON.decode(SearchUiState.self, from: #"{}"#)`;
/// a bridge-style sealed class decodes through its `…KotlinSerializer`.
struct ContractTestSpelling {
    let context: TranslationContext
    let conversion: KotlinValueConversion

    init(context: TranslationContext) {
        self.context = context
        let builder = context.descriptors
        conversion = KotlinValueConversion(
            context: context,
            serializable: SerializationTranslator.serializableDeclarations(context: context, builder: builder).0)
    }

    /// True when the generated type conforms to the codec (`KotlinSerializable` or a serializer enum).
    func isSerializable(_ qualifiedName: String) -> Bool {
        conversion.serializable.contains(qualifiedName)
    }

    /// The type (or serializer enum) passed to `KotlinJSON.decode`.
    func serializer(of qualifiedName: String) -> String {
        conversion.serializerName(of: qualifiedName) ?? context.projection.swiftName(of: qualifiedName)
    }

    /// `try KotlinJSON.decode(T.self, from: literal)`.
    func decode(_ qualifiedName: String, _ input: [UInt8]) -> SwiftExpression {
        .try(
            .call(
                .member(.identifier("KotlinJSON"), "decode"),
                SwiftArgument(.member(.type(SwiftType(serializer(of: qualifiedName))), "self")),
                SwiftArgument("from", Self.literal(input))))
    }

    /// `try KotlinJSON.encode(value)`, through the serializer when the type is not its own.
    func encode(_ value: SwiftExpression, _ qualifiedName: String) -> SwiftExpression {
        let encode = SwiftExpression.member(.identifier("KotlinJSON"), "encode")
        let serializer = serializer(of: qualifiedName)
        guard serializer != context.projection.swiftName(of: qualifiedName) else {
            return .try(.call(encode, SwiftArgument(value)))
        }
        return .try(
            .call(encode, SwiftArgument(value), SwiftArgument("with", .member(.type(SwiftType(serializer)), "self"))))
    }

    /// A Swift expression of `type` for a JSON value (a transcript's state or argument): decoded with the
    /// generated codec for a serializable declared type (other than an enum or object), from the text
    /// without whitespace; spelled as a literal otherwise.
    func value(_ input: [UInt8], type: ResolvedType, at location: SourceLocation) throws -> SwiftExpression {
        if case .declared(let name, _) = type.kind, !type.isNullable, isSerializable(name),
            let kind = context.module[name]?.declaration.kind, kind != .enumClass, kind != .object,
            kind != .dataObject
        {
            return decode(name, Self.withoutWhitespace(input))
        }
        // The reader wants an array or object at the top: the value is read as the only item of one.
        switch ContractJSONReader.parse(Array("[".utf8) + input + Array("]".utf8), path: location.file) {
        case .failure(let diagnostic): throw Diagnostic.generator(.unspellableDefault, diagnostic.message, at: location)
        case .success(let json):
            guard let item = json.items?.first else {
                throw Diagnostic.generator(.unspellableDefault, "not a JSON value", at: location)
            }
            return try DefaultValueTranslator(context: context).expression(
                try Self.constant(item, type, context.module), type: type)
        }
    }

    /// A fixture's JSON read as a value of `type` by the checker's rules for defaults; a KG0201
    /// diagnostic at the value when it is not one.
    static func constant(_ json: LocatedJSON, _ type: ResolvedType, _ module: CheckedModule) throws -> ResolvedConstant
    {
        switch module.constant(json, as: type) {
        case .success(let constant): return constant
        case .failure(let problem):
            throw Diagnostic.generator(.unspellableDefault, problem.message, at: problem.location)
        }
    }

    /// The JSON text without the whitespace between tokens (kotlinx ignores it), so that a recorded
    /// state written over several lines reads as one; strings and number texts are kept as they are.
    static func withoutWhitespace(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if [0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                continue
            }
            result.append(byte)
        }
        return result
    }

    /// A string literal holding the bytes exactly: raw (`#"{"a":1}"#`) when nothing needs escaping,
    /// escaped otherwise; bytes that are not UTF-8 become a `[UInt8]` literal.
    static func literal(_ bytes: [UInt8]) -> SwiftExpression {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let numbers = bytes.map { SwiftExpression.number("0x" + String($0, radix: 16, uppercase: true)) }
            return .cast(.array(numbers), .plain, .array(.named("UInt8")))
        }
        return literal(text)
    }

    /// A single-line string literal of `text`, raw when it has quotes or backslashes but no control characters.
    static func literal(_ text: String) -> SwiftExpression {
        SwiftLiterals.prefersRawString(text) ? .rawString(text) : .string(text)
    }

    /// `#expect(throws: KotlinJSONError.self) { body }`, or `let error = …` when `named` is given,
    /// the body over lines.
    static func expectThrows(_ body: [SwiftStatement], named: String? = nil) -> SwiftStatement {
        let call = SwiftExpression.call(
            .identifier("#expect"), SwiftArgument("throws", .member(.type(.named("KotlinJSONError")), "self")))
        return .braced(named.map { .declare(.let, $0, nil, call) } ?? .expression(call), body)
    }

    /// A lower-camel-case identifier from a Swift type name: `SearchResult.Found` → `searchResultFound`.
    func identifier(_ qualifiedName: String) -> String {
        let swiftName = context.projection.swiftName(of: qualifiedName)
        let letters = swiftName.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return ObjCExportNaming.lowercasedFirst(letters)
    }

    /// `@Test("text")`.
    static func testAttribute(_ displayName: String, traits: [SwiftExpression] = []) -> SwiftAttribute {
        SwiftAttribute("Test", arguments: [.string(displayName)] + traits)
    }

    /// A test function: internal, without parameters.
    static func test(
        _ name: String, _ displayName: String, effects: SwiftEffects = .throws, body: [SwiftStatement],
        traits: [SwiftExpression] = []
    ) -> SwiftDeclaration {
        .function(
            SwiftFunction(
                modifiers: [], name: name, parameters: [], returnType: nil, body: body, effects: effects,
                attributes: [testAttribute(displayName, traits: traits)]))
    }

    /// `@Suite("…") struct Name { tests }`.
    static func suite(_ name: String, _ displayName: String, _ tests: [SwiftDeclaration]) -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                kind: .struct, access: nil, name: name, members: tests,
                attributes: [SwiftAttribute("Suite", arguments: [.string(displayName)])]))
    }
}
