// What the decoder builds as it reads: values (`KotlinValueSink`) or nothing (`KotlinValidationSink`).

/// Receives what `KotlinJSONDecoder` reads. Decoding and validation share one decoder and
/// differ only in the sink: the value sink builds `KotlinValue`s, the validation sink builds
/// nothing, so validating follows exactly the rules decoding follows.
package protocol KotlinJSONSink {
    associatedtype Value
    associatedtype ListBuilder
    associatedtype MapBuilder
    associatedtype ObjectBuilder

    func null() -> Value
    func bool(_ value: Bool) -> Value
    func integer(_ value: Int64) -> Value
    func unsigned(_ value: UInt64) -> Value
    func double(_ value: Double) -> Value
    func float(_ value: Float) -> Value
    func char(_ value: UInt16) -> Value
    /// A string; `reader.text(span)` decodes it when the sink needs the text.
    func string(_ span: KotlinJSONText, in reader: KotlinJSONReader) -> Value
    func enumEntry(_ index: Int, of descriptor: KotlinEnumDescriptor) -> Value

    func beginList() -> ListBuilder
    func append(_ item: Value, to list: inout ListBuilder)
    func endList(_ list: ListBuilder, isSet: Bool) -> Value

    func beginMap() -> MapBuilder
    func put(_ key: Value, _ value: Value, into map: inout MapBuilder)
    func endMap(_ map: MapBuilder) -> Value

    func beginObject(_ descriptor: KotlinClassDescriptor) -> ObjectBuilder
    func set(_ value: Value, at index: Int, in object: inout ObjectBuilder)
    /// The default of a property the input left out (the decoder checked it has one).
    func defaultValue(of property: KotlinPropertyDescriptor) -> Value
    func endObject(_ object: ObjectBuilder, of descriptor: KotlinClassDescriptor) -> Value
}

/// Builds `KotlinValue`s.
package struct KotlinValueSink: KotlinJSONSink {
    package init() {}

    package func null() -> KotlinValue { .null }
    package func bool(_ value: Bool) -> KotlinValue { .bool(value) }
    package func integer(_ value: Int64) -> KotlinValue { .integer(value) }
    package func unsigned(_ value: UInt64) -> KotlinValue { .unsigned(value) }
    package func double(_ value: Double) -> KotlinValue { .double(value) }
    package func float(_ value: Float) -> KotlinValue { .float(value) }
    package func char(_ value: UInt16) -> KotlinValue { .char(value) }
    package func string(_ span: KotlinJSONText, in reader: KotlinJSONReader) -> KotlinValue {
        .string(reader.text(span))
    }
    package func enumEntry(_ index: Int, of descriptor: KotlinEnumDescriptor) -> KotlinValue {
        .enumEntry(descriptor.entries[index].name)
    }

    package func beginList() -> [KotlinValue] { [] }
    package func append(_ item: KotlinValue, to list: inout [KotlinValue]) { list.append(item) }
    package func endList(_ list: [KotlinValue], isSet: Bool) -> KotlinValue {
        guard isSet else { return .list(list) }
        // LinkedHashSet: the first occurrence keeps its place.
        var seen = Set<KotlinValue>()
        return .list(list.filter { seen.insert($0).inserted })
    }

    package func beginMap() -> [KotlinMapEntry] { [] }
    package func put(_ key: KotlinValue, _ value: KotlinValue, into map: inout [KotlinMapEntry]) {
        // LinkedHashMap: a repeated key keeps its place and takes the later value.
        if let existing = map.firstIndex(where: { $0.key == key }) {
            map[existing].value = value
        } else {
            map.append(KotlinMapEntry(key: key, value: value))
        }
    }
    package func endMap(_ map: [KotlinMapEntry]) -> KotlinValue { .map(map) }

    package func beginObject(_ descriptor: KotlinClassDescriptor) -> [KotlinValue] {
        Array(repeating: .null, count: descriptor.properties.count)
    }
    package func set(_ value: KotlinValue, at index: Int, in object: inout [KotlinValue]) { object[index] = value }
    package func defaultValue(of property: KotlinPropertyDescriptor) -> KotlinValue { property.defaultValue ?? .null }
    package func endObject(_ object: [KotlinValue], of descriptor: KotlinClassDescriptor) -> KotlinValue {
        .instance(serialName: descriptor.serialName, fields: object)
    }
}

/// Builds nothing: the decoder only checks the input (the checker's fast path).
package struct KotlinValidationSink: KotlinJSONSink {
    package init() {}

    package func null() {}
    package func bool(_ value: Bool) {}
    package func integer(_ value: Int64) {}
    package func unsigned(_ value: UInt64) {}
    package func double(_ value: Double) {}
    package func float(_ value: Float) {}
    package func char(_ value: UInt16) {}
    package func string(_ span: KotlinJSONText, in reader: KotlinJSONReader) {}
    package func enumEntry(_ index: Int, of descriptor: KotlinEnumDescriptor) {}
    package func beginList() {}
    package func append(_ item: Void, to list: inout Void) {}
    package func endList(_ list: Void, isSet: Bool) {}
    package func beginMap() {}
    package func put(_ key: Void, _ value: Void, into map: inout Void) {}
    package func endMap(_ map: Void) {}
    package func beginObject(_ descriptor: KotlinClassDescriptor) {}
    package func set(_ value: Void, at index: Int, in object: inout Void) {}
    package func defaultValue(of property: KotlinPropertyDescriptor) {}
    package func endObject(_ object: Void, of descriptor: KotlinClassDescriptor) {}
}
