// Under plain ObjC interop a flow is the header's protocol without its element: `any Kotlinx_coroutines_coreStateFlow`.

import KontractCore

/// The flow types of the plain ObjC export: the header's flow protocols have no type parameters
/// (`@property (readonly) id<…Kotlinx_coroutines_coreStateFlow> counter`), so every flow position (property,
/// parameter, result, generic class argument, block parameter) is the bare protocol and its values are `Any?`, a
/// primitive boxed. SKIE's `SkieSwift…` classes, KMP-NativeCoroutines' `NativeFlow`s and swift style keep their
/// element types; so do the test face's `…Source` flows, typed runtime flows a member shows through a boxing view.
enum ObjCFlowTypes {
    /// True when a Kotlin flow shows as the header's untyped protocol: bridge style, whether the framework exports
    /// kotlinx.coroutines or not (only the protocols' names differ); under plain objc interop (and
    /// KMP-NativeCoroutines' unannotated members) every flow, under SKIE the flows it leaves to Kotlin (`flowInterop`
    /// off, a flow inside a collection or a flow's type argument).
    static func apply(to options: GeneratorOptions) -> Bool {
        options.style == .bridge
    }

    /// True when the framework exports kotlinx.coroutines (bridge style): the header's protocols keep their own names
    /// (`StateFlow`, KontractCoroutinesExported), the names of the runtime's typed flows too, so generated code
    /// qualifies both with their module.
    static func exportsCoroutines(_ options: GeneratorOptions) -> Bool {
        options.style == .bridge && options.exportedLibraries.contains(.coroutinesCore)
    }

    /// `any Kotlinx_coroutines_coreStateFlow` for a `StateFlow<T>` (and so on for each kind); when the framework
    /// exports kotlinx.coroutines `any KontractCoroutinesExported.StateFlow`, which an app's compiler messages show as
    /// `any StateFlow` (aka the protocol it names), as on iOS.
    static func protocolType(_ generic: KotlinBuiltinGeneric, _ options: GeneratorOptions) -> SwiftType {
        let name =
            exportsCoroutines(options)
            ? RuntimeModule.coroutinesExported.name + "." + kindName(generic)
            : "Kotlinx_coroutines_core" + kindName(generic)
        return .existential(.named(name))
    }

    /// A typed runtime flow's name as generated code spells it: `MutableStateFlow`, module-qualified
    /// (`KontractCoroutines.MutableStateFlow`) where the exported header's untyped `MutableStateFlow` has its name.
    static func typedName(_ name: String, _ options: GeneratorOptions) -> String {
        exportsCoroutines(options) ? RuntimeModule.coroutines.name + "." + name : name
    }

    /// The header's flow of kind `generic` over the typed runtime flow `source` (a `…Source`):
    /// `BoxingMutableStateFlow.of(Self.counterSource)`, the same object at each read. A flow of Kotlin `Char`s
    /// (`element`) says so, `.of(Self.initialSource, charElements: true)`: Kotlin/Native boxes a `Char` as an object
    /// of its own, not as the `KotlinUShort` a Swift `UInt16` would box to.
    static func view(of source: SwiftExpression, kind generic: KotlinBuiltinGeneric, element: ResolvedType)
        -> SwiftExpression
    {
        let view = viewClassName(generic)
        let char = element.primitive == .char ? [SwiftArgument("charElements", .bool(true))] : []
        return .call(SwiftExpression.identifier(view).member("of"), [SwiftArgument(source)] + char)
    }

    /// The typed runtime flow behind `untyped`, the header's flow of kind `generic` a hook returned:
    /// `BoxingStateFlow<Int32>.typed(kotlinFlow)` (SKIE's hidden original makes its Swift flow over it).
    static func typedSource(_ untyped: SwiftExpression, kind generic: KotlinBuiltinGeneric, element: SwiftType)
        -> SwiftExpression
    {
        let view = viewClassName(generic)
        return .call(SwiftExpression.type(.named(view, [element])).member("typed"), [SwiftArgument(untyped)])
    }

    /// The runtime's boxing view class of a flow kind (a `Flow`/`SharedFlow` is a mutable shared flow's view).
    private static func viewClassName(_ generic: KotlinBuiltinGeneric) -> String {
        switch generic {
        case .stateFlow: "BoxingStateFlow"
        case .mutableStateFlow: "BoxingMutableStateFlow"
        default: "BoxingMutableSharedFlow"
        }
    }

    private static func kindName(_ generic: KotlinBuiltinGeneric) -> String {
        switch generic {
        case .stateFlow: "StateFlow"
        case .mutableStateFlow: "MutableStateFlow"
        case .sharedFlow: "SharedFlow"
        case .mutableSharedFlow: "MutableSharedFlow"
        default: "Flow"
        }
    }
}

extension SwiftTypeMapper {
    /// ``ObjCFlowTypes/apply(to:)`` for this mapper's options.
    var showsUntypedFlows: Bool { ObjCFlowTypes.apply(to: names.options) }
}
