// Kotlin functions → Swift functions named as the export names them, each backed by a settable implementation.

import KontractCore

/// Translates the functions a contract declares, other than view-model factories and view models' own
/// methods (``BridgeFunctionTranslator``, ``ViewModelClassTranslator``):
///
/// - top-level functions, and extension functions on a type that is not a class Swift sees (`String`,
///   `Int`, an interface, a nullable type) → static members of the file facade, the receiver first (`_`);
/// - member functions of data classes and objects, and extension functions on a declared class → instance
///   members in an extension of that type.
///
/// Names follow ``ObjCFunctionNaming`` in bridge style (Kotlin names in swift style). A function has no
/// body in a contract: each one gets a static `KotlinFunction` (`KotlinSuspendFunction`) named
/// `<function><Labels>Implementation` beside it, which a test sets. A `suspend` function is generated
/// in the export's two shapes, `foo(completionHandler:)` and `foo() async throws` (with SKIE or in swift
/// style only the `async` one), or as KMP-NativeCoroutines' `NativeSuspend` with `@NativeCoroutines`;
/// `@Throws` makes it `throws`.
struct FunctionTranslator {
    let context: TranslationContext

    /// True for a function this translator generates.
    static func isTranslated(_ function: ResolvedFunction) -> Bool {
        function.provides == nil && !function.annotations.contains { $0.value == "HiddenFromObjC" }
    }

    // MARK: - Where functions land

    /// The declared type an extension function with `receiver` is an instance member of; nil when it is a
    /// static member of the facade (the exporter's `getClassIfCategory`: interfaces, mapped types and
    /// nullable receivers are not categories).
    func categoryOwner(of receiver: ResolvedType) -> IndexedDeclaration? {
        guard !receiver.isNullable, let name = receiver.declaredName, let entry = context.module[name],
            entry.declaration.kind != .sealedInterface
        else { return nil }
        return entry
    }

    /// Why Swift cannot get members in an extension of `entry` yet, or nil when it can.
    private func extensionRefusal(_ entry: IndexedDeclaration) -> String? {
        if entry.declaration.kind == .plainClass, !ViewModelClassTranslator.isViewModel(entry, context: context),
            !PlainClassTranslator.translates(entry, context: context)
        {
            return "the generator does not generate the class '\(entry.declaration.name.value)' yet"
        }
        if context.style == .swift, entry.parent != nil || entry.declaration.kind.isSealed {
            return "sealed types and their subclasses are Swift enums in swift style"
        }
        return nil
    }

    // MARK: - File facades

    /// The facade's static functions for the top-level functions of `file` and its extension functions on
    /// types that are not classes. `propertyNames` are the facade's static properties: Swift cannot
    /// declare a function without arguments named as a property, so such a function is left out.
    func facadeMembers(of file: ResolvedDeclaration, propertyNames: Set<String>, leftOut: inout [Diagnostic])
        -> [SwiftDeclaration]
    {
        let functions = file.functions.filter {
            Self.isTranslated($0) && ($0.receiver.map { categoryOwner(of: $0) == nil } ?? true)
        }
        let names = self.names(groups: [(functions, receiverIsArgument: true)])[0]
        var members: [SwiftDeclaration] = []
        var translated: [(function: ResolvedFunction, declarations: [SwiftDeclaration])] = []
        var taken = propertyNames
        for (function, name) in zip(functions, names) {
            if name.labels.isEmpty, propertyNames.contains(name.base) {
                leftOut.append(
                    .generator(
                        .declarationLeftOut,
                        "the generated Swift leaves out the function '\(function.name.value)': Swift cannot declare "
                            + "it beside the property '\(name.base)' of the facade", at: function.location))
                continue
            }
            do {
                let declarations = try translate(
                    function, name: name, selfType: nil, receiverIsArgument: true, owner: file.name, taken: &taken)
                members += declarations
                translated.append((function, declarations))
            } catch {
                leftOut.append(ContractFileTranslator.diagnostic(error, at: function.location))
            }
        }
        return members + overloads(of: translated, selfReference: "Self", leftOut: &leftOut)
    }

