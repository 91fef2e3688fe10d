// Plain classes (not view models) → a Swift class with the exporter's initializers and properties.

import KontractCore

/// Translates a `class` that is not a view model.
///
/// Emitted: the class (`final class` for a final Kotlin class, which the exporter marks
/// `objc_subclassing_restricted`; `open class` for `open`/`abstract`) deriving its declared superclass or,
/// in bridge style, `KotlinBase` (so `isEqual(_:)`, `hash` and `description` are NSObject's, as on the real
/// framework); one `init` per exported constructor with the exporter's labels (see
/// ``ConstructorNaming``); one property per `val`/`var` constructor parameter and member property
/// (`{ get }` for `val`, `{ get set }` for `var`). The emulation cannot run Kotlin bodies: a property
/// holds what its constructor was given, its `initial` value, or what Swift code set; reading one that
/// has none (a body property without `initial`, or a superclass property a subclass constructor would
/// have passed) traps with a message naming it. Member functions are `functions`' part (issue 13):
/// until they are generated each one is reported (KG0002), never dropped silently.
struct PlainClassTranslator {
    let context: TranslationContext

    /// The designated initializer every generated plain class has, so a subclass can chain to it.
    static let subclassInitLabel = "kontractSubclass"

    /// True when `entry` is a plain class this translator generates: a class with no view model above it.
    static func translates(_ entry: IndexedDeclaration, context: TranslationContext) -> Bool {
        guard case .plainClass = context.model[entry].kind else { return false }
        return !hasViewModelAncestor(entry, context: context)
    }

    private static func hasViewModelAncestor(_ entry: IndexedDeclaration, context: TranslationContext) -> Bool {
        var visited: Set<String> = []
        var current: IndexedDeclaration? = entry
        while let declaration = current, visited.insert(declaration.qualifiedName).inserted {
            if case .plainClass(let payload) = context.model[declaration].kind, payload.isViewModel { return true }
            current = superclass(of: declaration, context: context)
        }
        return false
    }

    /// The declared class `entry` extends, if any.
    static func superclass(of entry: IndexedDeclaration, context: TranslationContext) -> IndexedDeclaration? {
        for supertype in context.model[entry].supertypes where !supertype.isNullable {
            if let name = supertype.declaredName, let parent = context.module.index[name],
                parent.declaration.kind == .plainClass
            {
                return parent
            }
        }
        return nil
    }

    /// The members Swift would see that are not generated yet: member functions (issue 13).
    static func leftOutMembers(of entry: IndexedDeclaration, context: TranslationContext) -> [Diagnostic] {
        guard translates(entry, context: context) else { return [] }
        return context.model[entry].functions.compactMap { function in
            guard !function.syntax.hasAnnotation("HiddenFromObjC") else { return nil }
            return .generator(
                .declarationLeftOut,
                "the generated Swift leaves out the member function '\(function.name.value)' of class "
                    + "'\(entry.declaration.name.value)': member functions of plain classes are not generated yet",
                at: function.location)
        }
    }

    func translate(_ entry: IndexedDeclaration) throws -> SwiftTypeDeclaration {
        guard case .plainClass(let payload) = context.model[entry].kind else {
            preconditionFailure("\(entry.qualifiedName) is not a class")
        }
        let parent = Self.superclass(of: entry, context: context)
        let isBridge = context.style == .bridge
        var members: [SwiftDeclaration] = []
        var stored: Set<String> = []
        for constructor in payload.constructors {
            for parameter in constructor.parameters {
                guard let binding = parameter.binding, stored.insert(parameter.name.value).inserted else { continue }
                members += try property(
                    parameter.name.value, type: parameter.type, at: parameter.typeLocation,
                    isMutable: binding.value == .var, initial: nil, doc: parameter.doc, in: entry)
            }
        }
        for member in payload.properties where stored.insert(member.name.value).inserted {
            members += try property(
                member.name.value, type: member.type, at: member.typeLocation, isMutable: member.isMutable,
                initial: member.initial, doc: member.doc, in: entry)
        }
        // An interface's properties the class does not declare (Kotlin's overrides the contract leaves out).
        for inherited in InterfaceTranslator.inheritedProperties(of: entry, context: context)
        where stored.insert(inherited.name.value).inserted {
            members += try property(
                inherited.name.value, type: inherited.type, at: inherited.typeLocation, isMutable: inherited.isMutable,
                initial: nil, doc: inherited.doc, in: entry)
        }
        members += try initializers(payload.constructors, parent: parent)
        if isBridge {
            members += description(of: entry, isRoot: parent == nil)
        }
        var inherits: [String] = []
        if let parent {
            inherits.append(context.names.swiftName(of: parent.qualifiedName))
        } else if isBridge {
            inherits += [RuntimeNames.base, RuntimeNames.stringConvertible]
        }
        inherits += InterfaceTranslator.interfaces(of: entry, context: context).map {
            context.names.swiftName(of: $0.qualifiedName)
        }
        return SwiftTypeDeclaration(
            kind: payload.modality.isExtensible ? .openClass : .finalClass,
            name: context.names.declaredSimpleName(of: entry.qualifiedName), inherits: inherits.map { SwiftType($0) },
            doc: docLines(entry.declaration.doc), members: members)
    }

