// Member functions of interfaces: protocol requirements, default implementations, settable implementations.

import KontractCore

extension FunctionTranslator {
    /// The member functions of an interface, named and mangled as the exporter names one protocol's methods
    /// (`value(value:)`, `value(value_:)`): `requirements` for the protocol's body; `extensions`: an
    /// `extension Proto` implementing each one (so every class adopting the protocol has it) and the
    /// `public enum ProtoFunctions` holding their settable implementations (a protocol cannot hold stored
    /// properties), whose arguments start with the receiving object (`any Proto`). The implementations are on the
    /// test face, but for the forms that forward to a requirement: a suspend function's completion-handler form
    /// (``completionHandlerForwarder(_:of:)``) and SKIE's `async` wrapper (``skieWrapperForwarder(_:hiddenForms:)``).
    func interfaceFunctions(of entry: IndexedDeclaration, leftOut: inout [Diagnostic])
        -> (requirements: [SwiftDeclaration], extensions: [SwiftDeclaration])
    {
        var implementations: [SwiftDeclaration] = []
        do {
            implementations = try InterfaceTranslator(context: context).unavailableProperties(of: entry)
        } catch {
            leftOut.append(ContractFileTranslator.diagnostic(error, at: entry.declaration.location))
        }
        let functions = context.model[entry].functions.filter(Self.isTranslated)
        let protocolName = context.names.swiftName(of: entry.qualifiedName)
        guard !functions.isEmpty else {
            return ([], implementations.isEmpty ? [] : [Self.protocolExtension(protocolName, implementations)])
        }
        let names = self.names(groups: [.init(functions: functions, receiverIsArgument: true)])[0]
        let holder = Self.holderName(of: protocolName)
        var taken: Set<String> = []
        var requirements: [SwiftDeclaration] = []
        var properties: [SwiftDeclaration] = []
        for (function, name) in zip(functions, names) {
            do {
                let declarations = try translate(
                    function, name: name, selfType: "any " + protocolName, receiverIsArgument: true,
                    owner: entry.declaration.name.value, taken: &taken, implementationHolder: holder)
                let asyncForms = Self.asyncForms(in: declarations)
                for declaration in declarations {
                    switch declaration {
                    case .property(var property):
                        property.doc = [
                            "Kontract: the implementation of `\(protocolName).\(function.name.value)`, for tests to set."
                        ]
                        properties.append(.property(property))
                    case .function(let implementation):
                        // The framework's protocols have no default implementations: a conformance outside
                        // the module implements every requirement, unless it imports the test face.
                        if let forwarder =
                            Self.completionHandlerForwarder(implementation, of: function)
                            ?? Self.skieWrapperForwarder(implementation, hiddenForms: asyncForms)
                        {
                            implementations.append(.function(forwarder))
                            continue
                        }
                        // ERROR: no requirement (the exporter's unavailable `@protocol` member needs no witness);
                        // on the app face, so calling it is "'gone()' is unavailable: message" as on iOS.
                        if DeprecationAttributes.isUnavailable(function.export) {
                            implementations.append(declaration)
                            continue
                        }
                        implementations.append(declaration.onTestFace)
                        requirements.append(.function(requirement(implementation, doc: docLines(function.doc))))
                    default: continue
                    }
                }
            } catch {
                leftOut.append(ContractFileTranslator.diagnostic(error, at: function.location))
            }
        }
        guard !implementations.isEmpty else { return ([], []) }
        guard !properties.isEmpty else {
            return (requirements, [Self.protocolExtension(protocolName, implementations)])
        }
        let extensions: [SwiftDeclaration] = [
            Self.protocolExtension(protocolName, implementations),
            .type(
                SwiftTypeDeclaration(
                    kind: .enum, name: holder,
                    doc: ["Kontract: the implementations of `\(protocolName)`'s functions, for tests to set."],
                    members: properties, attributes: [.testing])),
        ]
        return (requirements, extensions)
    }

    /// The members of `entry`'s generated fake (InterfaceFake.swift) for its functions: per function an instance
    /// `KotlinFunction` (`KotlinSuspendFunction`) without the receiver among its arguments
    /// (`loadIdImplementation.implement { id in … }`) and the forms that are protocol requirements, calling it (a
    /// suspend function's completion-handler form and SKIE's wrapper stay the protocol extension's forwarders).
    /// A function that cannot be generated is not a requirement either, and was reported by ``interfaceFunctions``.
    func fakeFunctionMembers(of entry: IndexedDeclaration, taken: inout Set<String>) -> [SwiftDeclaration] {
        let functions = context.model[entry].functions.filter(Self.isTranslated)
        guard !functions.isEmpty else { return [] }
        let names = self.names(groups: [.init(functions: functions, receiverIsArgument: true)])[0]
        let protocolName = context.names.swiftName(of: entry.qualifiedName)
        var members: [SwiftDeclaration] = []
        // An ERROR function is no requirement, so the fake has none (the protocol's unavailable one stays).
        for (function, name) in zip(functions, names) where !DeprecationAttributes.isUnavailable(function.export) {
            guard
                let declarations = try? translate(
                    function, name: name, selfType: nil, receiverIsArgument: true, owner: entry.declaration.name.value,
                    taken: &taken, implementationHolder: "self")
            else { continue }
            let asyncForms = Self.asyncForms(in: declarations)
            for declaration in declarations {
                switch declaration {
                case .property(var property):
                    property.modifiers = [.public]
                    property.attributes = []
                    property.doc = [
                        "Kontract: what `\(protocolName).\(function.name.value)` does on this fake; a test sets it "
                            + "(unset, a call is reported to `KontractRuntimeIssues`), and reads its `calls`."
                    ]
                    members.append(.property(property))
                case .function(var implementation):
                    guard
                        Self.completionHandlerForwarder(implementation, of: function) == nil,
                        Self.skieWrapperForwarder(implementation, hiddenForms: asyncForms) == nil
                    else { continue }
                    implementation.modifiers = [.public]
                    implementation.attributes = InterfaceFake.witnessAttributes(implementation.attributes)
                    members.append(.function(implementation))
                default: continue
                }
            }
        }
        return members
    }

