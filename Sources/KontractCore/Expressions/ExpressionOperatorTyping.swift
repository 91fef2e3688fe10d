// Kotlin's typing of the subset's operators: logic, equality, comparison, `+` and `?:`.

import KotlinSyntax

extension ExpressionTypeChecker {
    mutating func binary(
        _ op: ExpressionOperator, _ left: TypedExpression, _ right: TypedExpression, at operatorOffset: Int,
        nodeOffset: Int
    ) -> TypedExpression? {
        // An unsuffixed integer literal takes the other side's integer type, as in `count == 0L`'s mirror `total == 0`.
        let left = adapt(left, to: right.type.nonNullable)
        let right = adapt(right, to: left.type.nonNullable)
        func result(_ type: ResolvedType) -> TypedExpression {
            TypedExpression(.binary(op, left, right), type: type, offset: nodeOffset)
        }
        if left.type.kind == .unresolved || right.type.kind == .unresolved {
            return result(op == .plus ? left.type : ExpressionTypeRules.boolean)
        }
        let shown = "'\(rules.display(left.type))' and '\(rules.display(right.type))'"
        switch op {
        case .and, .or:
            guard requireBoolean(left, for: op.rawValue), requireBoolean(right, for: op.rawValue) else { return nil }
            return result(ExpressionTypeRules.boolean)
        case .equal, .notEqual:
            guard rules.canCompareForEquality(left.type, right.type) else {
                report(.expressionTypeMismatch, "'\(op.rawValue)' cannot compare \(shown)", at: operatorOffset)
                return nil
            }
            return result(ExpressionTypeRules.boolean)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            if left.type.isNullable || right.type.isNullable {
                report(
                    .expressionTypeMismatch,
                    "'\(op.rawValue)' cannot compare nullable values (\(shown)); use '?:' to give a default first",
                    at: operatorOffset)
                return nil
            }
            guard Self.comparable(left.type, right.type) else {
                report(
                    .expressionTypeMismatch,
                    "'\(op.rawValue)' compares numbers, strings or characters, not \(shown)", at: operatorOffset)
                return nil
            }
            return result(ExpressionTypeRules.boolean)
        case .plus:
            return plus(left, right, at: operatorOffset, shown: shown, result: result)
        }
    }

    private mutating func plus(
        _ left: TypedExpression, _ right: TypedExpression, at operatorOffset: Int, shown: String,
        result: (ResolvedType) -> TypedExpression
    ) -> TypedExpression? {
        // `String.plus(Any?)` and `String?.plus(Any?)`: anything can be added to a string.
        if left.type.kind == .string { return result(ExpressionTypeRules.string) }
        if left.type.isNullable || right.type.isNullable {
            report(
                .expressionTypeMismatch, "'+' cannot add nullable numbers (\(shown)); use '?:' to give a default first",
                at: operatorOffset)
            return nil
        }
        if left.type.primitive == .char {
            report(.unsupportedExpression, "arithmetic on Char is not supported", at: operatorOffset)
            return nil
        }
        guard let a = left.type.primitive, let b = right.type.primitive, let sum = ExpressionTypeRules.promoted(a, b)
        else {
            let hint = right.type.kind == .string ? "; put the String first or use a template" : ""
            report(.expressionTypeMismatch, "'+' cannot add \(shown)\(hint)", at: operatorOffset)
            return nil
        }
        return result(ResolvedType(.primitive(sum)))
    }

    /// Whether Kotlin has `compareTo` between the two (non-null) types.
    private static func comparable(_ a: ResolvedType, _ b: ResolvedType) -> Bool {
        switch (a.kind, b.kind) {
        case (.string, .string): return true
        case (.primitive(.char), .primitive(.char)): return true
        case (.primitive(let x), .primitive(let y)): return ExpressionTypeRules.promoted(x, y) != nil
        default: return false
        }
    }

    /// `left ?: right`: the left side without null, or the right side; both must agree on a type.
    mutating func elvis(
        _ left: TypedExpression, _ right: TypedExpression, at operatorOffset: Int, nodeOffset: Int
    ) -> TypedExpression? {
        let right = adapt(right, to: left.type.nonNullable)
        let unwrapped = left.type.nonNullable
        let type: ResolvedType
        if left.type.kind == .nothing {
            type = right.type
        } else if rules.isAssignable(right.type, to: ResolvedType(unwrapped.kind, isNullable: true)) {
            type = ResolvedType(unwrapped.kind, isNullable: right.type.isNullable)
        } else if rules.isAssignable(unwrapped, to: right.type) {
            type = right.type
        } else {
            report(
                .expressionTypeMismatch,
                "the sides of '?:' have different types, '\(rules.display(unwrapped))' and '\(rules.display(right.type))'",
                at: operatorOffset)
            return nil
        }
        return TypedExpression(.elvis(left, right), type: type, offset: nodeOffset)
    }
}
