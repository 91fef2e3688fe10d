// Classes deriving ViewModel → a scripted Swift view model (transcript or test closure) with the contract's API.

import KontractCore

/// Translates a `class` whose supertypes include `ViewModel` into a `final class` deriving the runtime's
/// `TranscriptViewModel<State>`, where `State` is the element of the first `StateFlow` member (`KotlinUnit`
/// when there is none).
///
/// Emitted: `_kontractQualifiedName` (so the provider's default key is AndroidX's), `_kontractInitialState`
/// (the contract's `initial`), the Kotlin constructors (``ViewModelConstructors``), `init(steps:onMismatch:)`
/// (replay a transcript) and `init(behaviour:)` (a test's closure), one member per flow property (see
/// ``NativeCoroutinesTranslator``; other flows than the first are backed by a `_kontract…Source` flow tests
/// update), and one method per function: a plain call, `async throws` for `suspend`, or a `NativeSuspend`
/// with `@NativeCoroutines`. Each call goes to `_kontract.handle(_:)` with the arguments' Kotlin
/// `toString()`; a function returning a value returns the transcript step's recorded `result`
/// (`handle(_:orElse:)`, the type's zero as fallback). What Kontract adds is named `_kontract…`, a prefix the
/// generator refuses in Kotlin names (KG0302), so every other Kotlin name (`state`, `calls`) is free.
struct ViewModelClassTranslator {
    let context: TranslationContext

    /// True when `entry` is a class deriving `ViewModel`.
    static func isViewModel(_ entry: IndexedDeclaration, context: TranslationContext) -> Bool {
        if case .plainClass(let payload) = context.model[entry].kind { return payload.isViewModel }
        return false
    }

    /// The Swift expression of the runtime flow behind member `kotlinName`, if it is a flow property.
    static func flowSource(of kotlinName: String, in entry: IndexedDeclaration, context: TranslationContext) throws
        -> SwiftExpression?
    {
        let flows = try context.model[entry].memberProperties.filter {
            try FlowProperty($0.type, context: context, at: $0.location) != nil
        }
        guard flows.contains(where: { $0.name.value == kotlinName }) else { return nil }
        return try kotlinName == primaryState(of: entry, context: context)?.property.name.value
            ? primarySource
            : .identifier(sourceName(kotlinName, context: context))
    }

    /// The runtime flow behind the first state flow: the script's.
    static let primarySource = SwiftExpression.member(.identifier(scriptMember), "state")

    /// The view model's one member of Kontract's (``TranscriptScript``): calls, state, results.
    static let scriptMember = "_kontract"

    /// The prefix of every name Kontract adds to a view model; Kotlin names with it are refused.
    static let reservedPrefix = "_kontract"

    /// The stored flow behind a flow member other than the first state flow: `_kontractEventsSource`; a name
    /// Kotlin starts with a capital keeps it after a `_` (`Events` → `_kontract_EventsSource`), so that `events`
    /// and `Events` in one class get two.
    static func sourceName(_ kotlinName: String, context: TranslationContext) -> String {
        let member = PropertyNaming.memberName(kotlinName, profile: context.projection.profile)
        guard let first = member.first, first.isLowercase else { return reservedPrefix + "_" + member + "Source" }
        return reservedPrefix + member.prefix(1).uppercased() + member.dropFirst() + "Source"
    }

    /// The first `StateFlow`/`MutableStateFlow` member: its values are the transcript's states.
    static func primaryState(
        of entry: IndexedDeclaration, context: TranslationContext
    ) throws -> (property: ResolvedMemberProperty, flow: FlowProperty)? {
        for property in context.model[entry].memberProperties {
            if let flow = try FlowProperty(property.type, context: context, at: property.location), flow.isState {
                return (property, flow)
            }
        }
        return nil
    }

