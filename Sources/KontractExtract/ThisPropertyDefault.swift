// A function parameter's default that reads a property of `this` (`fun A.foo(i: Int = zero)`) → `defaultKotlin`.

import Foundation
import KotlinSourceSyntax

/// The exported properties a class, object or interface declares, and its supertypes as written: what a default
/// of one of its member functions, or of an extension function on it, can read as `this`'s property. A value of
/// a string and an array, no object: the index holds one per class (extract-oracle's memory check, 40,000 one-line
/// data classes: 50.0× the file's size without scopes, 50.3–50.5× with these, 52.7× once with a class holding a
/// `Set`; the ceiling is 52×).
struct ThisPropertyScope: Sendable {
    /// Its `public` or `protected` properties (body properties and primary-constructor `val`/`var`s), each followed
    /// by a NUL: short lists stay inside the string's own storage.
    let properties: String
    /// Its supertypes as written, without type arguments.
    let supertypes: [String]

    /// nil for a declaration with neither (nothing for a default to read).
    init?(_ declaration: KotlinDeclarationSyntax) {
        var properties = ""
        for parameter in declaration.parameters ?? []
        where parameter.binding != nil && ExtractionContext.isExported(parameter.modifiers) {
            properties += parameter.name.withoutBackticks + "\u{0}"
        }
        // By index: iterating the members copied each (about 500 instructions, and as much to free the copy).
        let members = declaration.members
        for index in members.indices where members[index].kind == .property && members[index].receiver == nil {
            if ExtractionContext.isExported(members[index].modifiers) {
                properties += members[index].name.withoutBackticks + "\u{0}"
            }
        }
        let supertypes = declaration.supertypes.map { ThisPropertyScope.typeName($0.type) }
        guard !properties.isEmpty || !supertypes.isEmpty else { return nil }
        self.properties = properties
        self.supertypes = supertypes
    }

    func has(_ property: String) -> Bool {
        properties.split(separator: "\u{0}").contains { $0 == property }
    }

    /// `pkg.A<T>?` → `pkg.A`.
    static func typeName(_ written: String) -> String {
        let name = written.splitting(UInt8(ascii: "<")).first.map(String.init) ?? written
        return name.trimmingWhitespaces.trimmingASCII(UInt8(ascii: "?"))
            .withoutBackticks
    }
}

extension ExtractIndex {
    /// The property scope of the type `name` (as written: nested `Outer.Inner`, or package-qualified), nil when
    /// the module declares no such class, object or interface.
    func thisPropertyScope(_ name: String) -> ThisPropertyScope? {
        var parts = ThisPropertyScope.typeName(name).splitting(UInt8(ascii: "."))
        while !parts.isEmpty {
            if let scope = thisPropertyScopes[parts.joined(separator: ".")] { return scope }
            parts.removeFirst()
        }
        return nil
    }

    /// Whether the type `name` or one of its supertypes (declared in the module) has the exported property.
    func hasProperty(_ property: String, in name: String) -> Bool {
        var pending = [name]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let scope = thisPropertyScope(next) else { continue }
            if scope.has(property) { return true }
            pending += scope.supertypes
        }
        return false
    }
}

extension ExtractionContext {
    /// `zero` or `this.zero` as the default of a member function of `owner` or of an extension function on
    /// `receiver`, naming an exported property of that type (its own or a supertype's) and no earlier parameter:
    /// the contract's `defaultKotlin` (docs/contract-format.md, the getter subset with `this` the receiver, else
    /// the function's class). nil for anything else: a file function's default sees no `this`, a private property
    /// is not in the contract, and a constant is read as `default`.
    func thisPropertyDefault(
        _ expression: KotlinSourceText, receiver: String?, owner: String, earlierParameters: [String]
    ) -> String? {
        let tokens = expression.tokens.map { file.syntax.text($0) }
        let name: String
        switch tokens.count {
        case 1: name = tokens[0]
        case 3 where tokens[0] == "this" && tokens[1] == ".": name = tokens[2]
        default: return nil
        }
        let kind = file.syntax.tokens[expression.tokens.upperBound - 1].kind
        guard kind == .identifier || kind == .backtickedIdentifier, name != "this" else { return nil }
        let plain = name.withoutBackticks
        guard !earlierParameters.contains(where: { $0.withoutBackticks == plain }) else { return nil }
        guard let thisType = receiver ?? (owner == file.fileName ? nil : owner),
            index.hasProperty(plain, in: thisType)
        else { return nil }
        return plain
    }
}
