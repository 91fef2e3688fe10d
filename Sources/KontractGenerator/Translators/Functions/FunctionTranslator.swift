// Kotlin functions → Swift functions named as the export names them, each backed by a settable implementation.

import KontractCore

/// Translates the functions a contract declares, other than view-model factories and view models' own
/// methods (``BridgeFunctionTranslator``, ``ViewModelClassTranslator``):
///
/// - top-level functions, and extension functions on a type that is not a class Swift sees (`String`,
///   `Int`, an interface, a nullable type) → static members of the file facade, the receiver first (`_`)
///   (FacadeFunctions.swift);
/// - member functions of data classes and objects, and extension functions on a declared class → instance
///   members in an extension of that type (MemberFunctions.swift).
///
/// Names follow ``ObjCFunctionNaming`` in bridge style (Kotlin names in swift style). A function has no
/// body in a contract: each one gets a static `KotlinFunction` (`KotlinSuspendFunction`) named
/// `<function><Labels>Implementation` beside it, which a test sets. A `suspend` function gets the shapes
/// of SuspendFunctionShapes.swift; `@Throws` makes it `throws`.
struct FunctionTranslator {
    let context: TranslationContext

    /// True for a function this translator generates.
    static func isTranslated(_ function: ResolvedFunction) -> Bool {
        function.provides == nil && !function.annotations.contains { $0.value == "HiddenFromObjC" }
            && !function.export.isHidden
    }

    /// The declared type an extension function with `receiver` is an instance member of; nil when it is a
    /// static member of the facade (the exporter's `getClassIfCategory`: interfaces, mapped types and
    /// nullable receivers are not categories).
    func categoryOwner(of receiver: ResolvedType) -> IndexedDeclaration? {
        guard !receiver.isNullable, let name = receiver.declaredName, let entry = context.module[name],
            entry.declaration.kind != .sealedInterface, entry.declaration.kind != .interface
        else { return nil }
        return entry
    }

    /// Each function's Swift name, mangled in bridge style (``ObjCFunctionNaming``).
    func names(groups: [ObjCFunctionNaming.FunctionGroup]) -> [[ObjCFunctionNaming.Name]] {
        ObjCFunctionNaming.names(
            of: groups, usesObjCNames: context.profile.usesObjCFunctionNames,
            manglesByParameterTypes: context.profile.stripsKonanMangling,
            hasCompletionHandler: hasCompletionHandlerShape)
    }

    // MARK: - One function

    /// The implementation property and the Swift function(s) of `function`: an instance member of
    /// `selfType` (the implementation gets `self` first), or a static facade member when it is nil; the
    /// extension receiver is an unlabelled first argument when `receiverIsArgument`, else it is `self`.
    func translate(
        _ function: ResolvedFunction, name: ObjCFunctionNaming.Name, selfType: String?, receiverIsArgument: Bool,
        owner: String, taken: inout Set<String>, implementationHolder: String = "Self",
        implementationSuffix: String = "", genericOwner: Bool = false
    ) throws -> [SwiftDeclaration] {
        // SKIE's `FlowInterop.Enabled` / `.Disabled` on the function: its flows as that switch says.
        let flows = context.profile.hasSKIEFlows(annotations: function.annotations.map(\.value))
        if context.profile.has(.skie), flows != context.types.skieFlows {
            return try FunctionTranslator(context: context.withSKIEFlows(flows)).translate(
                function, name: name, selfType: selfType, receiverIsArgument: receiverIsArgument, owner: owner,
                taken: &taken, implementationHolder: implementationHolder, implementationSuffix: implementationSuffix,
                genericOwner: genericOwner)
        }
        let signature = try FunctionSignature(
            function, name: name, selfType: selfType, receiverIsArgument: receiverIsArgument, context: context)
        let implementation = implementationName(name, suffix: implementationSuffix, taken: &taken)
        var shape = FunctionShape(
            signature: signature, implementation: implementation, holder: implementationHolder,
            kotlinSignature: kotlinSignature(function, owner: owner),
            modifiers: selfType == nil ? [.public, .static] : [.public],
            swiftName: SwiftKeywords.escaped(name.base),
            doc: docLines(function.doc) + [
                "Kontract: does what `\(implementation).implementation` says; a test sets it (unset, a call is "
                    + "reported to `KontractRuntimeIssues`)."
            ])
        if genericOwner { shape.sharedKey = "\(selfType ?? owner).\(implementation)" }
        guard function.isSuspend else {
            return Self.deprecating(try nativeFlowShape(function, shape) ?? plainShape(function, shape), function)
        }
        return Self.deprecating(try suspendShapes(function, shape, name: name), function)
    }

