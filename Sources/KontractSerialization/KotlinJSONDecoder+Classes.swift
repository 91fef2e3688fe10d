// Class, object and sealed-hierarchy decoding: keys, defaults, coercion, discriminators.

import Foundation

extension KotlinJSONDecoder {
    /// The members of a class after its `{`: kotlinx's `decodeObjectIndex` loop and `endStructure`.
    mutating func decodeMembers(_ descriptor: KotlinClassDescriptor, discriminatorToSkip: String?)
        throws(KotlinJSONError) -> Sink.Value
    {
        let properties = descriptor.properties
        let keyTable = descriptor.keyTable(naming: configuration.namingStrategy)
        var object = sink.beginObject(descriptor)
        var present = PresenceSet(count: properties.count)
        // The property being decoded, for the error path (a string only when an error happens).
        var segment: Int?
        let skip = discriminatorToSkip
        // Keys usually come in declaration order: try the next property first.
        var expected = 0
        do throws(KotlinJSONError) {
            var hasComma = reader.tryConsumeComma()
            while reader.canConsumeValue() {
                hasComma = false
                let keyStart = reader.position
                let key = configuration.isLenient ? try reader.readLenientText() : try reader.readQuotedString()
                try reader.consume(0x3A)
                if let index = propertyIndex(descriptor, keyTable, key, hint: expected) {
                    expected = index + 1
                    if configuration.coerceInputValues, try coerce(properties[index]) {
                        present.remove(index)
                    } else {
                        segment = index
                        sink.set(try decode(properties[index].descriptor), at: index, in: &object)
                        present.insert(index)
                    }
                } else if let pending = skip, reader.spanEquals(key, pending) {
                    // The tree kotlinx reads first keeps one entry per key, so every copy goes.
                    try reader.skipElement(lenientStrings: configuration.isLenient)
                } else if configuration.ignoreUnknownKeys {
                    try reader.skipElement(lenientStrings: configuration.isLenient)
                } else {
                    segment = nil
                    let name = reader.text(key)
                    let offset = reader.error("", at: keyStart + (key.isQuoted ? 1 : 0)).offset ?? 0
                    var failure = reader.error(
                        "Encountered an unknown key '\(name)' at offset \(offset)", at: keyStart, kind: .unknownKey)
                    failure.message = "Encountered an unknown key '\(name)' at offset \(offset)"
                    throw failure
                }
                hasComma = reader.tryConsumeComma()
            }
            if hasComma {
                throw reader.error("Trailing comma before the end of JSON object", at: reader.position - 1)
            }
            // kotlinx resets the path's index once the members are done.
            segment = nil
            try reader.consume(0x7D)
            var missing: [String] = []
            // Indices, not `enumerated()`: only the absent properties are copied out.
            for index in properties.indices where !present.contains(index) {
                let property = properties[index]
                if property.isTransient || property.isOptional {
                    sink.set(sink.defaultValue(of: property), at: index, in: &object)
                } else if property.isNullable && !configuration.explicitNulls {
                    sink.set(sink.null(), at: index, in: &object)
                } else {
                    missing.append(property.serialName)
                }
            }
            if !missing.isEmpty { throw Self.missingFields(missing, of: descriptor) }
        } catch {
            throw Self.prefixed(error, segment.map { "." + properties[$0].serialName })
        }
        return sink.endObject(object, of: descriptor)
    }

    /// The property a key names: its bytes looked up in the class's key table (allocation-free),
    /// then, for escaped keys and `@JsonNames`, by its text.
    @inline(__always)
    func propertyIndex(
        _ descriptor: KotlinClassDescriptor, _ keyTable: KotlinKeyTable, _ key: KotlinJSONText, hint: Int
    ) -> Int? {
        if !key.hasEscapes, let base = reader.bytes.baseAddress {
            if let index = keyTable.index(of: base + key.start, length: key.end - key.start, hint: hint) {
                return index
            }
            if !descriptor.hasAlternativeNames { return nil }
        }
        return descriptor.propertyIndex(forKey: reader.text(key), naming: configuration.namingStrategy)
    }

    /// kotlinx `tryCoerceValue`: true when the value is consumed and the property counts as absent.
    mutating func coerce(_ property: KotlinPropertyDescriptor) throws(KotlinJSONError) -> Bool {
        let descriptor = property.descriptor
        if property.isOptional && !descriptor.isNullable && reader.tryConsumeNull() { return true }
        guard case .enumeration(let enumDescriptor) = descriptor.nonNullable else { return false }
        if descriptor.isNullable && reader.tryConsumeNull(consume: false) { return false }
        let saved = reader.position
        guard configuration.isLenient || reader.peek() == 0x22 else { return false }
        let span = try reader.readLenientText()
        let known = enumDescriptor.entryIndex(forJSONName: reader.text(span)) != nil
        let coerceToNull = !configuration.explicitNulls && descriptor.isNullable
        if !known && (property.isOptional || coerceToNull) { return true }
        reader.position = saved
        return false
    }

