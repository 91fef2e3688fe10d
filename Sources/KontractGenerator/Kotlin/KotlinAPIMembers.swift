// emit-kotlin's `--api` part: the members Swift sees (functions, class properties, constructors, file facades) as
// Kotlin declarations with `TODO()` bodies, so that the whole contract comes back through `kontract extract`.

import KontractCore

// Types are spelled as the contract writes them (a generic class's `T`, a library's `Instant`: the resolved model
// holds what Swift sees, the erasure), with the module's types of other packages imported (`apiImports`); defaults
// are spelled from the resolved constants, as the serializable part spells them.
extension KotlinEmitter {
    /// A class's or interface's whole declaration: modality, type parameters, primary constructor, supertypes,
    /// secondary constructors, member properties and functions, then its nested declarations.
    mutating func emitClassAPI(_ entry: IndexedDeclaration, into printer: inout KotlinSourcePrinter) {
        let declaration = entry.declaration
        let resolved = module.model[entry]
        var header =
            (declaration.kind == .interface
                ? "" : declaration.modality == .final ? "" : declaration.modality.rawValue + " ")
            + (declaration.isInner ? "inner " : "") + (declaration.kind == .interface ? "interface " : "class ")
            + KotlinSpelling.identifier(declaration.name.value) + typeParameterList(declaration.typeParameters)
        var constructors: [(syntax: Constructor, resolved: ResolvedConstructor)] = []
        if case .plainClass(let payload) = resolved.kind, let written = declaration.constructors {
            constructors = zip(written, payload.constructors).map { ($0, $1) }
        }
        if let primary = constructors.first {
            let prefix = constructorPrefix(primary.syntax)
            header +=
                (prefix.isEmpty ? "" : " " + prefix + "constructor") + "("
                + constructorParameters(primary.resolved, in: entry) + ")"
        } else if declaration.constructors?.isEmpty == true {
            header += " private constructor()"
        }
        header += supertypeCalls(entry) + whereClause(declaration.typeParameters)
        printer.line(header + " {")
        printer.indent { inner in
            for constructor in constructors.dropFirst() {
                if let doc = constructor.syntax.doc { inner.line(Self.kdoc(doc)) }
                let delegation = (constructors.first?.syntax.parameters ?? []).map { _ in "TODO()" }
                inner.line(
                    constructorPrefix(constructor.syntax) + "constructor("
                        + constructorParameters(constructor.resolved, in: entry) + ") : this("
                        + delegation.joined(separator: ", ") + ")")
            }
            let abstract = declaration.kind == .interface
            for property in declaration.memberProperties {
                let match = resolved.memberProperties.first { $0.name.value == property.name.value }
                inner.lines(memberPropertyLines(property, resolved: match, in: entry.package, abstract: abstract))
            }
            for property in declaration.memberExtensionProperties {
                inner.lines(memberPropertyLines(property, resolved: nil, in: entry.package, abstract: abstract))
            }
            inner.lines(
                functionsLines(
                    declaration.functions, resolved: resolved.functions, in: entry.package, abstract: abstract))
        }
        emitNested(nestedDeclarations(of: entry), into: &printer)
        printer.line("}")
    }

    /// A file declaration (`SearchIos.kt`) as its own Kotlin file: its top-level functions and properties.
    mutating func emitFileAPI(
        _ declaration: Declaration, _ resolved: ResolvedDeclaration, in package: String,
        into printer: inout KotlinSourcePrinter
    ) {
        for property in declaration.fileProperties {
            let match = resolved.fileProperties.first { $0.name.value == property.name.value }
            printer.lines(filePropertyLines(property, resolved: match, in: package))
        }
        printer.lines(functionsLines(declaration.functions, resolved: resolved.functions, in: package, abstract: false))
    }

    /// The functions as the contract lists them (the resolved model adds the accessors of member extension
    /// properties, which are written as properties), each with its resolved defaults.
    mutating func functionsLines(
        _ functions: [Function], resolved: [ResolvedFunction], in package: String, abstract: Bool
    ) -> [String] {
        var remaining = resolved
        return functions.flatMap { function -> [String] in
            let match = remaining.firstIndex { $0.syntax.name.value == function.name.value }
            let resolvedFunction = match.map { remaining.remove(at: $0) }
            return functionLines(function, resolved: resolvedFunction, in: package, abstract: abstract)
        }
    }

