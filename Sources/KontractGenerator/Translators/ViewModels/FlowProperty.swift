// A Kotlin flow-typed property (StateFlow, MutableStateFlow, SharedFlow, Flow) with its Swift spellings.

import KontractCore

/// A property whose type is a Kotlin flow, as the view-model translators need it.
///
/// For example, `uiState: StateFlow<SearchUiState>` → kind `.stateFlow`, element `SearchUiState`,
/// runtime type `StateFlow<SearchUiState>`.
struct FlowProperty {
    /// The Kotlin type (`StateFlow<Int?>`).
    let type: ResolvedType
    let kind: KotlinBuiltinGeneric
    let element: ResolvedType
    /// The element's Swift type (as a value: `SearchUiState`, `Int32` in bridge style).
    let elementSwiftType: SwiftType
    /// The non-null element's Swift type (SKIE's optional flows name it).
    let nonNullElementSwiftType: SwiftType
    /// The element inside a `NativeFlow`, a Kotlin function type: boxed in bridge style (`KotlinInt`).
    let nativeElementSwiftType: SwiftType
    let location: SourceLocation
    /// The generator's options (the typed runtime flows' spelling, ``ObjCFlowTypes/typedName(_:_:)``).
    let options: GeneratorOptions

    /// Nil when `type` is not a (non-nullable) flow.
    init?(_ type: ResolvedType, context: TranslationContext, at location: SourceLocation) throws {
        guard !type.isNullable, case .generic(let generic, let arguments) = type.kind, generic.isFlow,
            let element = arguments.first
        else { return nil }
        self.type = type
        kind = generic
        self.element = element
        elementSwiftType = try context.types.swiftType(element, at: location)
        nonNullElementSwiftType = try context.types.swiftType(element.nonNullable, at: location)
        nativeElementSwiftType = try context.types.nativeCoroutinesElement(element, at: location)
        self.location = location
        options = context.types.names.options
    }

    /// True when the member is typed as the Kotlin type maps outside view models (``SwiftTypeMapper``:
    /// `any Flow<T>` for a `Flow`); a view model's `Flow` member stays the runtime's `MutableSharedFlow<T>`.
    var isTypedAsDeclared = false

    /// True for `StateFlow` and `MutableStateFlow`: always a value.
    var isState: Bool { kind == .stateFlow || kind == .mutableStateFlow }

    /// The type a member of this Kotlin type shows without KMP-NativeCoroutines: the runtime's
    /// `StateFlow<T>`, `MutableStateFlow<T>`, or `MutableSharedFlow<T>` for `SharedFlow`/`Flow` (its only
    /// hot flow); with SKIE, SKIE's classes (`SkieSwiftStateFlow<KotlinInt>`, `SkieSwiftOptionalStateFlow<T>`
    /// for a nullable element, ...), whose `T` is the element as a generic argument (boxed in bridge style).
    func memberType(context: TranslationContext) throws -> SwiftType {
        if context.types.showsUntypedFlows && !context.profile.hasSKIEFlows() {
            return ObjCFlowTypes.protocolType(kind, context.types.names.options)
        }
        if isTypedAsDeclared { return try context.types.swiftType(type, at: location) }
        guard context.profile.hasSKIEFlows() else { return runtimeType }
        return .named(skieClass, [try skieArgument(context: context)])
    }

    /// With SKIE, the expression of a member's SKIE flow over the runtime flow `source`
    /// (`SkieSwiftStateFlow<KotlinInt>(internal: state, map: { KotlinInt(value: $0) })`); under plain objc interop
    /// the header's flow over it (``ObjCFlowTypes/view(of:kind:)``); otherwise `source`.
    func memberValue(source: SwiftExpression, context: TranslationContext) throws -> SwiftExpression {
        if context.types.showsUntypedFlows && !context.profile.hasSKIEFlows() {
            return ObjCFlowTypes.view(of: source, kind: kind, element: element)
        }
        guard context.profile.hasSKIEFlows() else { return source }
        let type = SwiftExpression.type(try memberType(context: context))
        guard !element.isNullable, !context.profile.isIdiomatic, case .primitive(let primitive) = element.kind else {
            return .call(type, [SwiftArgument("internal", source)])
        }
        let map = Self.boxing(primitive)
        let unmap: SwiftExpression =
            primitive == .char
            ? .closure(parameters: [], body: [.expression(RuntimeNames.charUnboxedOrStop(.identifier("$0")))])
            : .closure(
                parameters: [],
                body: [.expression(.member(.identifier("$0"), SwiftValueSpelling.boxAccessor(primitive)))])
        var arguments = [SwiftArgument("internal", source), SwiftArgument("map", map)]
        if kind != .stateFlow { arguments.append(SwiftArgument("unmap", unmap)) }
        return .call(type, arguments)
    }

