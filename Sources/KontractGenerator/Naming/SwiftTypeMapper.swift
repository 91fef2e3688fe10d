// Kotlin types → Swift types (IR), per style, as the exporter (or idiomatic Swift) shows them.

import KontractCore

/// Maps resolved Kotlin types to IR `SwiftType`s.
///
/// For example, in `bridge` style: `Int` → `Int32`, `Int?` → `KotlinInt?`, `List<Int>` → `[KotlinInt]`,
/// `Map<String, Int?>` → `[String: Any]`; in `swift` style: `Int` → `Int`, `Int?` → `Int?`.
public struct SwiftTypeMapper: Sendable {
    /// Where a type stands; type arguments are boxed and lose nullability in `bridge` style.
    public enum Position: Sendable {
        case value
        case element
        /// A set element or map key: must be `Hashable`.
        case hashableElement
    }

    public let names: SwiftTypeNames
    var style: GenerationStyle { names.options.style }
    /// False inside a collection's or a flow's type arguments, where SKIE leaves flows as Kotlin's
    /// (its "incompatible" positions: `List<Flow<Int>>`, `Flow<Flow<Int>>`).
    private var convertsFlows = true
    /// SKIE's flow interop: flows are `SkieSwift…Flow`s (under SKIE with `flowInterop`, or a function's
    /// `FlowInterop.Enabled`); otherwise the export's Kotlin flow types.
    private(set) var skieFlows: Bool

    public init(names: SwiftTypeNames) {
        self.names = names
        skieFlows = names.options.interop == .skie && names.options.skie.flowInterop
    }

    /// This mapper with SKIE's flow interop on or off for one declaration (its `FlowInterop.*` annotation); flows
    /// stay Kotlin's outside SKIE.
    func withSKIEFlows(_ on: Bool) -> SwiftTypeMapper {
        var mapper = self
        mapper.skieFlows = on && names.options.interop == .skie
        return mapper
    }

    /// This mapper with flows left as Kotlin's (the runtime's `any Flow<T>`, `StateFlow<T>`, ...) also under SKIE,
    /// as SKIE's `async` wrapper of a suspend function returns them.
    public var keepingKotlinFlows: SwiftTypeMapper {
        var mapper = self
        mapper.convertsFlows = false
        return mapper
    }

    /// The Swift type of a property, parameter or return value.
    public func swiftType(_ type: ResolvedType, at location: SourceLocation) throws -> SwiftType {
        try map(type, position: .value, location)
    }

    func map(_ type: ResolvedType, position: Position, _ location: SourceLocation) throws -> SwiftType {
        // A star projection is its bound, `Any?`, as the exporter maps it: `List<*>` is `[Any]`, `Set<*>`
        // `Set<AnyHashable>`, `Map<*, *>` `[AnyHashable: Any]` (as `List<Any?>`, `Set<Any?>`, `Map<Any?, Any?>`).
        if case .star = type.kind, position != .value {
            return try map(ResolvedType(.any, isNullable: true), position: position, location)
        }
        if style == .bridge, let valueClass = type.valueClass,
            position != .value || (type.isNullable && type.primitive != nil)
        {
            // The exporter maps a value class it cannot inline (a type argument, a block's parameter or result, a
            // nullable one over a primitive) to `id`: Swift sees `Any`, which the emulation's codecs do not model.
            let name = valueClass.split(separator: ".").last.map(String.init) ?? valueClass
            let place = position != .value ? "inside a type argument or a function type" : "nullable over a primitive"
            throw unsupported(
                "the value class '\(name)' \(place) in bridge style (the exporter shows 'Any' there, boxing the value class; not emulated yet)",
                location)
        }
        if style == .bridge && position != .value && type.isNullable {
            return position == .hashableElement ? "AnyHashable" : "Any"
        }
        let base = try mapNonNull(type.nonNullable, position: position, nullable: type.isNullable, location)
        return type.isNullable ? .optional(base) : base
    }