    /// A function: KDoc, annotations, `@Throws`, `suspend`, type parameters, receiver, parameters and result, with a
    /// `TODO()` body (none when `abstract`); a `provides: viewModel` bridge gets the body extract reads as one.
    mutating func functionLines(_ function: Function, resolved: ResolvedFunction?, in package: String, abstract: Bool)
        -> [String]
    {
        var lines: [String] = []
        if let doc = function.doc { lines.append(Self.kdoc(doc)) }
        lines += annotationLines(function.annotations, arguments: function.skieArguments, export: function.export)
        if !function.throwsTypes.isEmpty {
            lines.append("@Throws(" + function.throwsTypes.map { "\($0)::class" }.joined(separator: ", ") + ")")
        }
        let parameters = function.parameters.enumerated().map { position, parameter in
            var text =
                annotationLines([], arguments: [:], export: parameter.export).map { $0 + " " }.joined()
                + (parameter.isVararg ? "vararg " : "") + KotlinSpelling.identifier(parameter.name.value) + ": "
                + "\(parameter.type)"
            if let kotlin = parameter.defaultKotlin {
                text += " = " + kotlin.value
            } else if let resolved, position < resolved.parameters.count,
                let constant = resolved.parameters[position].defaultValue
            {
                let type = resolved.parameters[position].type
                text +=
                    " = "
                    + spelledConstant(
                        constant, parameter.isVararg ? ResolvedType.varargArray(of: type) : type, package: package,
                        what: function.name.value + "." + parameter.name.value)
            }
            return text
        }
        var text =
            (function.isSuspend ? "suspend " : "") + "fun "
            + typeParameterList(function.typeParameters, trailingSpace: true)
            + (function.receiver.map(Self.receiverSpelling) ?? "") + KotlinSpelling.identifier(function.name.value)
            + "("
            + parameters.joined(separator: ", ") + "): " + "\(function.returns)" + whereClause(function.typeParameters)
        if !abstract {
            text += " = " + (function.providesViewModel ? Self.viewModelFactoryBody(function) : "TODO()")
        }
        return lines + [text]
    }

    /// `ViewModelProvider.create(owner = owner, factory = viewModelFactory { initializer { … } })[VM::class]`, the
    /// shape extract reads as `provides: "viewModel"`.
    private static func viewModelFactoryBody(_ function: Function) -> String {
        let owner = function.parameters.first { $0.type.description == "ViewModelStoreOwner" }
        return
            "ViewModelProvider.create(owner = \(owner.map { KotlinSpelling.identifier($0.name.value) } ?? "TODO()"), "
            + "factory = viewModelFactory { initializer { TODO() } })[\(function.returns.nonNullable)::class]"
    }

    /// A class's or interface's member property: `val`/`var`, a member extension's receiver, its first value
    /// (`initial`; a flow's as `MutableStateFlow(…)`), else a `TODO()` getter (and an empty setter for a `var`);
    /// abstract: no body.
    mutating func memberPropertyLines(
        _ property: MemberProperty, resolved: ResolvedMemberProperty?, in package: String, abstract: Bool
    ) -> [String] {
        var (lines, head) = propertyOpening(
            doc: property.doc, annotations: property.annotations, export: property.export,
            isMutable: property.isMutable, receiver: property.receiver, name: property.name.value, type: property.type)
        if abstract {
            lines.append(head)
        } else if let resolved, let initial = resolved.initial {
            lines.append(head + " = " + firstValue(initial, resolved.type, package: package, what: property.name.value))
        } else {
            lines += [head, "    get() = TODO()"] + (property.isMutable ? ["    set(value) {}"] : [])
        }
        return lines
    }

    /// A file's top-level or extension property: its getter expression (`kotlin`), a flow's first value, or a
    /// `TODO()` getter or initializer.
    mutating func filePropertyLines(_ property: FileProperty, resolved: ResolvedFileProperty?, in package: String)
        -> [String]
    {
        var (lines, head) = propertyOpening(
            doc: property.doc, annotations: property.annotations, export: property.export,
            isMutable: property.isMutable, receiver: property.receiver, name: property.name.value, type: property.type)
        let setter = property.isMutable ? ["    set(value) {}"] : []
        if let kotlin = property.kotlin {
            lines += [head, "    get() = " + kotlin.value] + setter
        } else if let resolved, let initial = resolved.initial {
            lines.append(head + " = " + firstValue(initial, resolved.type, package: package, what: property.name.value))
        } else if property.receiver == nil && property.isMutable {
            lines.append(head + " = TODO()")
        } else {
            lines += [head, "    get() = TODO()"] + setter
        }
        return lines
    }