    /// SKIE's default-argument overloads of one scope's functions (none when the interop is off).
    private func overloads(
        of translated: [(function: ResolvedFunction, declarations: [SwiftDeclaration])], selfReference: String,
        leftOut: inout [Diagnostic]
    ) -> [SwiftDeclaration] {
        guard context.profile.mayHaveDefaultArgumentOverloads, let first = translated.first else { return [] }
        do {
            return try DefaultArgumentOverloads(context: context).overloads(
                of: translated, selfReference: selfReference)
        } catch {
            leftOut.append(ContractFileTranslator.diagnostic(error, at: first.function.location))
            return []
        }
    }

    /// `extension Foo { ... }` for each declared class the file's extension functions extend.
    func categoryExtensions(of file: ResolvedDeclaration, leftOut: inout [Diagnostic]) -> [SwiftDeclaration] {
        var owners: [String] = []
        var byOwner: [String: [ResolvedFunction]] = [:]
        for function in file.functions where Self.isTranslated(function) {
            guard let receiver = function.receiver, let owner = categoryOwner(of: receiver) else { continue }
            if let refusal = extensionRefusal(owner) {
                leftOut.append(
                    .generator(
                        .declarationLeftOut,
                        "the generated Swift leaves out the extension function '\(function.name.value)': \(refusal)",
                        at: function.location))
                continue
            }
            if byOwner[owner.qualifiedName] == nil { owners.append(owner.qualifiedName) }
            byOwner[owner.qualifiedName, default: []].append(function)
        }
        return owners.flatMap { qualifiedName -> [SwiftDeclaration] in
            guard let owner = context.module[qualifiedName] else { return [] }
            let names = memberNames(of: owner)
            var taken = takenMemberNames(of: owner)
            var members: [SwiftDeclaration] = []
            var translated: [(function: ResolvedFunction, declarations: [SwiftDeclaration])] = []
            for function in byOwner[qualifiedName] ?? [] {
                guard let name = names[function.location] else { continue }
                do {
                    let declarations = try translate(
                        function, name: name, selfType: context.names.swiftName(of: qualifiedName),
                        receiverIsArgument: false, owner: file.name, taken: &taken)
                    members += declarations
                    translated.append((function, declarations))
                } catch {
                    leftOut.append(ContractFileTranslator.diagnostic(error, at: function.location))
                }
            }
            members += overloads(of: translated, selfReference: "self", leftOut: &leftOut)
            return extensionDeclaration(of: owner, members: members)
        }
    }

    // MARK: - Member functions

    /// The member functions of a data class, object or plain class, in an extension of its type.
    func memberExtension(of entry: IndexedDeclaration, leftOut: inout [Diagnostic]) -> [SwiftDeclaration] {
        switch entry.declaration.kind {
        case .dataClass, .object, .dataObject: break
        case .plainClass where PlainClassTranslator.translates(entry, context: context): break
        default: return []
        }
        let functions = context.model[entry].functions.filter(Self.isTranslated)
        guard !functions.isEmpty else { return [] }
        if let refusal = extensionRefusal(entry) {
            for function in functions {
                leftOut.append(
                    .generator(
                        .declarationLeftOut,
                        "the generated Swift leaves out the function '\(function.name.value)': \(refusal)",
                        at: function.location))
            }
            return []
        }
        let names = memberNames(of: entry)
        var taken = takenMemberNames(of: entry)
        var members: [SwiftDeclaration] = []
        var translated: [(function: ResolvedFunction, declarations: [SwiftDeclaration])] = []
        for function in functions {
            guard let name = names[function.location] else { continue }
            do {
                let declarations = try translate(
                    function, name: name, selfType: context.names.swiftName(of: entry.qualifiedName),
                    receiverIsArgument: true, owner: entry.declaration.name.value, taken: &taken)
                members += declarations
                translated.append((function, declarations))
            } catch {
                leftOut.append(ContractFileTranslator.diagnostic(error, at: function.location))
            }
        }
        members += overloads(of: translated, selfReference: "self", leftOut: &leftOut)
        return extensionDeclaration(of: entry, members: members)
    }

    private func extensionDeclaration(of owner: IndexedDeclaration, members: [SwiftDeclaration]) -> [SwiftDeclaration] {
        guard !members.isEmpty else { return [] }
        return [
            .type(
                SwiftTypeDeclaration(
                    kind: .extension, access: "", name: context.names.swiftName(of: owner.qualifiedName),
                    members: members))
        ]
    }

