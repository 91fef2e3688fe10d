// Serializable declarations → `KotlinSerializable` extensions (or a sealed type's serializer enum).

import KontractCheck
import KontractCore
import KontractSerialization

/// Makes generated types use the kotlinx JSON codec: each gets its descriptor statically (spelled
/// from what `DescriptorBuilder` builds from the contract, so both are the same by construction)
/// and conversions to and from `KotlinValue`. Bridge-style sealed classes and interfaces, which
/// Swift cannot build through `Self`, get a `…KotlinSerializer` enum instead.
struct SerializationTranslator {
    let context: TranslationContext
    let builder: DescriptorBuilder
    let conversion: KotlinValueConversion
    let spelling: DescriptorSpelling
    /// Why serializable declarations get no conformance (KG0401), one per declaration left out.
    let diagnostics: [Diagnostic]

    init(context: TranslationContext) {
        self.context = context
        let builder = context.descriptors
        self.builder = builder
        let (serializable, diagnostics) = Self.serializableDeclarations(context: context, builder: builder)
        self.diagnostics = diagnostics
        conversion = KotlinValueConversion(context: context, serializable: serializable)
        spelling = DescriptorSpelling(context: context, builder: builder, conversion: conversion)
    }

    /// Whether a data class gets the typed JSON path's `kontractJSONRows` (`TypedJSONMembers`), whose rows its
    /// Kotlin `equals`, `hashCode()` and `toString()` read in place of a `Kotlin.DataClassProperties` of its own
    /// (kept for a data class holding a value class).
    func writesJSONRows(_ entry: IndexedDeclaration) -> Bool {
        guard entry.declaration.kind == .dataClass, conversion.serializable.contains(entry.qualifiedName),
            case .classType = builder.descriptor(for: entry.qualifiedName)
        else { return false }
        // A value-class property prints as the value class (`id=UserId(raw=a)`, ValueClassPrinting's rows of its own
        // table), where a JSON row prints the wrapped value Swift holds.
        return !context.model[entry].properties.contains { $0.type.valueClass != nil }
    }

    /// Whether a data class is a `KontractJSONDataClass`: a struct with `kontractJSONRows` whose values JSON carries
    /// whole, so that it writes its rows and its conformance only (the runtime defines its Kotlin members, descriptor,
    /// `kontractDecode` and `kontractEncode`), and conforms to `Kotlin.DataClass` through it.
    func conformsThroughRows(_ entry: IndexedDeclaration) -> Bool {
        guard writesJSONRows(entry), context.projection.shape(of: entry.qualifiedName) != .finalClass,
            case .classType(let descriptor) = builder.descriptor(for: entry.qualifiedName)
        else { return false }
        return !DataClassValueMembers.holdsValuesJSONCannotCarry(
            descriptor, configuration: builder.configuration(for: entry.qualifiedName))
    }

    /// The extension (or serializer) of one declaration, its runtime requirements marked `@_spi`
    /// (``SerializerRequirementMarks``); empty when it is not serializable. `dataFields`: a data class's
    /// `DataClassField.fields(of:context:)` when the caller prepared them (else prepared here).
    func declarations(for resolved: ResolvedDeclaration, dataFields: [DataClassField]? = nil) throws
        -> [SwiftDeclaration]
    {
        try unmarkedDeclarations(for: resolved, dataFields: dataFields).map(SerializerRequirementMarks.mark)
    }

    private func unmarkedDeclarations(
        for resolved: ResolvedDeclaration, dataFields: [DataClassField]?
    ) throws -> [SwiftDeclaration] {
        let entry = resolved.syntax
        guard conversion.serializable.contains(entry.qualifiedName),
            let descriptor = builder.descriptor(for: entry.qualifiedName)
        else { return [] }
        let typeName = context.projection.swiftName(of: entry.qualifiedName)
        switch descriptor {
        case .classType(let classDescriptor) where entry.declaration.kind == .dataClass:
            let fields = try dataFields ?? DataClassField.fields(of: entry, context: context)
            return try dataClass(entry, classDescriptor, typeName, fields)
        case .classType(let classDescriptor):
            return [extensionOf(typeName, object(classDescriptor, typeName), entry)]
        case .enumeration(let enumDescriptor):
            return [extensionOf(typeName, enumeration(entry, enumDescriptor, typeName), entry)]
        case .sealed(let sealedDescriptor):
            return sealed(entry, sealedDescriptor, typeName)
        default:
            return []
        }
    }

