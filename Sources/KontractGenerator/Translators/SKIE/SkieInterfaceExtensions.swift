// SKIE's interface extensions: a Kotlin interface's extension functions and properties as members of its protocol.

import KontractCore

/// SKIE's file-scope conversion (0.10.13, `FileScopeConvertorPhase`, its interface-extension delegate) also makes
/// each extension function and property whose receiver is a Kotlin interface a member of the interface's Swift
/// protocol, in an extension calling the facade: `fun I.foo(i: Int)` is `AKt.foo(_:i:)` and also
/// `extension I { func foo(i: Int32) -> Int32 }`, `var I.bar: Int` is `AKt.bar(_:)` / `AKt.setBar(_:value:)` and
/// also `var bar: Int32 { get set }` on `I` (the default-argument overloads of the facade too; not SKIE's hidden
/// `__` originals, nor overloads it removed). Extension functions on classes are class members already.
///
/// A wrapper whose name the protocol already declares (its own function or property), or whose Swift signature
/// an earlier facade gave the same protocol, is left out: the protocol's own member or the first one stays,
/// so the module compiles whatever the contract holds. SKIE renames one of the two instead, which is not
/// emulated: each one left out is listed (``leftOut(of:)``) for a KG0002 at its Kotlin declaration.
struct SkieInterfaceExtensions {
    /// The names of each protocol's own members (functions and properties), by Swift protocol name.
    private let protocolMembers: [String: Set<String>]
    /// Per facade name, the keys (``key(_:_:)``) of the members it wraps.
    private let accepted: [String: Set<String>]
    /// Per facade name, its extension properties: name → mutable.
    private let properties: [String: [String: Bool]]
    /// Per facade name, the `__` names of SKIE's `PublicButReplaced` members (getters, setters, functions).
    private let replaced: [String: Set<String>]
    /// Per facade name, the wrappers left out: the Swift member name, its protocol and why.
    private let leftOut: [String: [LeftOutWrapper]]

    /// A wrapper SKIE has and Kontract leaves out (its name clashes), for a diagnostic.
    struct LeftOutWrapper {
        let name: String
        let protocolName: String
        let reason: String
    }

    /// `facades`: every file facade of the module in source order, with its extension properties on interfaces.
    init(
        facades: [(facade: SwiftTypeDeclaration, properties: [String: Bool], replaced: Set<String>)],
        protocolMembers: [String: Set<String>]
    ) {
        self.protocolMembers = protocolMembers
        var taken: Set<String> = []
        var accepted: [String: Set<String>] = [:]
        var leftOut: [String: [LeftOutWrapper]] = [:]
        var properties: [String: [String: Bool]] = [:]
        var replaced: [String: Set<String>] = [:]
        for (facade, facadeProperties, facadeReplaced) in facades {
            properties[facade.name, default: [:]].merge(facadeProperties) { first, _ in first }
            replaced[facade.name, default: []].formUnion(facadeReplaced)
        }
        self.properties = properties
        self.replaced = replaced
        for (facade, _, _) in facades {
            for candidate in Self.candidates(
                in: facade, properties: properties[facade.name] ?? [:], replaced: replaced[facade.name] ?? [])
            {
                let key = Self.key(candidate.protocolName, candidate.signature)
                guard let members = protocolMembers[candidate.protocolName] else { continue }
                let reason: String? =
                    members.contains(candidate.name)
                    ? "`\(candidate.protocolName)` declares a member named `\(candidate.name)` itself"
                    : taken.contains(key) ? "another wrapper (an earlier one) has its Swift signature" : nil
                if let reason {
                    leftOut[facade.name, default: []].append(
                        LeftOutWrapper(name: candidate.name, protocolName: candidate.protocolName, reason: reason))
                    continue
                }
                taken.insert(key)
                accepted[facade.name, default: []].insert(key)
            }
        }
        self.accepted = accepted
        self.leftOut = leftOut
    }

    /// The protocol extensions wrapping one facade's interface extensions.
    func extensions(of facade: SwiftTypeDeclaration) -> [SwiftDeclaration] {
        let keys = accepted[facade.name] ?? []
        var byProtocol: [(name: String, members: [SwiftDeclaration])] = []
        for candidate in Self.candidates(
            in: facade, properties: properties[facade.name] ?? [:], replaced: replaced[facade.name] ?? [])
        where keys.contains(Self.key(candidate.protocolName, candidate.signature)) {
            let member = candidate.member(facade.name)
            if let index = byProtocol.firstIndex(where: { $0.name == candidate.protocolName }) {
                byProtocol[index].members.append(member)
            } else {
                byProtocol.append((candidate.protocolName, [member]))
            }
        }
        return byProtocol.map { name, members in
            .type(SwiftTypeDeclaration(kind: .extension, access: nil, name: name, members: members))
        }
    }

