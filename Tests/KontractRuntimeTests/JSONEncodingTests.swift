// Encoding as kotlinx writes: escaping, numbers, defaults, explicit nulls, discriminators.

@_spi(KontractGenerated) import KontractSerialization
import Testing

@_spi(Testing) @testable import KontractRuntime

@Suite struct JSONEncodingTests {
    @Test func escapesOnlyQuotesBackslashesAndControlCharacters() throws {
        let text = "a\u{1f}\u{7f}\u{2028}é\"\\/\u{8}\u{c}\n\r\t\u{0}😀"
        let encoded = try KotlinJSON.encode(.string(text), .string)
        #expect(encoded == "\"a\\u001f\u{7f}\u{2028}é\\\"\\\\/\\b\\f\\n\\r\\t\\u0000😀\"")
    }

    @Test(arguments: [
        (1.0, "1.0"), (0.1, "0.1"), (100.0, "100.0"), (1.0e7, "1.0E7"), (1.0e-4, "1.0E-4"), (0.001, "0.001"),
        (1_234_567.0, "1234567.0"), (1.7976931348623157e308, "1.7976931348623157E308"),
        (Double.leastNonzeroMagnitude, "4.9E-324"),
        (-0.0, "-0.0"), (3.141592653589793, "3.141592653589793"), (1.0e21, "1.0E21"), (12_345_678.9, "1.23456789E7"),
    ])
    func doublesAsTheJVMPrintsThem(value: Double, expected: String) throws {
        #expect(try KotlinJSON.encode(.double(value), .double) == expected)
    }

    @Test func floatsAsTheJVMPrintsThem() throws {
        #expect(try KotlinJSON.encode(.float(1.0e7), .float) == "1.0E7")
        #expect(try KotlinJSON.encode(.float(0.1), .float) == "0.1")
        #expect(try KotlinJSON.encode(.float(3.4028235e38), .float) == "3.4028235E38")
    }

    @Test func longsKeepAllSixtyFourBits() throws {
        #expect(try KotlinJSON.encode(.integer(2_067_120_338_512_882_656), .long) == "2067120338512882656")
        #expect(try KotlinJSON.encode(.unsigned(UInt64.max), .ulong) == "18446744073709551615")
    }

    @Test func specialFloatsNeedTheFlag() throws {
        #expect(throws: KotlinJSONError.self) { try KotlinJSON.encode(.double(.nan), .double) }
        let allowed = KotlinJSONConfiguration(allowSpecialFloatingPointValues: true)
        #expect(try KotlinJSON.encode(.double(-.infinity), .double, configuration: allowed) == "-Infinity")
    }

    @Test func propertiesEqualToTheirDefaultAreLeftOut() throws {
        let value = KotlinValue.instance(serialName: "com.x.Project", fields: [.string("p"), .string("Kotlin"), .null])
        #expect(try KotlinJSON.encode(value, .classType(JSONFixtures.project)) == #"{"name":"p"}"#)
        let withDefaults = KotlinJSONConfiguration(encodeDefaults: true)
        #expect(
            try KotlinJSON.encode(value, .classType(JSONFixtures.project), configuration: withDefaults)
                == #"{"name":"p","language":"Kotlin","website":null}"#)
    }

    @Test func encodeDefaultModesOverrideTheConfiguration() throws {
        let value = KotlinValue.instance(serialName: "E", fields: [.integer(42), .integer(43), .integer(44)])
        let descriptor = KotlinSerialDescriptor.classType(JSONFixtures.encodeDefaults)
        #expect(try KotlinJSON.encode(value, descriptor) == #"{"a":42}"#)
        #expect(
            try KotlinJSON.encode(value, descriptor, configuration: .init(encodeDefaults: true)) == #"{"a":42,"c":44}"#)
    }

    @Test func explicitNullsFalseLeavesNullsOut() throws {
        let value = KotlinValue.instance(serialName: "N", fields: [.null, .integer(10)])
        let descriptor = KotlinSerialDescriptor.classType(JSONFixtures.twoNullable)
        #expect(try KotlinJSON.encode(value, descriptor) == #"{"f0":null,"f1":10}"#)
        #expect(try KotlinJSON.encode(value, descriptor, configuration: .init(explicitNulls: false)) == #"{"f1":10}"#)
    }

