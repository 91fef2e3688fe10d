// Declarations: modifiers, classes, objects, functions, properties, typealiases, enum entries.

extension KotlinParser {
    /// One declaration at the cursor appended to `list`; false (with an error and recovery) when none can be read.
    /// Built in place, in `list`'s new last element, by the parsers of each kind: a declaration is 272 bytes of
    /// references, and each copy on its way out of a parser retained and released every one of them (18,000 copies
    /// in 400 files, 16 M instructions with their releases).
    @discardableResult
    mutating func parseDeclaration(into list: inout [KotlinDeclarationSyntax]) -> Bool {
        let doc = docHere()
        var annotations: [KotlinAnnotationSyntax] = []
        var modifiers: [String] = []
        var hasContextParameters = false
        while !atEnd {
            if isPunctuation("@") {
                parseAnnotation(into: &annotations)
            } else if isWord("context"), isPunctuation("(", at: 1) {
                // `context(logger: Logger)`, `context(Logger)`: not a modifier word (the PSI keeps it in its own
                // node), so it is not among `modifiers`.
                hasContextParameters = true
                advance()
                skipBalanced()
            } else if let word = modifierWord(), isModifierHere() {
                modifiers.append(word)
                advance()
            } else {
                break
            }
        }
        guard let keyword = declarationKeyword() else {
            error("expected a declaration, found \(describe())")
            if index == 0 || !startsDeclaration { advance() }
            recover()
            return false
        }
        let keywordPosition = token.position
        advance()
        list.append(
            KotlinDeclarationSyntax(
                at: keywordPosition, doc: doc, annotations: annotations, modifiers: modifiers,
                hasContextParameters: hasContextParameters))
        let last = list.count - 1
        guard parseDeclaration(after: keyword, into: &list[last]) else {
            list.removeLast()
            recover()
            return false
        }
        return true
    }

    /// The rest of a declaration after its `keyword`, into `declaration` (at the keyword, with its modifiers and
    /// annotations); false when it cannot be read.
    private mutating func parseDeclaration(after keyword: String, into declaration: inout KotlinDeclarationSyntax)
        -> Bool
    {
        switch keyword {
        case "class", "interface":
            declaration.kind = keyword == "class" ? .class : .interface
            return parseClass(into: &declaration)
        case "object":
            declaration.kind = .object
            return parseObject(into: &declaration)
        case "fun":
            declaration.kind = .function
            return parseFunction(into: &declaration)
        case "val", "var":
            declaration.kind = .property
            declaration.isMutable = keyword == "var"
            return parseProperty(into: &declaration)
        case "typealias":
            declaration.kind = .typeAlias
            return parseTypeAlias(into: &declaration)
        case "constructor":
            declaration.kind = .constructor
            declaration.parameters = parseParameters()
            if isPunctuation(":") {
                advance()
                _ = scanExpression(stopAtNewline: true, stops: [UInt8(ascii: "{")], keepsText: false)
            }
            if isPunctuation("{") { declaration.body = skipBody() }
            return true
        default:  // init
            declaration.kind = .initializer
            if isPunctuation("{") { declaration.body = skipBody() } else { error("expected '{' after 'init'") }
            return true
        }
    }

    /// A modifier word is one when a name, keyword or annotation follows it (`data class`, `private val`), not
    /// when it is itself the name being declared or used.
    @inline(__always)
    func isModifierHere() -> Bool {
        if isWord("fun") { return isWord("interface", at: 1) }
        return kind(at: 1) == .identifier || isPunctuation("@", at: 1)
    }

    // MARK: Classes and objects