    /// The wrappers of one facade left out because their names clash.
    func leftOut(of facade: SwiftTypeDeclaration) -> [LeftOutWrapper] { leftOut[facade.name] ?? [] }

    private static func key(_ protocolName: String, _ signature: String) -> String { protocolName + "." + signature }

    /// The facade's setter of extension property getter `name`: `setFoo`, `__setFoo` for a refined `__foo`.
    private static func setterName(_ name: String) -> String { SkieHiddenNaming.setterName(ofGetter: name) }

    /// One wrapper: a facade function whose first argument is the unlabelled receiver `any P`.
    private struct Candidate {
        let protocolName: String
        let name: String
        /// The Swift signature without the receiver (`foo(i:Int32)`; a property `foo` is `foo()`: Swift refuses a
        /// property and a method without arguments of one name).
        let signature: String
        let function: SwiftFunction
        /// For a property: the facade's setter function, when the property is mutable.
        let isProperty: Bool
        let setter: SwiftFunction?

        func member(_ facade: String) -> SwiftDeclaration {
            let doc = ["SKIE: `\(facade).\(function.name)` as a member of `\(protocolName)`."]
            let arguments =
                [SwiftArgument(nil, .identifier("self"))]
                + function.parameters.dropFirst().map { SwiftArgument($0.label, .identifier($0.name)) }
            var call = SwiftExpression.call(.member(.identifier(facade), function.name), arguments)
            if function.effects.isAsync { call = .await(call) }
            if function.effects.throwing != .none { call = .try(call) }
            if isProperty {
                let set = setter.map { setter in
                    [
                        SwiftStatement.expression(
                            .call(
                                .member(.identifier(facade), setter.name),
                                [
                                    SwiftArgument(nil, .identifier("self")),
                                    SwiftArgument("value", .identifier("newValue")),
                                ]
                            ))
                    ]
                }
                return .property(
                    SwiftProperty(
                        modifiers: [.public], name: function.name, type: function.returnType, getter: [.return(call)],
                        setter: set, doc: doc))
            }
            return .function(
                SwiftFunction(
                    modifiers: [.public], name: function.name, parameters: Array(function.parameters.dropFirst()),
                    returnType: function.returnType,
                    body: [function.returnType == nil ? .expression(call) : .return(call)], doc: doc,
                    effects: function.effects,
                    attributes: function.attributes.filter { $0.name == "_disfavoredOverload" }))
        }
    }

    /// `replaced`: the facade's `__` names SKIE's `PublicButReplaced` gave (wrapped as `__foo`); other `__` names
    /// are SKIE's hidden originals, not wrapped.
    private static func candidates(
        in facade: SwiftTypeDeclaration, properties: [String: Bool], replaced: Set<String> = []
    ) -> [Candidate] {
        let functions = facade.members.compactMap { member -> SwiftFunction? in
            guard case .function(let function) = member, function.modifiers.contains(.static),
                !function.attributes.contains(where: { $0.name == "available" }),
                !SkieHiddenNaming.isHidden(function.name) || replaced.contains(function.name),
                let first = function.parameters.first, first.label == nil, first.name == "receiver"
            else { return nil }
            return function
        }
        let setterNames = Set(properties.filter(\.value).keys.map(Self.setterName))
        return functions.compactMap { function in
            let receiver = function.parameters[0].type.description
            guard receiver.hasPrefix("any ") else { return nil }
            let protocolName = String(receiver.dropFirst("any ".count))
            let rest = function.parameters.dropFirst()
            if function.parameters.count == 1, let mutable = properties[function.name] {
                let setter =
                    mutable
                    ? functions.first {
                        $0.name == Self.setterName(function.name)
                            && $0.parameters.count == 2 && $0.parameters[0].type.description == receiver
                    } : nil
                return Candidate(
                    protocolName: protocolName, name: function.name, signature: function.name + "()",
                    function: function, isProperty: true, setter: setter)
            }
            if setterNames.contains(function.name), function.parameters.count == 2 { return nil }
            let labels = rest.map { "\($0.label ?? "_"):\($0.type.description)" }.joined(separator: ",")
            return Candidate(
                protocolName: protocolName, name: function.name, signature: "\(function.name)(\(labels))",
                function: function, isProperty: false, setter: nil)
        }
    }
}