    private func extensionOf(
        _ typeName: String, _ members: [SwiftDeclaration], _ entry: IndexedDeclaration,
        conformance: SwiftType = "KotlinSerializable", attributes: [SwiftAttribute] = []
    ) -> SwiftDeclaration {
        .type(
            SwiftTypeDeclaration(
                kind: .extension, access: nil, name: typeName, inherits: [conformance],
                members: members + configurationMembers(entry), attributes: attributes))
    }

    /// `kotlinJSONConfiguration` when the contract file's `json` is not kotlinx's default.
    private func configurationMembers(_ entry: IndexedDeclaration) -> [SwiftDeclaration] {
        guard let spelled = spelling.configuration(builder.configuration(for: entry.qualifiedName)) else { return [] }
        return [
            .property(
                SwiftProperty(
                    modifiers: [.public, .static], name: "kotlinJSONConfiguration", type: "KotlinJSONConfiguration",
                    getter: [.expression(spelled)]))
        ]
    }

    private func decodeFunction(_ returnType: SwiftType, _ body: [SwiftStatement]) -> SwiftDeclaration {
        .function(
            SwiftFunction(
                modifiers: [.public, .static], name: "value",
                parameters: [SwiftParameter(label: "fromKotlinValue", name: "kotlinValue", type: "KotlinValue")],
                returnType: returnType, body: body, effects: .throws("KotlinJSONError")))
    }

    /// `Name.value(fromKotlinValue: kotlinValue)`.
    private func decodeCall(_ typeName: String) -> SwiftExpression {
        .call(.member(.type(.named(typeName)), "value"), SwiftArgument("fromKotlinValue", "kotlinValue"))
    }

    /// `throw KotlinValue.mismatch(kotlinValue, expected: "…")`.
    private func mismatch(expected: String) -> SwiftStatement {
        .throw(
            .call(
                .member("KotlinValue", "mismatch"), SwiftArgument("kotlinValue"),
                SwiftArgument("expected", .string(expected))))
    }

    /// `public static var kotlinSerialDescriptor: KotlinSerialDescriptor { call { [children…] } }`.
    private func descriptorGetter(_ call: SwiftExpression, children: [SwiftExpression]) -> SwiftDeclaration {
        guard case .call(let callee, let arguments, _, _) = call else { preconditionFailure("not a call: \(call)") }
        return .property(
            SwiftProperty(
                modifiers: [.public, .static], name: "kotlinSerialDescriptor", type: "KotlinSerialDescriptor",
                getter: [
                    .expression(
                        .call(callee, arguments, trailingClosure: [.expression(.array(children, layout: .wrapped))]))
                ]))
    }

    private func dataClass(
        _ entry: IndexedDeclaration, _ descriptor: KotlinClassDescriptor, _ typeName: String,
        _ dataFields: [DataClassField]
    ) throws -> [SwiftDeclaration] {
        let resolvedProperties = context.model[entry].properties
        let resolved = resolvedProperties.map(\.type)
        var transientArguments: [Int: SwiftArgument] = [:]
        let defaultValues = DefaultValueTranslator(context: context)
        // Bridge style passes every argument: a transient property's default (proven spellable by
        // serializableDeclarations) is passed where the typed path builds the value.
        if context.profile.passesEveryArgument {
            for (index, property) in resolvedProperties.enumerated() where property.isTransient {
                guard let constant = property.defaultValue else { continue }
                let label = PropertyNaming.argumentLabel(
                    property.name.value, export: property.export, profile: context.projection.profile)
                transientArguments[index] = SwiftArgument(
                    label, try defaultValues.expression(constant, type: resolved[index]))
            }
        }
        // The `KotlinValue` conversions are derived from the typed path (KontractTypedSerializable), unless
        // JSON cannot carry the values whole (DataClassValueMembers).
        let throughRows = conformsThroughRows(entry)
        let typed = try TypedJSONMembers(context: context, conversion: conversion).members(
            entry, descriptor, typeName, fields: dataFields, spelling: spelling, transientArguments: transientArguments,
            throughRows: throughRows)
        guard
            DataClassValueMembers.holdsValuesJSONCannotCarry(
                descriptor, configuration: builder.configuration(for: entry.qualifiedName))
        else {
            // SPI conformance: the app face sees `KotlinSerializable`'s members, never the runtime's protocol.
            return [
                extensionOf(
                    typeName, typed, entry,
                    conformance: .named(throughRows ? RuntimeNames.jsonDataClass : "KontractTypedSerializable"),
                    attributes: [.kontractGenerated])
            ]
        }
        if let inherited = SealedConstructor(context: context).inherited(by: entry).first {
            throw Diagnostic.generator(
                .supertypeNotEmulated,
                "the generator does not emulate '\(entry.declaration.name.value)', whose values JSON cannot carry whole, "
                    + "below a sealed class with constructor properties yet (issue 26)", at: inherited.location)
        }
        let values = try DataClassValueMembers(context: context, conversion: conversion).members(
            entry, descriptor, typeName, transientArguments: transientArguments)
        return [extensionOf(typeName, typed + values, entry)]
    }

