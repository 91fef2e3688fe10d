// Enum classes → a KotlinEnum subclass (objc), a Swift enum (SKIE), or a raw-value Swift enum (swift style).

import KontractCore

/// Translates one `enum class`.
struct EnumTranslator {
    let context: TranslationContext

    func translate(_ resolved: ResolvedDeclaration) throws -> SwiftTypeDeclaration {
        let entry = resolved.syntax
        let name = context.projection.declaredSimpleName(of: entry.qualifiedName)
        let doc = docLines(entry.declaration.doc)
        if context.projection.shape(of: entry.qualifiedName) == .enumClass {
            let selfName = referenceName(entry, name)
            return SwiftTypeDeclaration(
                kind: .finalClass, name: name,
                // Not `Sendable`, as a framework's enum class (`KotlinEnum` is not either).
                inherits: [.named(RuntimeNames.enumBase, [.named(selfName)])]
                    + EnumMembers(context: context, entry: entry).protocols()
                    + (context.profile.classesAreSendable ? [.attributed(.unchecked, "Sendable")] : []),
                doc: doc,
                members: try classMembers(entry, selfName))
        }
        return try swiftEnum(entry, name, doc)
    }

    /// SKIE: the exporter's class kept as `__A`, bridged to the Swift enum (``OriginalKotlinEnum``).
    func originalKotlinEnum(_ resolved: ResolvedDeclaration) throws -> [SwiftDeclaration] {
        let entry = resolved.syntax
        // Not for an enum SKIE leaves as the exporter's class (`EnumInterop.Disabled`).
        guard context.profile.hasOriginalKotlinEnums, context.projection.shape(of: entry.qualifiedName) == .swiftEnum
        else { return [] }
        let name = OriginalKotlinEnum.name(of: context.projection.declaredSimpleName(of: entry.qualifiedName))
        return OriginalKotlinEnum(context: context).declarations(
            entry, classMembers: try classMembers(entry, referenceName(entry, name)))
    }

    /// How the class's own members name it: module-qualified at the top level when a nested type of the same
    /// name would shadow it (`Shared.A` inside `class A`, which has `A.A` as a member).
    private func referenceName(_ entry: IndexedDeclaration, _ name: String) -> String {
        context.projection.enclosingSwiftName(of: entry.qualifiedName) == nil
            ? context.projection.rules.moduleQualified(name) : name
    }

    /// objc interop: one static instance per entry, `entries` and `values()`, as the real framework.
    private func classMembers(_ entry: IndexedDeclaration, _ name: String) throws -> [SwiftDeclaration] {
        let entries = entry.declaration.entries
        let enumMembers = EnumMembers(context: context, entry: entry)
        let arguments = try enumMembers.entryArguments()
        let modifiers: [SwiftModifier] =
            context.profile.classesAreSendable ? [.public, .static] : [.public, .nonisolatedUnsafe, .static]
        var members: [SwiftDeclaration] = entries.enumerated().map { ordinal, value in
            .property(
                SwiftProperty(
                    modifiers: modifiers,
                    name: context.projection.enumCaseName(value.name.value, inEnum: entry.qualifiedName),
                    type: .named(name),
                    value: .call(
                        .identifier(name),
                        [
                            SwiftArgument("name", .string(value.name.value)),
                            SwiftArgument("ordinal", .number("\(ordinal)")),
                        ] + arguments[ordinal].map { SwiftArgument($0) }))
            )
        }
        members += try enumMembers.classMembers()
        let list = SwiftExpression.array(
            entries.map {
                let caseName = context.projection.enumCaseName($0.name.value, inEnum: entry.qualifiedName)
                // A bare `self` in a static member is the metatype: the entry named `self` is spelled `Name.self`.
                return caseName == "`self`" ? .member(.type(.named(name)), caseName) : .identifier(caseName)
            })
        // `values()` and `entries` share the entries' namespace: an entry named `VALUES` makes them `values_()`.
        var taken = Set(entries.map { context.projection.enumCaseName($0.name.value, inEnum: entry.qualifiedName) })
        let valuesName = CaseNaming.freeClassMemberName("values", taken: &taken)
        let entriesName = CaseNaming.freeClassMemberName("entries", taken: &taken)
        members.append(
            .property(
                SwiftProperty(
                    modifiers: [.public, .static], name: entriesName, type: .array(.named(name)),
                    getter: [.expression(list)])))
        members.append(
            .function(
                SwiftFunction(
                    modifiers: [.public, .static], name: valuesName, parameters: [],
                    returnType: .named(RuntimeNames.array, [.named(name)]),
                    body: [.expression(.call(.identifier(RuntimeNames.array), SwiftArgument(list)))])))
        if let nsEnum = NSEnumTranslator(context: context).property(entry) { members.append(nsEnum) }
        return members
    }

