// Kotlin's rules about where nested, inner and companion declarations may stand (KT0520).

extension CheckContext {
    /// An `inner` class stands in a class (not an interface or object) and holds no nested declaration
    /// but inner classes; a companion cannot stand in an inner class.
    mutating func checkNesting(_ entry: IndexedDeclaration) {
        let declaration = entry.declaration
        let outer = entry.parent.flatMap { index[$0] }
        if declaration.isInner {
            if let outer, !entry.isNestedSubclass, Self.canHoldInnerClass(outer.declaration) {
                // Kotlin's place for an inner class.
            } else {
                emit(
                    .invalidNesting,
                    "inner class '\(declaration.name.value)' must be nested in a class; Kotlin allows no inner class "
                        + (outer.map { "in \(Self.describe($0.declaration))" } ?? "at top level"),
                    at: declaration.name.location)
            }
        }
        if let outer, outer.declaration.isInner, !entry.isNestedSubclass, !declaration.isInner {
            emit(
                .invalidNesting,
                declaration.isCompanion
                    ? "inner class '\(outer.declaration.name.value)' cannot have a companion object"
                    : "'\(declaration.name.value)' is nested in inner class '\(outer.declaration.name.value)'; Kotlin "
                        + "allows only inner classes there",
                at: declaration.name.location)
        }
    }

    private static func canHoldInnerClass(_ outer: Declaration) -> Bool {
        switch outer.kind {
        case .plainClass, .dataClass, .enumClass, .sealedClass: true
        case .sealedInterface, .interface, .object, .dataObject, .file: false
        }
    }

    private static func describe(_ declaration: Declaration) -> String {
        let article = declaration.kind == .enumClass || declaration.kind == .object || declaration.kind == .interface
        return "\(article ? "an" : "a") \(declaration.isCompanion ? "companion object" : declaration.kind.rawValue) "
            + "'\(declaration.name.value)'"
    }
}