    private func mapNonNull(
        _ type: ResolvedType, position: Position, nullable: Bool, _ location: SourceLocation
    ) throws -> SwiftType {
        switch type.kind {
        case .primitive(let primitive):
            return primitiveType(primitive, position: position, nullable: nullable)
        case .string:
            return "String"
        case .unit:
            guard style == .bridge else { throw unsupported("Unit as a value type in swift style", location) }
            return .named(RuntimeNames.unit)
        case .any:
            return style == .swift || position == .hashableElement ? "AnyHashable" : "Any"
        case .nothing:
            guard style == .bridge else { throw unsupported("Nothing as a value type in swift style", location) }
            return .named(RuntimeNames.nothing)
        case .primitiveArray(let primitive):
            if style == .swift { return .array(primitiveType(primitive, boxed: false)) }
            return .named(RuntimeNames.primitiveArray(primitive))
        case .generic(let generic, _) where generic.isFlow && position == .hashableElement:
            return "AnyHashable"
        case .generic(.kclass, _) where position == .hashableElement && style == .bridge:
            return "AnyHashable"
        case .generic(let generic, let arguments):
            return try mapGeneric(generic, arguments, location)
        case .declared(let qualifiedName, let arguments):
            if names.shape(of: qualifiedName) == .classProtocol {
                // An ObjC protocol is not generic: an interface's type arguments are erased.
                let name = SwiftType.named(names.swiftName(of: qualifiedName))
                return position == .hashableElement ? "AnyHashable" : .existential(name)
            }
            return .named(
                names.swiftName(of: qualifiedName), try arguments.map { try genericClassArgument($0, location) })
        case .typeParameter(let name):
            return .named(TypeParameterNaming.swiftName(name))
        case .function(let parameters, let returns, let isSuspend):
            if isSuspend {
                // The exporter shows a suspend function type as `id<KotlinSuspendFunctionN>`, N counting the
                // parameters (a receiver too): an ObjC protocol, whose `invoke(p1:…:completionHandler:)` takes and
                // returns `Any?`.
                guard style == .bridge else { throw unsupported("suspend function types in swift style", location) }
                guard parameters.count < RuntimeNames.suspendFunctionProtocols.count else {
                    throw unsupported("a suspend function type of \(parameters.count) parameters", location)
                }
                let name = SwiftType.named(RuntimeNames.suspendFunctionProtocols[parameters.count])
                return position == .hashableElement ? "AnyHashable" : .existential(name)
            }
            let mappedParameters = try parameters.map { try blockElement($0, location) }
            // The exporter's block returns `void` only where the block itself stands for a value (a parameter,
            // a result, a property); a block inside a block or a collection returns `KotlinUnit`.
            let returnsVoid = returns.kind == .unit && !returns.isNullable && (style == .swift || position == .value)
            let mappedReturn = returnsVoid ? .void : try blockElement(returns, location)
            return .function(mappedParameters, mappedReturn)
        case .platform(.throwable):
            return .named(RuntimeNames.throwable)
        case .exception(let exception):
            guard let name = ExceptionClassNaming.swiftName(of: exception) else {
                throw unsupported("'\(exception.qualifiedName)' as a type (the runtime has no class for it)", location)
            }
            return .named(name)
        case .platform(let platform):
            throw unsupported("the platform type '\(platform.rawValue)' in a generated model", location)
        case .apple(let apple):
            return applePlatformType(apple, position: position)
        case .star, .unresolved:
            throw unsupported("the type '\(type)'", location)
        }
    }

    /// An element of KMP-NativeCoroutines' `NativeFlow`/`NativeSuspend`, Kotlin function types: boxed as a block's
    /// (`@NativeCoroutines fun ints(): Flow<Int>` is `NativeFlow<KotlinInt, Error, KotlinUnit>` in bridge style).
    public func nativeCoroutinesElement(_ type: ResolvedType, at location: SourceLocation) throws -> SwiftType {
        try blockElement(type, location)
    }