    // MARK: Sealed hierarchies

    /// A polymorphic value: the discriminator as the first key (fast path), or anywhere in the
    /// object (kotlinx then reads a tree first; here the object is scanned, then decoded).
    mutating func decodeSealed(_ descriptor: KotlinSealedDescriptor) throws(KotlinJSONError) -> Sink.Value {
        let discriminator = descriptor.discriminator(in: configuration)
        let objectStart = reader.position
        if reader.peek() != 0x7B {
            let body =
                switch reader.peek() {
                case 0x5B: "JsonArray"
                case nil: "EOF"
                default: reader.tryConsumeNull(consume: false) ? "JsonNull" : "JsonLiteral"
                }
            var failure = reader.error(
                "Expected JsonObject, but had \(body) as the serialized body of \(descriptor.serialName)",
                at: reader.position, kind: .element)
            if body == "EOF" {
                failure = reader.error("Expected start of the object '{', but had 'EOF' instead", at: reader.position)
            }
            throw failure
        }
        try reader.consume(0x7B)
        try rejectLeadingComma()
        // Fast path: `{"type":"x", ...}`.
        if reader.canConsumeValue() {
            let afterBrace = reader.position
            let key = configuration.isLenient ? try reader.readLenientText() : try reader.readQuotedString()
            // kotlinx peeks the discriminator's value only after a colon and when it is a string (`peekString`;
            // any literal when lenient): a number, boolean, null, object or array is read from the tree.
            if reader.spanEquals(key, discriminator), reader.tryConsume(0x3A),
                configuration.isLenient || reader.peek() == 0x22
            {
                let valueStart = reader.position
                if reader.tryConsumeNull() { throw missingDiscriminator(descriptor, at: valueStart) }
                let value = try readString()
                let subclass = try findSubclass(descriptor, reader.text(value), at: objectStart)
                if let index = subclass.propertyIndex(forKey: discriminator, naming: configuration.namingStrategy),
                    !subclass.properties[index].isTransient
                {
                    // kotlinx only peeks at the discriminator: a property with its name (which compiles, and
                    // fails only when encoding) reads the discriminator's value as its own.
                    reader.position = afterBrace
                }
                return try decodeMembers(subclass, discriminatorToSkip: nil)
            }
            reader.position = afterBrace
        }
        // Slow path: the whole object is well-formed JSON (as kotlinx's tree reader requires).
        reader.position = objectStart
        let found = try scanForDiscriminator(discriminator)
        guard let (typeName, typeStart) = found else { throw missingDiscriminator(descriptor, at: objectStart) }
        guard let subclass = descriptor.subclass(serialName: typeName) else {
            var failure = reader.error(
                "Serializer for subclass '\(typeName)' is not found in the polymorphic scope of "
                    + "'\(descriptor.kotlinName)'.",
                at: typeStart, kind: .polymorphicScope)
            failure.offset = nil
            throw failure
        }
        reader.position = objectStart
        try reader.consume(0x7B)
        do throws(KotlinJSONError) {
            return try decodeMembers(subclass, discriminatorToSkip: discriminator)
        } catch {
            throw Self.treeDecoderError(error)
        }
    }

    /// kotlinx decodes such an object from a tree, whose errors name a path relative to the
    /// object (`at element: $.radius`) and carry no offset.
    static func treeDecoderError(_ error: KotlinJSONError) -> KotlinJSONError {
        guard error.kind == .decoding || error.kind == .unknownKey else { return error }
        var converted = error
        if let range = converted.message.range(of: " at offset ") {
            converted.message = String(converted.message[..<range.lowerBound])
        }
        converted.kind = .element
        converted.offset = nil
        converted.pathIsFinal = true
        return converted
    }

    func missingDiscriminator(_ descriptor: KotlinSealedDescriptor, at offset: Int) -> KotlinJSONError {
        reader.error(
            "Class discriminator was missing and no default serializers were registered in the polymorphic "
                + "scope of '\(descriptor.kotlinName)'.",
            at: offset, kind: .polymorphicScope)
    }

    func findSubclass(_ descriptor: KotlinSealedDescriptor, _ name: String, at offset: Int) throws(KotlinJSONError)
        -> KotlinClassDescriptor
    {
        guard let subclass = descriptor.subclass(serialName: name) else {
            throw reader.error(
                "Serializer for subclass '\(name)' is not found in the polymorphic scope of '\(descriptor.kotlinName)'",
                at: offset)
        }
        return subclass
    }