    /// `@Deprecated` WARNING/ERROR: every Swift shape of the function carries the availability.
    private static func deprecating(_ declarations: [SwiftDeclaration], _ function: ResolvedFunction)
        -> [SwiftDeclaration]
    {
        let attributes = DeprecationAttributes.attributes(function.export)
        guard !attributes.isEmpty else { return declarations }
        return declarations.map { declaration in
            guard case .function(var swiftFunction) = declaration else { return declaration }
            swiftFunction.attributes += attributes
            return .function(swiftFunction)
        }
    }

    /// `foo(x:)` calling its `KotlinFunction`; with `@Throws` it throws, else a failed call returns the
    /// result type's zero.
    private func plainShape(_ function: ResolvedFunction, _ shape: FunctionShape) throws -> [SwiftDeclaration] {
        let returns = function.returns
        let returnsVoid =
            !returns.isNullable
            && (returns.kind == .unit || returns.kind == .nothing && context.profile.nothingResultIsVoid)
        let resultType =
            returnsVoid ? SwiftType.void : try context.types.swiftType(returns, at: function.syntax.returns.location)
        let declaresExceptions = !function.throwsTypes.isEmpty
        let call: SwiftExpression
        if declaresExceptions {
            call = .try(.call(shape.reference.member("callThrowing"), SwiftArgument(shape.signature.argumentsValue)))
        } else {
            call = .call(
                shape.reference.member("call"), SwiftArgument(shape.signature.argumentsValue),
                SwiftArgument(
                    "orElse", (returnsVoid ? [] : fallback(returns)).map { .closure(parameters: [], body: $0) } ?? .nil)
            )
        }
        return [
            shape.implementationProperty(
                type: .named(RuntimeNames.function, [shape.signature.argumentsType, resultType]),
                throwsClasses: ExceptionClassNaming.throwsArgument(of: function, rules: context.projection.rules)),
            shape.function(
                returnType: resultType == .void ? nil : resultType,
                body: [resultType == .void ? .expression(call) : .return(call)],
                effects: declaresExceptions ? .throws : .none),
        ]
    }

