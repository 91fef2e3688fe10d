// Data classes → a Swift struct (or, in bridge style, a final class inside a sealed hierarchy or with
// `--data-classes class`).

import KontractCore

/// Translates one `data class` with Kotlin's `equals`, `hashCode`, `toString` and `copy`.
struct DataClassTranslator {
    let context: TranslationContext
    /// True when the class is serializable with the typed JSON path: its `kontractJSONRows` (TypedJSONMembers) are
    /// the one per-property table, which `equals`, `hashCode()` and `toString()` read (`.properties`).
    var readsJSONRows = false
    /// True when the struct is a `KontractJSONDataClass` (`SerializationTranslator.conformsThroughRows`): it writes no
    /// Kotlin member, and conforms to `Kotlin.DataClass` through its serialization extension.
    var conformsThroughRows = false

    /// The struct or class of `resolved`, whose `fields` are `DataClassField.fields(of:context:)` (prepared once by
    /// the caller, which hands them to the serialization too).
    func translate(_ resolved: ResolvedDeclaration, fields: [DataClassField]) throws -> SwiftTypeDeclaration {
        let entry = resolved.syntax
        let typeName = context.projection.declaredSimpleName(of: entry.qualifiedName)
        let isClass = context.projection.shape(of: entry.qualifiedName) == .finalClass
        let boxed = !isClass && context.boxedStructs.contains(entry.qualifiedName)
        try SealedConstructor(context: context).checkEmulated(entry)
        var members: [SwiftDeclaration] = []
        if boxed {
            let mutable = context.profile.hasMutableModelProperties
            let anyVar = mutable || fields.contains { $0.property.isMutable }
            members.append(
                .property(SwiftProperty(modifiers: [.private], isMutable: anyVar, name: "storage", type: "Storage")))
            members += fields.map { field in
                let accessors = boxedAccessors(field, fields, mutable: mutable || field.property.isMutable)
                return .property(
                    SwiftProperty(
                        modifiers: field.modifiers, name: field.member, type: field.swiftType,
                        getter: accessors.getter, setter: accessors.setter, doc: docLines(field.property.doc)))
            }
        } else {
            let overridden = isClass ? try DataClassSuperclass(context: context).overriddenProperties(of: entry) : []
            // Swift style: the struct holds its sealed superclass's constructor properties itself.
            if !isClass {
                members += try SealedConstructor(context: context).storedProperties(of: entry, withValues: false)
            }
            members += fields.flatMap { field in
                // A Kotlin `var` is settable in every shape; idiomatic structs make every property `var`.
                let isMutable = (context.profile.hasMutableModelProperties && !isClass) || field.property.isMutable
                guard overridden.contains(field.kotlinName) else {
                    return [
                        SwiftDeclaration.property(
                            SwiftProperty(
                                modifiers: field.modifiers, isMutable: isMutable, name: field.member,
                                type: field.swiftType, doc: docLines(field.property.doc)))
                    ]
                }
                return overridingProperty(field, isMutable: isMutable)
            }
        }
        let primary = try initializer(entry, fields, isClass: isClass, boxed: boxed)
        members.append(.initializer(primary))
        members += try DefaultArgumentOverloads(context: context).dataClassInitializerOverloads(
            fields.map(\.property), constructor: entry.declaration.dataClassConstructor, initializer: primary,
            isClass: isClass)
        if context.profile.hasCopyFunction {
            let copy = copyFunction(typeName: .named(context.projection.swiftName(of: entry.qualifiedName)), fields)
            members.append(.function(copy))
            members += DefaultArgumentOverloads(context: context).copyOverloads(
                of: copy, kotlinNames: fields.map(\.kotlinName), members: fields.map(\.member))
        }
        members += try DerivedPropertyTranslator(context: context).translate(resolved)
        members += conformanceMembers(
            entry, fields, typeName: context.projection.rules.ownReferenceName(of: entry.qualifiedName),
            isClass: isClass)
        if boxed { members.append(.type(storageClass(fields))) }
        return SwiftTypeDeclaration(
            kind: isClass ? .finalClass : .struct, name: typeName,
            inherits: try inherits(entry, fields, isClass: isClass), doc: docLines(entry.declaration.doc),
            members: members)
    }