    /// A property's KDoc and annotation lines, and its declaration up to its type (`var Foo.name: Int`).
    private func propertyOpening(
        doc: String?, annotations: [Located<String>], export: ObjCExportAnnotations, isMutable: Bool,
        receiver: KotlinType?, name: String, type: KotlinType
    ) -> (lines: [String], head: String) {
        let lines =
            (doc.map { [Self.kdoc($0)] } ?? []) + annotationLines(annotations, arguments: [:], export: export)
        let head =
            (isMutable ? "var " : "val ") + (receiver.map(Self.receiverSpelling) ?? "")
            + KotlinSpelling.identifier(name) + ": " + "\(type)"
        return (lines, head)
    }

    /// A property's first value: `MutableStateFlow(value)` for a flow (the value of its element type), else the
    /// value itself (the property's type as the resolved model has it).
    private mutating func firstValue(_ initial: ResolvedConstant, _ type: ResolvedType, package: String, what: String)
        -> String
    {
        guard case .generic(let generic, let arguments) = type.kind, generic.isFlow, let element = arguments.first
        else {
            return spelledConstant(initial, type, package: package, what: what)
        }
        return "MutableStateFlow(" + spelledConstant(initial, element, package: package, what: what) + ")"
    }

    /// `Type.` before an extension's name, in parentheses where Kotlin needs them (a function type).
    private static func receiverSpelling(_ type: KotlinType) -> String {
        if case .function = type.kind, !type.isNullable { return "(\(type))." }
        return "\(type)."
    }

    /// `<out T : Bound, U>` (empty without type parameters); `trailingSpace` for a function's, before its name.
    /// A parameter with several bounds has them in `whereClause`.
    func typeParameterList(_ parameters: [TypeParameter], trailingSpace: Bool = false) -> String {
        guard !parameters.isEmpty else { return "" }
        let list = parameters.map { parameter in
            (parameter.variance.map { $0.rawValue + " " } ?? "") + KotlinSpelling.identifier(parameter.name.value)
                + (parameter.bounds.count == 1 ? " : \(parameter.bounds[0])" : "")
        }
        return "<" + list.joined(separator: ", ") + ">" + (trailingSpace ? " " : "")
    }

    /// ` where T : A, T : B` for the type parameters with several bounds; empty otherwise.
    func whereClause(_ parameters: [TypeParameter]) -> String {
        let bounds = parameters.filter { $0.bounds.count > 1 }.flatMap { parameter in
            parameter.bounds.map { "\(KotlinSpelling.identifier(parameter.name.value)) : \($0)" }
        }
        return bounds.isEmpty ? "" : " where " + bounds.joined(separator: ", ")
    }

    /// ` : Parent(args), Interface` for a class's supertypes as the contract writes them (a class is called, with
    /// what the class passes to a declared superclass's constructor; an interface is named).
    private mutating func supertypeCalls(_ entry: IndexedDeclaration) -> String {
        let written = entry.declaration.supertypes
        guard !written.isEmpty else { return "" }
        let resolved = module.model[entry].supertypes
        let spelled = written.enumerated().map { position, type -> String in
            guard entry.declaration.kind != .interface, position < resolved.count else { return "\(type)" }
            switch resolved[position].kind {
            case .platform, .exception: return "\(type)()"
            case .declared(let name, _):
                guard let parent = module[name],
                    parent.declaration.kind == .plainClass || parent.declaration.kind == .sealedClass
                else { return "\(type)" }
                var arguments = superArguments(of: entry, to: parent)
                if arguments.isEmpty, entry.declaration.superArguments == nil {
                    // Arguments the contract cannot say (an exception class's): each required one a `TODO()`.
                    let required = parent.declaration.constructors?.first?.parameters.filter { $0.defaultValue == nil }
                    arguments = (required ?? []).map { KotlinSpelling.identifier($0.name.value) + " = TODO()" }
                        .joined(separator: ", ")
                }
                return "\(type)(" + arguments + ")"
            default: return "\(type)"
            }
        }
        return " : " + spelled.joined(separator: ", ")
    }

    /// A constructor's parameters, with their KDoc, `val`/`var` where they are properties, and their defaults.
    private mutating func constructorParameters(_ constructor: ResolvedConstructor, in entry: IndexedDeclaration)
        -> String
    {
        constructor.parameters.map { parameter in
            var text =
                (parameter.syntax.doc.map { Self.kdoc($0) + " " } ?? "")
                + annotationLines([], arguments: [:], export: parameter.syntax.export).map { $0 + " " }.joined()
                + (parameter.syntax.binding.map { $0.value.rawValue + " " } ?? "")
                + KotlinSpelling.identifier(parameter.syntax.name.value) + ": " + "\(parameter.syntax.type)"
            if let constant = parameter.defaultValue {
                text +=
                    " = "
                    + spelledConstant(
                        constant, parameter.type, package: entry.package,
                        what: entry.qualifiedName + "." + parameter.syntax.name.value)
            }
            return text
        }.joined(separator: ", ")
    }

