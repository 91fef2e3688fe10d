// Annotations and argument lists: `@site:Name(args)`, `@[A B]`, `(a, name = b, *c)` as written.

extension KotlinParser {
    /// `@Name`, `@Name(args)`, `@site:Name`, `@[A B(c)]`, appended to `annotations` (no array of its own per
    /// annotation).
    mutating func parseAnnotation(into annotations: inout [KotlinAnnotationSyntax]) {
        let position = token.position
        advance()  // @
        var useSite: String?
        if token.kind == .identifier && isPunctuation(":", at: 1) && !isPunctuation(":", at: 2) {
            useSite = text
            advance()
            advance()
        }
        if isPunctuation("[") {
            advance()
            while isName {
                let at = token.position
                let name = dottedName()
                annotations.append(
                    KotlinAnnotationSyntax(useSite: useSite, name: name, arguments: annotationArguments(), position: at)
                )
            }
            expect("]", "to close the annotation list")
            return
        }
        let name = dottedName()
        if isPunctuation("<") { _ = parseTypeArguments() }
        annotations.append(
            KotlinAnnotationSyntax(useSite: useSite, name: name, arguments: annotationArguments(), position: position))
    }

    /// An annotation read and dropped (on a type or a type parameter).
    mutating func skipAnnotation() {
        var dropped: [KotlinAnnotationSyntax] = []
        parseAnnotation(into: &dropped)
    }

    /// `(args)` right after an annotation's name (no space before), or nil.
    mutating func annotationArguments() -> [KotlinArgumentSyntax]? {
        guard isPunctuation("("), tokens[index - 1].range.upperBound == token.range.lowerBound else { return nil }
        return parseArguments()
    }

    /// `(a, name = b, *c)`: each argument's text, up to `,` or `)` at its depth.
    mutating func parseArguments() -> [KotlinArgumentSyntax] {
        advance()  // (
        var arguments: [KotlinArgumentSyntax] = []
        while !atEnd && !isPunctuation(")") {
            var name: String?
            if isName && isPunctuation("=", at: 1) {
                name = text
                advance()
                advance()
            }
            var isSpread = false
            if isPunctuation("*") {
                isSpread = true
                advance()
            }
            let value = scanExpression(stopAtNewline: false)
            if value.tokens.isEmpty {
                error("expected an argument, found \(describe())")
                break
            }
            arguments.append(KotlinArgumentSyntax(name: name, isSpread: isSpread, value: value))
            if isPunctuation(",") { advance() } else { break }
        }
        expect(")", "to close the arguments")
        return arguments
    }
}