    /// Names of the type's stored and computed members, which implementations must not reuse.
    private func takenMemberNames(of owner: IndexedDeclaration) -> Set<String> {
        let declaration = owner.declaration
        let names =
            declaration.properties.map(\.name.value) + declaration.derived.map(\.name.value)
            + declaration.memberProperties.map(\.name.value)
            + (declaration.constructors ?? []).flatMap { $0.parameters.filter { $0.binding != nil }.map(\.name.value) }
        return Set(names.map { PropertyNaming.memberName($0, context: context) }).union(["shared", "description"])
    }

    /// The Swift names of every function landing on `owner`: its own functions first, then the extension
    /// functions of each file, mangled together as the exporter mangles one class and its categories.
    private func memberNames(of owner: IndexedDeclaration) -> [SourceLocation: ObjCFunctionNaming.Name] {
        // A member function's own receiver (`fun Int.bar()` inside the class) is its first argument.
        var groups: [(functions: [ResolvedFunction], receiverIsArgument: Bool)] = [
            (context.model[owner].functions.filter { $0.provides == nil }, true)
        ]
        for declaration in context.model.declarations {
            guard case .file = declaration.kind else { continue }
            let extensions = declaration.functions.filter { function in
                guard Self.isTranslated(function), let receiver = function.receiver else { return false }
                return categoryOwner(of: receiver)?.qualifiedName == owner.qualifiedName
            }
            if !extensions.isEmpty { groups.append((extensions, false)) }
        }
        let names = self.names(groups: groups)
        var result: [SourceLocation: ObjCFunctionNaming.Name] = [:]
        for (group, groupNames) in zip(groups, names) {
            for (function, name) in zip(group.functions, groupNames) { result[function.location] = name }
        }
        return result
    }

    // MARK: - Names

    /// Each function's Swift name (with `completionHandler` last for a suspend function in the
    /// completion-handler shape), mangled in bridge style; a group whose receivers are arguments labels
    /// them `_`.
    func names(groups: [(functions: [ResolvedFunction], receiverIsArgument: Bool)])
        -> [[ObjCFunctionNaming.Name]]
    {
        let candidates = groups.map { group in
            group.functions.map { function -> ObjCFunctionNaming.Candidate in
                var labels = function.parameters.map { $0.name.value }
                if group.receiverIsArgument, function.receiver != nil { labels.insert("_", at: 0) }
                if hasCompletionHandlerShape(function) { labels.append("completionHandler") }
                let base =
                    context.style == .bridge ? ObjCFunctionNaming.baseName(function.name.value) : function.name.value
                let types = ([function.receiver].compactMap { $0 } + function.parameters.map(\.type)).map {
                    "\($0)"
                }
                return ObjCFunctionNaming.Candidate(
                    name: .init(base: base, labels: labels), kotlinName: function.name.value,
                    parameterCount: function.parameters.count, signature: types.joined(separator: ","))
            }
        }
        guard context.style == .bridge else { return candidates.map { $0.map(\.name) } }
        return ObjCFunctionNaming.mangle(candidates)
    }

    /// True when the function is a plain `suspend` function of the classic export (the selector ends in
    /// `completionHandler:`).
    private func hasCompletionHandlerShape(_ function: ResolvedFunction) -> Bool {
        function.isSuspend && !usesNativeCoroutines(function)
    }

    private func usesNativeCoroutines(_ function: ResolvedFunction) -> Bool {
        !Set(function.annotations.map(\.value)).isDisjoint(with: NativeCoroutinesTranslator.flowAnnotations)
    }

    // MARK: - One function