    /// What comes before `constructor`: its annotations (SKIE's, `@Deprecated`) and a visibility other than
    /// `public`, each followed by a space; empty for a public constructor without annotations.
    private func constructorPrefix(_ constructor: Constructor) -> String {
        let annotations = annotationLines(
            constructor.annotations, arguments: constructor.skieArguments, export: constructor.export)
        let visibility = constructor.visibility == .public ? [] : [constructor.visibility.rawValue]
        return (annotations + visibility).map { $0 + " " }.joined()
    }

    /// `--api`: a declaration's SKIE annotations and export annotations (`@ObjCName`, `@Deprecated`, `@ObjCEnum`).
    func declarationAnnotationLines(_ declaration: Declaration) -> [String] {
        guard wholeAPI else { return [] }
        var lines = annotationLines(
            declaration.skieAnnotations.map { Located($0, at: declaration.location) },
            arguments: declaration.skieArguments, export: declaration.export)
        if let objcEnum = declaration.export.objcEnum {
            lines.append("@ObjCEnum" + Self.nameArguments(objcEnum.name, objcEnum.swiftName, exact: nil))
        }
        return lines
    }

    /// `--api`: an enum entry's `@ObjCName` and `@ObjCEnum.EntryName`, each followed by a space.
    func entryAnnotations(_ entry: EnumEntry) -> String {
        guard wholeAPI else { return "" }
        var annotations = annotationLines([], arguments: [:], export: entry.export)
        if let entryName = entry.export.entryName {
            annotations.append(
                "@ObjCEnum.EntryName" + Self.nameArguments(entryName.name, entryName.swiftName, exact: nil))
        }
        return annotations.map { $0 + " " }.joined()
    }

    /// `--api`: a serializable property's KDoc, export annotations and other annotations, before its declaration.
    func propertyAnnotations(_ property: Property) -> [String] {
        guard wholeAPI else { return [] }
        return (property.doc.map { [Self.kdoc($0)] } ?? [])
            + annotationLines(property.annotations, arguments: [:], export: property.export)
    }

    /// `@Name` (with SKIE's arguments) for each annotation the contract lists, then `@ObjCName` and `@Deprecated`.
    func annotationLines(
        _ annotations: [Located<String>], arguments: [String: [AnnotationArgument]], export: ObjCExportAnnotations
    ) -> [String] {
        var lines = annotations.map { annotation -> String in
            guard let values = arguments[annotation.value], !values.isEmpty else { return "@" + annotation.value }
            let spelled = values.map { value -> String in
                switch value {
                case .string(let text): return KotlinSpelling.string(text)
                case .integer(let number): return String(number)
                case .bool(let flag): return flag ? "true" : "false"
                }
            }
            return "@" + annotation.value + "(" + spelled.joined(separator: ", ") + ")"
        }
        if let objcName = export.objcName {
            lines.append("@ObjCName" + Self.nameArguments(objcName.name, objcName.swiftName, exact: objcName.exact))
        }
        if let deprecation = export.deprecation {
            let level = deprecation.level == .warning ? "" : ", level = DeprecationLevel.\(deprecation.level.rawValue)"
            lines.append("@Deprecated(" + KotlinSpelling.string(deprecation.message) + level + ")")
        }
        return lines
    }

    /// `("name", swiftName = "swift", exact = true)` of `@ObjCName` and `@ObjCEnum`; empty without arguments.
    private static func nameArguments(_ name: Located<String>?, _ swiftName: Located<String>?, exact: Located<Bool>?)
        -> String
    {
        var parts: [String] = []
        if let name { parts.append(KotlinSpelling.string(name.value)) }
        if let swiftName { parts.append("swiftName = " + KotlinSpelling.string(swiftName.value)) }
        if let exact { parts.append("exact = \(exact.value)") }
        return parts.isEmpty ? "" : "(" + parts.joined(separator: ", ") + ")"
    }

    /// A one-line KDoc comment.
    static func kdoc(_ doc: String) -> String { "/** \(doc.replacingOccurrences(of: "*/", with: "* /")) */" }
}
