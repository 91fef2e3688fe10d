// Data classes → a Swift struct (or, in bridge style, a final class inside a sealed hierarchy or with
// `--data-classes class`).

import KontractCore

/// Translates one `data class` with Kotlin's `equals`, `hashCode`, `toString` and `copy`.
struct DataClassTranslator {
    let context: TranslationContext

    func translate(_ resolved: ResolvedDeclaration) throws -> SwiftTypeDeclaration {
        let entry = resolved.syntax
        let fields = try DataClassField.fields(of: entry, context: context)
        let typeName = context.names.declaredSimpleName(of: entry.qualifiedName)
        let isClass = context.names.shape(of: entry.qualifiedName) == .finalClass
        let boxed = !isClass && context.boxedStructs.contains(entry.qualifiedName)
        var members: [SwiftDeclaration] = []
        if boxed {
            let mutable = context.style == .swift
            members.append(
                .property(SwiftProperty(modifiers: ["private"], isMutable: mutable, name: "storage", type: "Storage")))
            members += fields.map { field in
                .property(
                    SwiftProperty(
                        name: field.member, type: field.swiftType,
                        getter: boxedAccessors(field, fields, mutable: mutable),
                        doc: docLines(field.property.doc)))
            }
        } else {
            members += fields.map { field in
                .property(
                    SwiftProperty(
                        isMutable: context.style == .swift && !isClass, name: field.member, type: field.swiftType,
                        doc: docLines(field.property.doc)))
            }
        }
        members.append(.initializer(try initializer(entry, fields, isClass: isClass, boxed: boxed)))
        if context.style == .bridge {
            members.append(.function(copyFunction(typeName: context.names.swiftName(of: entry.qualifiedName), fields)))
        }
        members += try DerivedPropertyTranslator(context: context).translate(resolved)
        members += conformanceMembers(entry, fields, typeName: typeName, isClass: isClass)
        if boxed { members.append(.type(storageClass(fields))) }
        return SwiftTypeDeclaration(
            kind: isClass ? .finalClass : .struct, name: typeName,
            inherits: inherits(entry, fields, isClass: isClass), doc: docLines(entry.declaration.doc), members: members)
    }

    private func inherits(_ entry: IndexedDeclaration, _ fields: [DataClassField], isClass: Bool) -> [String] {
        let kotlin = [RuntimeNames.stringConvertible, RuntimeNames.hashable]
        if isClass, context.module.sealedParents(of: entry).isEmpty { return [RuntimeNames.base] + kotlin }
        if isClass { return SealedTranslator.supertypes(of: entry, context: context) + kotlin }
        // Bridge style: a Kotlin/Native framework's classes are not `Sendable` in Swift, so Swift 6 code that
        // sends them across isolation fails here as it does there. Swift style is our own model: `Sendable`.
        let unchecked = fields.contains { $0.needsUncheckedSendable(context: context) }
        let sendable = context.style == .swift ? [unchecked ? "@unchecked Sendable" : "Sendable"] : []
        var result = ["Hashable"] + sendable + ["CustomStringConvertible"]
        if context.style == .swift, fields.contains(where: { $0.kotlinName == "id" && $0.member == "id" }) {
            result.insert("Identifiable", at: 0)
        }
        return result + kotlin
    }

    private func initializer(
        _ entry: IndexedDeclaration, _ fields: [DataClassField], isClass: Bool, boxed: Bool
    ) throws -> SwiftInitializer {
        let defaults = DefaultValueTranslator(context: context)
        let parameters = try fields.map { field in
            var defaultValue: String?
            if context.style == .swift, let constant = field.property.defaultValue {
                defaultValue = try defaults.expression(constant, type: field.resolved)
            }
            return SwiftParameter(
                label: field.label, name: field.local, type: field.swiftType, defaultValue: defaultValue)
        }
        var body: [SwiftStatement]
        if boxed {
            let arguments = fields.map { "\($0.label): \($0.local)" }.joined(separator: ", ")
            body = [.line("storage = Storage(\(arguments))")]
        } else {
            body = fields.map { .line("self.\($0.member) = \($0.local)") }
        }
        if isClass { body.append(.line("super.init()")) }
        return SwiftInitializer(parameters: parameters, body: body)
    }

    /// `doCopy(...)`: Kotlin's `copy` as the exporter names it, every argument required.
    private func copyFunction(typeName: String, _ fields: [DataClassField]) -> SwiftFunction {
        let arguments = fields.map { "\($0.label): \($0.local)" }.joined(separator: ", ")
        return SwiftFunction(
            name: ObjCExportNaming.functionName("copy"),
            parameters: fields.map { SwiftParameter(label: $0.label, name: $0.local, type: $0.swiftType) },
            returnType: typeName, body: [.line("\(typeName)(\(arguments))")])
    }

