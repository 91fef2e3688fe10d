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
    let elementSwiftType: SwiftType
    /// The non-null element's Swift type (SKIE's optional flows name it).
    let nonNullElementSwiftType: SwiftType
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
    /// hot flow); with SKIE, SKIE's names for them (`SkieSwiftStateFlow<T>`, `SkieSwiftOptionalStateFlow<T>`
    /// for a nullable element, ...), which the runtime defines over the same flows.
    func memberType(context: TranslationContext) -> SwiftType {
        guard context.profile.hasSKIEFlows else { return runtimeType }
        let kind: String
        switch self.kind {
        case .stateFlow: kind = "StateFlow"
        case .mutableStateFlow: kind = "MutableStateFlow"
        case .sharedFlow: kind = "SharedFlow"
        default: kind = "Flow"
        }
        guard element.isNullable else { return .named("SkieSwift\(kind)", [elementSwiftType]) }
        return .named("SkieSwiftOptional\(kind)", [nonNullElementSwiftType])
    }

    /// The runtime flow type behind a member (its stored `…Source`).
    var runtimeType: SwiftType {
        switch kind {
        case .stateFlow: .named(RuntimeNames.stateFlow, [elementSwiftType])
        case .mutableStateFlow: .named(RuntimeNames.mutableStateFlow, [elementSwiftType])
        default: .named(RuntimeNames.mutableSharedFlow, [elementSwiftType])
        }
    }

    /// `NativeFlow<T, Error, KotlinUnit>`: what a KMP-NativeCoroutines flow property returns.
    var nativeFlowType: SwiftType {
        .named(RuntimeNames.nativeFlow, [elementSwiftType, "Error", .named(RuntimeNames.unit)])
    }

    /// The closure comparing two elements with Kotlin `equals`.
    func isEqualClosure(context: TranslationContext) -> SwiftExpression {
        let comparison: SwiftExpression =
            context.types.isEquatable(element)
            ? .binary("$0", "==", "$1")
            : .call(.member("Kotlin", "equals"), [SwiftArgument("$0"), SwiftArgument("$1")])
        return .closure(parameters: [], body: [.expression(comparison)])
    }
}