    /// A suspend function's `completionHandler:` form is not a requirement: the framework's one Objective-C
    /// requirement is met by either Swift form, and here an adopting class implements the `async` one (so a class
    /// implementing neither fails to conform, as on iOS). The form stays on the app face, forwarding to the
    /// adopting class's `async` form: `fetchIdImplementation.forward({ try await self.fetch(id: id) }, …)`.
    /// Nil for any other function.
    private static func completionHandlerForwarder(_ implementation: SwiftFunction, of function: ResolvedFunction)
        -> SwiftFunction?
    {
        guard function.isSuspend, !implementation.effects.isAsync,
            implementation.parameters.last?.name == "completionHandler",
            case .expression(.call(.member(let holder?, "call"), let arguments, _, _)) = implementation.body.first,
            let handler = arguments.last, handler.label == "completionHandler"
        else { return nil }
        let asyncForm = SwiftExpression.call(
            .member(.selfValue, implementation.name),
            implementation.parameters.dropLast().map { SwiftArgument($0.label, .identifier($0.name)) })
        var forwarder = implementation
        forwarder.body = [
            .expression(
                .call(
                    .member(holder, "forward"),
                    SwiftArgument(.closure(parameters: [], body: [.expression(.try(.await(asyncForm)))])),
                    handler))
        ]
        forwarder.doc = [
            "Kontract: the export's completion-handler form of `\(function.name.value)`: runs the adopting class's "
                + "`async` form (the framework's one Objective-C requirement takes either form)."
        ]
        return forwarder
    }

    /// SKIE's `async` wrapper `fetch(id:)` of the hidden requirement `__fetch(id:)` is an extension member, not a
    /// requirement (an adopting class implements `__fetch`): on the app face, calling the class's `__fetch`. Nil
    /// for any other function, and for a wrapper whose result differs from the hidden form's (a flow).
    private static func skieWrapperForwarder(_ implementation: SwiftFunction, hiddenForms: [SwiftFunction])
        -> SwiftFunction?
    {
        let hiddenName = SkieHiddenNaming.hidden(SwiftKeywords.unescaped(implementation.name))
        guard implementation.effects.isAsync,
            let hidden = hiddenForms.first(where: { $0.name == hiddenName }),
            hidden.returnType == implementation.returnType, hidden.parameters == implementation.parameters
        else { return nil }
        let call = SwiftExpression.try(
            .await(
                .call(
                    .member(.selfValue, hiddenName),
                    implementation.parameters.map { SwiftArgument($0.label, .identifier($0.name)) })))
        var forwarder = implementation
        forwarder.body = [implementation.returnType == nil ? .expression(call) : .return(call)]
        forwarder.doc = ["Kontract: SKIE's `async` wrapper of the adopting class's `\(hiddenName)`."]
        return forwarder
    }

    /// `extension Proto { members }`.
    private static func protocolExtension(_ protocolName: String, _ members: [SwiftDeclaration]) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(kind: .extension, access: nil, name: protocolName, members: members))
    }

    /// `JsonWriterFunctions` for `JsonWriter` (`A_BFunctions` for a nested `A.B`).
    static func holderName(of protocolName: String) -> String {
        protocolName.replacingOccurrences(of: ".", with: "_") + "Functions"
    }

    /// The protocol requirement of a default implementation: its signature without body, access or defaults.
    private func requirement(_ implementation: SwiftFunction, doc: [String]) -> SwiftFunction {
        var requirement = implementation
        requirement.modifiers = []
        requirement.body = []
        requirement.doc = doc
        requirement.parameters = implementation.parameters.map { parameter in
            var parameter = parameter
            parameter.defaultValue = nil
            return parameter
        }
        return requirement
    }

    /// The `async` forms among a function's translated declarations (SKIE's and the export's async wrappers).
    static func asyncForms(in declarations: [SwiftDeclaration]) -> [SwiftFunction] {
        declarations.compactMap { declaration in
            guard case .function(let form) = declaration, form.effects.isAsync else { return nil }
            return form
        }
    }
}