    /// `description`, `kotlinDescription`, `kotlinHashCode`, and `==`/`hash(into:)` or `isEqual`/`hash`.
    private func conformanceMembers(
        _ entry: IndexedDeclaration, _ fields: [DataClassField], typeName: String, isClass: Bool
    ) -> [SwiftDeclaration] {
        let kotlinName = SwiftLiterals.escapedContent(entry.declaration.name.value)
        let parts = fields.map { "\(SwiftLiterals.escapedContent($0.kotlinName))=\\(\($0.toString(context: context)))" }
        let text = "\"\(kotlinName)(\(parts.joined(separator: ", ")))\""
        let hashLines: [SwiftStatement]
        if fields.count == 1, let only = fields.first {
            hashLines = [.line(only.hashCode(context: context))]
        } else {
            hashLines =
                [.line("var result = \(fields.first?.hashCode(context: context) ?? "0")")]
                + fields.dropFirst().map { .line("result = 31 &* result &+ \($0.hashCode(context: context))") }
                + [.line("return result")]
        }
        let override: [String] = isClass ? ["override", "public"] : ["public"]
        var members: [SwiftDeclaration] = [
            .property(
                SwiftProperty(
                    modifiers: override, name: "description", type: "String", getter: [.line("kotlinDescription")])),
            .property(SwiftProperty(name: "kotlinDescription", type: "String", getter: [.line(text)])),
            .property(SwiftProperty(name: "kotlinHashCode", type: "Int32", getter: hashLines)),
        ]
        if isClass {
            members.append(
                .function(
                    SwiftFunction(
                        modifiers: override, name: "isEqual",
                        parameters: [SwiftParameter(label: nil, name: "object", type: "Any?")],
                        returnType: "Bool",
                        body: [.line("guard let other = object as? \(typeName) else { return false }")]
                            + comparisons(fields, "self", "other"))))
            members.append(
                .property(
                    SwiftProperty(
                        modifiers: override, name: "hash", type: "Int", getter: [.line("Int(kotlinHashCode)")])))
        } else {
            members.append(
                .function(
                    SwiftFunction(
                        modifiers: ["public", "static"], name: "==",
                        parameters: [
                            SwiftParameter(label: nil, name: "lhs", type: typeName),
                            SwiftParameter(label: nil, name: "rhs", type: typeName),
                        ], returnType: "Bool", body: comparisons(fields, "lhs", "rhs"))))
            members.append(
                .function(
                    SwiftFunction(
                        name: "hash", parameters: [SwiftParameter(label: "into", name: "hasher", type: "inout Hasher")],
                        returnType: nil, body: [.line("hasher.combine(kotlinHashCode)")])))
        }
        return members
    }

    /// One `guard` per property, then the last comparison: short statements keep Swift's type
    /// checker fast where one long `&&` chain of overloaded `==` would not.
    private func comparisons(_ fields: [DataClassField], _ lhs: String, _ rhs: String) -> [SwiftStatement] {
        let tests = fields.map { $0.equality(lhs, rhs, context: context) }
        guard let last = tests.last else { return [.line("return true")] }
        return tests.dropLast().map { .line("guard \($0) else { return false }") } + [.line("return \(last)")]
    }

    /// Reads go to the shared storage; in swift style a write replaces it (copy on write), so
    /// copies of the struct never see each other's changes.
    private func boxedAccessors(_ field: DataClassField, _ fields: [DataClassField], mutable: Bool) -> [SwiftStatement]
    {
        let read = "storage.\(field.member)"
        guard mutable else { return [.line(read)] }
        let arguments = fields.map { other in
            "\(other.label): \(other.kotlinName == field.kotlinName ? "newValue" : "storage.\(other.member)")"
        }
        return [
            .block("get", [.line(read)]),
            .block("set", [.line("storage = Storage(\(arguments.joined(separator: ", ")))")]),
        ]
    }

    /// The reference-typed storage of a self-containing struct; invisible in the API.
    private func storageClass(_ fields: [DataClassField]) -> SwiftTypeDeclaration {
        let unchecked = "@unchecked Sendable"
        var members: [SwiftDeclaration] = fields.map {
            .property(SwiftProperty(modifiers: [], name: $0.member, type: $0.swiftType))
        }
        members.append(
            .initializer(
                SwiftInitializer(
                    modifiers: [],
                    parameters: fields.map { SwiftParameter(label: $0.label, name: $0.local, type: $0.swiftType) },
                    body: fields.map { .line("self.\($0.member) = \($0.local)") })))
        return SwiftTypeDeclaration(
            kind: .finalClass, access: "private", name: "Storage", inherits: [unchecked], members: members)
    }
}

/// Documentation lines of an optional doc string.
func docLines(_ doc: String?) -> [String] {
    doc.map { [$0] } ?? []
}