    /// A class or interface after its keyword, into `declaration` (its kind, modifiers and annotations set); false
    /// when there is no name.
    mutating func parseClass(into declaration: inout KotlinDeclarationSyntax) -> Bool {
        let position = token.position
        guard let name = name("a class name") else { return false }
        declaration.name = name
        declaration.position = position
        if isPunctuation("<") { declaration.typeParameters = parseTypeParameters() }
        // `private constructor(...)`, `@Inject constructor(...)`, `@Interop.Enabled constructor(...)`,
        // `@Named("a") constructor(...)` or `(...)`.
        var lookahead = index
        var sawAnnotation = false
        lookahead: while true {
            fill(lookahead + 1)
            guard lookahead < tokens.count - 1 else { break }
            switch tokens[lookahead].kind {
            case .identifier:
                if spells("constructor", at: lookahead - index) { break lookahead }
                lookahead += 1
            case .punctuation:
                let offset = lookahead - index
                if spells("@", at: offset) {
                    sawAnnotation = true
                    lookahead += 1
                } else if sawAnnotation && (spells(".", at: offset) || spells(":", at: offset)) {
                    lookahead += 1
                } else if sawAnnotation && spells("(", at: offset) && tokens[lookahead - 1].kind == .identifier {
                    // An annotation's arguments: to the matching `)`.
                    var depth = 0
                    repeat {
                        let inner = bracket(at: lookahead)
                        if inner == UInt8(ascii: "(") { depth += 1 } else if inner == UInt8(ascii: ")") { depth -= 1 }
                        lookahead += 1
                        fill(lookahead + 1)
                    } while depth > 0 && lookahead < tokens.count - 1
                } else {
                    break lookahead
                }
            default: break lookahead
            }
        }
        if tokens[lookahead].kind == .identifier && spells("constructor", at: lookahead - index)
            && !token.followsNewline
        {
            while isPunctuation("@") || (token.kind == .identifier && !spells("constructor", at: 0)) {
                if isPunctuation("@") {
                    parseAnnotation(into: &declaration.constructorAnnotations)
                } else {
                    declaration.constructorModifiers.append(text)
                    advance()
                }
            }
            advance()  // constructor
            guard isPunctuation("(") else {
                error("expected '(' after 'constructor'")
                return true
            }
        }
        if isPunctuation("(") { declaration.parameters = parseParameters() }
        if isPunctuation(":") {
            advance()
            declaration.supertypes = parseSupertypes()
        }
        parseWhereClause(into: &declaration.typeParameters)
        if isPunctuation("{") { parseClassBody(into: &declaration) }
        return true
    }

    /// An object after its keyword, into `declaration` (at the keyword, unnamed, until a name follows).
    mutating func parseObject(into declaration: inout KotlinDeclarationSyntax) -> Bool {
        if isName && !token.followsNewline {
            declaration.position = token.position
            declaration.name = text
            advance()
        }
        if isPunctuation(":") {
            advance()
            declaration.supertypes = parseSupertypes()
        }
        if isPunctuation("{") { parseClassBody(into: &declaration) }
        return true
    }

    /// `A(args), B, C by d`.
    mutating func parseSupertypes() -> [KotlinSupertypeSyntax] {
        var result: [KotlinSupertypeSyntax] = []
        repeat {
            if isPunctuation(",") { advance() }
            let position = token.position
            guard let type = parseType() else { break }
            var supertype = KotlinSupertypeSyntax(type: type, arguments: nil, delegate: nil, position: position)
            if isPunctuation("(") && !token.followsNewline { supertype.arguments = parseArguments() }
            if isWord("by") {
                advance()
                supertype.delegate = skipExpression(stopAtNewline: true, stops: [UInt8(ascii: ","), UInt8(ascii: "{")])
            }
            result.append(supertype)
        } while isPunctuation(",")
        return result
    }

    /// `{ entries; members }`: the body of a class, interface or object, depth-bounded.
    mutating func parseClassBody(into declaration: inout KotlinDeclarationSyntax) {
        let open = index
        guard depth < Self.maximumDepth else {
            error("declarations nested too deeply (more than \(Self.maximumDepth) levels)")
            skipBalanced()
            return
        }
        depth += 1
        defer { depth -= 1 }
        advance()  // {
        if declaration.has("enum") { declaration.enumEntries = parseEnumEntries() }
        while !atEnd && !isPunctuation("}") {
            skipSemicolons()
            if isPunctuation("}") || atEnd { break }
            if isWord("companion") && isPunctuation("{", at: 1) {
                // A companion block (Kotlin's experimental `companion { val x = 0 }`): static members, which
                // Kotlin/Native's ObjC export leaves out of the header (its `companionBlocksAndExtensions` case), as
                // extract leaves the block out.
                advance()
                skipBalanced(keepingTokens: false)
                continue
            }
            parseDeclaration(into: &declaration.members)
            skipSemicolons()
        }
        if atEnd {
            error("unbalanced '{': never closed", at: tokens[open].position)
        } else {
            advance()  // }
        }
        declaration.body = open..<index
    }