    private func object(_ descriptor: KotlinClassDescriptor, _ typeName: String) -> [SwiftDeclaration] {
        let serialName = SwiftExpression.string(descriptor.serialName)
        return [
            .property(
                SwiftProperty(
                    modifiers: [.public, .static], name: "kotlinSerialDescriptor", type: "KotlinSerialDescriptor",
                    value: .call(.member(nil, "classType"), SwiftArgument(spelling.classDescriptor(descriptor))))),
            .property(
                SwiftProperty(
                    name: "kotlinValue", type: "KotlinValue",
                    getter: [
                        .expression(
                            .call(
                                .member(nil, "instance"), SwiftArgument("serialName", serialName),
                                SwiftArgument("fields", .array([]))))
                    ])),
            decodeFunction(
                .named(typeName),
                [
                    .assign(
                        "_",
                        .try(
                            .call(
                                .member("kotlinValue", "fields"), SwiftArgument("of", serialName),
                                SwiftArgument("count", .number("0"))))),
                    // Inside the type, an NSObject member (`superclass`) hides a type named like it.
                    .return(
                        .member(
                            .type(.named(ObjCExportNaming.isNSObjectClassMember(typeName) ? "Self" : typeName)),
                            "shared")),
                ]),
        ]
    }

    private func enumeration(_ entry: IndexedDeclaration, _ descriptor: KotlinEnumDescriptor, _ typeName: String)
        -> [SwiftDeclaration]
    {
        let cases = entry.declaration.entries.map { value in
            SwiftSwitchCase(
                patterns: [.string(value.name.value)],
                [
                    .return(
                        .member(
                            .type(.named(typeName)),
                            context.projection.enumCaseName(value.name.value, inEnum: entry.qualifiedName)))
                ])
        }
        return [
            .property(
                SwiftProperty(
                    modifiers: [.public, .static], name: "kotlinSerialDescriptor", type: "KotlinSerialDescriptor",
                    value: spelling.enumeration(descriptor))),
            .property(
                SwiftProperty(
                    name: "kotlinValue", type: "KotlinValue",
                    getter: [.expression(.call(.member(nil, "enumEntry"), SwiftArgument("name")))])),
            decodeFunction(
                .named(typeName),
                [
                    .switch(
                        .try(.call(.member("kotlinValue", "enumEntryName"), [])),
                        cases + [.default([mismatch(expected: "an entry of " + descriptor.serialName)])])
                ]),
        ]
    }