    private func inherits(
        _ entry: IndexedDeclaration, _ fields: [DataClassField], isClass: Bool
    ) throws -> [SwiftType] {
        if isClass, let inherited = try DataClassSuperclass(context: context).inherits(of: entry) { return inherited }
        let kotlin: [SwiftType] = [.named(RuntimeNames.stringConvertible), .named(RuntimeNames.hashable)]
        if isClass, context.module.sealedParents(of: entry).isEmpty { return [.named(RuntimeNames.base)] + kotlin }
        if isClass { return SealedTranslator.supertypes(of: entry, context: context) + kotlin }
        // Bridge style: a Kotlin/Native framework's classes are not `Sendable` in Swift, so Swift 6 code that
        // sends them across isolation fails here as it does there. Swift style is our own model: `Sendable`.
        let unchecked = fields.contains { $0.needsUncheckedSendable(context: context) }
        let sendable: [SwiftType] =
            context.profile.modelsAreSendable ? [unchecked ? .attributed(.unchecked, "Sendable") : "Sendable"] : []
        // `Kotlin.DataClass` is `Hashable`, `CustomStringConvertible`, `KotlinStringConvertible` and `KotlinHashable`;
        // a `KontractJSONDataClass` is one through its serialization extension (only the public protocols here).
        let dataClass: [SwiftType] =
            conformsThroughRows
            ? RuntimeMembersOffTheAppFace.dataClassPublicConformances
            : [.named(readsJSONRows ? RuntimeNames.dataClass : RuntimeNames.tabledDataClass)]
        var result: [SwiftType] = dataClass + sendable
        if context.profile.modelsAreIdentifiable,
            fields.contains(where: { $0.kotlinName == "id" && $0.member == "id" && $0.modifiers == [.public] })
        {
            result.insert("Identifiable", at: 0)
        }
        return result
    }

    private func initializer(
        _ entry: IndexedDeclaration, _ fields: [DataClassField], isClass: Bool, boxed: Bool
    ) throws -> SwiftInitializer {
        let defaults = DefaultValueTranslator(context: context)
        let parameters = try fields.map { field in
            var defaultValue: SwiftExpression?
            if context.profile.restoresDefaultArguments, let constant = field.property.defaultValue {
                defaultValue = try defaults.expression(constant, type: field.resolved)
            }
            return SwiftParameter(
                label: field.label, name: field.local, type: field.parameterType, defaultValue: defaultValue)
        }
        var body: [SwiftStatement]
        if boxed {
            let arguments = fields.map { SwiftArgument($0.argumentLabel, .identifier($0.local)) }
            body = [.assign("storage", .call("Storage", arguments))]
        } else {
            let overridden = isClass ? try DataClassSuperclass(context: context).overriddenProperties(of: entry) : []
            body = fields.map { field in
                let member =
                    overridden.contains(field.kotlinName)
                    ? DataClassSuperclass.overrideStorageName(field.kotlinName) : field.member
                return .assign(SwiftExpression.selfValue.member(member), .identifier(field.local))
            }
        }
        if isClass {
            body.append(
                try SealedConstructor(context: context).superInit(of: entry)
                    ?? (try DataClassSuperclass(context: context).superInit(of: entry)))
        } else if !boxed {
            body += try SealedConstructor(context: context).assignments(of: entry)
        }
        let overrides = isClass && DataClassSuperclass(context: context).overridesInitializer(of: entry)
        return SwiftInitializer(
            modifiers: overrides ? [.override, .public] : [.public], parameters: parameters, body: body)
    }

    /// A constructor property overriding its superclass's: stored under another name, and the override reading
    /// (and, for a `var`, setting) it.
    private func overridingProperty(_ field: DataClassField, isMutable: Bool) -> [SwiftDeclaration] {
        let storage = DataClassSuperclass.overrideStorageName(field.kotlinName)
        var override = SwiftProperty(
            modifiers: [.override] + field.modifiers, name: field.member, type: field.swiftType,
            getter: [.expression(.identifier(storage))], doc: docLines(field.property.doc))
        if isMutable { override.setter = [.assign(.identifier(storage), .identifier("newValue"))] }
        return [
            .property(SwiftProperty(modifiers: [.private], isMutable: isMutable, name: storage, type: field.swiftType)),
            .property(override),
        ]
    }

    /// `doCopy(...)`: Kotlin's `copy` as the exporter names it, every argument required.
    private func copyFunction(typeName: SwiftType, _ fields: [DataClassField]) -> SwiftFunction {
        let arguments = fields.map { SwiftArgument($0.argumentLabel, .identifier($0.local)) }
        return SwiftFunction(
            name: ObjCExportNaming.functionName("copy"),
            parameters: fields.map { SwiftParameter(label: $0.label, name: $0.local, type: $0.parameterType) },
            returnType: typeName, body: [.expression(.call(.type(typeName), arguments))])
    }

