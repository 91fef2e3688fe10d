// Fuzz target `json`: the kotlinx JSON codec on a type and configuration chosen by the input.

import KontractCheck
import KontractCore
import KontractSerialization

/// Input: a type byte, a wrapper byte, a configuration byte, then the JSON text.
///
/// Properties: the validation sink and the value sink accept and reject the same inputs with the
/// same error; an accepted value re-encodes stably (`encode(decode(encode(v))) == encode(v)`, or
/// one round later with `explicitNulls = false`, where kotlinx itself drops a null that has a
/// non-null default); a rejection is reported (ValueChecker) at a place inside the input.
enum JSONCodecFuzzTarget: FuzzTarget {
    static let name = "json"
    static let summary =
        "kotlinx JSON decoder (validation and value sinks) and encoder; a contract type and json configuration from the input"
    static let path = "fuzz.json"

    static let primitives: [KotlinSerialDescriptor] = [
        .boolean, .byte, .short, .int, .long, .ubyte, .ushort, .uint, .ulong, .float, .double, .char, .string,
    ]

    static func run(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        let universe = FuzzUniverse.shared
        let base = descriptor(input.choose(universe.typeNames.count + primitives.count), in: universe)
        let descriptor = wrap(base.descriptor, input.choose(6))
        let configuration = configure(base.configuration, input.bits(), input.bits())
        let json = input.rest
        let type = CheckedType(qualifiedName: base.name, descriptor: descriptor, configuration: configuration)

        let validation: KotlinJSONError? = json.withUnsafeBufferPointer { buffer in
            do throws(KotlinJSONError) {
                try KotlinJSON.validate(descriptor, bytes: buffer, configuration: configuration)
                return nil
            } catch {
                return error
            }
        }
        let decoded: Result<KotlinValue, KotlinJSONError>
        do throws(KotlinJSONError) {
            decoded = .success(try KotlinJSON.decode(descriptor, from: json, configuration: configuration))
        } catch {
            decoded = .failure(error)
        }
        switch (validation, decoded) {
        case (nil, .failure(let error)):
            FuzzProperty.fail("the validation sink accepts what the value sink rejects: \(error)")
        case (let error?, .success):
            FuzzProperty.fail("the value sink accepts what the validation sink rejects: \(error)")
        case (let validationError?, .failure(let decodeError)):
            guard validationError == decodeError else {
                FuzzProperty.fail("the sinks reject differently: '\(validationError)' vs '\(decodeError)'")
            }
            let failure = json.withUnsafeBufferPointer { ValueChecker.validate($0, as: type, origin: .start(of: path)) }
            guard let failure else { FuzzProperty.fail("ValueChecker accepts what the codec rejects: \(decodeError)") }
            InputBounds(json, path: path).require(failure.location, "check failure '\(failure.formatted)'")
        case (nil, .success(let value)):
            checkRoundTrip(value, descriptor, configuration)
        }
    }

    /// encode → decode → encode gives the same text (after one extra round when nulls are implicit).
    static func checkRoundTrip(
        _ value: KotlinValue, _ descriptor: KotlinSerialDescriptor, _ configuration: KotlinJSONConfiguration
    ) {
        func reencode(_ text: String) -> String {
            do throws(KotlinJSONError) {
                let again = try KotlinJSON.decode(descriptor, from: text, configuration: configuration)
                return try KotlinJSON.encode(again, descriptor, configuration: configuration)
            } catch {
                FuzzProperty.fail("the encoding \(text) does not decode and re-encode: \(error)")
            }
        }
        let first: String
        do throws(KotlinJSONError) {
            first = try KotlinJSON.encode(value, descriptor, configuration: configuration)
        } catch {
            guard isRunTimeOnlyEncodingFailure(error) else {
                FuzzProperty.fail("an accepted value does not encode: \(error)")
            }
            return
        }
        let second = reencode(first)
        let stable = configuration.explicitNulls ? first : second
        let next = configuration.explicitNulls ? second : reencode(second)
        guard next == stable else { FuzzProperty.fail("encode→decode→encode changed \(stable) into \(next)") }
    }

    /// kotlinx decodes the value and fails encoding it, as Tests/Conformance/runtime-cases.txt proves with
    /// the real kotlinx (`fails` cases): a structured map key without allowStructuredMapKeys (an absent
    /// map property's default, written because of encodeDefaults), or a sealed subclass whose property is
    /// named as the class discriminator. Any other encoding failure of a decoded value is a codec bug.
    static func isRunTimeOnlyEncodingFailure(_ error: KotlinJSONError) -> Bool {
        guard error.kind == .encoding else { return false }
        let structuredKey =
            error.message.hasPrefix("Value of type '")
            && error.message.contains("can't be used in JSON as a key in the map")
        let discriminatorClash =
            error.message.hasPrefix("Sealed class '")
            && error.message.contains("because it has property name that conflicts with JSON class discriminator")
        return structuredKey || discriminatorClash
    }

    /// A declared type of the contracts, or a primitive, with its configuration.
    static func descriptor(_ choice: Int, in universe: FuzzUniverse) -> (
        name: String, descriptor: KotlinSerialDescriptor, configuration: KotlinJSONConfiguration
    ) {
        guard choice < universe.typeNames.count else {
            let primitive = primitives[choice - universe.typeNames.count]
            return ("\(primitive)", primitive, .default)
        }
        let name = universe.typeNames[choice]
        guard let descriptor = universe.contracts.builder.descriptor(for: name) else {
            fatalError("kontract-fuzz: \(name) lost its descriptor")
        }
        return (name, descriptor, universe.contracts.builder.configuration(for: name))
    }

    /// The type itself, nullable, or inside a List, Set, Map<String, _> or Map<Int, _>.
    static func wrap(_ descriptor: KotlinSerialDescriptor, _ choice: Int) -> KotlinSerialDescriptor {
        switch choice {
        case 1: .nullable(descriptor)
        case 2: .list(descriptor, isSet: false)
        case 3: .list(descriptor, isSet: true)
        case 4: .map(key: .string, value: descriptor)
        case 5: .map(key: .int, value: descriptor)
        default: descriptor
        }
    }

    /// The contract's own configuration (high bit set), or one whose every option the input chooses.
    static func configure(_ contract: KotlinJSONConfiguration, _ flags: UInt8, _ more: UInt8)
        -> KotlinJSONConfiguration
    {
        if flags & 0x80 != 0 { return contract }
        var configuration = KotlinJSONConfiguration()
        configuration.encodeDefaults = flags & 0x01 != 0
        configuration.explicitNulls = flags & 0x02 == 0
        configuration.ignoreUnknownKeys = flags & 0x04 != 0
        configuration.coerceInputValues = flags & 0x08 != 0
        configuration.isLenient = flags & 0x10 != 0
        configuration.allowSpecialFloatingPointValues = flags & 0x20 != 0
        configuration.namingStrategy = [nil, .snakeCase, .kebabCase][Int(more & 0x03) % 3]
        configuration.classDiscriminator = ["type", "kind", "#class", "t"][Int(more >> 2) & 0x03]
        return configuration
    }
}
