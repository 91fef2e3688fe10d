// Fuzz target `expression`: the Kotlin getter-expression parser and type checker.

import KontractCore

/// Input: a receiver byte, an expected-type byte, then the expression's text.
///
/// The receiver is a declaration of the contracts (`this` and its properties are in scope); the
/// expected type is one of a few built-ins, the receiver itself, or none. Properties: each problem
/// points inside the expression's string (from its opening quote to one past its closing quote);
/// an expression that checks clean also yields a typed tree.
enum ExpressionFuzzTarget: FuzzTarget {
    static let name = "expression"
    static let summary =
        "Kotlin getter expression → lexer, parser, type checker; problems located inside the expression"

    static func run(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        let universe = FuzzUniverse.shared
        let receiver = universe.receivers[input.choose(universe.receivers.count)]
        let expectedChoice = input.choose(expectedTypes.count + 2)
        let source = String(decoding: input.rest, as: UTF8.self)

        let module = universe.contracts.module
        var properties: [String: ResolvedType] = [:]
        let resolved = module.model[receiver]
        for derived in resolved.derived { properties[derived.name.value] = derived.type }
        for member in resolved.memberProperties { properties[member.name.value] = member.type }
        for property in resolved.properties { properties[property.name.value] = property.type }
        let this = ResolvedType(.declared(receiver.qualifiedName))
        let environment = ExpressionEnvironment(properties: properties, module: module.index, receiver: this)
        let expected: ResolvedType? =
            switch expectedChoice {
            case expectedTypes.count: this
            case expectedTypes.count + 1: nil
            default: expectedTypes[expectedChoice]
            }

        // The expression as a contract holds it: a JSON string whose opening quote is at 1:1.
        let quote = SourceLocation(file: "fuzz.kontract.json", line: 1, column: 1)
        let scalars = source.unicodeScalars.count
        if let expected {
            let diagnostics = KotlinExpressionChecker.check(
                Located(source, at: quote), in: environment, expecting: expected)
            for diagnostic in diagnostics
            where diagnostic.location.line != 1 || diagnostic.location.column > scalars + 2 {
                FuzzProperty.fail("'\(diagnostic.formatted)' is outside the expression (\(scalars) scalars)")
            }
            let typed = KotlinExpressionChecker.typedExpression(source, in: environment, expecting: expected)
            if diagnostics.isEmpty != (typed != nil) {
                FuzzProperty.fail(
                    "check gives \(diagnostics.count) problems but typedExpression \(typed == nil ? "nil" : "a tree")")
            }
        } else {
            _ = KotlinExpressionChecker.typedExpression(source, in: environment, expecting: nil)
        }
    }

    static let expectedTypes: [ResolvedType] = [
        ResolvedType(.primitive(.boolean)),
        ResolvedType(.string),
        ResolvedType(.primitive(.int)),
        ResolvedType(.primitive(.long)),
        ResolvedType(.primitive(.double)),
        ResolvedType(.primitive(.char)),
        ResolvedType(.string, isNullable: true),
        ResolvedType(.primitive(.int), isNullable: true),
        ResolvedType(.generic(.list, [ResolvedType(.string)])),
    ]
}
