// Serializable declarations → `KotlinSerializable` extensions (or a sealed type's serializer enum).

import KontractCore
import KontractRuntime

/// Makes generated types use the kotlinx JSON codec: each gets its descriptor statically (spelled
/// from what `DescriptorBuilder` builds from the contract, so both are the same by construction)
/// and conversions to and from `KotlinValue`. Bridge-style sealed classes and interfaces, which
/// Swift cannot build through `Self`, get a `…KotlinSerializer` enum instead.
struct SerializationTranslator {
    let context: TranslationContext
    let builder: DescriptorBuilder
    let conversion: KotlinValueConversion
    let spelling: DescriptorSpelling

    init(context: TranslationContext) {
        self.context = context
        let builder = DescriptorBuilder(module: context.module)
        self.builder = builder
        let serializable = Self.serializableDeclarations(context: context, builder: builder)
        conversion = KotlinValueConversion(context: context, serializable: serializable)
        spelling = DescriptorSpelling(context: context, builder: builder, conversion: conversion)
    }

    /// The extension (or serializer) of one declaration; empty when it is not serializable.
    func declarations(for entry: IndexedDeclaration) -> [SwiftDeclaration] {
        guard conversion.serializable.contains(entry.qualifiedName),
            let descriptor = builder.descriptor(for: entry.qualifiedName)
        else { return [] }
        let typeName = context.names.swiftName(of: entry.qualifiedName)
        switch descriptor {
        case .classType(let classDescriptor) where entry.declaration.kind == .dataClass:
            return dataClass(entry, classDescriptor, typeName)
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

    private func extensionOf(_ typeName: String, _ members: [SwiftDeclaration], _ entry: IndexedDeclaration)
        -> SwiftDeclaration
    {
        .type(
            SwiftTypeDeclaration(
                kind: .extension, access: "", name: typeName, inherits: ["KotlinSerializable"],
                members: members + configurationMembers(entry)))
    }

    /// `kotlinJSONConfiguration` when the contract file's `json` is not kotlinx's default.
    private func configurationMembers(_ entry: IndexedDeclaration) -> [SwiftDeclaration] {
        guard let spelled = spelling.configuration(builder.configuration(for: entry.qualifiedName)) else { return [] }
        return [
            .property(
                SwiftProperty(
                    modifiers: ["public", "static"], name: "kotlinJSONConfiguration", type: "KotlinJSONConfiguration",
                    getter: [.line(spelled)]))
        ]
    }

    private func decodeFunction(_ returnType: String, _ body: [SwiftStatement]) -> SwiftDeclaration {
        .function(
            SwiftFunction(
                modifiers: ["public", "static"], name: "value",
                parameters: [SwiftParameter(label: "fromKotlinValue", name: "kotlinValue", type: "KotlinValue")],
                returnType: returnType, body: body, effects: "throws(KotlinJSONError)"))
    }

    private func dataClass(_ entry: IndexedDeclaration, _ descriptor: KotlinClassDescriptor, _ typeName: String)
        -> [SwiftDeclaration]
    {
        let serialName = SwiftLiterals.string(descriptor.serialName)
        let resolved = entry.declaration.properties.map { context.resolve($0.type, in: entry) }
        let defaults = entry.declaration.properties.map { property in
            property.defaultValue.map { SwiftLiterals.string($0.compactText) } ?? "nil"
        }
        let properties = descriptor.properties.map { "    " + spelling.property($0) + "," }
        let descriptorGetter: [SwiftStatement] = [
            .block(
                "KotlinGeneratedDescriptors.classType(kotlinClassDescriptor, defaults: [\(defaults.joined(separator: ", "))])",
                [.line("[")] + properties.map { .line($0) } + [.line("]")])
        ]
        var fields: [String] = []
        var arguments: [String] = []
        let defaultValues = DefaultValueTranslator(context: context)
        for (index, property) in entry.declaration.properties.enumerated() {
            let label = PropertyNaming.label(property.name.value, context: context)
            let member = "self." + PropertyNaming.escapedMember(property.name.value, context: context)
            if property.isTransient {
                fields.append("KotlinValue.null")
                if context.style == .bridge, let json = property.defaultValue,
                    let value = try? defaultValues.expression(json, type: resolved[index])
                {
                    arguments.append("\(label): \(value)")
                }
                continue
            }
            fields.append(conversion.encode(resolved[index], .value, member) ?? "KotlinValue.null")
            arguments.append("\(label): try \(conversion.decode(resolved[index], .value, "fields[\(index)]") ?? "nil")")
        }
        let members: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    modifiers: ["private", "static"], name: "kotlinClassDescriptor", type: nil,
                    value: spelling.classDescriptor(descriptor))),
            .property(
                SwiftProperty(
                    modifiers: ["public", "static"], name: "kotlinSerialDescriptor", type: "KotlinSerialDescriptor",
                    getter: descriptorGetter)),
            .property(
                SwiftProperty(
                    name: "kotlinValue", type: "KotlinValue",
                    getter: [.line(".instance(")]
                        + [.line("    serialName: \(serialName),"), .line("    fields: [")]
                        + fields.map { .line("        " + $0 + ",") } + [.line("    ])")])),
            decodeFunction(
                typeName,
                [.line("let fields = try kotlinValue.fields(of: \(serialName), count: \(fields.count))")]
                    + (arguments.isEmpty
                        ? [.line("return \(typeName)()")]
                        : [.line("return \(typeName)(")]
                            + arguments.enumerated().map { index, argument in
                                .line("    " + argument + (index == arguments.count - 1 ? "" : ","))
                            } + [.line(")")])),
        ]
        return [extensionOf(typeName, members, entry)]
    }

    private func object(_ descriptor: KotlinClassDescriptor, _ typeName: String) -> [SwiftDeclaration] {
        let serialName = SwiftLiterals.string(descriptor.serialName)
        return [
            .property(
                SwiftProperty(
                    modifiers: ["public", "static"], name: "kotlinSerialDescriptor", type: "KotlinSerialDescriptor",
                    value: ".classType(\(spelling.classDescriptor(descriptor)))")),
            .property(
                SwiftProperty(
                    name: "kotlinValue", type: "KotlinValue",
                    getter: [.line(".instance(serialName: \(serialName), fields: [])")])),
            decodeFunction(
                typeName,
                [
                    .line("_ = try kotlinValue.fields(of: \(serialName), count: 0)"),
                    .line("return \(typeName).shared"),
                ]),
        ]
    }

    private func enumeration(_ entry: IndexedDeclaration, _ descriptor: KotlinEnumDescriptor, _ typeName: String)
        -> [SwiftDeclaration]
    {
        let cases = entry.declaration.entries.map { value in
            SwiftSwitchCase(
                "case \(SwiftLiterals.string(value.name.value))",
                [.line("return \(typeName).\(EnumTranslator.caseName(value.name.value, context: context))")])
        }
        let mismatch =
            "throw KotlinValue.mismatch(kotlinValue, expected: \(SwiftLiterals.string("an entry of " + descriptor.serialName)))"
        return [
            .property(
                SwiftProperty(
                    modifiers: ["public", "static"], name: "kotlinSerialDescriptor", type: "KotlinSerialDescriptor",
                    value: spelling.enumeration(descriptor))),
            .property(SwiftProperty(name: "kotlinValue", type: "KotlinValue", getter: [.line(".enumEntry(name)")])),
            decodeFunction(
                typeName,
                [
                    .switchBlock(
                        "try kotlinValue.enumEntryName()", cases + [SwiftSwitchCase("default", [.line(mismatch)])])
                ]),
        ]
    }

    private func sealed(_ entry: IndexedDeclaration, _ descriptor: KotlinSealedDescriptor, _ typeName: String)
        -> [SwiftDeclaration]
    {
        let leaves = descriptor.subclasses.compactMap { spelling.qualifiedName(of: $0) }
        let subclasses = leaves.map { "    " + context.names.swiftName(of: $0) + ".kotlinSerialDescriptor," }
        let descriptorMembers: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    modifiers: ["private", "static"], name: "kotlinSealedDescriptor", type: nil,
                    value: spelling.sealedDescriptor(descriptor))),
            .property(
                SwiftProperty(
                    modifiers: ["public", "static"], name: "kotlinSerialDescriptor", type: "KotlinSerialDescriptor",
                    getter: [
                        .block(
                            "KotlinGeneratedDescriptors.sealed(kotlinSealedDescriptor)",
                            [.line("[")] + subclasses.map { .line($0) } + [.line("]")])
                    ])),
        ]
        let mismatch =
            "throw KotlinValue.mismatch(kotlinValue, expected: \(SwiftLiterals.string("a subclass of " + descriptor.serialName)))"
        guard let serializer = conversion.serializerName(of: entry.qualifiedName) else {
            // swift style: an enum whose cases carry the direct subclasses.
            var encodeCases: [SwiftSwitchCase] = []
            var decodeCases: [SwiftSwitchCase] = []
            for child in context.module.index.subclasses(of: entry.qualifiedName) {
                let caseName = SealedTranslator.caseName(child)
                let childName = context.names.swiftName(of: child.qualifiedName)
                let names = leaves.filter { $0 == child.qualifiedName || isDescendant($0, of: child.qualifiedName) }
                    .compactMap { builder.descriptor(for: $0) }.compactMap(serialNameLiteral)
                guard !names.isEmpty else { continue }
                if child.declaration.kind.isObject {
                    encodeCases.append(
                        SwiftSwitchCase("case .\(caseName)", [.line("return \(childName).shared.kotlinValue")]))
                    decodeCases.append(
                        SwiftSwitchCase("case \(names.joined(separator: ", "))", [.line("return .\(caseName)")]))
                } else {
                    encodeCases.append(
                        SwiftSwitchCase("case .\(caseName)(let value)", [.line("return value.kotlinValue")]))
                    decodeCases.append(
                        SwiftSwitchCase(
                            "case \(names.joined(separator: ", "))",
                            [.line("return .\(caseName)(try \(childName).value(fromKotlinValue: kotlinValue))")]))
                }
            }
            let members =
                descriptorMembers + [
                    .property(
                        SwiftProperty(
                            name: "kotlinValue", type: "KotlinValue", getter: [.switchBlock("self", encodeCases)])),
                    decodeFunction(
                        typeName,
                        [
                            .switchBlock(
                                "try kotlinValue.instanceSerialName()",
                                decodeCases + [SwiftSwitchCase("default", [.line(mismatch)])])
                        ]),
                ]
            return [extensionOf(typeName, members, entry)]
        }
        // bridge style: a serializer enum next to the open class or protocol.
        let valueType = context.names.shape(of: entry.qualifiedName) == .classProtocol ? "any \(typeName)" : typeName
        var encodeLines: [SwiftStatement] = []
        var decodeCases: [SwiftSwitchCase] = []
        for leaf in leaves {
            guard let name = builder.descriptor(for: leaf).flatMap(serialNameLiteral) else { continue }
            let leafName = context.names.swiftName(of: leaf)
            encodeLines.append(.line("if let leaf = value as? \(leafName) { return leaf.kotlinValue }"))
            decodeCases.append(
                SwiftSwitchCase("case \(name)", [.line("return try \(leafName).value(fromKotlinValue: kotlinValue)")]))
        }
        encodeLines.append(.line("return KotlinValue.null"))
        let members: [SwiftDeclaration] =
            descriptorMembers + [
                .function(
                    SwiftFunction(
                        modifiers: ["public", "static"], name: "kotlinValue",
                        parameters: [SwiftParameter(label: "of", name: "value", type: valueType)],
                        returnType: "KotlinValue",
                        body: encodeLines)),
                decodeFunction(
                    valueType,
                    [
                        .switchBlock(
                            "try kotlinValue.instanceSerialName()",
                            decodeCases + [SwiftSwitchCase("default", [.line(mismatch)])])
                    ]),
            ] + configurationMembers(entry)
        return [
            .type(
                SwiftTypeDeclaration(
                    kind: .enum, name: serializer, inherits: ["KotlinSerializer"],
                    doc: ["kotlinx serialization of `\(typeName)` (a sealed type) through the Kontract JSON codec."],
                    members: members))
        ]
    }

    private func serialNameLiteral(_ descriptor: KotlinSerialDescriptor) -> String? {
        if case .classType(let classDescriptor) = descriptor { return SwiftLiterals.string(classDescriptor.serialName) }
        return nil
    }

    private func isDescendant(_ qualifiedName: String, of ancestor: String) -> Bool {
        guard let entry = context.module[qualifiedName] else { return false }
        return context.module.index.sealedParents(of: entry).contains {
            $0 == ancestor || isDescendant($0, of: ancestor)
        }
    }

    /// Serializable declarations whose every property the generator can convert, repeated until
    /// no declaration refers to one that was left out.
    static func serializableDeclarations(context: TranslationContext, builder: DescriptorBuilder) -> Set<String> {
        var result = Set(
            context.module.index.declarations.map(\.qualifiedName).filter { builder.descriptor(for: $0) != nil })
        let defaults = DefaultValueTranslator(context: context)
        var changed = true
        while changed {
            changed = false
            let conversion = KotlinValueConversion(context: context, serializable: result)
            var keptClasses = Set<ObjectIdentifier>()
            for name in result {
                if case .classType(let kept) = builder.descriptor(for: name) {
                    keptClasses.insert(ObjectIdentifier(kept))
                }
            }
            for name in result {
                guard let entry = context.module[name], let descriptor = builder.descriptor(for: name) else { continue }
                var keep = true
                if case .sealed(let sealed) = descriptor {
                    keep = sealed.subclasses.allSatisfy { keptClasses.contains(ObjectIdentifier($0)) }
                } else if entry.declaration.kind == .dataClass {
                    for property in entry.declaration.properties {
                        let type = context.resolve(property.type, in: entry)
                        if property.isTransient {
                            if context.style == .bridge,
                                property.defaultValue.flatMap({ try? defaults.expression($0, type: type) }) == nil
                            {
                                keep = false
                            }
                        } else if conversion.encode(type, .value, "x") == nil
                            || conversion.decode(type, .value, "x") == nil
                        {
                            keep = false
                        }
                    }
                }
                if !keep {
                    result.remove(name)
                    changed = true
                }
            }
        }
        return result
    }
}
