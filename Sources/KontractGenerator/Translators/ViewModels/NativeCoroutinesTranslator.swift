// KMP-NativeCoroutines' Swift shapes for a flow property: value + `…Flow` (state) or flow + `…Value`.

import KontractCore

/// The members KMP-NativeCoroutines gives Swift for one flow property of a view model (and of a class, a file,
/// an interface).
///
/// - `@NativeCoroutinesState val t: StateFlow<T>` → `t` (the current value) and `tFlow` (a `NativeFlow`).
/// - `@NativeCoroutines val t: StateFlow<T>` → `t` (a `NativeFlow`) and `tValue`; on a `SharedFlow`,
///   `t` and `tReplayCache`; on any other `Flow`, `t` only.
/// - No annotation → `t` as the runtime flow itself (the exporter's view without the plugin).
///
/// Each `NativeFlow` collects in the view model's `viewModelScope` (as a class declaring
/// `@NativeCoroutineScope val scope = viewModelScope` does), so clearing the view model cancels every
/// Swift loop over it.
struct NativeCoroutinesTranslator {
    let context: TranslationContext
    /// The members are static (a file facade's).
    var isStatic = false

    static let stateAnnotations: Set<String> = ["NativeCoroutinesState", "NativeCoroutinesRefinedState"]
    static let flowAnnotations: Set<String> = ["NativeCoroutines", "NativeCoroutinesRefined"]
    /// Every annotation of the plugin a property may carry.
    static let annotations = stateAnnotations.union(flowAnnotations)

    /// `name` is the Kotlin property name, `source` the Swift expression of the runtime flow, `scope` the
    /// `CoroutineScope` native flows collect in (nil: a scope of their own, as outside view models). `export`
    /// names the unannotated member as the exporter does (`@ObjCName`, `@ShouldRefineInSwift` → `__name`); the
    /// plugin's members keep the Kotlin name.
    func members(
        name kotlinName: String, flow: FlowProperty, source: SwiftExpression, annotations: [String], doc: [String],
        scope: SwiftExpression? = "viewModelScope", export: ObjCExportAnnotations = ObjCExportAnnotations()
    ) throws -> [SwiftDeclaration] {
        let name = PropertyNaming.memberName(kotlinName, profile: context.projection.profile)
        let refined = annotations.contains { $0.hasSuffix("Refined") || $0.hasSuffix("RefinedState") }
        let prefix = SkieHiddenNaming.hidden("", if: refined)
        let nativeFlow = flow.nativeFlow(of: source, scope: scope, context: context)
        if annotations.contains(where: Self.stateAnnotations.contains), flow.isState {
            return [
                property(
                    prefix + name, flow.elementSwiftType, source.member("value"),
                    doc + ["`@NativeCoroutinesState`: the current value."]),
                property(
                    prefix + name + "Flow", flow.nativeFlowType, nativeFlow,
                    ["`@NativeCoroutinesState`: the flow, for `asyncSequence(for:)`."]),
            ]
        }
        if annotations.contains(where: Self.flowAnnotations.contains) {
            var result = [
                property(
                    prefix + name, flow.nativeFlowType, nativeFlow,
                    doc + ["`@NativeCoroutines`: the flow, for `asyncSequence(for:)`."])
            ]
            if flow.isState {
                result.append(
                    property(
                        prefix + name + "Value", flow.elementSwiftType, source.member("value"),
                        ["`@NativeCoroutines`: the current value."]))
            } else if flow.kind == .sharedFlow {
                let (cacheType, cache) = replayCache(of: flow, source: source)
                result.append(
                    property(
                        prefix + name + "ReplayCache", cacheType, cache, ["`@NativeCoroutines`: the replay cache."]))
            }
            return result
        }
        return [
            property(
                ObjCAnnotationNaming.memberName(export, default: name), try flow.memberType(context: context),
                try flow.memberValue(source: source, context: context), doc)
        ]
    }

    /// The protocol requirements of an interface's annotated flow property: the same members as a class gets
    /// (the plugin generates them in the interface itself, with a default getter, and the exporter shows them
    /// in the protocol), each `{ get }`; nil when `annotations` hold none of the plugin's.
    func requirements(name kotlinName: String, flow: FlowProperty, annotations: [String], doc: [String]) throws
        -> [SwiftDeclaration]?
    {
        guard annotations.contains(where: Self.annotations.contains) else { return nil }
        return try members(name: kotlinName, flow: flow, source: "self", annotations: annotations, doc: doc, scope: nil)
            .compactMap { member in
                guard case .property(var requirement) = member else { return nil }
                requirement.modifiers = []
                requirement.isMutable = true
                requirement.getter = []
                requirement.requirement = .get
                return .property(requirement)
            }
    }

    /// The plugin's `tReplayCache: List<T>` over the runtime flow `source`, typed and valued as the export shows
    /// a `List`: a primitive element boxed in bridge style (`[KotlinInt]`, `source.replayCache.map { KotlinInt(value:
    /// $0) }`), as a lightweight generic's argument always is (issue 26, item 1).
    private func replayCache(of flow: FlowProperty, source: SwiftExpression) -> (SwiftType, SwiftExpression) {
        let cache = source.member("replayCache")
        guard !flow.element.isNullable, !context.profile.isIdiomatic, case .primitive(let primitive) = flow.element.kind
        else { return (.array(flow.elementSwiftType), cache) }
        return (
            .array(flow.nativeElementSwiftType),
            .call(cache.member("map"), [SwiftArgument(FlowProperty.boxing(primitive))])
        )
    }

    private func property(_ name: String, _ type: SwiftType, _ value: SwiftExpression, _ doc: [String])
        -> SwiftDeclaration
    {
        .property(
            SwiftProperty(
                modifiers: isStatic ? [.public, .static] : [.public], name: SwiftKeywords.escaped(name), type: type,
                getter: [.expression(value)], doc: doc))
    }
}