    /// The implementation property and the Swift function(s) of `function`: an instance member of
    /// `selfType` (the implementation gets `self` first), or a static facade member when it is nil; the
    /// extension receiver is an unlabelled first argument when `receiverIsArgument`, else it is `self`.
    private func translate(
        _ function: ResolvedFunction, name: ObjCFunctionNaming.Name, selfType: String?, receiverIsArgument: Bool,
        owner: String, taken: inout Set<String>
    ) throws -> [SwiftDeclaration] {
        let isStatic = selfType == nil
        var parameters: [SwiftParameter] = []
        var argumentTypes: [String] = selfType.map { [$0] } ?? []
        var arguments: [String] = isStatic ? [] : ["self"]
        if receiverIsArgument, let receiver = function.receiver {
            let type = try context.types.swiftType(receiver, at: function.location).description
            parameters.append(SwiftParameter(label: nil, name: "receiver", type: SwiftType(escaping(type, receiver))))
            argumentTypes.append(type)
            arguments.append("receiver")
        }
        let labelOffset = parameters.count
        for (index, parameter) in function.parameters.enumerated() {
            let resolved = parameter.type
            let type = try context.types.swiftType(resolved, at: parameter.typeLocation).description
            let label =
                index + labelOffset < name.labels.count ? name.labels[index + labelOffset] : parameter.name.value
            let local = Self.localName(parameter.name.value)
            var defaultValue: String?
            if context.style == .swift, let json = parameter.defaultValue {
                defaultValue = try DefaultValueTranslator(context: context).expression(json, type: resolved)
            }
            parameters.append(
                SwiftParameter(
                    label: ["inout", "var", "let"].contains(label) ? "`\(label)`" : label, name: local,
                    type: SwiftType(escaping(type, resolved)),
                    defaultValue: defaultValue.map { SwiftExpression(stringLiteral: $0) }))
            argumentTypes.append(type)
            arguments.append(local)
        }
        let argumentsType = Self.tuple(argumentTypes)
        let argumentsValue = arguments.count == 1 ? arguments[0] : "(\(arguments.joined(separator: ", ")))"
        let implementation = implementationName(name, taken: &taken)
        let reference = "Self.\(implementation)"
        let modifiers: [SwiftModifier] = isStatic ? [.public, .static] : [.public]
        let swiftName = SwiftKeywords.escaped(name.base)
        let signature = SwiftLiterals.string(kotlinSignature(function, owner: owner))
        let doc =
            docLines(function.doc) + [
                "Kontract: does what `\(implementation).implementation` says; a test sets it (unset, a call is "
                    + "reported to `KontractRuntimeIssues`)."
            ]
        let declaresExceptions = !function.throwsTypes.isEmpty
        guard function.isSuspend else {
            let returns = function.returns
            let resultType =
                returns.kind == .unit && !returns.isNullable
                ? "Void" : try context.types.swiftType(returns, at: function.syntax.returns.location).description
            let call =
                declaresExceptions
                ? "try \(reference).callThrowing(\(argumentsValue))"
                : "\(reference).call(\(argumentsValue), orElse: \(fallback(returns).map { $0.isEmpty ? "{}" : "{ \($0) }" } ?? "nil"))"
            return [
                implementationProperty(
                    implementation, type: "\(RuntimeNames.function)<\(argumentsType), \(resultType)>",
                    arguments: signature, isStatic: true),
                .function(
                    SwiftFunction(
                        modifiers: modifiers, name: swiftName, parameters: parameters,
                        returnType: resultType == "Void" ? nil : SwiftType(resultType),
                        body: [.line(resultType == "Void" ? call : "return \(call)")], doc: doc,
                        effects: declaresExceptions ? .throws : .none)),
            ]
        }
        let property = { (result: String) -> SwiftDeclaration in
            implementationProperty(
                implementation, type: "\(RuntimeNames.suspendFunction)<\(argumentsType), \(result)>",
                arguments: signature + (declaresExceptions ? ", declaresExceptions: true" : ""), isStatic: true)
        }
        if usesNativeCoroutines(function) {
            let result = try suspendResultType(function.returns, unit: RuntimeNames.unit, at: function.location)
            return [
                property(result),
                .function(
                    SwiftFunction(
                        modifiers: modifiers, name: swiftName, parameters: parameters,
                        returnType: SwiftType("\(RuntimeNames.nativeSuspend)<\(result), Error, \(RuntimeNames.unit)>"),
                        body: [.line("\(reference).nativeSuspend(\(argumentsValue))")],
                        doc: doc + ["`@NativeCoroutines`: await it with `asyncFunction(for:)`."])),
            ]
        }
        let result = try suspendResultType(function.returns, unit: "Void", at: function.location)
        var declarations = [
            property(result),
            .function(
                SwiftFunction(
                    modifiers: modifiers, name: swiftName, parameters: parameters,
                    returnType: result == "Void" ? nil : SwiftType(result),
                    body: [.line("\(result == "Void" ? "" : "return ")try await \(reference).call(\(argumentsValue))")],
                    doc: doc, effects: .asyncThrows)),
        ]
        guard context.style == .bridge, context.interop == .objc else { return declarations }
        let handlerType: String
        let handler: String
        if result == "Void" {
            handlerType = "@escaping (Error?) -> Void"
            handler = "{ _, error in completionHandler(error) }"
        } else if function.returns.isNullable {
            handlerType = "@escaping (\(result), Error?) -> Void"
            handler = "{ result, error in completionHandler(result ?? nil, error) }"
        } else {
            handlerType = "@escaping (\(result)?, Error?) -> Void"
            handler = "completionHandler"
        }
        declarations.append(
            .function(
                SwiftFunction(
                    modifiers: modifiers, name: swiftName,
                    parameters: parameters + [
                        SwiftParameter(
                            label: name.labels.last ?? "completionHandler", name: "completionHandler",
                            type: SwiftType(handlerType))
                    ],
                    returnType: nil,
                    body: [.line("\(reference).call(\(argumentsValue), completionHandler: \(handler))")],
                    doc: doc)))
        return declarations
    }

