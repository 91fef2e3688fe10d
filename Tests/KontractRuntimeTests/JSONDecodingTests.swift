// Decoding as kotlinx reads: defaults, nulls, unknown keys, quoted numbers, errors with paths.

import Testing

@testable import KontractRuntime

@Suite struct JSONDecodingTests {
    let project = KotlinSerialDescriptor.classType(JSONFixtures.project)

    func failure(
        _ descriptor: KotlinSerialDescriptor, _ text: String, _ configuration: KotlinJSONConfiguration = .default
    )
        -> KotlinJSONError?
    {
        do {
            _ = try KotlinJSON.decode(descriptor, from: text, configuration: configuration)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingKeysTakeTheKotlinDefault() throws {
        let value = try KotlinJSON.decode(project, from: #"{"name":"p"}"#)
        #expect(value == .instance(serialName: "com.x.Project", fields: [.string("p"), .string("Kotlin"), .null]))
        #expect(value.kotlinDescription(project) == "Project(name=p, language=Kotlin, website=null)")
    }

    @Test func missingRequiredFieldNamesTypeAndPath() {
        let error = failure(project, "{}")
        #expect(error?.kind == .missingField)
        #expect(
            error?.description
                == "Field 'name' is required for type with serial name 'com.x.Project', but it was missing at path: $")
    }

    @Test func nullableWithoutDefaultIsRequiredUnlessExplicitNullsIsOff() throws {
        let descriptor = KotlinSerialDescriptor.classType(JSONFixtures.twoNullable)
        #expect(failure(descriptor, #"{"f1":10}"#)?.kind == .missingField)
        let value = try KotlinJSON.decode(descriptor, from: #"{"f1":10}"#, configuration: .init(explicitNulls: false))
        #expect(value.fields == [.null, .integer(10)])
    }

    @Test func unknownKeysFailUnlessIgnored() throws {
        let error = failure(project, #"{"name":"x", "version": 2.0}"#)
        #expect(error?.kind == .unknownKey)
        #expect(error?.description == "Encountered an unknown key 'version' at offset 14 at path: $")
        let value = try KotlinJSON.decode(
            project, from: #"{"name":"x","version":{"a":[1,2]}}"#, configuration: .init(ignoreUnknownKeys: true))
        #expect(value.fields.first == .string("x"))
    }

    @Test func errorsNameKotlinxsPath() {
        let search = KotlinSerialDescriptor.classType(JSONFixtures.search)
        let wrong = failure(search, #"{"resultados":[{"id":1},{"id":"x"}]}"#)
        #expect(wrong?.path == "$.resultados[1].id")
        #expect(wrong?.message == "Unexpected symbol 'x' in numeric literal")
        let mapKey = failure(search, #"{"resultados":[{"id":1,"tags":{"42":5}}]}"#)
        #expect(mapKey?.path == "$.resultados[0].tags['42']")
        #expect(mapKey?.message == "Expected quotation mark '\"', but had '5' instead")
        #expect(mapKey?.offset == 36)
    }

    @Test func quotedNumbersAndBooleansAreAccepted() throws {
        #expect(try KotlinJSON.decode(.int, from: #""9000""#) == .integer(9000))
        #expect(try KotlinJSON.decode(.long, from: "23e11") == .integer(2_300_000_000_000))
        #expect(try KotlinJSON.decode(.boolean, from: #""true""#) == .bool(true))
        #expect(try KotlinJSON.decode(.boolean, from: "TRUE") == .bool(true))
        #expect(try KotlinJSON.decode(.double, from: #""1.5""#) == .double(1.5))
    }

    @Test func intRangeIsChecked() {
        #expect(failure(.int, "2147483648")?.message == "Failed to parse int for input '2147483648'")
        #expect(failure(.long, "9223372036854775808")?.message == "Numeric value overflow")
        #expect(failure(.int, "1.0")?.message == "Unexpected symbol '.' in numeric literal")
        #expect(failure(.uint, "-1")?.message == "Failed to parse type 'UInt' for input '-1'")
    }

    /// The reader's plain-digits path (at most 18 digits, an optional minus, a literal's end after) and the general
    /// loop agree at its edges: 18 and 19 digits, a minus, zeros, a letter or a second minus right after the digits.
    @Test func plainDigitsReadAsTheGeneralLoopReadsThem() throws {
        #expect(try KotlinJSON.decode(.long, from: "999999999999999999") == .integer(999_999_999_999_999_999))
        #expect(try KotlinJSON.decode(.long, from: "-9223372036854775808") == .integer(Int64.min))
        #expect(try KotlinJSON.decode(.long, from: "-0") == .integer(0))
        #expect(try KotlinJSON.decode(.long, from: "007 ") == .integer(7))
        #expect(
            try KotlinJSON.decode(.list(.long, isSet: false), from: "[-12,34]") == .list([.integer(-12), .integer(34)]))
        #expect(failure(.long, "-")?.message == "Expected numeric literal")
        #expect(failure(.long, "12a")?.message == "Unexpected symbol 'a' in numeric literal")
        #expect(failure(.long, "1-2")?.message == "Unexpected symbol '-' in numeric literal")
        #expect(failure(.long, "-9223372036854775809")?.message == "Numeric value overflow")
    }

    @Test func longsNeverGoThroughDouble() throws {
        #expect(try KotlinJSON.decode(.long, from: "9223372036854775807") == .integer(Int64.max))
        #expect(try KotlinJSON.decode(.ulong, from: "18446744073709551615") == .unsigned(UInt64.max))
    }

    @Test func sealedDiscriminatorMayComeAnywhere() throws {
        let base = KotlinSerialDescriptor.sealed(JSONFixtures.projectBase)
        let first = try KotlinJSON.decode(base, from: #"{"type":"owned","name":"n","owner":"o"}"#)
        let last = try KotlinJSON.decode(base, from: #"{"name":"n","owner":"o","type":"owned"}"#)
        #expect(first == last)
        #expect(first.kotlinDescription(base) == "OwnedProject(name=n, owner=o)")
        let unknown = failure(base, #"{"type":"unknown"}"#)
        #expect(unknown?.message.hasPrefix("Serializer for subclass 'unknown' is not found") == true)
        #expect(failure(base, #"{"name":"n"}"#)?.kind == .polymorphicScope)
    }

    @Test func syntaxQuirksMatchKotlinx() {
        #expect(failure(project, #"{"name":"p",}"#)?.message == "Trailing comma before the end of JSON object")
        #expect(failure(project, #"{,"name":"p"}"#)?.message == "Unexpected leading comma")
        #expect(failure(project, #"{"name":"p"}x"#)?.message == "Expected EOF after parsing, but had x instead")
        #expect(failure(.list(.int, isSet: false), "[1 2]")?.message == "Expected end of the array or comma")
        // kotlinx accepts object members without a comma between them.
        #expect(failure(project, #"{"name":"p" "language":"J"}"#) == nil)
    }

    @Test func coerceInputValuesReplacesNullAndUnknownEnums() throws {
        let color = KotlinEnumDescriptor(serialName: "Color", entries: [.init(name: "BLACK"), .init(name: "WHITE")])
        let descriptor = KotlinSerialDescriptor.classType(
            KotlinClassDescriptor(
                serialName: "C", kotlinName: "C",
                properties: [
                    KotlinPropertyDescriptor(
                        name: "foreground", descriptor: .enumeration(color), defaultValue: .enumEntry("BLACK")),
                    KotlinPropertyDescriptor(name: "background", descriptor: .nullable(.enumeration(color))),
                    KotlinPropertyDescriptor(name: "name", descriptor: .string, defaultValue: .string("n")),
                ]))
        let configuration = KotlinJSONConfiguration(explicitNulls: false, coerceInputValues: true)
        let value = try KotlinJSON.decode(
            descriptor, from: #"{"foreground":"pink","background":"purple","name":null}"#, configuration: configuration)
        #expect(value.fields == [.enumEntry("BLACK"), .null, .string("n")])
        let strict = failure(descriptor, #"{"foreground":"pink"}"#)
        #expect(strict?.description == "Color does not contain element with name 'pink' at path $.foreground")
    }

    @Test func validationAgreesWithDecoding() throws {
        let search = KotlinSerialDescriptor.classType(JSONFixtures.search)
        try KotlinJSON.validate(search, text: #"{"resultados":[{"id":1,"tags":{"1":"a"}}]}"#)
        #expect(throws: KotlinJSONError.self) { try KotlinJSON.validate(search, text: #"{"resultados":[{"id":1.5}]}"#) }
    }
}

@Suite struct JSONDepthTests {
    static let node: KotlinClassDescriptor = {
        let node = KotlinClassDescriptor(serialName: "Node", kotlinName: "Node")
        node.define(properties: [
            KotlinPropertyDescriptor(name: "value", descriptor: .int),
            KotlinPropertyDescriptor(
                name: "children", descriptor: .list(.classType(node), isSet: false), defaultValue: .list([])),
        ])
        return node
    }()

    static func nested(_ depth: Int) -> String {
        String(repeating: #"{"value":1,"children":["#, count: depth) + #"{"value":2}"#
            + String(repeating: "]}", count: depth)
    }

    @Test func recursiveTypesDecode() throws {
        let value = try KotlinJSON.decode(.classType(Self.node), from: Self.nested(100))
        #expect(value.fields.first == .integer(1))
    }

    @Test func tooDeepInputIsAnErrorNotACrash() {
        #expect(throws: KotlinJSONError.self) {
            try KotlinJSON.validate(.classType(Self.node), text: Self.nested(100_000))
        }
        let sealed = KotlinSerialDescriptor.sealed(JSONFixtures.projectBase)
        let deep =
            #"{"name":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            + #","type":"owned"}"#
        #expect(throws: KotlinJSONError.self) { try KotlinJSON.validate(sealed, text: deep) }
    }
}
