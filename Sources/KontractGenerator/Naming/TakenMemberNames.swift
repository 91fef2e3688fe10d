// Kotlin member names a generated type already has in Swift (the runtime's, NSObject's, Swift's): refused, KG0103.

import KontractCore

/// Names the generated Swift gives a type itself, which a Kotlin property or function of that name would
/// redeclare: the generator refuses them at their line (KG0103) rather than generate Swift that does not compile
/// (`Tests/KontractGeneratorTests/NamingCollisionTests.swift` compiles every other name in every declaration kind).
enum TakenMemberNames {
    /// Members the runtime gives generated types (`KotlinStringConvertible`, `KotlinHashable`, the value bridge):
    /// Kontract's own names, which the app face should not show (issue 25's PENDING names); until they move behind
    /// names Kotlin cannot produce, a Kotlin property may not take them.
    static let runtimeProperties: Set<String> = ["kotlinDescription", "kotlinHashCode", "kotlinValue"]

    /// `NSObject`'s and Swift's members a property of another type cannot redeclare (`debugDescription` is a
    /// `String`, `hashValue` is not overridable), and `Self`, which a member would hide inside the type.
    static let platformProperties: Set<String> = ["debugDescription", "hashValue", "Self"]

    /// Runtime types generated code names unqualified (`Kotlin.DataClass`, `Kotlin.DataClassProperties`): a declaration
    /// named so hides it wherever it is in scope (a sealed subclass `Kotlin` in swift style, inside its enum).
    static let runtimeTypes: Set<String> = ["Kotlin"]

    /// Why a member named `name` cannot be generated, or nil when it can.
    static func reason(property name: String) -> String? {
        if runtimeProperties.contains(name) {
            return "Kontract's runtime gives every generated type a '\(name)' of its own"
        }
        if platformProperties.contains(name) {
            return reason(function: name)
                ?? "NSObject and Swift give the type a '\(name)' this property would redeclare"
        }
        return nil
    }

    /// Why a function named `name` cannot be generated, or nil when it can.
    static func reason(function name: String) -> String? {
        name == "Self" ? "a member named 'Self' would hide the type's 'Self' in the generated Swift" : nil
    }

    /// KG0103 for every property and member function of the module's types named so (in `only`'s file alone when
    /// given); file-level functions and properties are static members of a facade and keep any name.
    static func diagnostics(_ module: CheckedModule, only: ContractFile?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func check(_ name: Located<String>, isProperty: Bool, in type: String) {
            guard let reason = isProperty ? reason(property: name.value) : reason(function: name.value) else {
                return
            }
            let what = isProperty ? "property" : "function"
            diagnostics.append(
                .generator(
                    .memberNameTaken, "the \(what) '\(name.value)' of \(type) cannot be generated: \(reason)",
                    at: name.location))
        }
        for (declaration, file) in module.index.fileDeclarations where only == nil || file.path == only?.path {
            // SKIE makes a file's members globals of the module: one named like the module, or `Self`, hides
            // what the generated code names (`Shared.Item`, `Self.shared`).
            let names = declaration.functions.map(\.name) + declaration.fileProperties.map(\.name)
            for name in names where name.value == file.module.value || name.value == "Self" {
                let hidden = name.value == "Self" ? "every type's 'Self'" : "the module '\(name.value)'"
                diagnostics.append(
                    .generator(
                        .memberNameTaken,
                        "the top-level '\(name.value)' cannot be generated: SKIE's global of that name would hide "
                            + "\(hidden), which the generated code names",
                        at: name.location))
            }
        }
        for indexed in module.index.declarations where only == nil || indexed.file.path == only?.path {
            let declaration = indexed.declaration
            let type = "'\(declaration.name.value)'"
            if runtimeTypes.contains(declaration.name.value) {
                diagnostics.append(
                    .generator(
                        .memberNameTaken,
                        "the type \(type) cannot be generated: generated code names Kontract's runtime type of that name",
                        at: declaration.name.location))
            }
            for property in declaration.properties { check(property.name, isProperty: true, in: type) }
            for property in declaration.derived { check(property.name, isProperty: true, in: type) }
            for property in declaration.memberProperties { check(property.name, isProperty: true, in: type) }
            for constructor in declaration.constructors ?? [] {
                for parameter in constructor.parameters where parameter.binding != nil {
                    check(parameter.name, isProperty: true, in: type)
                }
            }
            for function in declaration.functions { check(function.name, isProperty: false, in: type) }
        }
        return diagnostics
    }
}