    /// A block's parameter or result. In bridge style it is boxed as a type argument is (`(Int) -> Int` is
    /// `(KotlinInt) -> KotlinInt`) but keeps its optionality, which a block's types have and lightweight generics
    /// lack: `(Any?, Any?) -> Any?` is `(Any?, Any?) -> Any?` (JetBrains/kotlin
    /// native/native.tests/testData/framework/objcexport/values.kt `F2Holder`, expectedLazy/expectedLazy.h
    /// `initWithValue:(id _Nullable (^)(id _Nullable, id _Nullable))value`).
    private func blockElement(_ type: ResolvedType, _ location: SourceLocation) throws -> SwiftType {
        guard style == .bridge else { return try map(type, position: .value, location) }
        guard type.isNullable else { return try map(type, position: .element, location) }
        return .optional(try map(type.nonNullable, position: .element, location))
    }

    private func mapGeneric(
        _ generic: KotlinBuiltinGeneric, _ arguments: [ResolvedType], _ location: SourceLocation
    ) throws -> SwiftType {
        var inner = self
        inner.convertsFlows = false
        func argument(_ index: Int, _ position: Position) throws -> SwiftType {
            guard index < arguments.count else { throw unsupported("a generic type without arguments", location) }
            return try inner.map(arguments[index], position: position, location)
        }
        switch generic {
        case .list:
            return .array(try argument(0, .element))
        case .mutableList:
            return style == .bridge ? "NSMutableArray" : .array(try argument(0, .element))
        case .set:
            return .named("Set", [try argument(0, .hashableElement)])
        case .map:
            return .dictionary(try argument(0, .hashableElement), try argument(1, .element))
        case .mutableSet, .mutableMap:
            if style == .swift {
                return generic == .mutableSet
                    ? .named("Set", [try argument(0, .hashableElement)])
                    : .dictionary(try argument(0, .hashableElement), try argument(1, .element))
            }
            return try mutableCollectionClass(generic, arguments, location)
        case .array:
            if style == .swift { return .array(try argument(0, .element)) }
            guard let element = arguments.first else { throw unsupported("Array without argument", location) }
            return .named(RuntimeNames.array, [try inner.arrayElement(element, location)])
        case .flow, .stateFlow, .mutableStateFlow, .sharedFlow, .mutableSharedFlow:
            guard let element = arguments.first else { throw unsupported("a flow without argument", location) }
            if convertsFlows && skieFlows {
                return .named(
                    Self.skieFlowClass(generic, nullableElement: element.isNullable),
                    [try inner.map(element.nonNullable, position: .element, location)])
            }
            if showsUntypedFlows { return ObjCFlowTypes.protocolType(generic, names.options) }
            return Self.runtimeFlowType(generic, element: try inner.map(element, position: .value, location))
        case .kclass:
            // The exporter's `id<KotlinKClass>`: an ObjC protocol, not generic, so the type argument is erased.
            guard style == .bridge else { throw unsupported("KClass in swift style", location) }
            return .existential(.named(RuntimeNames.kClass))
        }
    }

    /// The runtime's type of a Kotlin flow outside SKIE: `any Flow<T>` and `any SharedFlow<T>` for the
    /// interfaces, the classes `StateFlow<T>`, `MutableStateFlow<T>` and `MutableSharedFlow<T>` for the others.
    static func runtimeFlowType(_ generic: KotlinBuiltinGeneric, element: SwiftType) -> SwiftType {
        switch generic {
        case .stateFlow: .named(RuntimeNames.stateFlow, [element])
        case .mutableStateFlow: .named(RuntimeNames.mutableStateFlow, [element])
        case .mutableSharedFlow: .named(RuntimeNames.mutableSharedFlow, [element])
        case .sharedFlow: .existential(.named(RuntimeNames.sharedFlow, [element]))
        default: .existential(.named(RuntimeNames.flow, [element]))
        }
    }

    /// SKIE's Swift class of a Kotlin flow: `SkieSwiftStateFlow`, `SkieSwiftOptionalFlow` for a nullable element.
    static func skieFlowClass(_ generic: KotlinBuiltinGeneric, nullableElement: Bool) -> String {
        let kind: String
        switch generic {
        case .stateFlow: kind = "StateFlow"
        case .mutableStateFlow: kind = "MutableStateFlow"
        case .sharedFlow: kind = "SharedFlow"
        case .mutableSharedFlow: kind = "MutableSharedFlow"
        default: kind = "Flow"
        }
        return "SkieSwift" + (nullableElement ? "Optional" : "") + kind
    }

