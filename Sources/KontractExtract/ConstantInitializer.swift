// A `val` initialized with a literal or an enum entry (`val index: Int = 0`) → the property's `kotlin`.

import KotlinSourceSyntax

extension ExtractionContext {
    /// The `kotlin` of a top-level `val`, or of a data class's or enum's body `val` (a `derived` property), without
    /// a getter, receiver or delegate whose initializer is a literal
    /// (not a string template, not `Unit`) or an entry of one of the module's enum classes (`A.aa`): the same
    /// value every time, so the getter subset's expression is the property's value (docs/contract-format.md,
    /// getter expressions); nil otherwise (the contract then declares the property without a value, and the
    /// emulation asks the app's test to set it).
    func constantInitializer(_ property: KotlinDeclarationSyntax) -> String? {
        guard !property.isMutable, property.receiver == nil, property.getter == nil, property.delegate == nil,
            let initializer = property.initializer
        else { return nil }
        if let type = KotlinLiteralValue.inferredType(initializer), type != "Unit" {
            return type == "String" && initializer.text.contains("$") ? nil : initializer.text
        }
        let tokens = initializer.tokens.map { file.syntax.text($0) }
        guard tokens.count == 3, tokens[1] == ".",
            file.syntax.tokens[initializer.tokens.lowerBound].kind == .identifier,
            index.enums[tokens[0]]?.serialNames.keys.contains(tokens[2]) == true
        else { return nil }
        return initializer.text
    }
}
