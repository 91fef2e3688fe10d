// Enum classes → a KotlinEnum subclass (objc), a Swift enum (SKIE), or a raw-value Swift enum (swift style).

import KontractCore

/// Translates one `enum class`.
struct EnumTranslator {
    let context: TranslationContext

    /// The Swift name of an entry under the run's options (escaped).
    static func caseName(_ kotlinName: String, context: TranslationContext) -> String {
        switch (context.style, context.interop) {
        case (.bridge, .objc): SwiftKeywords.escaped(ObjCExportNaming.enumEntryName(kotlinName))
        case (.bridge, .skie): SwiftKeywords.escaped(ObjCExportNaming.skieEnumCaseName(kotlinName))
        case (.swift, _): SwiftKeywords.escaped(ObjCExportNaming.wordCamelCase(kotlinName))
        }
    }

    func translate(_ resolved: ResolvedDeclaration) -> SwiftTypeDeclaration {
        let entry = resolved.syntax
        let name = context.names.declaredSimpleName(of: entry.qualifiedName)
        let doc = docLines(entry.declaration.doc)
        if context.names.shape(of: entry.qualifiedName) == .enumClass {
            return SwiftTypeDeclaration(
                kind: .finalClass, name: name, inherits: ["\(RuntimeNames.enumBase)<\(name)>", "@unchecked Sendable"],
                doc: doc,
                members: classMembers(entry, name))
        }
        return swiftEnum(entry, name, doc)
    }

    /// objc interop: one static instance per entry, `entries` and `values()`, as the real framework.
    private func classMembers(_ entry: IndexedDeclaration, _ name: String) -> [SwiftDeclaration] {
        let entries = entry.declaration.entries
        var members: [SwiftDeclaration] = entries.enumerated().map { ordinal, value in
            .property(
                SwiftProperty(
                    modifiers: ["public", "static"], name: Self.caseName(value.name.value, context: context),
                    type: name,
                    value: "\(name)(name: \(SwiftLiterals.string(value.name.value)), ordinal: \(ordinal))"))
        }
        let list = "[" + entries.map { Self.caseName($0.name.value, context: context) }.joined(separator: ", ") + "]"
        members.append(
            .property(
                SwiftProperty(
                    modifiers: ["public", "static"], name: "entries", type: "[\(name)]", getter: [.line(list)])))
        members.append(
            .function(
                SwiftFunction(
                    modifiers: ["public", "static"], name: "values", parameters: [],
                    returnType: "\(RuntimeNames.array)<\(name)>", body: [.line("\(RuntimeNames.array)(\(list))")])))
        return members
    }

    /// SKIE or swift style: a Swift enum with `name`, `ordinal` and Kotlin's `toString`/`hashCode`.
    private func swiftEnum(_ entry: IndexedDeclaration, _ name: String, _ doc: [String]) -> SwiftTypeDeclaration {
        let entries = entry.declaration.entries
        let isSwiftStyle = context.style == .swift
        var members: [SwiftDeclaration] = entries.map { value in
            .enumCase(
                SwiftEnumCase(
                    name: Self.caseName(value.name.value, context: context),
                    rawValue: isSwiftStyle ? SwiftLiterals.string(value.jsonName) : nil))
        }
        let cases = entries.map { "case .\(Self.caseName($0.name.value, context: context))" }
        members.append(
            .property(
                SwiftProperty(
                    name: "name", type: "String",
                    getter: [
                        .switchBlock(
                            "self",
                            zip(cases, entries).map {
                                SwiftSwitchCase($0, [.line("return \(SwiftLiterals.string($1.name.value))")])
                            })
                    ],
                    doc: entries.first.map {
                        ["Kotlin's `name`: the entry as declared (`\($0.name.value)`), not its serial name."]
                    } ?? [])))
        members.append(
            .property(
                SwiftProperty(
                    name: "ordinal", type: "Int32",
                    getter: [
                        .switchBlock("self", cases.enumerated().map { SwiftSwitchCase($1, [.line("return \($0)")]) })
                    ])))
        if !isSwiftStyle {
            members.append(.property(SwiftProperty(name: "description", type: "String", getter: [.line("name")])))
        }
        members.append(.property(SwiftProperty(name: "kotlinDescription", type: "String", getter: [.line("name")])))
        members.append(
            .property(
                SwiftProperty(
                    name: "kotlinHashCode", type: "Int32", getter: [.line("ordinal")],
                    doc: ["Kontract's stable stand-in for Kotlin's identity hash, as `KotlinEnum`."])))
        var inherits = ["Hashable", "Sendable", "CaseIterable"]
        if isSwiftStyle { inherits.insert("String", at: 0) } else { inherits.append("CustomStringConvertible") }
        inherits += [RuntimeNames.stringConvertible, RuntimeNames.hashable]
        return SwiftTypeDeclaration(kind: .enum, name: name, inherits: inherits, doc: doc, members: members)
    }
}
