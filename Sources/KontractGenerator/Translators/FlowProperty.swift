// A Kotlin flow-typed property (StateFlow, MutableStateFlow, SharedFlow, Flow) with its Swift spellings.

import KontractCore

/// A property whose type is a Kotlin flow, as the view-model translators need it.
///
/// For example, `uiState: StateFlow<SearchUiState>` → kind `.stateFlow`, element `SearchUiState`,
/// runtime type `StateFlow<SearchUiState>`.
struct FlowProperty {
    let kind: KotlinBuiltinGeneric
    let element: ResolvedType
    /// The element's Swift type (as a value: `SearchUiState`, `Int32` in bridge style).
    let elementSwiftType: String
    /// The non-null element's Swift type (SKIE's optional flows name it).
    let nonNullElementSwiftType: String
    let location: SourceLocation

    /// Nil when `type` is not a (non-nullable) flow.
    init?(_ type: ResolvedType, context: TranslationContext, at location: SourceLocation) throws {
        guard !type.isNullable, case .generic(let generic, let arguments) = type.kind, generic.isFlow,
            let element = arguments.first
        else { return nil }
        kind = generic
        self.element = element
        elementSwiftType = try context.types.swiftType(element, at: location)
        nonNullElementSwiftType = try context.types.swiftType(element.nonNullable, at: location)
        self.location = location
    }

    /// True for `StateFlow` and `MutableStateFlow`: always a value.
    var isState: Bool { kind == .stateFlow || kind == .mutableStateFlow }

    /// The type a member of this Kotlin type shows without KMP-NativeCoroutines: the runtime's
    /// `StateFlow<T>`, `MutableStateFlow<T>`, or `MutableSharedFlow<T>` for `SharedFlow`/`Flow` (its only
    /// hot flow); with SKIE, SKIE's classes (`SkieSwiftStateFlow<KotlinInt>`, `SkieSwiftOptionalStateFlow<T>`
    /// for a nullable element, ...), whose `T` is the element as a generic argument (boxed in bridge style).
    func memberType(context: TranslationContext) throws -> String {
        guard context.interop == .skie else { return runtimeType }
        return try skieClass + "<\(skieArgument(context: context))>"
    }

    /// With SKIE, the expression of a member's SKIE flow over the runtime flow `source`
    /// (`SkieSwiftStateFlow<KotlinInt>(internal: state, map: { KotlinInt(value: $0) })`); otherwise `source`.
    func memberValue(source: String, context: TranslationContext) throws -> String {
        guard context.interop == .skie else { return source }
        let type = try memberType(context: context)
        guard !element.isNullable, context.style == .bridge, case .primitive(let primitive) = element.kind else {
            return "\(type)(internal: \(source))"
        }
        let map: String
        let unmap: String
        if primitive == .char {
            (map, unmap) = ("{ $0 as Any }", "{ $0 as! \(elementSwiftType) }")
        } else {
            map = "{ \(RuntimeNames.box(primitive))(value: $0) }"
            unmap = "{ $0.\(Self.unboxedAccessor(primitive)) }"
        }
        let settable = kind == .stateFlow ? "" : ", unmap: \(unmap)"
        return "\(type)(internal: \(source), map: \(map)\(settable))"
    }

    /// SKIE's Swift class for this kind and nullability: `SkieSwiftOptionalStateFlow`.
    private var skieClass: String {
        let kind: String
        switch self.kind {
        case .stateFlow: kind = "StateFlow"
        case .mutableStateFlow: kind = "MutableStateFlow"
        case .sharedFlow: kind = "SharedFlow"
        default: kind = "Flow"
        }
        return "SkieSwift" + (element.isNullable ? "Optional" : "") + kind
    }

    /// SKIE's `T`: the non-null element as a generic argument (`KotlinInt` for `Int` in bridge style).
    private func skieArgument(context: TranslationContext) throws -> String {
        try context.types.map(element.nonNullable, position: .element, location)
    }

    /// The `KotlinNumber` accessor giving a box's value back (`int32Value` for `KotlinInt`).
    static func unboxedAccessor(_ primitive: KotlinPrimitive) -> String {
        switch primitive {
        case .boolean: "boolValue"
        case .byte: "int8Value"
        case .short: "int16Value"
        case .int: "int32Value"
        case .long: "int64Value"
        case .ubyte: "uint8Value"
        case .ushort: "uint16Value"
        case .uint: "uint32Value"
        case .ulong: "uint64Value"
        case .float: "floatValue"
        case .double: "doubleValue"
        case .char: "self"
        }
    }

    /// The runtime flow type behind a member (its stored `…Source`).
    var runtimeType: String {
        switch kind {
        case .stateFlow: "\(RuntimeNames.stateFlow)<\(elementSwiftType)>"
        case .mutableStateFlow: "\(RuntimeNames.mutableStateFlow)<\(elementSwiftType)>"
        default: "\(RuntimeNames.mutableSharedFlow)<\(elementSwiftType)>"
        }
    }

    /// `NativeFlow<T, Error, KotlinUnit>`: what a KMP-NativeCoroutines flow property returns.
    var nativeFlowType: String {
        "\(RuntimeNames.nativeFlow)<\(elementSwiftType), Error, \(RuntimeNames.unit)>"
    }

    /// The closure comparing two elements with Kotlin `equals`.
    func isEqualClosure(context: TranslationContext) -> String {
        context.types.isEquatable(element) ? "{ $0 == $1 }" : "{ Kotlin.equals($0, $1) }"
    }
}