    /// A type argument of a generic class: in bridge style an ObjC class (lightweight generics have no
    /// nullability: `Box<String?>` is `Box<NSString>`; `*` is `AnyObject`), in swift style the value type.
    func genericClassArgument(_ argument: ResolvedType, _ location: SourceLocation) throws -> SwiftType {
        guard style == .bridge else { return try map(argument, position: .value, location) }
        switch argument.kind {
        case .star, .any: return "AnyObject"
        case .string: return "NSString"
        case .primitive(let primitive) where primitive != .char: return .named(RuntimeNames.box(primitive))
        case .generic(.list, _): return "NSArray"
        case .generic(.mutableList, _): return "NSMutableArray"
        case .generic(.set, _): return "NSSet"
        case .generic(.map, _): return "NSDictionary"
        case .generic(let generic, let arguments) where generic == .mutableSet || generic == .mutableMap:
            return try mutableCollectionClass(generic, arguments, location)
        case .generic(let generic, let arguments) where generic.isFlow:
            return try flowClassArgument(generic, arguments, location)
        case .generic(.kclass, _):
            return .existential(.named(RuntimeNames.kClass))
        case .apple(let apple): return applePlatformClassArgument(apple)
        case .declared(let name, _) where names.shape(of: name) == .classProtocol:
            return .existential(.named(names.swiftName(of: name)))
        case .typeParameter, .declared: return try arrayElement(argument.nonNullable, location)
        default:
            throw unsupported("the type argument '\(argument)' of a generic class in bridge style", location)
        }
    }

    /// The framework's class of a Kotlin `MutableSet`/`MutableMap` in bridge style: `KotlinMutableSet<NSString>`,
    /// `KotlinMutableDictionary<NSString, KotlinInt>`. Its type arguments are Objective-C classes as a generic
    /// class's are (the exporter maps them ignoring nullability: `MutableSet<String?>` is `KotlinMutableSet<NSString>`).
    func mutableCollectionClass(
        _ generic: KotlinBuiltinGeneric, _ arguments: [ResolvedType], _ location: SourceLocation
    ) throws -> SwiftType {
        guard arguments.count == generic.arity else { throw unsupported("a generic type without arguments", location) }
        let className = generic == .mutableSet ? RuntimeNames.mutableSet : RuntimeNames.mutableDictionary
        for argument in arguments {
            if case .declared(let name, _) = argument.kind, names.shape(of: name) == .valueStruct {
                throw unsupported(
                    "\(generic.rawValue)<\(arguments.map(\.description).joined(separator: ", "))> in bridge style: a data "
                        + "class is a Swift struct here, not a class \(className) can hold", location)
            }
        }
        let classArguments = try arguments.map { try genericClassArgument($0, location) }
        return .named(className, classArguments)
    }

    /// A flow as a type argument of a generic class. SKIE maps it there too (a generic class is "compatible" with
    /// its flows, FlowMappingStrategy.Full) but to its Kotlin class, since a Swift class cannot be an Objective-C
    /// type argument: `A<Flow<Int>>` → `A<SkieKotlinFlow<KotlinInt>>`, a nullable element
    /// `SkieKotlinOptionalFlow`. Without SKIE's flows the runtime's flow type, as in any other position.
    private func flowClassArgument(
        _ generic: KotlinBuiltinGeneric, _ arguments: [ResolvedType], _ location: SourceLocation
    ) throws -> SwiftType {
        guard let element = arguments.first else { throw unsupported("a flow without argument", location) }
        var inner = self
        inner.convertsFlows = false
        if skieFlows {
            let swiftClass = Self.skieFlowClass(generic, nullableElement: element.isNullable)
            return .named(
                "SkieKotlin" + swiftClass.dropFirst("SkieSwift".count),
                [try inner.map(element.nonNullable, position: .element, location)])
        }
        if showsUntypedFlows { return ObjCFlowTypes.protocolType(generic, names.options) }
        return Self.runtimeFlowType(generic, element: try inner.map(element, position: .value, location))
    }

