// Translates Kotlin getter expressions into Swift expressions with Kotlin's semantics.

import KontractCore

/// Kotlin expression subset → one Swift expression (typed IR) with Kotlin's semantics.
///
/// The expression is evaluated inside the generated type (`self.<swiftName>`), and uses
/// KontractRuntime: `Kotlin.toString(_:)`, the `kotlin…` String functions, `KotlinChar`,
/// `Kotlin.equals(_:_:)`, `kotlinSize`, and the bridge boxes (`KotlinInt`, ...).
public enum SwiftExpressionTranslator {
    /// The Swift expression for `source`, evaluated on `self`.
    ///
    /// - Parameters:
    ///   - environment: the Kotlin properties of `self` and their types.
    ///   - swiftNames: the Swift member name of each Kotlin property (`description` → `description_`).
    ///   - profile: the export whose types values are spelled in (`Int32` and boxes, or `Int` and optionals).
    public static func translate(
        _ source: String, environment: ExpressionEnvironment, swiftNames: [String: String], profile: ExportProfile
    ) -> SwiftExpression {
        translate(source, environment: environment, swiftNames: swiftNames, profile: profile, expecting: nil)
    }

    /// The Swift expression for `source`, spelled as a value of `expected` (the property's declared
    /// Kotlin type; nil for the expression's own type), which matters for bridge boxes (`Int?` is `KotlinInt?`).
    ///
    /// - Parameter memberName: the Swift name of a property of a declared type, given its qualified
    ///   type name and Kotlin name; by default the Kotlin name.
    /// - Returns: the Swift expression; for an expression that does not check (which a checked module never
    ///   holds), a `fatalError` call naming it, so the mistake cannot go unnoticed.
    public static func translate(
        _ source: String, environment: ExpressionEnvironment, swiftNames: [String: String], profile: ExportProfile,
        expecting expected: ResolvedType?, memberName: @escaping (String, String) -> String = { $1 },
        enumEntry: @escaping (String, String) -> String = defaultEnumEntry, this: SwiftExpression = .selfValue
    ) -> SwiftExpression {
        guard let typed = KotlinExpressionChecker.typedExpression(source, in: environment, expecting: expected) else {
            return .call(.identifier("fatalError"), [SwiftArgument(.string("invalid Kotlin expression: \(source)"))])
        }
        return translate(
            typed, module: environment.module, swiftNames: swiftNames, profile: profile, expecting: expected,
            memberName: memberName, enumEntry: enumEntry, this: this)
    }

    /// The Swift expression for an already checked expression; `this` is Kotlin's `this` (`self` by default).
    public static func translate(
        _ expression: TypedExpression, module: ModuleIndex, swiftNames: [String: String], profile: ExportProfile,
        expecting expected: ResolvedType?, memberName: @escaping (String, String) -> String = { $1 },
        enumEntry: @escaping (String, String) -> String = defaultEnumEntry, this: SwiftExpression = .selfValue
    ) -> SwiftExpression {
        var writer = SwiftExpressionWriter(
            spelling: SwiftValueSpelling(profile: profile), module: module, swiftNames: swiftNames,
            memberName: memberName,
            enumEntry: enumEntry)
        writer.thisValue = this
        return writer.result(expression, expecting: expected ?? expression.type)
    }

    /// `pkg.Color` entry `RED` → `Color.RED` (callers with a projection pass its names instead).
    public static func defaultEnumEntry(_ qualifiedEnum: String, _ entry: String) -> String {
        "\(qualifiedEnum.split(separator: ".").last.map(String.init) ?? qualifiedEnum).\(entry)"
    }
}
