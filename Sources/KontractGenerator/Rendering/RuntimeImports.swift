// A generated file's imports: Foundation and the runtime modules whose symbols its declarations spell.

/// Computes imports from the rendered declarations, so that a file imports exactly the runtime modules
/// it uses (as an app imports only what it needs) and no translator has to report what it spelled.
enum RuntimeImports {
    /// ``RuntimeNames/module(of:)`` over a symbol's UTF-8 bytes: rendered code is read without making strings.
    private static let symbolTable = RuntimeSymbolTable(RuntimeNames.modules)

    /// The runtime modules `declarations` use, in ``RuntimeModule`` order.
    static func modules(usedBy declarations: [SwiftDeclaration]) -> [RuntimeModule] {
        var printer = CodePrinter()
        for declaration in declarations { SwiftRenderer.render(declaration, into: &printer) }
        return modules(usedBy: printer.text)
    }

    /// The runtime modules Swift source `text` uses, in ``RuntimeModule`` order.
    static func modules(usedBy text: String) -> [RuntimeModule] {
        var used = Set<RuntimeModule>()
        let table = symbolTable
        SwiftIdentifierScanner.forEachIdentifier(in: text) { identifier in
            if let module = table.module(of: identifier) { used.insert(module) }
        }
        return used.sorted()
    }

    /// `Foundation`, then the runtime modules `declarations` use.
    static func imports(for declarations: [SwiftDeclaration]) -> [String] {
        [RuntimeNames.foundation] + modules(usedBy: declarations).map(\.name)
    }
}