    func translate(_ resolved: ResolvedDeclaration) throws -> SwiftTypeDeclaration? {
        let entry = resolved.syntax
        guard Self.isViewModel(entry, context: context) else { return nil }
        let typeName = context.projection.swiftName(of: entry.qualifiedName)
        let primary = try Self.primaryState(of: entry, context: context)
        let stateType = primary?.flow.elementSwiftType ?? .named(RuntimeNames.unit)
        let base = SwiftType.named(RuntimeNames.transcriptViewModel, [stateType])
        var members: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    modifiers: [.override, .public, .class], name: "_kontractQualifiedName", type: .optional("String"),
                    getter: [.expression(.string(entry.qualifiedName))],
                    doc: ["The Kotlin class name: the provider's default key ends with it."])),
            SwiftDeclaration.property(
                SwiftProperty(
                    modifiers: [.public, .static], name: Self.initialStateName, type: stateType,
                    getter: [.expression(try initialValue(primary, in: entry))],
                    doc: ["The first state (the contract's `initial`)."])
            ).onTestFace,
        ]
        let isEqual =
            primary?.flow.isEqualClosure(context: context)
            ?? .closure(parameters: ["_", "_"], body: [.expression(.bool(true))])
        if case .plainClass(let payload) = context.model[entry].kind {
            for constructor in payload.constructors {
                for parameter in constructor.parameters {
                    try checkNoClash(parameter.name.value, at: parameter.location)
                }
            }
            members += try ViewModelConstructors(context: context).initializers(
                payload.constructors, typeName: typeName, isEqual: isEqual, in: entry)
        }
        members += initializers(typeName: typeName, stateType: stateType, isEqual: isEqual)
        for property in context.model[entry].memberProperties {
            let isPrimary = property.name == primary?.property.name
            try checkNoClash(property.name.value, at: property.location)
            if property.export.isHidden { continue }  // @HiddenFromObjC, @Deprecated(HIDDEN)
            members += try flowMembers(property, in: entry, isPrimary: isPrimary)
        }
        for function in context.model[entry].functions {
            if Self.overridesOnCleared(function) {
                members.append(.function(Self.onClearedOverride(doc: docLines(function.doc))))
                continue
            }
            try checkNoClash(function.name.value, at: function.location)
            for parameter in function.parameters {
                try checkNoClash(parameter.name.value, at: parameter.location)
            }
            if let member = try method(function, in: entry) { members.append(.function(member)) }
        }
        let doc =
            docLines(entry.declaration.doc) + [
                "Kontract: scripted by a transcript (`\(typeName)(steps:)`) or a test's closure "
                    + "(`\(typeName)(behaviour:)`); bridge functions get it from Koin "
                    + "(`Koin { $0.viewModel { \(typeName)(steps: steps) } }`)."
            ]
        return SwiftTypeDeclaration(
            kind: .finalClass, name: context.projection.declaredSimpleName(of: entry.qualifiedName), inherits: [base],
            doc: doc, members: members)
    }

    /// `_kontract.name`: a member of the view model's script.
    static func script(_ name: String) -> SwiftExpression {
        .member(.identifier(scriptMember), name)
    }

    /// The static holding the first state (the contract's `initial`).
    static let initialStateName = "_kontractInitialState"

    /// True for a function the generated view model has (a function returning a flow is not scripted: a
    /// transcript records no flows).
    static func isScripted(_ function: ResolvedFunction) -> Bool {
        let annotations = Set(function.annotations.map(\.value))
        guard !annotations.contains("HiddenFromObjC") else { return false }
        // A flow has no JSON form: a transcript cannot record one.
        if case .generic(let generic, _) = function.returns.kind, generic.isFlow { return false }
        return true
    }

    /// True when `function` returns `Unit` (no transcript result).
    static func returnsUnit(_ function: ResolvedFunction) -> Bool {
        function.returns.kind == .unit && !function.returns.isNullable
    }

    /// KG0303 warnings: the functions returning a flow, which the generated view model leaves out.
    static func leftOutFunctions(of entry: IndexedDeclaration, context: TranslationContext) -> [Diagnostic] {
        guard isViewModel(entry, context: context) else { return [] }
        return context.model[entry].functions.compactMap { function in
            guard !isScripted(function), !function.annotations.contains(where: { $0.value == "HiddenFromObjC" })
            else { return nil }
            return .generator(
                .viewModelFunctionLeftOut,
                "the generated view model leaves out '\(function.name.value)': it returns \(function.returns), and "
                    + "a transcript records no flows (declare it on a class or a file to script it with a Swift closure)",
                at: function.location)
        }
    }

    /// True for Kotlin's `override fun onCleared()` of AndroidX's `protected open fun onCleared()` (no parameters,
    /// `Unit`, not `suspend`): the exporter shows protected members and redeclares an override in the subclass.
    static func overridesOnCleared(_ function: ResolvedFunction) -> Bool {
        function.name.value == "onCleared" && function.parameters.isEmpty && returnsUnit(function)
            && !function.isSuspend && function.receiver == nil && function.syntax.typeParameters.isEmpty
            && function.annotations.isEmpty
    }

    /// `override public func onCleared()`: a view model made with a behaviour hands the call `onCleared` to it (what
    /// the Kotlin body does; a transcript records no teardown), then the base class counts it
    /// (`_kontract.onClearedCount`).
    static func onClearedOverride(doc: [String]) -> SwiftFunction {
        let call = SwiftExpression.call(
            "TranscriptCall", [SwiftArgument(.string("onCleared")), SwiftArgument(.array([]))])
        return SwiftFunction(
            modifiers: [.override, .public], name: "onCleared", parameters: [], returnType: nil,
            body: [
                .if(
                    [.expression(.binary(script("behaviour"), "!=", .nil))],
                    [.expression(.call(script("handle"), SwiftArgument(call)))]),
                .expression(.call(.member("super", "onCleared"))),
            ],
            doc: doc + [
                "Kotlin's `override fun onCleared()`: a test's behaviour receives the call `onCleared` (a transcript",
                "does not record teardown).",
            ])
    }

    /// Members of AndroidX's `ViewModel` a Kotlin member may not reuse (taken in Kotlin too).
    static let baseMemberNames: Set<String> = ["viewModelScope", "addCloseable", "getCloseable", "onCleared"]

    /// KG0302 for a Kotlin name AndroidX's `ViewModel` takes, or one with Kontract's `_kontract` prefix.
    private func checkNoClash(_ kotlinName: String, at location: SourceLocation) throws {
        if Self.baseMemberNames.contains(kotlinName) {
            throw Diagnostic.generator(
                .viewModelMemberClash,
                "the view-model member '\(kotlinName)' clashes with AndroidX ViewModel's member of that name",
                at: location)
        }
        guard kotlinName.hasPrefix(Self.reservedPrefix) else { return }
        throw Diagnostic.generator(
            .viewModelMemberClash,
            "the view-model name '\(kotlinName)' starts with '\(Self.reservedPrefix)', which Kontract keeps for its own "
                + "members of a view model",
            at: location)
    }

    private func initialValue(
        _ primary: (property: ResolvedMemberProperty, flow: FlowProperty)?, in entry: IndexedDeclaration
    ) throws -> SwiftExpression {
        guard let primary else { return .member(.identifier(RuntimeNames.unit), "shared") }
        if let constant = primary.property.initial {
            return try DefaultValueTranslator(context: context).expression(constant, type: primary.flow.element)
        }
        if primary.flow.element.isNullable { return .nil }
        throw Diagnostic.generator(
            .stateFlowWithoutInitial,
            "the generator needs 'initial' for \(entry.declaration.name.value).\(primary.property.name.value)",
            at: primary.property.location)
    }

    private func initializers(typeName: String, stateType: SwiftType, isEqual: SwiftExpression) -> [SwiftDeclaration] {
        let initial = SwiftExpression.member(.identifier(typeName), Self.initialStateName)
        let superInit = SwiftExpression.member("super", "init")
        // Test doubles: on the test face only (docs/testing.md, "Two faces").
        let scripted: [SwiftDeclaration] = [
            .initializer(
                SwiftInitializer(
                    parameters: [
                        SwiftParameter(
                            label: "steps", name: "steps", type: .array(.named("TranscriptStep", [stateType]))),
                        SwiftParameter(
                            label: "onMismatch", name: "onMismatch",
                            type: .optional(.function(["TranscriptMismatch"], .void)),
                            defaultValue: .nil),
                    ],
                    body: [
                        .expression(
                            .call(
                                superInit,
                                [
                                    SwiftArgument(Self.initialStateName, initial), SwiftArgument("isEqual", isEqual),
                                    SwiftArgument("steps", "steps"), SwiftArgument("onMismatch", "onMismatch"),
                                ]))
                    ],
                    doc: [
                        "Replays `steps`: each call must be the next step's call (else the mismatch, expected and",
                        "actual, is recorded and passed to `onMismatch`); its states are then set on the state flow.",
                    ])),
            .initializer(
                SwiftInitializer(
                    parameters: [
                        SwiftParameter(
                            label: "behaviour", name: "behaviour",
                            type: .attributed(.escaping, .named(RuntimeNames.transcriptBehaviour, [stateType])))
                    ],
                    body: [
                        .expression(
                            .call(
                                superInit,
                                [
                                    SwiftArgument(Self.initialStateName, initial), SwiftArgument("isEqual", isEqual),
                                    SwiftArgument("behaviour", "behaviour"),
                                ]))
                    ],
                    doc: ["Runs `behaviour` for each call, with the state flow to update."])),
        ]
        return scripted.map(\.onTestFace)
    }

    private func flowMembers(
        _ property: ResolvedMemberProperty, in entry: IndexedDeclaration, isPrimary: Bool
    ) throws -> [SwiftDeclaration] {
        guard let flow = try FlowProperty(property.type, context: context, at: property.location) else {
            // The framework shows it (`var count: Int32 { get }`); without a hook for its value it would be
            // dropped silently.
            throw Diagnostic.generator(
                .viewModelPropertyNotEmulated,
                "the view-model property '\(property.name.value)' is not a flow: the generated view model cannot emulate "
                    + "its getter yet (make it a StateFlow, or declare it as an extension property in a file with a "
                    + "'kotlin' getter)",
                at: property.location)
        }
        var members: [SwiftDeclaration] = []
        let source: SwiftExpression
        if isPrimary {
            source = Self.primarySource
        } else {
            let name = Self.sourceName(property.name.value, context: context)
            source = .identifier(name)
            members.append(.property(try backingFlow(property, flow, name: name)))
        }
        let translator = NativeCoroutinesTranslator(context: context)
        return try members
            + translator.members(
                name: property.name.value, flow: flow, source: source,
                annotations: property.annotations.map(\.value), doc: docLines(property.doc), export: property.export)
    }

    /// The runtime flow behind a flow member other than the first state flow.
    private func backingFlow(_ property: ResolvedMemberProperty, _ flow: FlowProperty, name: String) throws
        -> SwiftProperty
    {
        let value = try flow.backingValue(
            initial: property.initial, context: context,
            missingInitial: Diagnostic.generator(
                .stateFlowWithoutInitial,
                "the generator needs 'initial' for the state flow '\(property.name.value)'", at: property.location))
        var source = SwiftProperty(
            name: name, type: flow.isState ? flow.backingType : nil, value: value,
            doc: ["Kontract: the flow behind `\(property.name.value)`; a test's behaviour updates it."])
        source.attributes = [.testing]
        return source
    }

    /// One contract function; nil for the ones left out (``isScripted(_:)``).
    private func method(_ function: ResolvedFunction, in entry: IndexedDeclaration) throws -> SwiftFunction? {
        let annotations = Set(function.annotations.map(\.value))
        guard Self.isScripted(function) else { return nil }
        var parameters: [SwiftParameter] = []
        var arguments: [SwiftExpression] = []
        for parameter in function.parameters {
            let resolved = parameter.type
            var defaultValue: SwiftExpression?
            if context.profile.restoresDefaultArguments, let constant = parameter.defaultValue {
                defaultValue = try DefaultValueTranslator(context: context).expression(constant, type: resolved)
            }
            let local = PropertyNaming.local(parameter.name.value, profile: context.projection.profile)
            parameters.append(
                SwiftParameter(
                    label: PropertyNaming.label(parameter.name.value, profile: context.projection.profile), name: local,
                    type: try context.types.swiftType(resolved, at: parameter.typeLocation),
                    defaultValue: defaultValue))
            arguments.append(RuntimeNames.toString(.identifier(local)))
        }
        let name = function.name.value
        let call = SwiftExpression.call(
            "TranscriptCall", [SwiftArgument(.string(name)), SwiftArgument(.array(arguments))])
        let swiftName = context.projection.functionName(name)
        let doc = docLines(function.doc)
        if !Self.returnsUnit(function) {
            return try returningMethod(function, swiftName: swiftName, parameters: parameters, call: call, doc: doc)
        }
        guard function.isSuspend else {
            return SwiftFunction(
                name: swiftName, parameters: parameters, returnType: nil,
                body: [.expression(.call(Self.script("handle"), SwiftArgument(call)))],
                doc: doc)
        }
        if !annotations.isDisjoint(with: NativeCoroutinesTranslator.flowAnnotations) {
            return SwiftFunction(
                name: swiftName, parameters: parameters,
                returnType: .named(
                    RuntimeNames.nativeSuspend, [.named(RuntimeNames.unit), "Error", .named(RuntimeNames.unit)]),
                body: [.expression(.call(Self.script("nativeSuspendCall"), SwiftArgument(call)))],
                doc: doc + ["`@NativeCoroutines`: await it with `asyncFunction(for:)`."])
        }
        return SwiftFunction(
            modifiers: [.public], name: swiftName, parameters: parameters, returnType: nil,
            body: [.expression(.try(.await(.call(Self.script("suspendCall"), SwiftArgument(call)))))], doc: doc,
            effects: .asyncThrows)
    }

    /// A function returning a value: `return handle(call, orElse: { zero })` (`try await suspendCall(...)`
    /// for `suspend`), the step's recorded result.
    private func returningMethod(
        _ function: ResolvedFunction, swiftName: String, parameters: [SwiftParameter], call: SwiftExpression,
        doc: [String]
    ) throws -> SwiftFunction {
        let resultType = try context.types.swiftType(function.returns, at: function.syntax.returns.location)
        let fallback = FunctionTranslator(context: context).fallback(function.returns)
        let arguments = [
            SwiftArgument(call),
            SwiftArgument("orElse", fallback.map { .closure(parameters: [], body: $0) } ?? .nil),
        ]
        let resultDoc = ["Kontract: returns the transcript step's recorded `result` (a behaviour's `scriptedResults`)."]
        if function.isSuspend, FunctionTranslator(context: context).usesNativeCoroutines(function) {
            // KMP-NativeCoroutines' `NativeSuspend<KotlinBoolean, Error, KotlinUnit>`: the result as an ObjC generic's.
            let boxed = try FunctionTranslator(context: context).suspendResultType(
                function.returns, unit: .named(RuntimeNames.unit), at: function.location)
            return SwiftFunction(
                modifiers: [.public], name: swiftName, parameters: parameters,
                returnType: .named(RuntimeNames.nativeSuspend, [boxed, "Error", .named(RuntimeNames.unit)]),
                body: [.return(.call(Self.script("nativeSuspendCall"), arguments))],
                doc: doc + ["`@NativeCoroutines`: await it with `asyncFunction(for:)`."] + resultDoc)
        }
        guard function.isSuspend else {
            return SwiftFunction(
                name: swiftName, parameters: parameters, returnType: resultType,
                body: [.return(.call(Self.script("handle"), arguments))], doc: doc + resultDoc)
        }
        return SwiftFunction(
            modifiers: [.public], name: swiftName, parameters: parameters, returnType: resultType,
            body: [.return(.try(.await(.call(Self.script("suspendCall"), arguments))))], doc: doc + resultDoc,
            effects: .asyncThrows)
    }
}