    /// SKIE's Swift class for this kind and nullability: `SkieSwiftOptionalStateFlow`.
    private var skieClass: String {
        SwiftTypeMapper.skieFlowClass(kind, nullableElement: element.isNullable)
    }

    /// SKIE's `T`: the non-null element as a generic argument (`KotlinInt` for `Int` in bridge style).
    private func skieArgument(context: TranslationContext) throws -> SwiftType {
        try context.types.map(element.nonNullable, position: .element, location)
    }

    /// The runtime flow type behind a member (its stored `…Source`).
    var runtimeType: SwiftType {
        switch kind {
        case .stateFlow: .named(ObjCFlowTypes.typedName(RuntimeNames.stateFlow, options), [elementSwiftType])
        case .mutableStateFlow:
            .named(ObjCFlowTypes.typedName(RuntimeNames.mutableStateFlow, options), [elementSwiftType])
        default: .named(ObjCFlowTypes.typedName(RuntimeNames.mutableSharedFlow, options), [elementSwiftType])
        }
    }

    /// The closure boxing a primitive as the export does: `{ KotlinInt(value: $0) }`, a `Char`
    /// `{ KotlinChar.boxed($0) }` (Kotlin/Native has no `NSNumber` box for it: an object of its own).
    static func boxing(_ primitive: KotlinPrimitive) -> SwiftExpression {
        let boxed: SwiftExpression =
            primitive == .char
            ? RuntimeNames.charBoxed(.identifier("$0"))
            : .call(.identifier(RuntimeNames.box(primitive)), [SwiftArgument("value", .identifier("$0"))])
        return .closure(parameters: [], body: [.expression(boxed)])
    }

    /// `NativeFlow<T, Error, KotlinUnit>`: what a KMP-NativeCoroutines flow property returns, a primitive `T`
    /// boxed in bridge style (`NativeFlow<KotlinLong, Error, KotlinUnit>` for `StateFlow<Long>`).
    var nativeFlowType: SwiftType {
        .named(RuntimeNames.nativeFlow, [nativeElementSwiftType, "Error", .named(RuntimeNames.unit)])
    }

    /// The `NativeFlow` of the runtime flow `source`, collecting in `scope` (nil: a scope of its own):
    /// `source.asNativeFlow(scope:)`, or with a primitive element in bridge style
    /// `nativeFlow(source, boxing: { KotlinInt(value: $0) }, scope:)` (issue 26, item 1).
    func nativeFlow(of source: SwiftExpression, scope: SwiftExpression?, context: TranslationContext)
        -> SwiftExpression
    {
        let scopeArgument = scope.map { [SwiftArgument("scope", $0)] } ?? []
        guard !element.isNullable, !context.profile.isIdiomatic, case .primitive(let primitive) = element.kind else {
            return .call(source.member("asNativeFlow"), scopeArgument)
        }
        return .call(
            .identifier("nativeFlow"),
            [SwiftArgument(source), SwiftArgument("boxing", Self.boxing(primitive))] + scopeArgument)
    }

    /// The runtime flow a test drives behind the property: `MutableStateFlow<T>` for a state flow,
    /// `MutableSharedFlow<T>` for the others.
    var backingType: SwiftType {
        .named(
            ObjCFlowTypes.typedName(
                isState ? RuntimeNames.mutableStateFlow : RuntimeNames.mutableSharedFlow, options),
            [elementSwiftType])
    }

    /// A new backing flow: a state flow starts at `initial` (`nil` for a nullable element; without either,
    /// `missingInitial` is thrown), a shared flow starts empty.
    func backingValue(
        initial: ResolvedConstant?, context: TranslationContext, missingInitial: @autoclosure () -> Diagnostic
    ) throws -> SwiftExpression {
        let type = SwiftExpression.type(backingType)
        guard isState else { return .call(type, []) }
        let first: SwiftExpression
        if let initial {
            first = try DefaultValueTranslator(context: context).expression(initial, type: element)
        } else if element.isNullable {
            first = .nil
        } else {
            throw missingInitial()
        }
        return .call(type, [SwiftArgument(first), SwiftArgument("isEqual", isEqualClosure(context: context))])
    }

    /// The closure comparing two elements with Kotlin `equals`.
    func isEqualClosure(context: TranslationContext) -> SwiftExpression {
        let comparison: SwiftExpression =
            context.types.isEquatable(element)
            ? .binary(.identifier("$0"), "==", .identifier("$1"))
            : .call(.member("Kotlin", "equals"), [SwiftArgument(.identifier("$0")), SwiftArgument(.identifier("$1"))])
        return .closure(parameters: [], body: [.expression(comparison)])
    }
}
