// Member functions of interfaces: protocol requirements, default implementations, settable implementations.

import KontractCore

extension FunctionTranslator {
    /// The member functions of an interface, named and mangled as the exporter names one protocol's methods
    /// (`value(value:)`, `value(value_:)`): `requirements` for the protocol's body; `extensions`: an
    /// `extension Proto` implementing each one (so every class adopting the protocol has it) and the
    /// `public enum ProtoFunctions` holding their settable implementations (a protocol cannot hold stored
    /// properties), whose arguments start with the receiving object (`any Proto`).
    func interfaceFunctions(of entry: IndexedDeclaration, leftOut: inout [Diagnostic])
        -> (requirements: [SwiftDeclaration], extensions: [SwiftDeclaration])
    {
        let functions = context.model[entry].functions.filter(Self.isTranslated)
        guard !functions.isEmpty else { return ([], []) }
        let names = self.names(groups: [.init(functions: functions, receiverIsArgument: true)])[0]
        let protocolName = context.names.swiftName(of: entry.qualifiedName)
        let holder = Self.holderName(of: protocolName)
        var taken: Set<String> = []
        var requirements: [SwiftDeclaration] = []
        var implementations: [SwiftDeclaration] = []
        var properties: [SwiftDeclaration] = []
        for (function, name) in zip(functions, names) {
            do {
                let declarations = try translate(
                    function, name: name, selfType: "any " + protocolName, receiverIsArgument: true,
                    owner: entry.declaration.name.value, taken: &taken, implementationHolder: holder)
                for declaration in declarations {
                    switch declaration {
                    case .property(var property):
                        property.doc = [
                            "Kontract: the implementation of `\(protocolName).\(function.name.value)`, for tests to set."
                        ]
                        properties.append(.property(property))
                    case .function(let implementation):
                        // The framework's protocols have no default implementations: a conformance outside
                        // the module implements every requirement, unless it imports the test face. A suspend
                        // function's two shapes stay (the framework's one Objective-C requirement takes either).
                        implementations.append(function.isSuspend ? declaration : declaration.onTestFace)
                        requirements.append(.function(requirement(implementation, doc: docLines(function.doc))))
                    default: continue
                    }
                }
            } catch {
                leftOut.append(ContractFileTranslator.diagnostic(error, at: function.location))
            }
        }
        guard !implementations.isEmpty else { return ([], []) }
        let extensions: [SwiftDeclaration] = [
            .type(SwiftTypeDeclaration(kind: .extension, access: nil, name: protocolName, members: implementations)),
            .type(
                SwiftTypeDeclaration(
                    kind: .enum, name: holder,
                    doc: ["Kontract: the implementations of `\(protocolName)`'s functions, for tests to set."],
                    members: properties, attributes: [.testing])),
        ]
        return (requirements, extensions)
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
}
