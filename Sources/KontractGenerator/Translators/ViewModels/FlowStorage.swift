// A flow-typed property outside view models → a runtime flow tests drive, and the member(s) Swift sees over it.

import KontractCore

/// Translates a flow property of a file, a class or an object (view models have their own, see
/// ``ViewModelClassTranslator``).
///
/// For example, `val flow: StateFlow<Int?>` in `A.kt` gives
/// `public static let flowSource = MutableStateFlow<KotlinInt?>(nil, isEqual: …)` (what a test sets or emits
/// into) and `public static var flow: StateFlow<KotlinInt?> { flowSource }` — with SKIE
/// `SkieSwiftOptionalStateFlow<KotlinInt>`, with `@NativeCoroutines` a `NativeFlow` and `flowValue`. A state
/// flow starts at its `initial` (`null` for a nullable element); a shared flow starts empty, without replay.
struct FlowStorage {
    let context: TranslationContext

    /// True when `type` is itself a flow (not a flow inside a collection).
    static func isFlow(_ type: ResolvedType) -> Bool {
        if !type.isNullable, case .generic(let generic, _) = type.kind { return generic.isFlow }
        return false
    }

    /// The backing flow and the member(s) of the flow property `kotlinName`; static members of a facade when
    /// `isStatic`.
    func members(
        kotlinName: String, type: ResolvedType, initial: ResolvedConstant?, annotations: [String], doc: String?,
        isStatic: Bool, export: ObjCExportAnnotations = ObjCExportAnnotations(), at location: SourceLocation
    ) throws -> [SwiftDeclaration] {
        guard var flow = try FlowProperty(type, context: context, at: location) else { return [] }
        flow.isTypedAsDeclared = true
        let sourceName = PropertyNaming.memberName(kotlinName, profile: context.projection.profile) + "Source"
        // A runtime flow is not `Sendable` (the header's flow protocols are not), so a static one is
        // `nonisolated(unsafe)`: it locks its own state.
        var source = SwiftProperty(
            modifiers: isStatic ? [.public, .nonisolatedUnsafe, .static] : [.public], name: sourceName,
            type: flow.backingType,
            value: try flow.backingValue(
                initial: initial, context: context,
                missingInitial: Diagnostic.generator(
                    .stateFlowWithoutInitial,
                    "the generator needs 'initial' for the state flow '\(kotlinName)' (its first value)",
                    at: flow.location)),
            doc: [
                "Kontract: the flow behind `\(kotlinName)`; a test sets its value or emits into it (the contract "
                    + "gives no Kotlin body)."
            ])
        source.attributes = [.testing]
        var translator = NativeCoroutinesTranslator(context: context)
        translator.isStatic = isStatic
        let sourceExpression: SwiftExpression = isStatic ? .member("Self", sourceName) : .identifier(sourceName)
        return [.property(source)]
            + (try translator.members(
                name: kotlinName, flow: flow, source: sourceExpression, annotations: annotations,
                doc: docLines(doc), scope: nil, export: export))
    }
}
