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

extension ExtractionContext {
    /// The `initial` of a class's body property that is not a flow (`var retries: Int = 0` → `0`): its initializer
    /// read as a default is (a literal, a collection, an enum entry, a constructor call of constants…); nil,
    /// without a warning, for a getter, a delegate, a receiver or any other initializer (the property is then
    /// declared without a first value, which the emulation asks a test to set: docs/contract-format.md).
    func classPropertyInitial(_ property: KotlinDeclarationSyntax) -> ContractJSON? {
        guard property.receiver == nil, property.getter == nil, property.delegate == nil,
            let initializer = property.initializer
        else { return nil }
        if let type = property.type, type.hasPrefix("StateFlow<") || type.hasPrefix("MutableStateFlow<") {
            return nil
        }
        var reader = DefaultValueReader(
            file: file.syntax, index: index, expression: initializer,
            expected: property.type)
        guard case .success(let value) = reader.read() else { return nil }
        return value
    }
}
