// Translates Kotlin getter expressions into Swift expressions (API; translation to come).

import KontractCore

/// Kotlin expression subset → one Swift expression with Kotlin's semantics.
public enum SwiftExpressionTranslator {
    /// The Swift expression for `source`, evaluated on `self`.
    ///
    /// - Parameters:
    ///   - environment: the Kotlin properties of `self` and their types.
    ///   - swiftNames: the Swift member name of each Kotlin property (`description` → `description_`).
    ///   - style: decides how values are spelled (`Int32` and boxes, or `Int` and optionals).
    public static func translate(
        _ source: String, environment: ExpressionEnvironment, swiftNames: [String: String], style: GenerationStyle
    ) -> String {
        "fatalError(\"derived expressions are not translated yet\")"
    }
}