    /// SKIE or swift style: a Swift enum with `name`, `ordinal` and Kotlin's `toString`/`hashCode`.
    private func swiftEnum(_ entry: IndexedDeclaration, _ name: String, _ doc: [String]) throws -> SwiftTypeDeclaration
    {
        let entries = entry.declaration.entries
        let isSwiftStyle = context.profile.modelEnumsHaveSerialRawValues
        var members: [SwiftDeclaration] = entries.map { value in
            .enumCase(
                SwiftEnumCase(
                    name: context.projection.enumCaseName(value.name.value, inEnum: entry.qualifiedName),
                    rawValue: isSwiftStyle ? .string(value.jsonName) : nil))
        }
        let cases = entries.map {
            [SwiftExpression.member(nil, context.projection.enumCaseName($0.name.value, inEnum: entry.qualifiedName))]
        }
        members.append(
            .property(
                SwiftProperty(
                    name: "name", type: "String",
                    getter: [
                        .switch(
                            .selfValue,
                            zip(cases, entries).map { SwiftSwitchCase(patterns: $0, [.return(.string($1.name.value))]) }
                        )
                    ],
                    doc: entries.first.map {
                        ["Kotlin's `name`: the entry as declared (`\($0.name.value)`), not its serial name."]
                    } ?? [])))
        members.append(
            .property(
                SwiftProperty(
                    name: "ordinal", type: "Int32",
                    getter: [
                        .switch(
                            .selfValue,
                            cases.enumerated().map { SwiftSwitchCase(patterns: $1, [.return(.number("\($0)"))]) })
                    ])))
        members.append(
            .property(SwiftProperty(name: "kotlinDescription", type: "String", getter: [.expression("name")])))
        members.append(
            .property(
                SwiftProperty(
                    name: "kotlinHashCode", type: "Int32", getter: [.expression("ordinal")],
                    doc: ["Kontract's stable stand-in for Kotlin's identity hash, as `KotlinEnum`."])))
        members += try EnumMembers(context: context, entry: entry).swiftEnumMembers()
        if let nsEnum = NSEnumTranslator(context: context).property(entry) { members.append(nsEnum) }
        // SKIE's enum (ExhaustiveEnumsGenerator, 0.10.13) is `@frozen public enum E: Hashable, CaseIterable,
        // _ObjectiveCBridgeable`; a frozen public enum without payloads is implicitly `Sendable` (with or
        // without library evolution, checked with Swift 6.3), so declaring it keeps Swift 6 code's outcome. It is
        // not `CustomStringConvertible` and has no `description`: SKIE's member passthrough skips `description()`
        // (DirectMembersPassthroughGenerator's unsupportedFunctionNames), so `"\(e)"` prints the Swift case.
        var inherits: [SwiftType] = ["Hashable", "Sendable", "CaseIterable"]
        if isSwiftStyle { inherits.insert("String", at: 0) }
        inherits += [.named(RuntimeNames.stringConvertible), .named(RuntimeNames.hashable)]
        return SwiftTypeDeclaration(kind: .enum, name: name, inherits: inherits, doc: doc, members: members)
    }
}
