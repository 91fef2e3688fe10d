// Tests that a `Map<String, V>` read and written as a Swift dictionary on the typed path (KontractJSONMap.swift)
// gives what the descriptor path gives for the same map: values, errors (message, offset, path), encodings.
import Testing

@_spi(KontractGenerated) @testable import KontractSerialization

/// A `Map<String, Double?>` (a name: `#expect` cannot expand `[String: Double?].kontractEquals`).
private typealias NullableDoubles = [String: Double?]

/// The typed path's result for `text` as `[String: V]`, as KotlinValues, or its error.
private func typed<V: KontractJSONField>(
    _ type: [String: V].Type, _ text: String, _ configuration: KotlinJSONConfiguration, _ convert: (V) -> KotlinValue
) -> Result<[String: KotlinValue], KotlinJSONError> {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
        var decoder = KontractJSONDecoder(bytes: buffer, configuration: configuration)
        do throws(KotlinJSONError) {
            let map = try decoder.value(type)
            try decoder.base.requireEnd()
            return .success(map.mapValues(convert))
        } catch {
            return .failure(error)
        }
    }
}

/// The descriptor path's result for `text` as a map, or its error.
private func described(_ descriptor: KotlinSerialDescriptor, _ text: String, _ configuration: KotlinJSONConfiguration)
    -> Result<[String: KotlinValue], KotlinJSONError>
{
    do throws(KotlinJSONError) {
        guard case .map(let entries) = try KotlinJSON.decode(descriptor, from: text, configuration: configuration)
        else { return .success([:]) }
        var map: [String: KotlinValue] = [:]
        for entry in entries {
            guard case .string(let key) = entry.key else { continue }
            map[key] = entry.value
        }
        return .success(map)
    } catch {
        return .failure(error)
    }
}

private let inputs = [
    #"{}"#, #"{"a":1,"b":-2}"#, #"{"a":1,"a":2,"b":3}"#, #"{"\u0061":1,"a\"b":2}"#, #" { "a" : "7" } "#,
    #"{"a":null}"#, #"{"a":1,}"#, #"{,"a":1}"#, #"{"a":1 "b":2}"#, #"{1:1}"#, #"{null:1}"#, #"{"a"}"#,
    #"{"a":"x"}"#, #"{"a":1,"b":2147483648}"#, #"["a"]"#, #"{"a":1"#, #"null"#, #"{"a":1}}"#, #"{a:1, b : "2"}"#,
]

@Test(arguments: [false, true])
func stringKeyedIntMapsDecodeAsTheDescriptorPath(lenient: Bool) {
    var configuration = KotlinJSONConfiguration.default
    configuration.isLenient = lenient
    for text in inputs {
        let expected = described(.map(key: .string, value: .int), text, configuration)
        #expect(typed([String: Int32].self, text, configuration) { .integer(Int64($0)) } == expected, "\(text)")
        // The swift style's `Int` for a Kotlin `Int`: the same range.
        #expect(typed([String: Int].self, text, configuration) { .integer(Int64($0)) } == expected, "\(text)")
    }
}

@Test func nestedAndNullableValuesDecodeAsTheDescriptorPath() {
    let lists: KotlinSerialDescriptor = .map(key: .string, value: .list(.string, isSet: false))
    for text in [#"{"k":["a","b"],"e":[]}"#, #"{"k":[null]}"#, #"{"k":["a"],"j":["b",]}"#, #"{"k":{}}"#] {
        let expected = described(lists, text, .default)
        #expect(typed([String: [String]].self, text, .default) { .list($0.map(KotlinValue.string)) } == expected)
    }
    let nullables: KotlinSerialDescriptor = .map(key: .string, value: .nullable(.double))
    for text in [#"{"a":null,"b":1.5,"a":0.5}"#, #"{"a":NaN}"#, #"{"a":-0.0}"#, #"{"a":"x"}"#] {
        let expected = described(nullables, text, .default)
        #expect(typed([String: Double?].self, text, .default) { $0.map(KotlinValue.double) ?? .null } == expected)
    }
}

@Test func mapsEncodeAsTheDescriptorPath() throws {
    // One entry each: a Swift dictionary's order is the descriptor path's too, but differs between processes.
    let values: [[String: Double?]] = [[:], ["a": 1.5], ["a\"\n": nil], ["": -0.0]]
    for value in values {
        var typedEncoder = KontractJSONEncoder(configuration: .default)
        try value.kontractEncode(&typedEncoder)
        var encoder = KotlinJSONEncoder(configuration: .default)
        try encoder.encode(
            KotlinValue.map(value, key: { .string($0) }, value: { $0.map(KotlinValue.double) ?? .null }),
            .map(key: .string, value: .nullable(.double)))
        #expect(typedEncoder.writer.text == encoder.writer.text)
    }
    var failing = KontractJSONEncoder(configuration: .default)
    #expect(throws: KotlinJSONError.self) { try ["a": Double.nan].kontractEncode(&failing) }
}

@Test func mapsCompareAsKotlinMapEquals() {
    #expect([String: Double].kontractEquals(["a": .nan], ["a": .nan]))
    #expect(![String: Double].kontractEquals(["a": 0.0], ["a": -0.0]))
    #expect(!NullableDoubles.kontractEquals(["a": nil], ["b": nil]))
    #expect(NullableDoubles.kontractEquals(["a": nil, "b": .nan], ["b": .nan, "a": nil]))
    #expect(![String: Int32].kontractEquals(["a": 1], ["a": 1, "b": 2]))
    #expect([String: [Int32]].kontractEquals(["a": [1, 2]], ["a": [1, 2]]))
}