    /// `kotlinDescription`, `kotlinHashCode`, and `kotlinEquals(_:)` (a struct: `Kotlin.DataClass` derives `==`,
    /// `hash(into:)` and `description` from them) or `description`, `isEqual`, `hash` (a class), each one call of the
    /// type's `Kotlin.DataClassProperties` table (`kontractProperties`, a `static let`: a key path per property),
    /// which the runtime reads: no comparison, hash or `toString` entry written per property (issue #28). A
    /// serializable class's table is its JSON rows' (`kontractJSONRows.properties`): each property written once.
    private func conformanceMembers(
        _ entry: IndexedDeclaration, _ fields: [DataClassField], typeName: String, isClass: Bool
    ) -> [SwiftDeclaration] {
        // Named, not `Self`: a sibling type named `Self` (a Kotlin class may be) would be what `Self` finds.
        let table =
            readsJSONRows
            ? SwiftExpression.member(.identifier(typeName), TypedJSONMembers.rows).member("properties")
            : SwiftExpression.member(.identifier(typeName), Self.propertiesTable)
        // A struct's Kotlin members come from `Kotlin.TabledDataClass` (its table) or `KontractJSONDataClass` (its rows).
        if !isClass && conformsThroughRows { return [] }
        if !isClass && !readsJSONRows { return [propertiesTable(entry, fields, typeName: typeName, isPublic: true)] }
        var members: [SwiftDeclaration] = []
        if isClass {
            members.append(
                .property(
                    SwiftProperty(
                        modifiers: [.override, .public], name: "description", type: "String",
                        getter: [.expression("kotlinDescription")])))
        }
        members += [
            .property(
                SwiftProperty(
                    modifiers: DataClassSuperclass(context: context).descriptionModifiers(of: entry, isClass: isClass),
                    name: "kotlinDescription", type: "String",
                    getter: [.expression(.call(table.member("toString"), SwiftArgument(.selfValue)))])),
            .property(
                SwiftProperty(
                    name: "kotlinHashCode", type: "Int32",
                    getter: [.expression(.call(table.member("hashCode"), SwiftArgument(.selfValue)))])),
        ]
        if isClass {
            members.append(
                .function(
                    SwiftFunction(
                        modifiers: [.override, .public], name: "isEqual",
                        parameters: [SwiftParameter(label: nil, name: "object", type: "Any?")],
                        returnType: "Bool",
                        body: [
                            .guard(
                                [.binding("other", .cast("object", .conditional, .named(typeName)))],
                                else: [.return(.bool(false))]),
                            .return(.call(table.member("equals"), SwiftArgument(.selfValue), SwiftArgument("other"))),
                        ])))
            members.append(
                .property(
                    SwiftProperty(
                        modifiers: [.override, .public], name: "hash", type: "Int",
                        getter: [.expression(.call("Int", SwiftArgument("kotlinHashCode")))])))
        } else {
            members.append(
                .function(
                    SwiftFunction(
                        name: "kotlinEquals",
                        parameters: [SwiftParameter(label: nil, name: "other", type: .named(typeName))],
                        returnType: "Bool",
                        body: [
                            .expression(
                                .call(table.member("equals"), SwiftArgument(.selfValue), SwiftArgument("other")))
                        ])))
        }
        if readsJSONRows { return members }
        return members + [propertiesTable(entry, fields, typeName: typeName, isPublic: false)]
    }

    /// `static let kontractProperties = Kotlin.DataClassProperties<Name>("Name", [rows…])`: `public` on the
    /// generated face when it is `Kotlin.TabledDataClass`'s requirement.
    private func propertiesTable(
        _ entry: IndexedDeclaration, _ fields: [DataClassField], typeName: String, isPublic: Bool
    ) -> SwiftDeclaration {
        let properties = SwiftType.named(RuntimeNames.dataClassProperties, [.named(typeName)])
        var table = SwiftProperty(
            modifiers: [isPublic ? .public : .private, .static], name: Self.propertiesTable, type: nil,
            value: .call(
                .type(properties),
                [
                    SwiftArgument(.string(entry.declaration.name.value)),
                    SwiftArgument(.array(fields.map { $0.propertiesRow(context: context) }, layout: .wrapped)),
                ],
                layout: .wrappedClosingOnLast))
        if isPublic { table.attributes = [.kontractGenerated] }
        return .property(table)
    }

    /// The name of a data class's `Kotlin.DataClassProperties` table.
    static let propertiesTable = "kontractProperties"

    /// Reads go to the shared storage; in swift style a write replaces it (copy on write), so
    /// copies of the struct never see each other's changes.
    private func boxedAccessors(_ field: DataClassField, _ fields: [DataClassField], mutable: Bool)
        -> (getter: [SwiftStatement], setter: [SwiftStatement]?)
    {
        let read = SwiftExpression.member("storage", field.member)
        guard mutable else { return ([.expression(read)], nil) }
        let arguments = fields.map { other in
            SwiftArgument(
                other.argumentLabel,
                other.kotlinName == field.kotlinName ? "newValue" : .member("storage", other.member))
        }
        return ([.expression(read)], [.assign("storage", .call("Storage", arguments))])
    }

    /// The reference-typed storage of a self-containing struct; invisible in the API.
    private func storageClass(_ fields: [DataClassField]) -> SwiftTypeDeclaration {
        let unchecked = SwiftType.attributed(.unchecked, "Sendable")
        var members: [SwiftDeclaration] = fields.map {
            .property(SwiftProperty(modifiers: [], name: $0.member, type: $0.swiftType))
        }
        members.append(
            .initializer(
                SwiftInitializer(
                    modifiers: [],
                    parameters: fields.map { SwiftParameter(label: $0.label, name: $0.local, type: $0.parameterType) },
                    body: fields.map { .assign(SwiftExpression.selfValue.member($0.member), .identifier($0.local)) })))
        return SwiftTypeDeclaration(
            kind: .finalClass, access: .private, name: "Storage", inherits: [unchecked], members: members)
    }
}

/// Documentation lines of an optional doc string.
func docLines(_ doc: String?) -> [String] {
    doc.map { [$0] } ?? []
}
