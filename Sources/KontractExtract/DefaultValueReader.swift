// Constant default expressions (literals, collections, enum entries, constructor calls) → the contract's JSON.

import KotlinSourceSyntax
import KotlinSyntax

/// Reads a default value's tokens as the JSON kotlinx encodes for it, or says why it is not a constant.
struct DefaultValueReader {
    let file: KotlinFileSyntax
    let index: ExtractIndex
    private var at: Int
    private let end: Int
    private var depth = 0

    /// Why an expression is not a constant, and where.
    struct NotConstant: Error {
        var reason: String
        var position: KotlinSourcePosition
    }

    static let listFunctions: Set<String> = [
        "emptyList", "emptySet", "emptyArray", "listOf", "setOf", "mutableListOf", "mutableSetOf", "arrayOf",
        "arrayListOf", "hashSetOf", "linkedSetOf", "listOfNotNull", "booleanArrayOf", "byteArrayOf", "shortArrayOf",
        "intArrayOf", "longArrayOf", "floatArrayOf", "doubleArrayOf", "charArrayOf", "ubyteArrayOf", "ushortArrayOf",
        "uintArrayOf", "ulongArrayOf",
    ]
    static let mapFunctions: Set<String> = ["emptyMap", "mapOf", "mutableMapOf", "hashMapOf", "linkedMapOf"]
    /// The integer types' `MIN_VALUE` and `MAX_VALUE`.
    static let limits: [String: String] = [
        "Byte.MIN_VALUE": "-128", "Byte.MAX_VALUE": "127", "Short.MIN_VALUE": "-32768", "Short.MAX_VALUE": "32767",
        "Int.MIN_VALUE": "-2147483648", "Int.MAX_VALUE": "2147483647", "Long.MIN_VALUE": "-9223372036854775808",
        "Long.MAX_VALUE": "9223372036854775807", "UByte.MIN_VALUE": "0", "UByte.MAX_VALUE": "255",
        "UShort.MIN_VALUE": "0", "UShort.MAX_VALUE": "65535", "UInt.MIN_VALUE": "0", "UInt.MAX_VALUE": "4294967295",
        "ULong.MIN_VALUE": "0", "ULong.MAX_VALUE": "18446744073709551615",
    ]

    /// How deep constants may name constants (and nested values nest) before the reader gives up: a cycle
    /// (`const val A = B`, `const val B = A`) is not a constant.
    static let maximumConstantDepth = 64

    /// The declared type of the value (`Shape`, `List<Shape>`): a sealed subclass's value under it gets the class
    /// discriminator.
    let expected: String?

    init(file: KotlinFileSyntax, index: ExtractIndex, expression: KotlinSourceText, expected: String?) {
        self.file = file
        self.index = index
        self.expected = expected
        self.at = expression.tokens.lowerBound
        self.end = expression.tokens.upperBound
    }

    /// The JSON of the whole expression.
    mutating func read() -> Result<ContractJSON, NotConstant> {
        do {
            let value = try value(expected: expected)
            guard at == end else { throw failure("an expression beyond a constant") }
            return .success(value)
        } catch let error as NotConstant {
            return .failure(error)
        } catch {
            return .failure(NotConstant(reason: "\(error)", position: position))
        }
    }

    private var position: KotlinSourcePosition { file.tokens[min(at, file.tokens.count - 1)].position }
    private var kind: KotlinTokenKind { at < end ? file.tokens[at].kind : .end }
    private var text: String { at < end ? file.text(at) : "" }

    private func failure(_ reason: String) -> NotConstant { NotConstant(reason: reason, position: position) }

