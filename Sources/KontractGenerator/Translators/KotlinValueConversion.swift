// Swift expressions converting a generated property to and from the codec's `KotlinValue`.

import KontractCore

/// Spells, per style, how a value of a Kotlin type (as `SwiftTypeMapper` maps it) becomes a
/// `KotlinValue` and back. `nil` means the generator cannot convert the type (the declaration
/// then gets no serialization conformance).
///
/// Decoding expressions carry no leading `try`: the caller writes one in front, which covers
/// the whole expression; closures start with their own `try`.
struct KotlinValueConversion {
    let context: TranslationContext
    /// Declarations that get the conformance (others cannot be converted).
    let serializable: Set<String>

    private var bridge: Bool { context.profile.isBridge }

    /// `KotlinValue` of `value`, a Swift expression of the mapped type.
    func encode(_ type: ResolvedType, _ position: SwiftTypeMapper.Position, _ value: String) -> String? {
        if bridge && type.primitive == .char && (position != .value || type.isNullable) {
            return "KotlinValue.bridgedChar(\(value))"
        }
        if bridge && position != .value && type.isNullable {
            guard let swiftType = elementType(type.nonNullable, position),
                let inner = encode(type.nonNullable, .element, "$0")
            else { return nil }
            return "KotlinValue.bridged(\(value), as: \(swiftType).self) { \(inner) }"
        }
        if type.isNullable {
            if bridge, type.primitive != nil { return "KotlinValue(box: \(value))" }
            guard let inner = encode(type.nonNullable, position, "$0") else { return nil }
            return "(\(value).map { \(inner) } ?? KotlinValue.null)"
        }
        switch type.kind {
        case .primitive(let primitive):
            if bridge && position != .value { return "KotlinValue(box: \(value))" }
            return primitiveEncoding(primitive, value)
        case .string:
            return "KotlinValue.string(\(value))"
        case .primitiveArray(let primitive):
            return "KotlinValue.list(\(value).map { \(primitiveEncoding(primitive, "$0")) })"
        case .generic(let generic, let arguments):
            return encodeGeneric(generic, arguments, value)
        case .declared(let name, _):
            guard serializable.contains(name) else { return nil }
            if let serializer = serializerName(of: name) {
                return position == .hashableElement ? nil : "\(serializer).kotlinValue(of: \(value))"
            }
            return "\(value).kotlinValue"
        default:
            return nil
        }
    }

    /// The Swift value of the `KotlinValue` expression `value`, without the leading `try`.
    func decode(_ type: ResolvedType, _ position: SwiftTypeMapper.Position, _ value: String) -> String? {
        if bridge && position != .value && type.isNullable {
            guard let inner = decode(type.nonNullable, .element, "$0") else { return nil }
            let helper = position == .hashableElement ? "bridgedHashableOptional" : "bridgedOptional"
            return "\(value).\(helper) { try \(inner) }"
        }
        if type.isNullable {
            let innerPosition: SwiftTypeMapper.Position = bridge && type.primitive != nil ? .element : position
            guard let inner = decode(type.nonNullable, innerPosition, "$0") else { return nil }
            return "\(value).optional { try \(inner) }"
        }
        switch type.kind {
        case .primitive(let primitive):
            if bridge && primitive == .char {
                // A Char boxed in `Any` is a `Character` (it prints as Kotlin prints the Char).
                return position == .value ? "\(value).charUnit()" : "\(value).character()"
            }
            if bridge && position != .value {
                return "\(RuntimeNames.box(primitive))(value: \(primitiveDecoding(primitive, value)))"
            }
            return primitiveDecoding(primitive, value)
        case .string:
            return "\(value).string()"
        case .primitiveArray(let primitive):
            let items = "\(value).list { try \(primitiveDecoding(primitive, "$0")) }"
            return bridge ? "\(RuntimeNames.primitiveArray(primitive))(\(items))" : items
        case .generic(let generic, let arguments):
            return decodeGeneric(generic, arguments, value)
        case .declared(let name, _):
            guard serializable.contains(name) else { return nil }
            if let serializer = serializerName(of: name) {
                return position == .hashableElement ? nil : "\(serializer).value(fromKotlinValue: \(value))"
            }
            return "\(context.projection.swiftName(of: name)).value(fromKotlinValue: \(value))"
        default:
            return nil
        }
    }

    /// The generated serializer enum of a bridge-style sealed class or interface, which Swift
    /// cannot build through `Self`; nil for types that are their own serializer.
    func serializerName(of qualifiedName: String) -> String? {
        switch context.projection.shape(of: qualifiedName) {
        case .openClass, .classProtocol:
            context.projection.rules.flatName(of: qualifiedName) + "KotlinSerializer"
        default: nil
        }
    }

