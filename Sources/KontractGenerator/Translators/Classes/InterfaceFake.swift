// A Kotlin interface's ready-made test double on the test face: `FakeProfileRepository`, settable per member.

import KontractCore

/// Translates an `interface` (not sealed) into `@_spi(Testing) public final class FakeName: Name, Sendable`, which
/// implements every requirement of the protocol and of the interfaces it extends:
///
/// - each function calls an instance `KotlinFunction` (`KotlinSuspendFunction`), `loadIdImplementation`, whose
///   arguments are the function's without the receiver; a test sets it (`fake.loadIdImplementation.implement {
///   id in … }`) and reads its `calls`; unset, a call is reported to `KontractRuntimeIssues` as the static hooks'
///   are (InterfaceFunctions.swift);
/// - each property (also a `val`) is settable on the fake and stored in a `KotlinProperty`, `nameStorage`; read
///   before a test set it, the read is reported to `KontractRuntimeIssues` and returns the type's zero value, or stops
///   where the type has none.
///
/// The framework has no such class, so it is on the test face only (docs/testing.md, "Generated fakes"). Not made:
/// for an interface that extends a sealed interface (a fake would be one more case Swift's `switch` and SKIE's
/// `onEnum(of:)` never name), and for one whose fake name a declared type already has (both left to hand-written
/// fakes; no Kotlin declaration is affected).
struct InterfaceFake {
    let context: TranslationContext

    /// `FakeProfileRepository` for `ProfileRepository` (`FakeOuterInner` for a nested `Outer.Inner`).
    static func name(of protocolName: String) -> String {
        "Fake" + protocolName.replacingOccurrences(of: ".", with: "")
    }

    /// The fake of `entry`, or nil where none is made (see the type's documentation).
    func declaration(of entry: IndexedDeclaration) throws -> SwiftDeclaration? {
        let hierarchy = Self.hierarchy(of: entry, context: context)
        let extendsSealed = hierarchy.contains { interface in
            context.model[interface].supertypes.contains { supertype in
                supertype.declaredName.flatMap { context.module.index[$0] }?.declaration.kind == .sealedInterface
            }
        }
        let protocolName = context.names.swiftName(of: entry.qualifiedName)
        let name = Self.name(of: protocolName)
        let nameIsTaken = context.module.index.declarations.contains {
            context.names.swiftName(of: $0.qualifiedName) == name
        }
        guard !extendsSealed, !nameIsTaken else { return nil }
        var taken: Set<String> = []
        var properties: [SwiftDeclaration] = []
        var functions: [SwiftDeclaration] = []
        var seenFunctions: Set<String> = []
        for interface in hierarchy {
            let interfaceName = context.names.swiftName(of: interface.qualifiedName)
            for case .property(let requirement) in try InterfaceTranslator(context: context).translate(interface)
                .members
            where taken.insert(requirement.name).inserted {
                properties += stored(requirement, of: interfaceName, fake: name, taken: &taken)
            }
            for member in FunctionTranslator(context: context).fakeFunctionMembers(of: interface, taken: &taken) {
                if case .function(let function) = member, !seenFunctions.insert(Self.key(of: function)).inserted {
                    continue
                }
                functions.append(member)
            }
        }
        let initializer = SwiftDeclaration.initializer(
            SwiftInitializer(parameters: [], body: [], doc: ["A fake with no member set: set what the test calls."]))
        return .type(
            SwiftTypeDeclaration(
                kind: .finalClass, name: name, inherits: [SwiftType(protocolName), .named("Sendable")],
                doc: [
                    "Kontract: a fake `\(protocolName)` for tests (the test face): each function does what its "
                        + "`…Implementation` says, each property reads its `…Storage` (unset, a call or read is "
                        + "reported to `KontractRuntimeIssues`)."
                ],
                members: [initializer] + properties + functions, attributes: [.testing]))
    }

    /// `entry` and the interfaces it extends, each once, nearest first.
    static func hierarchy(of entry: IndexedDeclaration, context: TranslationContext) -> [IndexedDeclaration] {
        var visited: Set<String> = []
        var result: [IndexedDeclaration] = []
        var queue = [entry]
        while !queue.isEmpty {
            let interface = queue.removeFirst()
            guard visited.insert(interface.qualifiedName).inserted else { continue }
            result.append(interface)
            queue += InterfaceTranslator.interfaces(of: interface, context: context)
        }
        return result
    }

    /// A requirement's Swift signature: one implementation meets a function two interfaces of the hierarchy declare.
    private static func key(of function: SwiftFunction) -> String {
        function.name + "(" + function.parameters.map { "\($0.label ?? "_"):\($0.type)" }.joined(separator: ",") + ")"
    }

    /// `public let nameStorage = KotlinProperty<T>(…)` and `public var name: T { get set }` reading and writing it.
    private func stored(_ requirement: SwiftProperty, of interfaceName: String, fake: String, taken: inout Set<String>)
        -> [SwiftDeclaration]
    {
        guard let type = requirement.type else { return [] }
        let plain = SwiftKeywords.unescaped(requirement.name)
        var storageName = plain + "Storage"
        while !taken.insert(storageName).inserted { storageName += "_" }
        let storageType = SwiftType.named(RuntimeNames.property, [type])
        let storage = SwiftProperty(
            name: storageName, type: storageType,
            value: .call(
                .type(storageType),
                [
                    SwiftArgument(.string("\(interfaceName).\(plain) (on a \(fake))")),
                    SwiftArgument("storage", .string("`\(storageName).value` or `\(plain)`")),
                ]),
            doc: ["Kontract: the value of `\(plain)` on this fake, for tests to set."])
        var property = SwiftProperty(
            isMutable: true, name: requirement.name, type: type,
            getter: [
                .return(
                    .call(
                        .member(.member(.selfValue, storageName), "read"),
                        [
                            SwiftArgument(
                                "orElse", Self.zero(of: type).map { .closure(parameters: [], body: [$0]) } ?? .nil)
                        ]))
            ],
            setter: [
                .expression(
                    .call(.member(.member(.selfValue, storageName), "set"), SwiftArgument(.identifier("newValue"))))
            ],
            doc: requirement.doc)
        property.attributes = Self.witnessAttributes(requirement.attributes)
        return [.property(storage), .property(property)]
    }

    /// A member's attributes on the fake: `@Deprecated`'s `deprecated` kept, `unavailable` and SKIE's
    /// `introduced: 999` (`Internal`) left out (an `ERROR` member is no requirement and has no fake member), since an unavailable member cannot meet a protocol's requirement (`unavailable instance method 'gone()'
    /// was used to satisfy a requirement of protocol`).
    static func witnessAttributes(_ attributes: [SwiftAttribute]) -> [SwiftAttribute] {
        attributes.filter { attribute in
            !(attribute.name == "available"
                && (attribute.arguments ?? []).contains {
                    $0.label == nil && $0.value == .identifier("unavailable") || $0.label == "introduced"
                })
        }
    }

    /// The zero value a fake's unset property reads after the issue is reported; nil for a type without one.
    private static func zero(of type: SwiftType) -> SwiftStatement? {
        switch type {
        case .optional: return .expression(.nil)
        case .array: return .expression(.array([]))
        case .dictionary: return .expression(.dictionary([]))
        case .named("String", []): return .expression(.string(""))
        case .named("Bool", []): return .expression(.bool(false))
        case .named(let name, [])
        where [
            "Int8", "Int16", "Int32", "Int64", "Int", "Float", "Double", "UInt8",
            "UInt16", "UInt32", "UInt64",
        ].contains(name):
            return .expression(.number("0"))
        default: return nil
        }
    }
}
