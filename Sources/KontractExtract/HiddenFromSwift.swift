// What Swift does not see of an exported declaration: a restricted setter, an internal supertype, a private name.

import KotlinSourceSyntax

extension KotlinDeclarationSyntax {
    /// Neither `private` nor `internal`, without context parameters and not a companion extension: Kotlin/Native's
    /// ObjC export leaves a function or property with `context(...)` (its test data's `hiddenContextParameters`)
    /// and an experimental `companion fun Foo.f()`/`companion val Foo.x` (`companionBlocksAndExtensions`) out of
    /// the header, so the contract, which says what Swift sees, leaves them out too.
    var isExportedToObjC: Bool {
        ExtractionContext.isExported(modifiers) && !hasContextParameters
            && !((kind == .function || kind == .property) && has("companion"))
    }

    /// A `var` whose setter Swift can call: not `private set` or `internal set` (Kotlin/Native exports a
    /// read-only property then; SKIE's `restricted_set` tests: `cannot assign to value: 'privateFoo' is a get-only
    /// property`).
    var isSettableFromSwift: Bool {
        guard isMutable else { return false }
        guard let setter else { return true }
        return ExtractionContext.isExported(setter.modifiers)
    }
}

extension ExtractionContext {
    /// A supertype that is a `private` or `internal` type of the module (and no exported type has its simple name):
    /// the exporter leaves it out of the header, so the contract, which cannot name it, leaves it out too (as it
    /// leaves out the type itself).
    func isHiddenSupertype(_ written: String) -> Bool {
        let head = written.splitting(UInt8(ascii: "<")).first.map(String.init) ?? written
        let simple = head.splitting(UInt8(ascii: ".")).last.map(String.init) ?? head
        return index.hiddenTypeNames.contains(simple.trimmingASCII(UInt8(ascii: " ")).withoutBackticks)
    }

    /// The first `private` or `internal` top-level property of this file that `expression` reads by name (not
    /// after a `.`): the contract does not declare it, so a getter reading it cannot be the contract's `kotlin`
    /// (KT0703 in validate).
    func hiddenFileProperty(readBy expression: KotlinSourceText) -> String? {
        let hidden = Set(
            file.syntax.declarations.filter {
                $0.kind == .property && $0.receiver == nil && !ExtractionContext.isExported($0.modifiers)
            }.map(\.name.withoutBackticks))
        guard !hidden.isEmpty else { return nil }
        var previous = ""
        for index in expression.tokens {
            let text = file.syntax.text(index)
            if previous != "." && previous != "?." && hidden.contains(text.withoutBackticks) { return text }
            previous = text
        }
        return nil
    }
}
