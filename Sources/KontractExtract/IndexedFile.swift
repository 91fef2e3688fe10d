// The names-only first pass: what the module index keeps of a file once its syntax tree is let go.

import KotlinSourceSyntax

/// A file as `ExtractIndex` reads it: its declarations pruned to names, headers and nesting (no bodies, defaults,
/// docs or tokens) and its `const val`s with just their initializer's tokens. A few percent of the tree's size: the
/// first pass keeps these for every file, and the second parses each file again when its tree was not kept.
struct IndexedFile {
    var path: String
    /// Package, imports and pruned declarations; no bytes and no tokens.
    var syntax: KotlinFileSyntax
    /// `const val`s by nested name (`PAGE`, `Config.SIZE`, a companion's by its class's name), each with a small
    /// file holding the tokens of its initializer alone.
    var constants: [(name: String, value: KotlinSourceText, file: KotlinFileSyntax)] = []
    /// The default of each primary-constructor parameter of a class, by the class's nested name, each with a small
    /// file holding its tokens alone: what a constructor call leaving the parameter out stands for.
    var parameterDefaults: [(className: String, parameter: String, value: KotlinSourceText, file: KotlinFileSyntax)] =
        []
    /// What a data class or a sealed class passes to its superclass's constructor (`: Outcome(code = status)`), by
    /// the class's nested name: what kotlinx writes of the superclass's properties in a default calling the class.
    var superCalls: [(className: String, call: SuperCall)] = []
    /// The exported properties and supertypes of each class, object and interface, by nested name (what a default
    /// reading `this`'s property needs: ThisPropertyDefault.swift).
    var thisPropertyScopes: [(name: String, scope: ThisPropertyScope)] = []
    /// The names of its extension functions and properties, top-level or members (ExtractIndex.declaredMemberNames).
    var extensionNames: Set<String> = []

    /// `Search` (the contract's base name).
    var baseName: String { ExtractedKotlinFile(path: path, syntax: syntax).baseName }

    init(_ file: ExtractedKotlinFile) {
        self.init(path: file.path, header: file.syntax)
        for declaration in file.syntax.declarations { add(declaration, in: file.syntax) }
        finish()
    }

    /// Parses `bytes` names-only and indexes each top-level declaration as soon as it is parsed, so that no tree
    /// of the whole file is built (only its tokens): the same as `init(_:)` on the file's names-only parse.
    init(path: String, parsing bytes: [UInt8]) {
        var indexed: IndexedFile?
        let syntax = KotlinParser.parse(bytes, namesOnly: true) { declaration, file in
            if indexed == nil { indexed = IndexedFile(path: path, header: file) }
            indexed?.add(declaration, in: file)
        }
        self = indexed ?? IndexedFile(path: path, header: syntax)
        finish()
    }

    /// The file's package and imports, no declaration yet.
    private init(path: String, header: KotlinFileSyntax) {
        self.path = path
        var syntax = KotlinFileSyntax(bytes: [], tokens: [])
        syntax.packageName = header.packageName
        // The imports resolve the names of the file's declarations for other files (a receiver's property types).
        syntax.imports = header.imports
        self.syntax = syntax
    }

    /// Indexes the top-level `declaration` of `file` (whose tokens its values are read from). Its constants and
    /// parameter defaults are put in reverse order (`finish` turns the lists round): the order of the one walk
    /// over every top-level declaration, from the last, that their look-ups (first found wins) were made for.
    private mutating func add(_ declaration: KotlinDeclarationSyntax, in file: KotlinFileSyntax) {
        syntax.declarations.append(Self.pruned(declaration, topLevel: true))
        var found: [(name: String, value: KotlinSourceText, file: KotlinFileSyntax)] = []
        var defaults: [(className: String, parameter: String, value: KotlinSourceText, file: KotlinFileSyntax)] = []
        var calls: [(className: String, call: SuperCall)] = []
        visit(declaration, outer: "", in: file, &found, &defaults, &calls)
        constants += found.reversed()
        parameterDefaults += defaults.reversed()
        superCalls += calls.reversed()
    }

    /// `add`'s walk: `declaration`, then its members in order, each reached by its index (a stack of copied
    /// declarations cost a copy of each, about 500 instructions with its retains, and as much to free it).
    private mutating func visit(
        _ declaration: KotlinDeclarationSyntax, outer: String, in file: KotlinFileSyntax,
        _ found: inout [(name: String, value: KotlinSourceText, file: KotlinFileSyntax)],
        _ defaults: inout [(className: String, parameter: String, value: KotlinSourceText, file: KotlinFileSyntax)],
        _ calls: inout [(className: String, call: SuperCall)]
    ) {
        let name = outer.isEmpty ? declaration.name : outer + "." + declaration.name
        if declaration.kind == .property, declaration.has("const"), let value = declaration.initializer {
            let (text, alone) = Self.alone(value, in: file)
            found.append((name, text, alone))
        }
        if declaration.kind == .function || declaration.kind == .property, declaration.receiver != nil {
            extensionNames.insert(declaration.name.withoutBackticks)
        }
        guard [.class, .object, .interface].contains(declaration.kind) else { return }
        if !declaration.name.isEmpty, let scope = ThisPropertyScope(declaration) {
            thisPropertyScopes.append((name, scope))
        }
        if declaration.kind == .class {
            for parameter in declaration.parameters ?? [] {
                guard let value = parameter.defaultValue else { continue }
                let (text, alone) = Self.alone(value, in: file)
                defaults.append((name, parameter.name.trimmingBackticks, text, alone))
            }
            if declaration.has("data") || declaration.has("sealed"),
                let supertype = declaration.supertypes.first(where: { !($0.arguments ?? []).isEmpty })
            {
                calls.append((name, SuperCall(supertype, in: file)))
            }
        }
        let inner = declaration.has("companion") ? outer : name
        let members = declaration.members
        for index in members.indices {
            visit(members[index], outer: inner, in: file, &found, &defaults, &calls)
        }
    }