    /// `KotlinArray<T>` needs a class: strings become `NSString`, value types cannot be elements.
    private func arrayElement(_ element: ResolvedType, _ location: SourceLocation) throws -> SwiftType {
        if element.isNullable { return "AnyObject" }
        switch element.kind {
        case .string: return "NSString"
        case .any: return "AnyObject"
        case .declared(let name, _) where names.shape(of: name) == .valueStruct:
            throw unsupported(
                "Array<\(element)> in bridge style: a data class is a Swift struct here; use List", location)
        case .declared(let name, _) where names.shape(of: name) == .classProtocol:
            return "AnyObject"
        case .generic, .function:
            return "AnyObject"
        case .apple(let apple):
            return applePlatformClassArgument(apple)
        default:
            return try map(element, position: .element, location)
        }
    }

    /// `Int` → `Int32` (bridge) or `Int` (swift); boxed → `KotlinInt`.
    /// The Swift type of a primitive property, parameter or return value as ``swiftType(_:at:)`` maps it (`Int32`,
    /// `KotlinInt?`), without a location: a primitive is never refused.
    public func swiftType(ofPrimitive primitive: KotlinPrimitive, isNullable: Bool) -> SwiftType {
        let base = primitiveType(primitive, position: .value, nullable: isNullable)
        return isNullable ? .optional(base) : base
    }

    /// A primitive where `position` puts it: boxed where the export boxes it.
    private func primitiveType(_ primitive: KotlinPrimitive, position: Position, nullable: Bool) -> SwiftType {
        // A boxed Char has no box class: the exporter uses `id`.
        if style == .bridge && primitive == .char && (nullable || position != .value) {
            return position == .hashableElement ? "AnyHashable" : "Any"
        }
        return primitiveType(primitive, boxed: style == .bridge && (position != .value || nullable))
    }

    public func primitiveType(_ primitive: KotlinPrimitive, boxed: Bool) -> SwiftType {
        if boxed { return primitive == .char ? "Any" : .named(RuntimeNames.box(primitive)) }
        switch primitive {
        case .boolean: return "Bool"
        case .byte: return "Int8"
        case .short: return "Int16"
        case .int: return style == .swift ? "Int" : "Int32"
        case .long: return "Int64"
        case .ubyte: return "UInt8"
        case .ushort: return "UInt16"
        case .uint: return style == .swift ? "UInt" : "UInt32"
        case .ulong: return "UInt64"
        case .float: return "Float"
        case .double: return "Double"
        case .char: return style == .swift ? "Character" : "unichar"
        }
    }

    /// True when Swift's `==` on the mapped type gives Kotlin's `equals`; otherwise the
    /// generated code compares with `Kotlin.equals`.
    public func isEquatable(_ type: ResolvedType, position: Position = .value) -> Bool {
        if style == .bridge && position != .value && type.isNullable { return false }
        switch type.kind {
        case .any: return style == .swift
        case .function: return false
        case .primitive(let primitive):
            return !(style == .bridge && primitive == .char && (type.isNullable || position == .element))
        // Swift style's classes are not `Equatable`: `Kotlin.propertyEquals` compares them by identity, Kotlin's
        // `equals` of a class that is not a data class (bridge style: `KotlinBase.isEqual`, also identity).
        case .declared(let name, _): return names.shape(of: name) != .classProtocol && !isSwiftStyleClass(name)
        case .generic(.kclass, _): return false  // `any KotlinKClass`, an existential
        case .apple(let apple): return Self.isEquatable(apple)
        case .generic(let generic, let arguments):
            // `KotlinMutableSet`/`KotlinMutableDictionary` are NSObjects: `==` is their `isEqual(_:)`, by content.
            if style == .bridge && (generic == .mutableSet || generic == .mutableMap) { return true }
            return !generic.isFlow && arguments.allSatisfy { isEquatable($0, position: .element) }
        default: return true
        }
    }

    private func unsupported(_ what: String, _ location: SourceLocation) -> Diagnostic {
        Diagnostic.generator(.unsupportedType, "the generator does not support \(what)", at: location)
    }
}
