// SKIE's file-scope conversion: each top-level function and property (settable for a `var`) of a file facade also as a Swift global.

import KontractCore

/// The global wrappers SKIE (0.10.13, `FileScopeConvertorPhase`, `GlobalMembersConvertorDelegate`) adds beside
/// each file facade: `foo(i:k:)` calling `AKt.foo(i:k:)`, `var foo: Int32 { AKt.foo }` (with a setter for a Kotlin `var`), with the facade
/// member's exact signature (also `async throws` ones and default-argument overloads; not those SKIE removed,
/// nor extension functions, which SKIE makes members of their receiver's type).
///
/// Names are resolved across the whole module as SKIE's `RenameConflictingCallableDeclarationsPhase` does:
/// properties first, then functions, each in Kotlin signature order (name and parameters, then the file's
/// place in the source tree); one whose
/// Swift signature an earlier one has, or whose name is a top-level type's, gets `_` appended until it is
/// unique (`foo` of package `a` and `foo` of `a.nested` → `foo` and `foo_`). A property named `version` and a
/// function `setVersion(_:)` are not wrapped (SKIE cannot call them).
struct SkieGlobalFunctions {
    /// Per facade name, the global name of each wrapped member (keyed by ``memberKey(_:)``).
    private let globalNames: [String: [String: String]]
    /// Per facade name, the `__` names SKIE's `PublicButReplaced` gave its functions (their globals keep them).
    private let replaced: [String: Set<String>]

    /// `facades`: every file facade of the module, with the package of its file; `replaced`: per facade name,
    /// the names of its `PublicButReplaced` functions (`__foo`; a suspend one's original `____foo` is not there).
    init(
        facades: [(package: String, facade: SwiftTypeDeclaration)], typeNames: Set<String>,
        replaced: [String: Set<String>] = [:]
    ) {
        self.replaced = replaced
        var candidates: [(facade: String, key: String, order: String, isProperty: Bool, name: String, tail: String)] =
            []
        for (package, facade) in facades {
            let replacedNames = replaced[facade.name] ?? []
            for member in facade.members {
                guard let wrapped = Self.wrappable(member, replaced: replacedNames) else { continue }
                let key = Self.memberKey(member, replaced: replacedNames)
                // SKIE orders by the Kotlin signature (name and parameters, no package), then as the sources
                // are laid out: `a/A.kt` before `a/nested/B.kt`.
                let path = String(package.map { $0 == "." ? "/" : $0 }) + "/" + facade.name
                candidates.append(
                    (
                        facade.name, key, "\(wrapped.name)\(wrapped.tail) \(path)", wrapped.isProperty, wrapped.name,
                        wrapped.tail
                    ))
            }
        }
        let order = candidates.indices.sorted {
            let (left, right) = (candidates[$0], candidates[$1])
            if left.isProperty != right.isProperty { return left.isProperty }
            return (left.order, $0) < (right.order, $1)
        }
        var taken: Set<String> = []
        var names: [String: [String: String]] = [:]
        for index in order {
            let candidate = candidates[index]
            var name = candidate.name
            // A property and a function without arguments of the same name collide too.
            func signatures(_ name: String) -> [String] {
                candidate.isProperty
                    ? [name, name + "()"]
                    : [name + candidate.tail]
                        + (candidate.tail == "()" ? [name] : [])
            }
            while typeNames.contains(name) || signatures(name).contains(where: taken.contains) {
                name += "_"
            }
            taken.formUnion(signatures(name))
            names[candidate.facade, default: [:]][candidate.key] = name
        }
        globalNames = names
    }

