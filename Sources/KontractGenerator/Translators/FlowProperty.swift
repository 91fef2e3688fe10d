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

    /// Nil when `type` is not a (non-nullable) flow.
    init?(_ type: ResolvedType, context: TranslationContext, at location: SourceLocation) throws {
        guard !type.isNullable, case .generic(let generic, let arguments) = type.kind, generic.isFlow,
            let element = arguments.first
        else { return nil }
        kind = generic
        self.element = element
        elementSwiftType = try context.types.swiftType(element, at: location)
    }

    /// True for `StateFlow` and `MutableStateFlow`: always a value.
    var isState: Bool { kind == .stateFlow || kind == .mutableStateFlow }

    /// The runtime type a member of this Kotlin type has: `StateFlow<T>`, `MutableStateFlow<T>`, or
    /// `MutableSharedFlow<T>` for `SharedFlow`/`Flow` (the runtime's only hot flow).
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