    /// `fooXImplementation` for `foo(x:)` (with `suffix`: `fooXImplementationInSub`), unique among `taken`.
    private func implementationName(_ name: ObjCFunctionNaming.Name, suffix: String, taken: inout Set<String>)
        -> String
    {
        let labels = name.labels.filter { $0 != "_" && !$0.hasPrefix("completionHandler") }
        let base =
            name.base + String(repeating: "_", count: name.asyncSuffix)
            + labels.map { ObjCExportNaming.capitalizedFirst($0) }.joined() + "Implementation" + suffix
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = base + String(counter)
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// The body of the closure a non-throwing function's failed call falls back on (the type's zero: empty
    /// for `Unit`); nil when the type has none (the call traps). Scripted view models use it too.
    func fallback(_ type: ResolvedType) -> [SwiftStatement]? {
        if type.isNullable { return [.expression(.nil)] }
        // Idiomatic types have Swift zero values (`"\0"`, `[]`, `[:]`); the export's NSMutableArray etc. do not.
        let swiftTypes = !context.profile.usesBridgedTypes
        switch type.kind {
        case .unit: return []
        case .string: return [.expression(.string(""))]
        case .primitive(let primitive):
            if primitive == .boolean { return [.expression(.bool(false))] }
            if primitive == .char, swiftTypes { return [.expression(.string("\0"))] }
            return [.expression(.number("0"))]
        case .generic(let generic, _):
            switch generic {
            case .list, .set: return [.expression(.array([]))]
            case .map: return [.expression(.dictionary([]))]
            case .mutableList where swiftTypes, .mutableSet where swiftTypes:
                return [.expression(.array([]))]
            case .mutableMap where swiftTypes: return [.expression(.dictionary([]))]
            default: return nil
            }
        default: return nil
        }
    }

    /// `Foo.kt: suspend fun String.load(id: Int): Item?`.
    private func kotlinSignature(_ function: ResolvedFunction, owner: String) -> String {
        let spell = { (type: ResolvedType) in
            type.kotlinSpelling(declared: {
                context.module[$0]?.nameInPackage ?? context.module.index.valueClasses[$0]?.valueClass.name.value ?? $0
            })
        }
        let receiver = function.receiver.map { spell($0) + "." } ?? ""
        let parameters = function.parameters.map { "\($0.name.value): \(spell($0.type))" }.joined(separator: ", ")
        let returns =
            function.returns.kind == .unit && !function.returns.isNullable ? "" : ": " + spell(function.returns)
        return "\(owner): \(function.isSuspend ? "suspend " : "")fun \(receiver)\(function.name.value)(\(parameters))"
            + returns
    }

    /// A parameter's name inside the body: a keyword gets a leading `_`.
    static func localName(_ kotlinName: String) -> String {
        SwiftKeywords.localName(kotlinName, avoiding: ["receiver", "completionHandler"])
    }
}

/// What every shape of one function shares: its signature, names, modifiers and documentation.
struct FunctionShape {
    var signature: FunctionSignature
    /// The static `KotlinFunction` property's name.
    var implementation: String
    /// The type holding it: `Self`, or the holder enum of an interface's functions.
    var holder: String
    /// The Kotlin declaration, for the implementation's messages.
    var kotlinSignature: String
    var modifiers: [SwiftModifier]
    var swiftName: String
    var doc: [String]
    /// Set in a generic class (no static storage there): the implementation is a computed property reading
    /// `KotlinGenericFunctions.shared(sharedKey)`, one per specialization.
    var sharedKey: String?

    /// `Self.fooImplementation`.
    var reference: SwiftExpression { .member(.identifier(holder), implementation) }

    /// The Swift function of this shape: its modifiers, name and parameters, the shape's documentation
    /// followed by `notes`.
    func function(
        returnType: SwiftType?, body: [SwiftStatement], notes: [String] = [], effects: SwiftEffects = .none
    ) -> SwiftDeclaration {
        .function(
            SwiftFunction(
                modifiers: modifiers, name: swiftName, parameters: signature.parameters, returnType: returnType,
                body: body, doc: doc + notes, effects: effects))
    }

    /// `public static let fooImplementation = KotlinFunction<Arguments, Result>("…")`, with
    /// `throws: [.of(MyError.self)]` (the `@Throws` classes) when given.
    func implementationProperty(type: SwiftType, throwsClasses: SwiftExpression?) -> SwiftDeclaration {
        let arguments =
            [SwiftArgument(.string(kotlinSignature))] + (throwsClasses.map { [SwiftArgument("throws", $0)] } ?? [])
        if let sharedKey {
            let make = SwiftExpression.closure(parameters: [], body: [.expression(.call(.type(type), arguments))])
            var property = SwiftProperty(
                modifiers: [.public, .static], name: implementation, type: type,
                getter: [
                    .expression(
                        .call(
                            .member(.identifier(RuntimeNames.genericFunctions), "shared"),
                            [SwiftArgument(.string(sharedKey)), SwiftArgument("make", make)]))
                ],
                doc: [
                    "Kontract: the implementation of the function below (one per specialization), for tests to set."
                ])
            property.attributes = [.testing]
            return .property(property)
        }
        var property = SwiftProperty(
            modifiers: [.public, .static], name: implementation, type: nil,
            value: .call(.type(type), arguments),
            doc: ["Kontract: the implementation of the function below, for tests to set."])
        // A test hook: on the test face only (docs/testing.md, "Two faces").
        property.attributes = [.testing]
        return .property(property)
    }
}