    /// The Swift type a bridge-style `Any` element holds when it is not null.
    private func elementType(_ type: ResolvedType, _ position: SwiftTypeMapper.Position) -> String? {
        if type.primitive == .char { return "UInt16" }
        if case .declared(let name, _) = type.kind, serializerName(of: name) != nil {
            return position == .hashableElement ? nil : "any \(context.projection.swiftName(of: name))"
        }
        return try? context.types.map(type, position: .element, SourceLocation(file: "", line: 0, column: 0))
            .description
    }

    private func encodeGeneric(_ generic: KotlinBuiltinGeneric, _ arguments: [ResolvedType], _ value: String)
        -> String?
    {
        switch generic {
        case .list, .set, .mutableSet,
            .mutableList where !bridge, .array where !bridge:
            guard let element = arguments.first else { return nil }
            let position: SwiftTypeMapper.Position =
                generic == .set || generic == .mutableSet ? .hashableElement : .element
            guard let inner = encode(element, position, "$0") else { return nil }
            return "KotlinValue.list(\(value).map { \(inner) })"
        case .array:
            guard let element = arguments.first, !element.isNullable else { return nil }
            if element.kind == .string {
                return "KotlinValue.list(\(value).map { KotlinValue.string(String($0 ?? \"\")) })"
            }
            guard case .declared(let name, _) = element.kind, context.projection.shape(of: name) != .valueStruct,
                serializerName(of: name) == nil, let inner = encode(element, .element, "$0")
            else { return nil }
            return "KotlinValue.list(\(value).map { $0.map { \(inner) } ?? KotlinValue.null })"
        case .map,
            .mutableMap where !bridge:
            guard arguments.count == 2, let key = encode(arguments[0], .hashableElement, "$0"),
                let item = encode(arguments[1], .element, "$0")
            else { return nil }
            return "KotlinValue.map(\(value), key: { \(key) }, value: { \(item) })"
        default:
            return nil
        }
    }

    private func decodeGeneric(_ generic: KotlinBuiltinGeneric, _ arguments: [ResolvedType], _ value: String)
        -> String?
    {
        switch generic {
        case .list, .set, .mutableSet,
            .mutableList where !bridge, .array where !bridge:
            guard let element = arguments.first else { return nil }
            let isSet = generic == .set || generic == .mutableSet
            guard let inner = decode(element, isSet ? .hashableElement : .element, "$0") else { return nil }
            return "\(value).\(isSet ? "set" : "list") { try \(inner) }"
        case .array:
            guard let element = arguments.first, !element.isNullable else { return nil }
            if element.kind == .string {
                return "\(RuntimeNames.array)(\(value).list { NSString(string: try $0.string()) })"
            }
            guard case .declared(let name, _) = element.kind, context.projection.shape(of: name) != .valueStruct,
                serializerName(of: name) == nil, let inner = decode(element, .element, "$0")
            else { return nil }
            return "\(RuntimeNames.array)(\(value).list { try \(inner) })"
        case .map,
            .mutableMap where !bridge:
            guard arguments.count == 2, let key = decode(arguments[0], .hashableElement, "$0"),
                let item = decode(arguments[1], .element, "$0")
            else { return nil }
            return "\(value).dictionary({ try \(key) }, { try \(item) })"
        default:
            return nil
        }
    }

    private func primitiveEncoding(_ primitive: KotlinPrimitive, _ value: String) -> String {
        switch primitive {
        case .boolean: "KotlinValue.bool(\(value))"
        case .byte, .short, .int, .long: "KotlinValue.integer(Int64(\(value)))"
        case .ubyte, .ushort, .uint, .ulong: "KotlinValue.unsigned(UInt64(\(value)))"
        case .float: "KotlinValue.float(\(value))"
        case .double: "KotlinValue.double(\(value))"
        case .char: bridge ? "KotlinValue.char(\(value))" : "KotlinValue.char(\(value) as Character)"
        }
    }

    private func primitiveDecoding(_ primitive: KotlinPrimitive, _ value: String) -> String {
        let swiftType = context.types.primitiveType(primitive, boxed: false)
        switch primitive {
        case .boolean: return "\(value).bool()"
        case .byte, .short, .int, .long: return "\(value).integer(\(swiftType).self)"
        case .ubyte, .ushort, .uint, .ulong: return "\(value).unsigned(\(swiftType).self)"
        case .float: return "\(value).float()"
        case .double: return "\(value).double()"
        case .char: return bridge ? "\(value).charUnit()" : "\(value).character()"
        }
    }
}
