// A flow property's first value: `MutableStateFlow(X)` directly or behind `_state.asStateFlow()`.

import KotlinSourceSyntax

extension ExtractionContext {
    /// Whether `property` is a top-level `StateFlow` whose `initial` `addStateFlowInitials` reads.
    static func isFileStateFlow(_ property: KotlinDeclarationSyntax) -> Bool {
        guard let type = property.type else { return false }
        return (type.hasPrefix("StateFlow<") || type.hasPrefix("MutableStateFlow<")) && property.receiver == nil
            && property.getter == nil
    }

    /// Adds to each top-level `StateFlow` of `parts` its `initial` (`val flow: StateFlow<Int> = MutableStateFlow(1)`,
    /// or behind a top-level backing property declared anywhere in the file), as `flowInitial` reads a member's.
    mutating func addStateFlowInitials(_ parts: inout FileContractParts) {
        guard !parts.stateFlows.isEmpty else { return }
        var file = KotlinDeclarationSyntax(
            kind: .object, name: self.file.fileName, position: parts.stateFlows[0].declaration.position, doc: nil)
        file.members = parts.fileProperties
        for (at, property) in parts.stateFlows {
            guard let initial = flowInitial(property, in: file),
                case .object(var keys) = parts.properties[at]
            else { continue }
            keys.insert(("initial", initial), at: keys.firstIndex { $0.key == "annotations" } ?? keys.count)
            parts.properties[at] = .object(keys)
        }
    }

    /// The `initial` of a `StateFlow` member: the constant given to `MutableStateFlow(…)` in its initializer or
    /// in the initializer of the backing property it exposes (`val uiState = _uiState.asStateFlow()`); nil when
    /// there is none (a KX0201 warning when the value is not a constant).
    mutating func flowInitial(_ property: KotlinDeclarationSyntax, in owner: KotlinDeclarationSyntax) -> ContractJSON? {
        guard let type = property.type, type.hasPrefix("StateFlow<") || type.hasPrefix("MutableStateFlow<"),
            var initializer = property.initializer
        else { return nil }
        let tokens = file.syntax.tokens
        // `_x.asStateFlow()` or `_x`: the backing property's initializer.
        let first = initializer.tokens.lowerBound
        if tokens[first].kind == .identifier, file.syntax.text(first) != "MutableStateFlow",
            let backing = owner.members.first(where: {
                $0.kind == .property && $0.name == file.syntax.text(first)
            })?.initializer
        {
            initializer = backing
        }
        let range = initializer.tokens
        guard range.count >= 3, file.syntax.text(range.lowerBound) == "MutableStateFlow",
            file.syntax.text(range.lowerBound + 1) == "(", file.syntax.text(range.upperBound - 1) == ")"
        else { return nil }
        let inner = (range.lowerBound + 2)..<(range.upperBound - 1)
        let element = ExtractIndex.split(type).arguments.first
        return constant(file.syntax.sourceText(inner), of: "\(owner.name).\(property.name)", type: element)
    }
}