    /// `A, @SerialName("b") B(1) { … }, C;` up to `;` or the body's `}`.
    mutating func parseEnumEntries() -> [KotlinEnumEntrySyntax] {
        var entries: [KotlinEnumEntrySyntax] = []
        while !atEnd {
            if isPunctuation(";") {
                advance()
                return entries
            }
            if isPunctuation("}") { return entries }
            let doc = docHere()
            var annotations: [KotlinAnnotationSyntax] = []
            while isPunctuation("@") { parseAnnotation(into: &annotations) }
            // A declaration right away (no `;`) ends the entries.
            if declarationKeyword() != nil && annotations.isEmpty
                && !isPunctuation(",", at: 1) && !isPunctuation("(", at: 1)
            {
                return entries
            }
            let position = token.position
            guard let name = name("an enum entry") else {
                recover()
                return entries
            }
            var entry = KotlinEnumEntrySyntax(
                name: name, annotations: annotations, arguments: nil, hasBody: false, doc: doc, position: position)
            if isPunctuation("(") { entry.arguments = parseArguments() }
            if isPunctuation("{") {
                entry.hasBody = true
                skipBalanced(keepingTokens: false)
            }
            entries.append(entry)
            if isPunctuation(",") {
                advance()
            } else if !isPunctuation(";") && !isPunctuation("}") {
                error("expected ',', ';' or '}' after the enum entry, found \(describe())")
                recover()
                return entries
            }
        }
        return entries
    }

    /// A `{ … }` body skipped by balanced brackets, its inside not kept as tokens (`skipBalanced(keepingTokens:)`);
    /// its token range.
    mutating func skipBody() -> Range<Int> {
        let open = index
        skipBalanced(keepingTokens: false)
        return open..<index
    }

    // MARK: Functions, properties, typealiases

    /// A function after `fun`, into `declaration`; false without a name or parameters.
    mutating func parseFunction(into declaration: inout KotlinDeclarationSyntax) -> Bool {
        if isPunctuation("<") { declaration.typeParameters = parseTypeParameters() }
        let (receiver, name, position) = receiverAndName("a function name")
        guard let name else { return false }
        declaration.name = name
        declaration.position = position
        declaration.receiver = receiver
        guard isPunctuation("(") else {
            error("expected '(' after the function name, found \(describe())")
            return false
        }
        declaration.parameters = parseParameters()
        if !parseTypeAndInitializer(into: &declaration) && isPunctuation("{") {
            declaration.body = skipBody()
        }
        return true
    }

    /// `: Type where … = expression` of a function or property: its type, where-clause and `=` initializer (a
    /// function's expression body); true when there was an initializer.
    mutating func parseTypeAndInitializer(into declaration: inout KotlinDeclarationSyntax) -> Bool {
        if isPunctuation(":") {
            advance()
            declaration.type = parseType()
        }
        parseWhereClause(into: &declaration.typeParameters)
        guard isPunctuation("=") else { return false }
        advance()
        declaration.initializer = skipExpression(stopAtNewline: true)
        return true
    }

    /// `Name` or `Receiver.Name` (the receiver may be generic or nullable: `List<T>.name`, `String?.name`).
    mutating func receiverAndName(_ what: String) -> (String?, String?, KotlinSourcePosition) {
        let position = token.position
        // A plain name followed by `(`, `:` or `=`... is the name; anything else starts with a receiver type.
        if isName && !isPunctuation(".", at: 1) && !isPunctuation("<", at: 1) && !isPunctuation("?", at: 1)
            && !isPunctuation("?.", at: 1)
        {
            return (nil, name(what), position)
        }
        guard var parsed = parseTypeNode() else { return (nil, nil, position) }
        if isPunctuation("?.") { parsed.isNullable = true }
        if isPunctuation(".") || isPunctuation("?.") {
            advance()
            let namePosition = token.position
            return (parsed.spelled, name(what), namePosition)
        }
        // `A.b(`: the type parser took the name as the last segment of a dotted type.
        if case .named(var segments) = parsed.kind, segments.count > 1, !parsed.isNullable,
            segments.last?.arguments.isEmpty == true
        {
            let last = segments.removeLast()
            let receiver = KotlinTypeNode(kind: .named(segments), isNullable: false)
            return (receiver.spelled, last.name, last.position)
        }
        error("expected \(what), found \(describe())")
        return (nil, nil, position)
    }

    /// A typealias after its keyword, into `declaration`; false without a name or `=`.
    mutating func parseTypeAlias(into declaration: inout KotlinDeclarationSyntax) -> Bool {
        let position = token.position
        guard let name = name("a typealias name") else { return false }
        declaration.name = name
        declaration.position = position
        if isPunctuation("<") { declaration.typeParameters = parseTypeParameters() }
        guard expect("=", "after the typealias name") else { return false }
        declaration.type = parseType()
        return true
    }
}