    private func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }

    private mutating func expect(_ value: String) throws {
        guard isPunctuation(value) else { throw failure("'\(text)' where '\(value)' was expected") }
        at += 1
    }

    private mutating func value(expected: String?) throws -> ContractJSON {
        guard depth < 64 else { throw failure("a value nested too deeply") }
        depth += 1
        defer { depth -= 1 }
        var negative = false
        if isPunctuation("(") {
            at += 1
            let inner = try value(expected: expected)
            try expect(")")
            return inner
        }
        if isPunctuation("-") {
            negative = true
            at += 1
        }
        let literal = text
        switch kind {
        case .integerLiteral:
            at += 1
            guard let number = KotlinLiteralValue.integer(literal, negative: negative) else {
                throw failure("an integer out of range")
            }
            return .number(number)
        case .realLiteral:
            at += 1
            guard let number = KotlinLiteralValue.real(literal, negative: negative) else { throw failure("a number") }
            return .number(number)
        case _ where negative:
            throw failure("a negated expression")
        case .stringLiteral:
            guard let string = KotlinLiteralValue.string(literal) else { throw failure("a string template or \\u0000") }
            at += 1
            return .string(string)
        case .characterLiteral:
            guard let character = KotlinLiteralValue.character(literal) else { throw failure("a character") }
            at += 1
            return .string(character)
        case .identifier, .backtickedIdentifier:
            return try named(expected: expected)
        default:
            throw failure(kind == .end ? "an empty expression" : "'\(literal)'")
        }
    }

    /// `null`, `true`, `listOf(…)`, `mapOf(a to b)`, `Tab.HOME`, `Obj`, `Item(id = "a")`.
    private mutating func named(expected: String?) throws -> ContractJSON {
        let start = position
        var path = [text]
        at += 1
        switch path[0] {
        case "null": return .null
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: break
        }
        while isPunctuation("."), at + 1 < end,
            file.tokens[at + 1].kind == .identifier
                || file.tokens[at + 1].kind == .backtickedIdentifier
        {
            path.append(file.text(at + 1))
            at += 2
        }
        if isPunctuation("<") { try skipTypeArguments() }
        let name = path.joined(separator: ".")
        if isPunctuation("(") {
            let function = path.last ?? ""
            let typeArguments = expected.map(ExtractIndex.split)?.arguments ?? []
            if Self.listFunctions.contains(function) && path.count == 1 {
                return .array(
                    try arguments { _, _ in typeArguments.first }.map { argument in
                        guard argument.name == nil else {
                            throw NotConstant(reason: "a named argument", position: start)
                        }
                        return argument.value
                    })
            }
            if Self.mapFunctions.contains(function) && path.count == 1 {
                return try mapEntries(valueType: typeArguments.count == 2 ? typeArguments[1] : nil)
            }
            guard let info = index.classes[name], !info.isObject else {
                throw NotConstant(reason: "a call of '\(name)'", position: start)
            }
            // kmm-production-sample's `settings: Settings = Settings(setOf(…))`: a contract default is the JSON
            // kotlinx writes, and a plain class has none.
            guard !info.isPlainClass else {
                throw NotConstant(reason: "a call of '\(name)', a class without a JSON form", position: start)
            }
            let values = try arguments { position, label in
                let parameter = label.flatMap { label in info.parameters.first { $0.name == label } }
                return (parameter ?? (position < info.parameters.count ? info.parameters[position] : nil))?.type
            }
            if info.isValueClass {
                // `Cents(0L)`: kotlinx writes the wrapped value, not an object.
                guard values.count == 1 else { throw NotConstant(reason: "a call of '\(name)'", position: start) }
                return values[0].value
            }
            try checkLeftOut(of: name, info, given: values.map(\.name), at: start)
            var members: [(key: String, value: ContractJSON)] = discriminator(info, expected: expected)
            var given: [String: ContractJSON] = [:]
            for (position, argument) in values.enumerated() {
                guard
                    let key = argument.name
                        ?? (position < info.parameters.count ? info.parameters[position].name : nil)
                else { throw NotConstant(reason: "too many arguments to '\(name)'", position: start) }
                given[key] = argument.value
            }
            // kotlinx writes the sealed superclasses' properties first (outermost first), then the class's own.
            members += try inheritedProperties(of: info, named: name, given: given, at: start, level: 0)
            for (position, argument) in values.enumerated() {
                members.append((argument.name ?? info.parameters[position].name, argument.value))
            }
            return .object(members)
        }
        if let limit = Self.limits[name] { return .number(limit) }
        if path.count >= 2, let info = index.enums[path.dropLast().joined(separator: ".")],
            let serialName = info.serialNames[path.last!]
        {
            return .string(serialName ?? path.last!)
        }
        if let info = index.classes[name], info.isObject { return .object(discriminator(info, expected: expected)) }
        // A class's name alone is its companion object (`val refToItself = Foo2`): an object, `{}` to kotlinx.
        if index.companionTypes[name] != nil, index.classes[name].map({ !$0.isObject }) ?? false { return .object([]) }
        // `Foo2.Companion` (or a named one, `Foo3.Store`): the companion object itself, `{}` to kotlinx.
        if path.count >= 2, let companion = index.companionTypes[path.dropLast().joined(separator: ".")],
            companion.split(separator: ".").last.map(String.init) == path.last
        {
            return .object([])
        }
        if let constant = index.constants[name], depth < Self.maximumConstantDepth {
            // A `const val`'s value, read where it is declared (a constant naming another one too).
            var reader = DefaultValueReader(
                file: constant.file, index: index, expression: constant.value, expected: expected)
            reader.depth = depth + Self.maximumConstantDepth / 8
            if case .success(let value) = reader.read() { return value }
        }
        throw NotConstant(reason: "'\(name)'", position: start)
    }

    /// A call of `name` that leaves out a parameter stands for that parameter's default: when it is not a constant
    /// (Confetti's `Today()` with `val within: Duration = 15.minutes`), the contract's class has no default for it
    /// and the call's value cannot be written (validate's KT0405).
    private func checkLeftOut(
        of name: String, _ info: ExtractIndex.ClassInfo, given: [String?], at start: KotlinSourcePosition
    ) throws {
        guard let defaults = index.parameterDefaults[name] else { return }
        var named: Set<String> = []
        for (position, label) in given.enumerated() {
            if let label {
                named.insert(label)
            } else if position < info.parameters.count {
                named.insert(info.parameters[position].name)
            }
        }
        for parameter in info.parameters where !named.contains(parameter.name) {
            guard let value = defaults[parameter.name] else { continue }
            guard depth < Self.maximumConstantDepth else {
                throw NotConstant(reason: "a call of '\(name)' nested too deep", position: start)
            }
            var reader = DefaultValueReader(
                file: value.file, index: index, expression: value.value, expected: parameter.type)
            reader.depth = depth + Self.maximumConstantDepth / 8
            if case .failure(let problem) = reader.read() {
                throw NotConstant(
                    reason: "a call of '\(name)' leaving out '\(parameter.name)', whose default "
                        + "'\(ExtractionContext.oneLine(value.value.text))' is not a constant (\(problem.reason))",
                    position: start)
            }
        }
    }

    /// The properties of the sealed classes above the class `name` (`info`) that kotlinx writes in its JSON, from
    /// what the class passes them (`data class Failed(val status: Int) : Outcome(code = status, note = "failed")`
    /// called `Failed(status = 3)` is also `"code": 3, "note": "failed"`): the outermost class's first, each left out
    /// when it equals that class's default, as kotlinx leaves it out. `given` holds the call's arguments by
    /// parameter; a parameter it leaves out takes its default. Not a constant when what the class passes is not.
    private func inheritedProperties(
        of info: ExtractIndex.ClassInfo, named name: String, given: [String: ContractJSON],
        at start: KotlinSourcePosition, level: Int
    ) throws -> [(key: String, value: ContractJSON)] {
        guard let call = index.superCalls[name], let parent = index.classes[call.superclass], parent.isSealedClass,
            !parent.parameters.isEmpty
        else { return [] }
        let untold = NotConstant(
            reason: "a call of '\(name)', whose arguments to '\(call.superclass)' extract cannot tell", position: start)
        guard level < Self.maximumConstantDepth, depth < Self.maximumConstantDepth, !call.hasSpread else {
            throw untold
        }
        var passed: [String: ContractJSON] = [:]
        for (position, argument) in call.arguments.enumerated() {
            guard
                let target = argument.name.map({ label in parent.parameters.first { $0.name == label } })
                    ?? (position < parent.parameters.count ? parent.parameters[position] : nil)
            else { throw untold }
            let text = argument.value.text.trimmingWhitespaces.trimmingBackticks
            if info.parameters.contains(where: { $0.name == text }) {
                passed[target.name] = try value(of: text, in: name, given: given, at: start)
                continue
            }
            switch constant(
                argument.value, in: argument.file, expected: parent.typeParameterCount > 0 ? nil : target.type)
            {
            case .success(let value): passed[target.name] = value
            case .failure(let problem):
                throw NotConstant(
                    reason: "a call of '\(name)', which passes '\(ExtractionContext.oneLine(argument.value.text))' to "
                        + "'\(call.superclass)' (\(problem.reason))", position: start)
            }
        }
        var entries = try inheritedProperties(
            of: parent, named: call.superclass, given: passed, at: start, level: level + 1)
        for parameter in parent.parameters {
            guard let value = passed[parameter.name] else { continue }
            if let written = index.parameterDefaults[call.superclass]?[parameter.name],
                case .success(value) = constant(written.value, in: written.file, expected: parameter.type)
            {
                continue
            }
            entries.append((parameter.name, value))
        }
        return entries
    }

    /// The value of the parameter `parameter` of the class `name` in a call: the argument `given`, else its default.
    private func value(
        of parameter: String, in name: String, given: [String: ContractJSON], at start: KotlinSourcePosition
    ) throws -> ContractJSON {
        if let value = given[parameter] { return value }
        let type = index.classes[name]?.parameters.first { $0.name == parameter }?.type
        guard let written = index.parameterDefaults[name]?[parameter],
            case .success(let value) = constant(written.value, in: written.file, expected: type)
        else {
            throw NotConstant(reason: "a call of '\(name)' leaving out '\(parameter)'", position: start)
        }
        return value
    }

    /// A constant written elsewhere (`file` holds its tokens), read one level deeper.
    private func constant(_ value: KotlinSourceText, in file: KotlinFileSyntax, expected: String?) -> Result<
        ContractJSON, NotConstant
    > {
        var reader = DefaultValueReader(file: file, index: index, expression: value, expected: expected)
        reader.depth = depth + Self.maximumConstantDepth / 8
        return reader.read()
    }

    private mutating func skipTypeArguments() throws {
        var level = 0
        repeat {
            if isPunctuation("<") { level += 1 } else if isPunctuation(">") { level -= 1 }
            guard at < end else { throw failure("unclosed type arguments") }
            at += 1
        } while level > 0
    }

    /// `{ "type": "pkg.Shape.Circle" }` when a sealed subclass's value stands where another type is declared.
    private func discriminator(_ info: ExtractIndex.ClassInfo, expected: String?) -> [(
        key: String, value: ContractJSON
    )] {
        guard let serialName = info.discriminator else { return [] }
        let declared = expected.map { ExtractIndex.split($0).base } ?? ""
        if !declared.isEmpty && (declared == info.name || info.name.hasSuffix("." + declared)) { return [] }
        return [("type", .string(serialName))]
    }

    /// `(a, name = b)`; `type` gives each argument's declared type from its position and label.
    private mutating func arguments(
        type: (Int, String?) -> String?
    ) throws -> [(name: String?, value: ContractJSON)] {
        try expect("(")
        var result: [(name: String?, value: ContractJSON)] = []
        while !isPunctuation(")") {
            var name: String?
            if kind == .identifier || kind == .backtickedIdentifier, at + 1 < end, file.text(at + 1) == "=",
                file.tokens[at + 1].kind == .punctuation
            {
                name = text.trimmingBackticks
                at += 2
            }
            result.append((name, try value(expected: type(result.count, name))))
            guard isPunctuation(",") else { break }
            at += 1
        }
        try expect(")")
        return result
    }

    /// `mapOf("a" to 1, Tab.HOME to 2)`: keys as JSON object keys (strings, numbers and entries by their text).
    private mutating func mapEntries(valueType: String?) throws -> ContractJSON {
        try expect("(")
        var members: [(key: String, value: ContractJSON)] = []
        while !isPunctuation(")") {
            let keyPosition = position
            let key = try value(expected: nil)
            guard kind == .identifier && text == "to" else { throw failure("a map entry that is not 'key to value'") }
            at += 1
            let keyText: String
            switch key {
            case .string(let string): keyText = string
            case .number(let number): keyText = number
            case .bool(let flag): keyText = flag ? "true" : "false"
            default:
                throw NotConstant(reason: "a map key that is not a string, number or enum entry", position: keyPosition)
            }
            members.append((keyText, try value(expected: valueType)))
            guard isPunctuation(",") else { break }
            at += 1
        }
        try expect(")")
        return .object(members)
    }
}

extension String {
    /// A declaration's or member's name as a contract writes it: without backquotes, except a hard keyword's
    /// (`` `class` ``), which the format takes only in backquotes (KT0107 otherwise: the exporter's
    /// `classWithReservedName` case did not validate).
    var contractName: String {
        let bare = trimmingBackticks
        return bare != self && KotlinIdentifier.hardKeywords.contains(bare) ? self : bare
    }

    /// The name without Kotlin's backquotes (`` `in` `` → `in`).
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }

    /// Every backquote removed (`` com.`in`.x `` → `com.in.x`); the string itself when it has none.
    var withoutBackticks: String {
        guard containsByte(UInt8(ascii: "`")) else { return self }
        return String(decoding: utf8.filter { $0 != UInt8(ascii: "`") }, as: UTF8.self)
    }
}