    private func sealed(_ entry: IndexedDeclaration, _ descriptor: KotlinSealedDescriptor, _ typeName: String)
        -> [SwiftDeclaration]
    {
        let leaves = descriptor.subclasses.compactMap { spelling.qualifiedName(of: $0) }
        let descriptorMembers: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    modifiers: [.private, .static], name: "kotlinSealedDescriptor", type: nil,
                    value: spelling.sealedDescriptor(descriptor))),
            descriptorGetter(
                .call(.member("KotlinGeneratedDescriptors", "sealed"), SwiftArgument("kotlinSealedDescriptor")),
                children: leaves.map {
                    .member(.type(.named(context.projection.swiftName(of: $0))), "kotlinSerialDescriptor")
                }),
        ]
        let mismatch = mismatch(expected: "a subclass of " + descriptor.serialName)
        let serialNameSubject = SwiftExpression.try(.call(.member("kotlinValue", "instanceSerialName"), []))
        guard let serializer = conversion.serializerName(of: entry.qualifiedName) else {
            // swift style: an enum whose cases carry the direct subclasses.
            var encodeCases: [SwiftSwitchCase] = []
            var decodeCases: [SwiftSwitchCase] = []
            var hasChildWithoutInstances = false
            let caseNames = SealedTranslator.caseNames(of: entry, context: context)
            for child in context.module.subclasses(of: entry.qualifiedName) {
                let caseName = caseNames[child.qualifiedName] ?? CaseNaming.sealedCaseName(child.declaration.name.value)
                let childName = context.projection.swiftName(of: child.qualifiedName)
                let names = leaves.filter { $0 == child.qualifiedName || isDescendant($0, of: child.qualifiedName) }
                    .compactMap { builder.descriptor(for: $0) }.compactMap(serialNameLiteral)
                guard !names.isEmpty else {
                    if child.declaration.kind.isSealed {
                        // A sealed child without instances: its case carries an uninhabited enum, which Swift's
                        // exhaustiveness check neither needs nor accepts as a pattern; a `default` closes the switch.
                        hasChildWithoutInstances = true
                        continue
                    }
                    // Not @Serializable (`class A1 : A()`): kotlinx's polymorphic serializer does not know it.
                    let message =
                        "Class '\(child.declaration.name.value)' is not registered for polymorphic serialization "
                        + "in the scope of '\(entry.declaration.name.value)'."
                    let pattern: SwiftExpression =
                        child.declaration.kind.isObject
                        ? .member(nil, caseName) : .call(.member(nil, caseName), SwiftArgument(.identifier("_")))
                    encodeCases.append(
                        SwiftSwitchCase(
                            patterns: [pattern],
                            [.expression(.call(.identifier("fatalError"), [SwiftArgument(.string(message))]))]))
                    continue
                }
                if child.declaration.kind.isObject {
                    encodeCases.append(
                        SwiftSwitchCase(
                            patterns: [.member(nil, caseName)],
                            [.return(.member(.member(.type(.named(childName)), "shared"), "kotlinValue"))]))
                    decodeCases.append(SwiftSwitchCase(patterns: names, [.return(.member(nil, caseName))]))
                } else {
                    encodeCases.append(
                        SwiftSwitchCase(
                            patterns: [.call(.member(nil, caseName), SwiftArgument(.bindingPattern("value")))],
                            [.return(.member("value", "kotlinValue"))]))
                    decodeCases.append(
                        SwiftSwitchCase(
                            patterns: names,
                            [.return(.call(.member(nil, caseName), SwiftArgument(.try(decodeCall(childName)))))]))
                }
            }
            if hasChildWithoutInstances {
                encodeCases.append(
                    .default([
                        .expression(
                            .call(.identifier("fatalError"), [SwiftArgument(.string("no value has this type"))]))
                    ]))
            }
            let members =
                descriptorMembers + [
                    .property(
                        SwiftProperty(
                            name: "kotlinValue", type: "KotlinValue", getter: [.switch(.selfValue, encodeCases)])),
                    decodeFunction(
                        .named(typeName), [.switch(serialNameSubject, decodeCases + [.default([mismatch])])]),
                ]
            return [extensionOf(typeName, members, entry)]
        }
        // bridge style: a serializer enum next to the open class or protocol.
        let valueType: SwiftType =
            context.projection.shape(of: entry.qualifiedName) == .classProtocol
            ? .existential(.named(typeName)) : .named(typeName)
        var encodeLines: [SwiftStatement] = []
        var decodeCases: [SwiftSwitchCase] = []
        for leaf in leaves {
            guard let name = builder.descriptor(for: leaf).flatMap(serialNameLiteral) else { continue }
            let leafName = context.projection.swiftName(of: leaf)
            encodeLines.append(
                .if(
                    [.binding("leaf", .cast("value", .conditional, .named(leafName)))],
                    [.return(.member("leaf", "kotlinValue"))]))
            decodeCases.append(SwiftSwitchCase(patterns: [name], [.return(.try(decodeCall(leafName)))]))
        }
        encodeLines.append(.return(.member("KotlinValue", "null")))
        let members: [SwiftDeclaration] =
            descriptorMembers + [
                .function(
                    SwiftFunction(
                        modifiers: [.public, .static], name: "kotlinValue",
                        parameters: [SwiftParameter(label: "of", name: "value", type: valueType)],
                        returnType: "KotlinValue",
                        body: encodeLines)),
                decodeFunction(valueType, [.switch(serialNameSubject, decodeCases + [.default([mismatch])])]),
            ] + configurationMembers(entry)
        return [
            .type(
                SwiftTypeDeclaration(
                    kind: .enum, name: serializer, inherits: ["KotlinSerializer"],
                    doc: ["kotlinx serialization of `\(typeName)` (a sealed type) through the Kontract JSON codec."],
                    members: members))
        ]
    }

    private func serialNameLiteral(_ descriptor: KotlinSerialDescriptor) -> SwiftExpression? {
        if case .classType(let classDescriptor) = descriptor { return .string(classDescriptor.serialName) }
        return nil
    }

    private func isDescendant(_ qualifiedName: String, of ancestor: String) -> Bool {
        guard let entry = context.module[qualifiedName] else { return false }
        return context.module.sealedParents(of: entry).contains {
            $0 == ancestor || isDescendant($0, of: ancestor)
        }
    }

    /// Serializable declarations whose every property the generator can convert, repeated until
    /// no declaration refers to one that was left out; each one left out is a KG0401 diagnostic at
    /// the property (or subclass) that keeps it out.
    static func serializableDeclarations(
        context: TranslationContext, builder: DescriptorBuilder
    ) -> (Set<String>, [Diagnostic]) {
        var result = Set(
            context.module.index.declarations.map(\.qualifiedName).filter { builder.descriptor(for: $0) != nil })
        var diagnostics: [Diagnostic] = []
        var changed = true
        while changed {
            changed = false
            let conversion = KotlinValueConversion(context: context, serializable: result)
            var keptClasses: [ObjectIdentifier: String] = [:]
            for name in result {
                if case .classType(let kept) = builder.descriptor(for: name) {
                    keptClasses[ObjectIdentifier(kept)] = name
                }
            }
            // Each declaration's exclusion reads only this pass's starting set: found side by side, applied in
            // name order.
            let names = result.sorted()
            let reasons = Concurrently.map(names.count) { index -> Exclusion? in
                guard let entry = context.module[names[index]], let descriptor = builder.descriptor(for: names[index])
                else { return nil }
                return exclusion(
                    of: entry, descriptor, keptClasses: keptClasses, conversion: conversion, context: context)
            }
            for (name, reason) in zip(names, reasons) {
                guard let reason else { continue }
                result.remove(name)
                changed = true
                if case .reported(let diagnostic) = reason { diagnostics.append(diagnostic) }
            }
        }
        return (result, diagnostics)
    }

    /// Why a declaration gets no conformance.
    private enum Exclusion {
        case reported(Diagnostic)
        /// A property's type the style cannot express at all: the type's own translation reports it (KG0101).
        case reportedByTypeTranslation
    }

    /// Why `entry` cannot get the conformance; nil when it can.
    private static func exclusion(
        of entry: IndexedDeclaration, _ descriptor: KotlinSerialDescriptor, keptClasses: [ObjectIdentifier: String],
        conversion: KotlinValueConversion, context: TranslationContext
    ) -> Exclusion? {
        let name = entry.declaration.name.value
        let lead = "'\(name)' gets no kotlinx serialization in the generated Swift"
        if case .sealed(let sealed) = descriptor {
            guard let missing = sealed.subclasses.first(where: { keptClasses[ObjectIdentifier($0)] == nil }) else {
                return nil
            }
            return .reported(
                .generator(
                    .notSerializable, "\(lead): its subclass '\(missing.serialName)' gets none",
                    at: entry.declaration.location))
        }
        guard entry.declaration.kind == .dataClass else { return nil }
        for property in context.model[entry].properties {
            let type = property.type
            if property.isTransient {
                guard context.profile.passesEveryArgument else { continue }
                guard let constant = property.defaultValue else {
                    return .reported(
                        .generator(
                            .notSerializable, "\(lead): the transient property '\(property.name.value)' has no default",
                            at: property.location))
                }
                do {
                    _ = try DefaultValueTranslator(context: context).expression(constant, type: type)
                } catch {
                    return .reported(ContractFileTranslator.diagnostic(error, at: constant.location))
                }
            } else {
                var failure: (any Error)?
                do {
                    let encodes = try conversion.encode(type, .value, "x", at: property.typeLocation) != nil
                    if encodes && conversion.decode(type, .value, "x") != nil { continue }
                } catch {
                    failure = error
                }
                do {
                    _ = try context.types.swiftType(type, at: property.typeLocation)
                } catch {
                    return .reportedByTypeTranslation
                }
                if let failure {
                    return .reported(ContractFileTranslator.diagnostic(failure, at: property.typeLocation))
                }
                return .reported(
                    .generator(
                        .notSerializable,
                        "\(lead): the generator cannot convert the property '\(property.name.value)' of type \(type)",
                        at: property.location))
            }
        }
        return nil
    }
}
