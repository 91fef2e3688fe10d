// Properties: type, initializer or delegate, accessors and an explicit backing field; members' modifier preludes.

extension KotlinParser {
    /// A property after `val` or `var`, into `declaration` (`isMutable` set); false without a name.
    mutating func parseProperty(into declaration: inout KotlinDeclarationSyntax) -> Bool {
        if isPunctuation("<") { declaration.typeParameters = parseTypeParameters() }
        if isPunctuation("(") {
            error("destructuring declarations are not declarations Swift sees")
            return false
        }
        let (receiver, name, position) = receiverAndName("a property name")
        guard let name else { return false }
        declaration.name = name
        declaration.position = position
        declaration.receiver = receiver
        if !parseTypeAndInitializer(into: &declaration) && isWord("by") {
            advance()
            declaration.delegate = skipExpression(stopAtNewline: true)
        }
        // Accessors and an explicit backing field, on the same line or the next ones (`get() = …`,
        // `private set`, `field = MutableStateFlow(0)`).
        for _ in 0..<3 {
            if let field = parseBackingField() {
                declaration.backingField = field
                continue
            }
            guard let accessor = parseAccessor() else { break }
            if accessor.isGetter { declaration.getter = accessor } else { declaration.setter = accessor }
        }
        return true
    }

    /// The modifiers and annotations before an accessor, a backing field or a parameter, in source order.
    mutating func parseMemberPrelude() -> (modifiers: [String], annotations: [KotlinAnnotationSyntax]) {
        var modifiers: [String] = []
        var annotations: [KotlinAnnotationSyntax] = []
        while true {
            if isPunctuation("@") {
                parseAnnotation(into: &annotations)
            } else if let word = modifierWord(), isModifierHere() {
                modifiers.append(word)
                advance()
            } else {
                return (modifiers, annotations)
            }
        }
    }

    /// `field = e` or `private field: T = e`, with modifiers and annotations; nil (cursor unmoved) when none
    /// follows.
    mutating func parseBackingField() -> KotlinBackingFieldSyntax? {
        let start = index
        skipSemicolons()
        let (modifiers, annotations) = parseMemberPrelude()
        guard isWord("field"), isPunctuation("=", at: 1) || isPunctuation(":", at: 1) else {
            index = start
            return nil
        }
        var field = KotlinBackingFieldSyntax(
            modifiers: modifiers, annotations: annotations, type: nil, initializer: nil, position: token.position)
        advance()
        if isPunctuation(":") {
            advance()
            field.type = parseType()
        }
        if isPunctuation("=") {
            advance()
            field.initializer = skipExpression(stopAtNewline: true)
        }
        return field
    }

    /// `get() = e`, `get() { }`, `private set`, `set(value) { }`, with modifiers and annotations; nil (cursor
    /// unmoved) when none follows.
    mutating func parseAccessor() -> KotlinAccessorSyntax? {
        let start = index
        skipSemicolons()
        let (modifiers, annotations) = parseMemberPrelude()
        guard isWord("get") || isWord("set"), !isPunctuation("=", at: 1) || isPunctuation("(", at: 1) else {
            index = start
            return nil
        }
        let position = token.position
        let isGetter = isWord("get")
        advance()
        var accessor = KotlinAccessorSyntax(
            isGetter: isGetter, modifiers: modifiers, annotations: annotations, expression: nil, hasBlockBody: false,
            position: position)
        guard isPunctuation("(") else { return accessor }
        skipBalanced()
        if isPunctuation(":") {
            advance()
            _ = parseType()
        }
        if isPunctuation("=") {
            advance()
            accessor.expression = skipExpression(stopAtNewline: true)
        } else if isPunctuation("{") {
            skipBalanced(keepingTokens: false)
            accessor.hasBlockBody = true
        }
        return accessor
    }
}