    /// Puts the constants and parameter defaults in the walk's order (`add`).
    private mutating func finish() {
        constants.reverse()
        parameterDefaults.reverse()
        superCalls.reverse()
    }

    /// `declaration` with what the index reads: kind, name, modifiers, type parameters' names and bounds, a typealias's
    /// type, `@SerialName`, the primary constructor's
    /// parameter names and types, supertypes, enum entries with their `@SerialName`, class-like members; a
    /// top-level function's parameters and a receiver (what `ActualDeclarations` keys an `actual` by).
    static func pruned(_ declaration: KotlinDeclarationSyntax, topLevel: Bool) -> KotlinDeclarationSyntax {
        var kept = KotlinDeclarationSyntax(
            kind: declaration.kind, name: declaration.name, position: declaration.position, doc: nil)
        kept.modifiers = declaration.modifiers
        // Their count: a generic class's constructor arguments are not emulated yet (`superArguments`).
        // Their bounds and a typealias's type: what `DeclarationShape` reads (LeftOutDeclarations.swift).
        kept.typeParameters = declaration.typeParameters.map {
            KotlinTypeParameterSyntax(
                name: $0.name, variance: nil, isReified: false, bounds: $0.bounds, position: $0.position)
        }
        if declaration.kind == .typeAlias { kept.type = declaration.type }
        kept.annotations = declaration.annotations.filter { $0.simpleName == "SerialName" }
        kept.parameters = declaration.parameters?.map {
            KotlinParameterSyntax(
                name: $0.name, type: $0.type, binding: $0.binding,
                modifiers: $0.modifiers.contains("vararg") ? ["vararg"] : [], annotations: [], defaultValue: nil,
                doc: nil, position: $0.position)
        }
        kept.supertypes = declaration.supertypes.map {
            KotlinSupertypeSyntax(type: $0.type, arguments: nil, delegate: nil, position: $0.position)
        }
        kept.enumEntries = declaration.enumEntries.map {
            KotlinEnumEntrySyntax(
                name: $0.name, annotations: $0.annotations.filter { $0.simpleName == "SerialName" }, arguments: nil,
                hasBody: false, doc: nil, position: $0.position)
        }
        // By index: iterating the members copied each (about 500 instructions, and as much to free the copy).
        let members = declaration.members
        for index in members.indices where [.class, .interface, .object, .typeAlias].contains(members[index].kind) {
            kept.members.append(pruned(members[index], topLevel: false))
        }
        kept.receiver = declaration.receiver
        if !topLevel, declaration.kind == .function || declaration.kind == .property { kept.parameters = nil }
        return kept
    }

    /// `value`'s tokens and bytes copied into a file of their own (positions kept): what reading the constant in
    /// another file's default needs, without the rest of its file. Its text is read from the tokens (a names-only
    /// parse leaves an initializer's text empty).
    static func alone(_ value: KotlinSourceText, in file: KotlinFileSyntax) -> (KotlinSourceText, KotlinFileSyntax) {
        let tokens = file.tokens[value.tokens]
        guard let first = tokens.first, let last = tokens.last else {
            // An empty value (`const val X =` before a line that cannot continue it): just an end, where it stands
            // (the file is read as far as the value: its own end is not lexed yet while it is being indexed).
            let end = KotlinToken(kind: .end, range: 0..<0, position: value.position, followsNewline: true)
            return (value, KotlinFileSyntax(bytes: [], tokens: [end]))
        }
        let offset = first.range.lowerBound
        var moved = tokens.map { token -> KotlinToken in
            var token = token
            token.range = (token.range.lowerBound - offset)..<(token.range.upperBound - offset)
            if let doc = token.docRange {
                // A doc comment before the token lies outside the copy: it is not read in a value.
                token.docRange = doc.lowerBound >= offset ? (doc.lowerBound - offset)..<(doc.upperBound - offset) : nil
            }
            return token
        }
        let end = last.range.upperBound - offset
        moved.append(
            KotlinToken(
                kind: .end, range: end..<end, position: last.position, followsNewline: false))
        let alone = KotlinFileSyntax(bytes: Array(file.bytes[offset..<last.range.upperBound]), tokens: moved)
        let text = file.sourceText(value.tokens).text
        return (KotlinSourceText(text: text, tokens: 0..<tokens.count, position: value.position), alone)
    }
}