    @Test func sealedValuesWriteTheDiscriminatorFirst() throws {
        let value = KotlinValue.instance(
            serialName: "owned", fields: [.string("kotlinx.coroutines"), .string("kotlin")])
        #expect(
            try KotlinJSON.encode(value, .sealed(JSONFixtures.projectBase))
                == #"{"type":"owned","name":"kotlinx.coroutines","owner":"kotlin"}"#)
        #expect(
            try KotlinJSON.encode(
                value, .sealed(JSONFixtures.projectBase), configuration: .init(classDiscriminator: "#class"))
                == ##"{"#class":"owned","name":"kotlinx.coroutines","owner":"kotlin"}"##)
        let empty = KotlinValue.instance(serialName: "pkg.Empty", fields: [])
        #expect(try KotlinJSON.encode(empty, .sealed(JSONFixtures.projectBase)) == #"{"type":"pkg.Empty"}"#)
    }

    @Test func mapsWithNonStringKeysQuoteThem() throws {
        let value = KotlinValue.map([KotlinMapEntry(key: .integer(1), value: .string("a"))])
        #expect(try KotlinJSON.encode(value, .map(key: .int, value: .string)) == #"{"1":"a"}"#)
    }

    @Test func namingStrategiesTransformSerialNames() {
        #expect(KotlinNamingStrategy.snakeCase.transform("projectName") == "project_name")
        #expect(KotlinNamingStrategy.snakeCase.transform("URLMapping") == "url_mapping")
        #expect(KotlinNamingStrategy.snakeCase.transform("myHTTPAuth") == "my_http_auth")
        #expect(KotlinNamingStrategy.kebabCase.transform("MyProperty") == "my-property")
    }

    /// The byte-by-byte path ASCII names take agrees with the `Character` path on every short ASCII name over
    /// upper- and lowercase letters, digits, both delimiters, a space and CR LF (one `Character`, two bytes).
    @Test func namingStrategiesASCIIPathAgreesWithTheCharacterPath() {
        let alphabet: [String] = ["A", "b", "Z", "z", "1", "_", "-", " ", "\r\n"]
        var names = [""]
        var frontier = [""]
        for _ in 1...4 {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + $0 } }
            names += frontier
        }
        var differing: [String] = []
        for strategy in [KotlinNamingStrategy.snakeCase, .kebabCase] {
            for name in names where strategy.transformASCII(name) != strategy.transformCharacters(name) {
                differing.append("\(strategy): \(name.debugDescription)")
            }
        }
        #expect(names.count == 7_381)
        #expect(differing.isEmpty)
        #expect(KotlinNamingStrategy.snakeCase.transform("éTatHTTP") == "é_tat_http")
    }
}

/// What a generated type looks like when it adopts `KotlinSerializable`.
private struct PokemonRef: KotlinSerializable, Equatable {
    var id: Int32
    var name: String

    static let kotlinSerialDescriptor = KotlinSerialDescriptor.classType(
        KotlinClassDescriptor(
            serialName: "p.PokemonRef", kotlinName: "PokemonRef",
            properties: [
                KotlinPropertyDescriptor(name: "id", descriptor: .int),
                KotlinPropertyDescriptor(name: "name", descriptor: .string, defaultValue: .string("")),
            ]))

    init(id: Int32, name: String) {
        self.id = id
        self.name = name
    }

    static func value(fromKotlinValue kotlinValue: KotlinValue) throws(KotlinJSONError) -> PokemonRef {
        let fields = try kotlinValue.fields(of: "p.PokemonRef", count: 2)
        return PokemonRef(id: try fields[0].integer(), name: try fields[1].string())
    }

    var kotlinValue: KotlinValue {
        .instance(serialName: "p.PokemonRef", fields: [.integer(Int64(id)), .string(name)])
    }
}

@Suite struct JSONTypedTests {
    @Test func generatedTypesRoundTripThroughTheirDescriptor() throws {
        let decoded = try KotlinJSON.decode(PokemonRef.self, from: #"{"id":"25"}"#)
        #expect(decoded == PokemonRef(id: 25, name: ""))
        #expect(try KotlinJSON.encode(PokemonRef(id: 25, name: "pikachu")) == #"{"id":25,"name":"pikachu"}"#)
        #expect(throws: KotlinJSONError.self) { try PokemonRef.value(fromKotlinValue: .integer(1)) }
    }
}