    /// Reads an object with the tree reader's strict syntax and returns the last value of
    /// `discriminator` among its keys (nil when absent or null).
    mutating func scanForDiscriminator(_ discriminator: String) throws(KotlinJSONError) -> (String, Int)? {
        try reader.consume(0x7B)
        try rejectLeadingComma()
        var found: (String, Int)?
        // The last value of the discriminator is an object or array (kotlinx's `jsonPrimitive` then fails).
        var nonPrimitive: String?
        var sawMember = false
        while reader.canConsumeValue() {
            sawMember = true
            let key = configuration.isLenient ? try reader.readLenientText() : try reader.readQuotedString()
            try reader.consume(0x3A)
            if reader.spanEquals(key, discriminator) {
                let start = reader.position
                nonPrimitive = nil
                if reader.tryConsumeNull() {
                    found = nil
                } else if reader.peek() == 0x7B || reader.peek() == 0x5B {
                    nonPrimitive = reader.peek() == 0x7B ? "JsonObject" : "JsonArray"
                    found = nil
                    try skipStrictValue()
                } else {
                    found = (reader.text(try reader.readLenientText()), start)
                }
            } else {
                try skipStrictValue()
            }
            if reader.tryConsumeComma() {
                if !reader.canConsumeValue() {
                    throw reader.error("Trailing comma before the end of JSON object", at: reader.position - 1)
                }
                continue
            }
            guard reader.peek() == 0x7D else {
                throw reader.error("Expected end of the object or comma", at: reader.position + 1)
            }
            break
        }
        _ = sawMember
        try reader.consume(0x7D)
        if let nonPrimitive {
            // kotlinx's IllegalArgumentException out of `JsonElement.jsonPrimitive`, read after the whole tree.
            var failure = reader.error(
                "Element class kotlinx.serialization.json.\(nonPrimitive) (Kotlin reflection is not available) "
                    + "is not a JsonPrimitive", at: reader.position, kind: .polymorphicScope)
            failure.offset = nil
            throw failure
        }
        return found
    }

    /// Skips a value with the tree reader's syntax: commas and colons checked, literals unquoted.
    mutating func skipStrictValue(depth: Int = 0) throws(KotlinJSONError) {
        if self.depth + depth > Self.maximumDepth {
            throw reader.error("JSON nested deeper than \(Self.maximumDepth) levels", at: reader.position)
        }
        switch reader.peek() {
        case 0x7B:
            try skipStrictContainer(isObject: true, depth: depth)
        case 0x5B:
            try skipStrictContainer(isObject: false, depth: depth)
        default:
            _ = try reader.readLenientText()
        }
    }

    /// Skips an object's members (key, colon, value) or an array's elements, `depth` levels below the value being
    /// read, with the tree reader's syntax.
    private mutating func skipStrictContainer(isObject: Bool, depth: Int) throws(KotlinJSONError) {
        reader.position += 1
        try rejectLeadingComma()
        while reader.canConsumeValue() {
            if isObject {
                _ = configuration.isLenient ? try reader.readLenientText() : try reader.readQuotedString()
                try reader.consume(0x3A)
            }
            try skipStrictValue(depth: depth + 1)
            if reader.tryConsumeComma() {
                if !reader.canConsumeValue() {
                    let container = isObject ? "object" : "array"
                    throw reader.error("Trailing comma before the end of JSON \(container)", at: reader.position - 1)
                }
                continue
            }
            break
        }
        try reader.consume(isObject ? 0x7D : 0x5D)
    }
}

/// Which properties the input gave: a bit mask, with an array for classes of over 64 properties.
///
/// The array is written only out of line: inlined, the optimizer hoisted its copy-on-write check out
/// of `decodeMembers`' loop, which allocated a buffer for every object read (callgrind, `kontract check`).
struct PresenceSet {
    private var bits: UInt64 = 0
    private var overflow: [Bool]

    init(count: Int) { overflow = count > 64 ? Array(repeating: false, count: count) : [] }

    @inline(__always) mutating func insert(_ index: Int) {
        if index < 64 { bits |= 1 << UInt64(index) } else { setOverflow(index, true) }
    }

    @inline(__always) mutating func remove(_ index: Int) {
        if index < 64 { bits &= ~(1 << UInt64(index)) } else { setOverflow(index, false) }
    }

    @inline(never) private mutating func setOverflow(_ index: Int, _ value: Bool) { overflow[index] = value }

    @inline(__always) func contains(_ index: Int) -> Bool {
        index < 64 ? bits & (1 << UInt64(index)) != 0 : overflow[index]
    }

    /// Properties 0 to 63 given, as bits.
    var lowBits: UInt64 { bits }
}
