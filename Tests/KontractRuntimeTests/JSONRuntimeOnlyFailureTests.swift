// Kotlin that compiles and that kotlinx's Json fails on at run time: the codec fails as kotlinx does.

import Testing

@testable import KontractRuntime

/// Messages and steps proven with tools/kotlin-conformance (`Tests/Conformance/runtime-cases.txt`).
@Suite struct JSONRuntimeOnlyFailureTests {
    static let address = KotlinClassDescriptor(
        serialName: "pkg.Address", kotlinName: "Address",
        properties: [KotlinPropertyDescriptor(name: "street", descriptor: .string)])
    /// `data class Ledger(val byAddress: Map<Address, Int>)`
    static let ledger = KotlinClassDescriptor(
        serialName: "pkg.Ledger", kotlinName: "Ledger",
        properties: [
            KotlinPropertyDescriptor(name: "byAddress", descriptor: .map(key: .classType(address), value: .int))
        ])
    static let word = KotlinClassDescriptor(
        serialName: "pkg.Token.Word", kotlinName: "Word",
        properties: [
            KotlinPropertyDescriptor(name: "type", descriptor: .string),
            KotlinPropertyDescriptor(name: "text", descriptor: .string),
        ])
    static let token = KotlinSealedDescriptor(serialName: "pkg.Token", kotlinName: "Token", subclasses: [word])

    static let mapMessage =
        "Value of type 'pkg.Address' can't be used in JSON as a key in the map. It should have either primitive "
        + "or enum kind, but its kind is 'CLASS'.\nUse 'allowStructuredMapKeys = true' in 'Json {}' builder to "
        + "convert such maps to [key1, value1, key2, value2,...] arrays."

    @Test(arguments: [#"{"byAddress":{}}"#, #"{"byAddress":{"a":1}}"#])
    func aStructuredMapKeyFailsDecodingEvenEmpty(_ input: String) {
        #expect(failure { _ = try KotlinJSON.decode(.classType(Self.ledger), from: input) } == Self.mapMessage)
        #expect(failure { try KotlinJSON.validate(.classType(Self.ledger), text: input) } == Self.mapMessage)
    }

    @Test func aStructuredMapKeyFailsEncodingEvenEmpty() {
        let value = KotlinValue.instance(serialName: "pkg.Ledger", fields: [.map([])])
        #expect(failure { _ = try KotlinJSON.encode(value, .classType(Self.ledger)) } == Self.mapMessage)
    }

    @Test func kindsAndNamesAsKotlinxPrintsThem() {
        #expect(KotlinSerialDescriptor.string.structuredMapKeyError == nil)
        #expect(KotlinSerialDescriptor.nullable(.int).structuredMapKeyError == nil)
        let list = KotlinSerialDescriptor.list(.int, isSet: false).structuredMapKeyError?.message ?? ""
        #expect(list.hasPrefix("Value of type 'kotlin.collections.ArrayList' can't"))
        #expect(list.contains("but its kind is 'LIST'."))
        let nullable = KotlinSerialDescriptor.nullable(.classType(Self.address)).structuredMapKeyError?.message ?? ""
        #expect(nullable.hasPrefix("Value of type 'pkg.Address?' can't"))
        let sealed = KotlinSerialDescriptor.sealed(Self.token).structuredMapKeyError?.message ?? ""
        #expect(sealed.contains("but its kind is 'SEALED'."))
    }

    @Test(arguments: [
        #"{"type":"pkg.Token.Word","text":"hi"}"#, #"{"text":"hi","type":"pkg.Token.Word"}"#,
    ])
    func aPropertyNamedAsTheDiscriminatorDecodesItsValueAndFailsEncoding(_ input: String) throws {
        let value = try KotlinJSON.decode(.sealed(Self.token), from: input)
        #expect(value == .instance(serialName: "pkg.Token.Word", fields: [.string("pkg.Token.Word"), .string("hi")]))
        let message =
            "Sealed class 'pkg.Token.Word' cannot be serialized as base class 'pkg.Token' because it has property "
            + "name that conflicts with JSON class discriminator 'type'. You can either change class discriminator "
            + "in JsonConfiguration, rename property with @SerialName annotation or fall back to array polymorphism"
        #expect(failure { _ = try KotlinJSON.encode(value, .sealed(Self.token)) } == message)
        // As the subclass itself, it encodes.
        #expect(try KotlinJSON.encode(value, .classType(Self.word)) == #"{"type":"pkg.Token.Word","text":"hi"}"#)
    }

    /// The codec error's text (kotlinx's message; these name no path), or nil when `body` succeeds.
    func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            let codecError = error as? KotlinJSONError
            #expect(codecError?.kind == .encoding)
            return codecError?.description ?? "\(error)"
        }
    }
}