    private func implementationProperty(_ name: String, type: String, arguments: String, isStatic: Bool)
        -> SwiftDeclaration
    {
        .property(
            SwiftProperty(
                modifiers: isStatic ? [.public, .static] : [.public], name: name, type: nil,
                value: SwiftExpression(stringLiteral: "\(type)(\(arguments))"),
                doc: ["Kontract: the implementation of the function below, for tests to set."]))
    }

    /// `fooXImplementation` for `foo(x:)`, unique among `taken`.
    private func implementationName(_ name: ObjCFunctionNaming.Name, taken: inout Set<String>) -> String {
        let labels = name.labels.filter { $0 != "_" && !$0.hasPrefix("completionHandler") }
        let base = name.base + labels.map { ObjCExportNaming.capitalizedFirst($0) }.joined() + "Implementation"
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = base + String(counter)
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// The result of a suspend function as its completion handler and `async` form give it: an object
    /// type in bridge style (`KotlinInt` for `Int`), `unit` for `Unit`.
    private func suspendResultType(_ type: ResolvedType, unit: String, at location: SourceLocation) throws -> String {
        if type.kind == .unit, !type.isNullable { return unit }
        guard context.style == .bridge else { return try context.types.swiftType(type, at: location).description }
        let base = try context.types.map(type.nonNullable, position: .element, location).description
        guard type.isNullable else { return base }
        return base.hasPrefix("any ") || base.contains("->") ? "(\(base))?" : base + "?"
    }

    /// The value a non-throwing function returns when its implementation fails (the type's zero).
    private func fallback(_ type: ResolvedType) -> String? {
        if type.isNullable { return "nil" }
        switch type.kind {
        case .unit: return ""
        case .string: return "\"\""
        case .primitive(let primitive):
            if primitive == .boolean { return "false" }
            if primitive == .char { return context.style == .swift ? "\"\\0\"" : "0" }
            return "0"
        case .generic(let generic, _):
            switch generic {
            case .list, .set: return "[]"
            case .map: return "[:]"
            case .mutableList where context.style == .swift, .mutableSet where context.style == .swift: return "[]"
            case .mutableMap where context.style == .swift: return "[:]"
            default: return nil
            }
        default: return nil
        }
    }

    /// A non-optional closure parameter escapes into the implementation.
    private func escaping(_ type: String, _ resolved: ResolvedType) -> String {
        if case .function = resolved.kind, !resolved.isNullable { return "@escaping " + type }
        return type
    }

    /// `Foo.kt: suspend fun String.load(id: Int): Item?`.
    private func kotlinSignature(_ function: ResolvedFunction, owner: String) -> String {
        let spell = { (type: ResolvedType) in
            type.kotlinSpelling(declared: { context.module[$0]?.nameInPackage ?? $0 })
        }
        let receiver = function.receiver.map { spell($0) + "." } ?? ""
        let parameters = function.parameters.map { "\($0.name.value): \(spell($0.type))" }.joined(separator: ", ")
        let returns =
            function.returns.kind == .unit && !function.returns.isNullable ? "" : ": " + spell(function.returns)
        return "\(owner): \(function.isSuspend ? "suspend " : "")fun \(receiver)\(function.name.value)(\(parameters))"
            + returns
    }

    static func tuple(_ types: [String]) -> String {
        switch types.count {
        case 0: "Void"
        case 1: types[0]
        default: "(\(types.joined(separator: ", ")))"
        }
    }

    /// A parameter's name inside the body: a keyword gets a leading `_`.
    static func localName(_ kotlinName: String) -> String {
        let reserved = SwiftKeywords.reserved.union(["inout", "var", "let", "receiver", "completionHandler"])
        return reserved.contains(kotlinName) ? "_" + kotlinName : kotlinName
    }
}
