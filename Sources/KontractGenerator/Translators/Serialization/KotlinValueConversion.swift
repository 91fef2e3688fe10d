// Swift expressions converting a generated property to and from the codec's `KotlinValue`.

import KontractCore

/// Spells, per style, how a value of a Kotlin type (as `SwiftTypeMapper` maps it) becomes a
/// `KotlinValue` and back, as typed expressions. `nil` means the generator cannot convert the type (the declaration
/// then gets no serialization conformance).
///
/// Decoding expressions carry no leading `try`: the caller writes one in front, which covers
/// the whole expression; closures start with their own `try`.
struct KotlinValueConversion {
    let context: TranslationContext
    /// Declarations that get the conformance (others cannot be converted).
    let serializable: Set<String>

    private var bridge: Bool { context.profile.usesBridgedTypes }

    /// `KotlinValue`, the codec's value type.
    private static let codec = SwiftExpression.identifier("KotlinValue")
    /// `$0`, the element a conversion closure receives.
    private static let element = SwiftExpression.identifier("$0")

    /// `KotlinValue.name(arguments)`.
    private static func kotlinValue(_ name: String, _ arguments: SwiftArgument...) -> SwiftExpression {
        .call(codec.member(name), arguments)
    }

    /// `{ body }`, or `{ try body }` when `throwing`.
    private static func closure(_ body: SwiftExpression, throwing: Bool = false) -> SwiftExpression {
        .closure(parameters: [], body: [.expression(throwing ? .try(body) : body)])
    }

    /// `value.name { try body }`.
    private static func trailing(_ value: SwiftExpression, _ name: String, _ body: SwiftExpression) -> SwiftExpression {
        .call(value.member(name), [], trailingClosure: [.expression(.try(body))])
    }

    /// `value.map { body }`.
    private static func mapped(_ value: SwiftExpression, _ body: SwiftExpression) -> SwiftExpression {
        .call(value.member("map"), [], trailingClosure: [.expression(body)])
    }

    /// `T.self`.
    private static func metatype(_ type: SwiftType) -> SwiftExpression { .member(.type(type), "self") }

    /// `KotlinValue` of `value`, a Swift expression of the mapped type; `location` is the type's in the
    /// contract, where a failure to map an element type (bridge-style `Any` elements) is reported.
    func encode(
        _ type: ResolvedType, _ position: SwiftTypeMapper.Position, _ value: SwiftExpression,
        at location: SourceLocation
    ) throws -> SwiftExpression? {
        if bridge && type.primitive == .char && (position != .value || type.isNullable) {
            return Self.kotlinValue("bridgedChar", SwiftArgument(value))
        }
        if bridge && position != .value && type.isNullable {
            guard let swiftType = try elementType(type.nonNullable, position, at: location),
                let inner = try encode(type.nonNullable, .element, Self.element, at: location)
            else { return nil }
            return .call(
                Self.codec.member("bridged"), [SwiftArgument(value), SwiftArgument("as", Self.metatype(swiftType))],
                trailingClosure: [.expression(inner)])
        }
        if type.isNullable {
            if bridge, type.primitive != nil { return .call(Self.codec, SwiftArgument("box", value)) }
            guard let inner = try encode(type.nonNullable, position, Self.element, at: location) else { return nil }
            return .tuple([.binary(Self.mapped(value, inner), "??", Self.codec.member("null"))])
        }
        switch type.kind {
        case .primitive(let primitive):
            if bridge && position != .value { return .call(Self.codec, SwiftArgument("box", value)) }
            return primitiveEncoding(primitive, value)
        case .string:
            return Self.kotlinValue("string", SwiftArgument(value))
        case .primitiveArray(let primitive):
            return Self.kotlinValue(
                "list", SwiftArgument(Self.mapped(value, primitiveEncoding(primitive, Self.element))))
        case .generic(let generic, let arguments):
            return try encodeGeneric(generic, arguments, value, at: location)
        case .declared(let name, _):
            if position == .value, polymorphicScope(type) != nil {
                return Self.kotlinValue("polymorphic", SwiftArgument(value))
            }
            guard serializable.contains(name) else { return nil }
            if let serializer = serializerName(of: name) {
                return position == .hashableElement
                    ? nil : .call(.member(.identifier(serializer), "kotlinValue"), SwiftArgument("of", value))
            }
            return value.member("kotlinValue")
        case .function:
            guard position == .value, polymorphicScope(type) != nil else { return nil }
            return Self.kotlinValue("polymorphic", SwiftArgument(value))
        default:
            return nil
        }
    }

