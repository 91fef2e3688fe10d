// Renders the Swift representation to text through one CodePrinter.

/// IR → Swift source text. Indentation, braces, blank lines and comments are decided here only.
public enum SwiftRenderer {
    /// The whole file: header comment, imports, declarations separated by blank lines.
    public static func render(_ file: SwiftFile) -> String {
        var printer = CodePrinter()
        for line in file.header { printer.line(line.isEmpty ? "//" : "// " + line) }
        printer.blankLine()
        for module in file.reexports {
            printer.line("@_exported " + spiGroups(of: module, in: file) + "import \(module)")
        }
        for declaration in file.reexportedDeclarations { printer.line("@_exported import \(declaration.spelling)") }
        for module in file.imports where !file.reexports.contains(module) {
            let groups = file.testFaceImports.contains(module) ? "@_spi(Testing) " : spiGroups(of: module, in: file)
            printer.line(groups + "import \(module)")
        }
        // The body printed once already (to read the imports off) is printed as it was: it was printed after a
        // plain line, which the imports or the header end with.
        if let body = file.printedBody, printer.endsWithPlainLine {
            printer.append(printed: body)
        } else {
            renderBody(declarations: file.declarations, sections: file.sections, into: &printer)
        }
        return printer.text
    }

    /// `@_spi(KontractGenerated) ` for a module the file imports with that SPI group (``SwiftFile/spiGroups``).
    static func spiGroups(of module: String, in file: SwiftFile) -> String {
        (file.spiGroups[module] ?? []).map { "@_spi(\($0)) " }.joined()
    }

    /// The declarations, then each non-empty section under its `// MARK: -` line, separated by blank lines.
    static func renderBody(
        declarations: [SwiftDeclaration], sections: [SwiftFileSection], into printer: inout CodePrinter
    ) {
        for declaration in declarations {
            printer.blankLine()
            render(declaration, into: &printer)
        }
        for section in sections where !section.declarations.isEmpty {
            printer.blankLine()
            printer.line("// MARK: - \(section.title)")
            for declaration in section.declarations {
                printer.blankLine()
                render(declaration, into: &printer)
            }
        }
    }

    static func render(_ declaration: SwiftDeclaration, into printer: inout CodePrinter) {
        switch declaration {
        case .type(let type): render(type, into: &printer)
        case .property(let property): render(property, into: &printer)
        case .initializer(let initializer): render(initializer, into: &printer)
        case .function(let function): render(function, into: &printer)
        case .enumCase(let enumCase): render(enumCase, into: &printer)
        case .typeAlias(let alias):
            renderDoc(alias.doc, into: &printer)
            printer.line("\(alias.access.rawValue) typealias \(alias.name) = \(text(of: alias.type))")
        }
    }

    static func render(_ type: SwiftTypeDeclaration, into printer: inout CodePrinter) {
        renderDoc(type.doc, into: &printer)
        for attribute in type.attributes { printer.line(text(of: attribute)) }
        // `open` is itself the access level of an open class.
        let access = type.kind == .openClass ? nil : type.access?.rawValue
        var header = [access, type.kind.rawValue, type.name].compactMap { $0 }.joined(separator: " ")
        header += genericClause(type.genericParameters)
        if !type.inherits.isEmpty { header += ": " + type.inherits.map(text(of:)).joined(separator: ", ") }
        if !type.sameTypeRequirements.isEmpty {
            header +=
                " where "
                + type.sameTypeRequirements.map { text(of: $0.left) + " == " + text(of: $0.right) }
                .joined(separator: ", ")
        }
        guard !type.members.isEmpty else {
            printer.line(header + " {}")
            return
        }
        printer.line(header + " {")
        printer.indented { inner in
            var previous: SwiftDeclaration?
            for member in type.members {
                if let previous, !groupsTightly(previous, member) { inner.blankLine() }
                if type.kind == .protocol, case .function(let requirement) = member {
                    renderRequirement(requirement, into: &inner)
                } else {
                    render(member, into: &inner)
                }
                previous = member
            }
        }
        printer.line("}")
    }

    /// Stored properties follow each other without blank lines, and so do enum cases.
    static func groupsTightly(_ first: SwiftDeclaration, _ second: SwiftDeclaration) -> Bool {
        switch (first, second) {
        case (.property(let a), .property(let b)): a.isStored && b.isStored && a.doc.isEmpty && b.doc.isEmpty
        case (.enumCase(let a), .enumCase(let b)): a.doc.isEmpty && b.doc.isEmpty
        case (.typeAlias(let a), .typeAlias(let b)): a.doc.isEmpty && b.doc.isEmpty
        default: false
        }
    }