    /// The global wrappers of one facade's members.
    func wrappers(of facade: SwiftTypeDeclaration) -> [SwiftDeclaration] {
        let names = globalNames[facade.name] ?? [:]
        let replacedNames = replaced[facade.name] ?? []
        return facade.members.compactMap { member -> SwiftDeclaration? in
            guard let name = names[Self.memberKey(member, replaced: replacedNames)] else { return nil }
            let global = SwiftKeywords.escaped(name)
            let doc = ["SKIE: `\(facade.name).\(SwiftKeywords.unescaped(Self.memberName(member)))` as a global."]
            switch member {
            case .function(let function):
                let arguments = function.parameters.map {
                    SwiftArgument(SwiftKeywords.argumentLabel(forParameterLabel: $0.label), .identifier($0.name))
                }
                var call = SwiftExpression.call(
                    .member(Self.facadeType(facade.name, function.name), function.name), arguments)
                if function.effects.isAsync { call = .await(call) }
                if function.effects.throwing != .none { call = .try(call) }
                return .function(
                    SwiftFunction(
                        modifiers: [.public], name: global, parameters: function.parameters,
                        returnType: function.returnType,
                        body: [function.returnType == nil ? .expression(call) : .return(call)], doc: doc,
                        effects: function.effects,
                        attributes: function.attributes.filter { $0.name == "_disfavoredOverload" }))
            case .property(let property):
                // A `var` of the facade (it has a setter) is a settable global: `foo = 0` sets `AKt.foo`.
                let member = SwiftExpression.member(Self.facadeType(facade.name, property.name), property.name)
                return .property(
                    SwiftProperty(
                        modifiers: [.public], name: global, type: property.type, getter: [.return(member)],
                        setter: property.setter.map { _ in [.assign(member, .identifier("newValue"))] }, doc: doc))
            default:
                return nil
            }
        }
    }

    /// The facade a member is read from: `AKt`, or `AKt.self` before a member named `Type` or `Protocol` (after a
    /// type name, even in backticks, those mean its metatypes).
    private static func facadeType(_ facade: String, _ member: String) -> SwiftExpression {
        SwiftKeywords.isMetatypeMember(member) ? .member(.identifier(facade), "self") : .identifier(facade)
    }

    /// What a facade member contributes to the globals: its unescaped name, and the rest of its Swift
    /// signature (`(i:Int32,k:Int32)`); nil for members SKIE does not wrap (implementations, removed overloads).
    private static func wrappable(_ member: SwiftDeclaration, replaced: Set<String>) -> (
        isProperty: Bool, name: String, tail: String
    )? {
        switch member {
        case .function(let function):
            guard function.modifiers.contains(.static),
                !function.attributes.contains(where: { $0.name == "available" })
            else { return nil }
            let name = SwiftKeywords.unescaped(function.name)
            if name == "setVersion", function.parameters.count == 1 { return nil }
            // SKIE's hidden originals (`__foo` of a suspend function) stay members; `PublicButReplaced`'s are wrapped.
            if SkieHiddenNaming.isHidden(name), !replaced.contains(name) { return nil }
            // An extension function's receiver is the facade member's unlabelled first argument: SKIE makes
            // those members of the receiver's type, never globals.
            if let first = function.parameters.first, first.label == nil, first.name == "receiver" { return nil }
            let parameters = function.parameters.map { "\($0.label ?? "_"):\($0.type.withoutEscaping)" }
            return (false, name, "(\(parameters.joined(separator: ",")))")
        case .property(let property):
            guard property.modifiers.contains(.static), property.getter != nil, property.type != nil else { return nil }
            let name = SwiftKeywords.unescaped(property.name)
            return name == "version" ? nil : (true, name, "")
        default:
            return nil
        }
    }

    /// Identifies a member within its facade: name, labels and parameter types.
    private static func memberKey(_ member: SwiftDeclaration, replaced: Set<String>) -> String {
        guard let wrapped = wrappable(member, replaced: replaced) else { return "" }
        return (wrapped.isProperty ? "var " : "func ") + wrapped.name + wrapped.tail
    }

    private static func memberName(_ member: SwiftDeclaration) -> String {
        switch member {
        case .function(let function): function.name
        case .property(let property): property.name
        default: ""
        }
    }
}