    /// kotlinx's open polymorphic scope of an interface or (non-suspend) function type (`Greeter`,
    /// `Function0`), whose values fail at run time (KT0211); nil for other types.
    func polymorphicScope(_ type: ResolvedType) -> String? {
        switch type.kind {
        case .function(let parameters, _, let isSuspend) where !isSuspend:
            return "Function\(parameters.count)"
        case .declared(let name, _):
            guard let entry = context.module[name], entry.declaration.kind == .interface else { return nil }
            return entry.declaration.name.value
        default:
            return nil
        }
    }

    /// The Swift value of the `KotlinValue` expression `value`, without the leading `try`.
    func decode(_ type: ResolvedType, _ position: SwiftTypeMapper.Position, _ value: SwiftExpression)
        -> SwiftExpression?
    {
        if bridge && position != .value && type.isNullable {
            // A `Char?` in a set stays hashable once boxed (`KotlinChar.boxedHashable`).
            let innerPosition: SwiftTypeMapper.Position =
                position == .hashableElement && type.primitive == .char ? .hashableElement : .element
            guard let inner = decode(type.nonNullable, innerPosition, Self.element) else { return nil }
            return Self.trailing(
                value, position == .hashableElement ? "bridgedHashableOptional" : "bridgedOptional", inner)
        }
        if type.isNullable {
            let innerPosition: SwiftTypeMapper.Position = bridge && type.primitive != nil ? .element : position
            guard let inner = decode(type.nonNullable, innerPosition, Self.element) else { return nil }
            return Self.trailing(value, "optional", inner)
        }
        switch type.kind {
        case .primitive(let primitive):
            if bridge && primitive == .char {
                // A Char in an `id` position (`List<Char>`, `Char?`, a map's value) is Kotlin/Native's box, a
                // `KotlinBase` (`KotlinChar.boxed`: `as? Character`, `as? unichar` fail as on iOS).
                let unit = SwiftExpression.call(value.member("charUnit"))
                switch position {
                case .value: return unit
                case .hashableElement:
                    return .call(
                        SwiftExpression.identifier("KotlinChar").member("boxedHashable"), [SwiftArgument(unit)])
                default: return RuntimeNames.charBoxed(unit)
                }
            }
            if bridge && position != .value {
                return .call(
                    .identifier(RuntimeNames.box(primitive)),
                    SwiftArgument("value", primitiveDecoding(primitive, value)))
            }
            return primitiveDecoding(primitive, value)
        case .string:
            return .call(value.member("string"))
        case .primitiveArray(let primitive):
            let items = Self.trailing(value, "list", primitiveDecoding(primitive, Self.element))
            return bridge ? .call(.identifier(RuntimeNames.primitiveArray(primitive)), SwiftArgument(items)) : items
        case .generic(let generic, let arguments):
            return decodeGeneric(generic, arguments, value)
        case .declared(let name, _):
            if position == .value, let scope = polymorphicScope(type) {
                return .call(value.member("polymorphic"), SwiftArgument("scope", .string(scope)))
            }
            guard serializable.contains(name) else { return nil }
            if let serializer = serializerName(of: name) {
                return position == .hashableElement
                    ? nil : .call(.member(.identifier(serializer), "value"), SwiftArgument("fromKotlinValue", value))
            }
            return .call(
                .member(.identifier(context.projection.swiftName(of: name)), "value"),
                SwiftArgument("fromKotlinValue", value))
        case .function:
            guard position == .value, let scope = polymorphicScope(type) else { return nil }
            return .call(value.member("polymorphic"), SwiftArgument("scope", .string(scope)))
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
    private func elementType(_ type: ResolvedType, _ position: SwiftTypeMapper.Position, at location: SourceLocation)
        throws -> SwiftType?
    {
        if type.primitive == .char { return .named("UInt16") }
        if case .declared(let name, _) = type.kind, serializerName(of: name) != nil {
            return position == .hashableElement ? nil : .existential(.named(context.projection.swiftName(of: name)))
        }
        return try context.types.map(type, position: .element, location)
    }

    private func encodeGeneric(
        _ generic: KotlinBuiltinGeneric, _ arguments: [ResolvedType], _ value: SwiftExpression,
        at location: SourceLocation
    ) throws -> SwiftExpression? {
        switch generic {
        case .list, .set,
            .mutableSet where !bridge, .mutableList where !bridge, .array where !bridge:
            guard let element = arguments.first else { return nil }
            let position: SwiftTypeMapper.Position =
                generic == .set || generic == .mutableSet ? .hashableElement : .element
            guard let inner = try encode(element, position, Self.element, at: location) else { return nil }
            return Self.kotlinValue("list", SwiftArgument(Self.mapped(value, inner)))
        case .array:
            guard let element = arguments.first, !element.isNullable else { return nil }
            if element.kind == .string {
                let text = SwiftExpression.call(
                    .identifier("String"), SwiftArgument(.binary(Self.element, "??", .string(""))))
                return Self.kotlinValue(
                    "list", SwiftArgument(Self.mapped(value, Self.kotlinValue("string", SwiftArgument(text)))))
            }
            guard case .declared(let name, _) = element.kind, context.projection.shape(of: name) != .valueStruct,
                serializerName(of: name) == nil, let inner = try encode(element, .element, Self.element, at: location)
            else { return nil }
            let item = SwiftExpression.binary(Self.mapped(Self.element, inner), "??", Self.codec.member("null"))
            return Self.kotlinValue("list", SwiftArgument(Self.mapped(value, item)))
        case .map,
            .mutableMap where !bridge:
            guard arguments.count == 2,
                let key = try encode(arguments[0], .hashableElement, Self.element, at: location),
                let item = try encode(arguments[1], .element, Self.element, at: location)
            else { return nil }
            return Self.kotlinValue(
                "map", SwiftArgument(value), SwiftArgument("key", Self.closure(key)),
                SwiftArgument("value", Self.closure(item)))
        default:
            return nil
        }
    }

    private func decodeGeneric(
        _ generic: KotlinBuiltinGeneric, _ arguments: [ResolvedType], _ value: SwiftExpression
    ) -> SwiftExpression? {
        switch generic {
        case .list, .set,
            .mutableSet where !bridge, .mutableList where !bridge, .array where !bridge:
            guard let element = arguments.first else { return nil }
            let isSet = generic == .set || generic == .mutableSet
            guard let inner = decode(element, isSet ? .hashableElement : .element, Self.element) else { return nil }
            return Self.trailing(value, isSet ? "set" : "list", inner)
        case .array:
            guard let element = arguments.first, !element.isNullable else { return nil }
            if element.kind == .string {
                let text = SwiftExpression.call(
                    .identifier("NSString"), SwiftArgument("string", .try(.call(Self.element.member("string")))))
                let items = SwiftExpression.call(value.member("list"), [], trailingClosure: [.expression(text)])
                return .call(.identifier(RuntimeNames.array), SwiftArgument(items))
            }
            guard case .declared(let name, _) = element.kind, context.projection.shape(of: name) != .valueStruct,
                serializerName(of: name) == nil, let inner = decode(element, .element, Self.element)
            else { return nil }
            return .call(.identifier(RuntimeNames.array), SwiftArgument(Self.trailing(value, "list", inner)))
        case .map,
            .mutableMap where !bridge:
            guard arguments.count == 2, let key = decode(arguments[0], .hashableElement, Self.element),
                let item = decode(arguments[1], .element, Self.element)
            else { return nil }
            return .call(
                value.member("dictionary"),
                SwiftArgument(Self.closure(key, throwing: true)), SwiftArgument(Self.closure(item, throwing: true)))
        default:
            return nil
        }
    }

    private func primitiveEncoding(_ primitive: KotlinPrimitive, _ value: SwiftExpression) -> SwiftExpression {
        switch primitive {
        case .boolean: Self.kotlinValue("bool", SwiftArgument(value))
        case .byte, .short, .int, .long:
            Self.kotlinValue("integer", SwiftArgument(.call(.identifier("Int64"), SwiftArgument(value))))
        case .ubyte, .ushort, .uint, .ulong:
            Self.kotlinValue("unsigned", SwiftArgument(.call(.identifier("UInt64"), SwiftArgument(value))))
        case .float: Self.kotlinValue("float", SwiftArgument(value))
        case .double: Self.kotlinValue("double", SwiftArgument(value))
        case .char:
            Self.kotlinValue("char", SwiftArgument(bridge ? value : .cast(value, .plain, .named("Character"))))
        }
    }

    private func primitiveDecoding(_ primitive: KotlinPrimitive, _ value: SwiftExpression) -> SwiftExpression {
        let swiftType = context.types.primitiveType(primitive, boxed: false)
        switch primitive {
        case .boolean: return .call(value.member("bool"))
        case .byte, .short, .int, .long: return .call(value.member("integer"), SwiftArgument(Self.metatype(swiftType)))
        case .ubyte, .ushort, .uint, .ulong:
            return .call(value.member("unsigned"), SwiftArgument(Self.metatype(swiftType)))
        case .float: return .call(value.member("float"))
        case .double: return .call(value.member("double"))
        case .char: return .call(value.member(bridge ? "charUnit" : "character"))
        }
    }
}