    /// A property backed by optional storage: set by a constructor, `initial`, or Swift code for a `var`.
    private func property(
        _ kotlinName: String, type: ResolvedType, at location: SourceLocation, isMutable: Bool,
        initial: ResolvedConstant?, doc: String?, in entry: IndexedDeclaration
    ) throws -> [SwiftDeclaration] {
        let swiftType = try context.types.swiftType(type, at: location)
        let storage = Self.storageName(kotlinName)
        let value = try initial.map { try DefaultValueTranslator(context: context).expression($0, type: type) }
        let missing = SwiftLiterals.string(
            "Kontract: \(entry.declaration.name.value).\(kotlinName) has no value: the contract gives no 'initial' "
                + "and no constructor set it")
        let read: [SwiftStatement] = [
            .line("guard let value = \(storage) else { fatalError(\(missing)) }"), .line("return value"),
        ]
        let accessors: [SwiftStatement] =
            isMutable ? [.block("get", read), .block("set", [.line("\(storage) = newValue")])] : read
        return [
            .property(
                SwiftProperty(
                    modifiers: ["private"], isMutable: true, name: storage, type: .optional(swiftType),
                    value: value.map { SwiftExpression.raw($0) } ?? .nil)),
            .property(
                SwiftProperty(
                    name: PropertyNaming.escapedMember(kotlinName, context: context), type: swiftType,
                    getter: accessors, doc: docLines(doc))),
        ]
    }

    static func storageName(_ kotlinName: String) -> String { "kontractStored_" + kotlinName }

    /// One `init` per exported constructor, then the designated `init(kontractSubclass:)` subclasses chain to.
    private func initializers(_ constructors: [ResolvedConstructor], parent: IndexedDeclaration?) throws
        -> [SwiftDeclaration]
    {
        let superCall: String
        let inherited: Set<String>
        if let parent {
            superCall = "super.init(\(Self.subclassInitLabel): ())"
            inherited = try signatures(of: parent)
        } else if context.style == .bridge {
            superCall = "super.init()"
            inherited = ["init()"]
        } else {
            superCall = ""
            inherited = []
        }
        var members: [SwiftDeclaration] = []
        for (constructor, labels) in try exported(constructors) {
            var parameters: [SwiftParameter] = []
            var body: [SwiftStatement] = []
            for (parameter, label) in zip(constructor.parameters, labels) {
                let local = PropertyNaming.local(parameter.name.value, context: context)
                parameters.append(
                    SwiftParameter(
                        label: label, name: local, type: try parameterType(parameter)))
                if parameter.binding != nil {
                    body.append(.line("\(Self.storageName(parameter.name.value)) = \(local)"))
                }
            }
            if !superCall.isEmpty { body.append(.line(superCall)) }
            let signature = try signature(of: constructor, labels: labels)
            members.append(
                .initializer(
                    SwiftInitializer(
                        modifiers: inherited.contains(signature) ? ["override", "public"] : ["public"],
                        parameters: parameters, body: body, doc: docLines(constructor.doc))))
        }
        let chain = parent == nil ? (superCall.isEmpty ? [] : [superCall]) : [superCall]
        members.append(
            .initializer(
                SwiftInitializer(
                    modifiers: parent == nil ? [] : ["override"],
                    parameters: [SwiftParameter(label: Self.subclassInitLabel, name: "_", type: "Void")],
                    body: chain.map { .line($0) },
                    doc: ["Kontract: the initializer a subclass's constructors chain to."])))
        return members
    }

    /// The constructors Swift sees, each with its labels (a clash with an earlier one is mangled with `_`).
    private func exported(_ constructors: [ResolvedConstructor]) throws -> [(ResolvedConstructor, [String])] {
        let visible = constructors.filter(\.visibility.isExported)
        let labels = ConstructorNaming.labels(
            of: visible.map { constructor in
                constructor.parameters.map { (name: $0.name.value, type: $0.type.description) }
            })
        return zip(visible, labels).map { constructor, labels in
            (constructor, labels.map { ["inout", "var", "let"].contains($0) ? "`\($0)`" : $0 })
        }
    }

    /// The signatures (`init(a:Int32)`) of a parent class's initializers, to mark overrides.
    private func signatures(of parent: IndexedDeclaration) throws -> Set<String> {
        guard case .plainClass(let payload) = context.model[parent].kind else { return [] }
        return Set(try exported(payload.constructors).map { try signature(of: $0.0, labels: $0.1) })
    }

    private func signature(of constructor: ResolvedConstructor, labels: [String]) throws -> String {
        let parts = try zip(constructor.parameters, labels).map { "\($1):\(try parameterType($0))" }
        return "init(\(parts.joined(separator: ",")))"
    }

    private func parameterType(_ parameter: ResolvedConstructorParameter) throws -> SwiftType {
        let type = try context.types.swiftType(parameter.type, at: parameter.typeLocation)
        if case .function = parameter.type.kind, !parameter.type.isNullable { return .attributed(.escaping, type) }
        return type
    }

    /// Kotlin's `Any.toString()`: the qualified class name, `@`, the identity hash in hex.
    private func description(of entry: IndexedDeclaration, isRoot: Bool) -> [SwiftDeclaration] {
        let qualified = SwiftLiterals.escapedContent(entry.qualifiedName)
        var members: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    modifiers: ["override", "class"], name: "kontractKotlinName", type: "String",
                    getter: [.line(SwiftLiterals.string(entry.qualifiedName))]))
        ]
        if isRoot {
            members[0] = .property(
                SwiftProperty(
                    modifiers: ["class"], name: "kontractKotlinName", type: "String",
                    getter: [.line("\"\(qualified)\"")]))
            let text =
                "\"\\(Self.kontractKotlinName)@\\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xFFFF_FFFF, radix: 16))\""
            members.append(
                .property(
                    SwiftProperty(
                        modifiers: ["override", "public"], name: "description", type: "String",
                        getter: [.line(text)],
                        doc: [
                            "Kotlin's `toString()` of a class that does not override it: `pkg.Name@` and an identity hash."
                        ])
                ))
            members.append(
                .property(SwiftProperty(name: "kotlinDescription", type: "String", getter: [.line("description")])))
        }
        return members
    }
}