    static func render(_ property: SwiftProperty, into printer: inout CodePrinter) {
        renderDoc(property.doc, into: &printer)
        for attribute in property.attributes { printer.line(text(of: attribute)) }
        var text =
            (property.modifiers.map(\.rawValue) + [property.isMutable || property.getter != nil ? "var" : "let"])
            .joined(separator: " ") + " " + property.name
        if let type = property.type { text += ": " + Self.text(of: type) }
        if let requirement = property.requirement {
            printer.line(text + " { " + requirement.rawValue + " }")
            return
        }
        guard let getter = property.getter else {
            var declaration = RenderedLines(text)
            if let value = property.value {
                declaration.append(" = ")
                declaration.join(lines(of: value))
            }
            printer.write(declaration)
            return
        }
        if let setter = property.setter {
            printer.line(text + " {")
            printer.indented { inner in
                let set = property.setterIsNonmutating ? "nonmutating set" : "set"
                for (keyword, body) in [("get", getter), (set, setter)] {
                    inner.line(keyword + " {")
                    inner.indented { render(body, into: &$0) }
                    inner.line("}")
                }
            }
            printer.line("}")
            return
        }
        let body = lines(of: getter)
        if getter.count == 1, body.isSingleLine, text.count + body.text.count < 110 {
            printer.line("\(text) { \(body.text) }")
            return
        }
        printer.line(text + " {")
        printer.indented { render(getter, into: &$0) }
        printer.line("}")
    }

    static func render(_ initializer: SwiftInitializer, into printer: inout CodePrinter) {
        renderDoc(initializer.doc, into: &printer)
        for attribute in initializer.attributes { printer.line(text(of: attribute)) }
        let head = (initializer.modifiers.map(\.rawValue) + ["init"]).joined(separator: " ")
        renderCallable(head: head, parameters: initializer.parameters, suffix: "", body: initializer.body, &printer)
    }

    static func render(_ function: SwiftFunction, into printer: inout CodePrinter) {
        renderDoc(function.doc, into: &printer)
        for attribute in function.attributes { printer.line(text(of: attribute)) }
        let isOperator = function.name.first.map { !$0.isLetter && $0 != "_" && $0 != "`" } ?? false
        let head =
            (function.modifiers.map(\.rawValue) + ["func", function.name]).joined(separator: " ")
            + genericClause(function.genericParameters)
            + (isOperator ? " " : "")
        renderCallable(
            head: head, parameters: function.parameters, suffix: signatureSuffix(function), body: function.body,
            &printer)
    }

    /// A protocol's function requirement: the signature alone (its body, if any, is not printed).
    static func renderRequirement(_ function: SwiftFunction, into printer: inout CodePrinter) {
        renderDoc(function.doc, into: &printer)
        let head = (function.modifiers.map(\.rawValue) + ["func", function.name]).joined(separator: " ")
        renderSignature(
            head: head, parameters: function.parameters, tail: signatureSuffix(function), maxLength: 118, &printer)
    }

    /// ` async throws -> Result` after a function's parameters.
    private static func signatureSuffix(_ function: SwiftFunction) -> String {
        let effects = text(of: function.effects)
        return (effects.isEmpty ? "" : " " + effects) + (function.returnType.map { " -> " + text(of: $0) } ?? "")
    }

    /// `head(parameters)suffix {`, wrapping the parameters one per line when the line gets long.
    static func renderCallable(
        head: String, parameters: [SwiftParameter], suffix: String, body: [SwiftStatement],
        _ printer: inout CodePrinter
    ) {
        renderSignature(head: head, parameters: parameters, tail: suffix + " {", maxLength: 116, &printer)
        printer.indented { render(body, into: &$0) }
        printer.line("}")
    }

    /// `head(parameters)tail` on one line up to `maxLength` characters, else one parameter per line.
    private static func renderSignature(
        head: String, parameters: [SwiftParameter], tail: String, maxLength: Int, _ printer: inout CodePrinter
    ) {
        let spelled = parameters.map(parameterText)
        let oneLine = head + "(" + spelled.joined(separator: ", ") + ")" + tail
        guard oneLine.count > maxLength else {
            printer.line(oneLine)
            return
        }
        printer.line(head + "(")
        printer.indented { inner in
            for (index, parameter) in spelled.enumerated() {
                inner.line(parameter + (index == spelled.count - 1 ? "" : ","))
            }
        }
        printer.line(")" + tail)
    }

    static func parameterText(_ parameter: SwiftParameter) -> String {
        var text: String
        switch parameter.label {
        case nil: text = "_ " + parameter.name
        case parameter.name: text = parameter.name
        case let label?: text = label + " " + parameter.name
        }
        text += ": " + Self.text(of: parameter.type)
        if let value = parameter.defaultValue { text += " = " + Self.text(of: value) }
        return text
    }

    static func render(_ enumCase: SwiftEnumCase, into printer: inout CodePrinter) {
        renderDoc(enumCase.doc, into: &printer)
        var text = "case " + enumCase.name
        if !enumCase.associatedTypes.isEmpty {
            text += "(" + enumCase.associatedTypes.map(Self.text(of:)).joined(separator: ", ") + ")"
        }
        if let raw = enumCase.rawValue { text += " = " + Self.text(of: raw) }
        printer.line(text)
    }

    static func render(_ statements: [SwiftStatement], into printer: inout CodePrinter) {
        printer.write(lines(of: statements))
    }

    /// `///` lines; a line break inside a doc string starts a new comment line.
    static func renderDoc(_ doc: [String], into printer: inout CodePrinter) {
        for line in doc.flatMap({ $0.split(separator: "\n", omittingEmptySubsequences: false) }) {
            printer.line(line.isEmpty ? "///" : "/// " + line)
        }
    }
}
