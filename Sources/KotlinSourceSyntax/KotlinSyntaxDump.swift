// A plain-text dump of a parsed Kotlin file, line for line the format tools/extract-oracle's PSI driver prints.

/// Prints declarations, names, kinds, modifiers, annotations, types as spelled, parameters with their defaults and
/// members, one item a line, nested items indented by two spaces (docs/extract.md, "The PSI oracle").
public enum KotlinSyntaxDump {
    public static func dump(_ file: KotlinFileSyntax, path: String) -> String {
        var printer = Printer()
        printer.line("file \(path)")
        if !file.packageName.isEmpty { printer.line("package \(file.packageName)") }
        for annotation in file.fileAnnotations { printer.line(spell(annotation)) }
        for item in file.imports {
            printer.line("import \(item.path)" + (item.isStar ? ".*" : "") + (item.alias.map { " as \($0)" } ?? ""))
        }
        for declaration in file.declarations { printer.declaration(declaration) }
        return printer.text
    }

    /// `@site:Name(a, name = b, *c)`; no parentheses when written without them.
    static func spell(_ annotation: KotlinAnnotationSyntax) -> String {
        let site = annotation.useSite.map { $0 + ":" } ?? ""
        return "@" + site + annotation.name + (annotation.arguments.map(spell) ?? "")
    }

    static func spell(_ arguments: [KotlinArgumentSyntax]) -> String {
        let items = arguments.map { argument in
            (argument.name.map { $0 + " = " } ?? "") + (argument.isSpread ? "*" : "") + escaped(argument.value.text)
        }
        return "(" + items.joined(separator: ", ") + ")"
    }

    /// Line breaks and tabs written as `\n`, `\t` so that each item stays on one line.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\n", "\r\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result
    }

    struct Printer {
        var text = ""
        var indent = 0

        mutating func line(_ value: String) {
            text += String(repeating: "  ", count: indent) + value + "\n"
        }

        mutating func attributes(modifiers: [String], annotations: [KotlinAnnotationSyntax], doc: String?) {
            if let doc { line("doc " + escaped(doc)) }
            if !modifiers.isEmpty { line("modifiers " + modifiers.joined(separator: " ")) }
            for annotation in annotations { line(spell(annotation)) }
        }

        mutating func declaration(_ declaration: KotlinDeclarationSyntax) {
            let name = declaration.name.isEmpty ? "" : " " + declaration.name
            line(declaration.kind.rawValue + name)
            indent += 1
            defer { indent -= 1 }
            attributes(modifiers: declaration.modifiers, annotations: declaration.annotations, doc: declaration.doc)
            for parameter in declaration.typeParameters {
                var value = parameter.isReified ? "reified " : ""
                value += parameter.variance.map { $0 + " " } ?? ""
                value += parameter.name
                if !parameter.bounds.isEmpty { value += " : " + parameter.bounds.joined(separator: " & ") }
                line("typeparam " + value)
            }
            if let receiver = declaration.receiver { line("receiver " + receiver) }
            if !declaration.constructorModifiers.isEmpty || !declaration.constructorAnnotations.isEmpty {
                line("constructor")
                indent += 1
                attributes(
                    modifiers: declaration.constructorModifiers, annotations: declaration.constructorAnnotations,
                    doc: nil)
                indent -= 1
            }
            if let parameters = declaration.parameters {
                line("parameters \(parameters.count)")
                indent += 1
                for parameter in parameters { self.parameter(parameter) }
                indent -= 1
            }
            for supertype in declaration.supertypes {
                var value = "super " + supertype.type + (supertype.arguments.map(spell) ?? "")
                if let delegate = supertype.delegate { value += " by " + escaped(delegate.text) }
                line(value)
            }
            if let type = declaration.type { line("type " + type) }
            if declaration.kind == .property { line(declaration.isMutable ? "var" : "val") }
            if let initializer = declaration.initializer { line("= " + escaped(initializer.text)) }
            if let delegate = declaration.delegate { line("by " + escaped(delegate.text)) }
            if let getter = declaration.getter { accessor(getter) }
            if let setter = declaration.setter { accessor(setter) }
            if let field = declaration.backingField {
                line(
                    "field" + (field.type.map { " : " + $0 } ?? "")
                        + (field.initializer.map { " = " + escaped($0.text) } ?? ""))
                indent += 1
                attributes(modifiers: field.modifiers, annotations: field.annotations, doc: nil)
                indent -= 1
            }
            for entry in declaration.enumEntries {
                line("entry " + entry.name + (entry.arguments.map(spell) ?? "") + (entry.hasBody ? " {}" : ""))
                indent += 1
                attributes(modifiers: [], annotations: entry.annotations, doc: entry.doc)
                indent -= 1
            }
            for member in declaration.members { self.declaration(member) }
        }

        mutating func parameter(_ parameter: KotlinParameterSyntax) {
            var value = "param " + (parameter.binding.map { $0 + " " } ?? "") + parameter.name
            if let type = parameter.type { value += ": " + type }
            if let defaultValue = parameter.defaultValue { value += " = " + escaped(defaultValue.text) }
            line(value)
            indent += 1
            attributes(modifiers: parameter.modifiers, annotations: parameter.annotations, doc: parameter.doc)
            indent -= 1
        }

        mutating func accessor(_ accessor: KotlinAccessorSyntax) {
            var value = accessor.isGetter ? "get" : "set"
            if let expression = accessor.expression { value += " = " + escaped(expression.text) }
            if accessor.hasBlockBody { value += " {}" }
            line(value)
            indent += 1
            attributes(modifiers: accessor.modifiers, annotations: accessor.annotations, doc: nil)
            indent -= 1
        }
    }
}
