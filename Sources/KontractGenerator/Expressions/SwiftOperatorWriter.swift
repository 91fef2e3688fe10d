// Writes Kotlin's `&&`, `||`, equality, comparisons and `+` as Swift with Kotlin's semantics.

import KontractCore
import KotlinSyntax

extension SwiftExpressionWriter {
    func binary(_ op: ExpressionOperator, _ left: TypedExpression, _ right: TypedExpression) -> SwiftCode {
        switch op {
        case .and, .or:
            return SwiftCode(.binary(write(left).expression, op.rawValue, write(right).expression))
        case .equal, .notEqual:
            return equality(negated: op == .notEqual, left, right)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            return comparison(op.rawValue, left, right)
        case .plus:
            return left.type.kind == .string ? concatenation(left, right) : sum(left, right)
        }
    }

    private func compare(_ left: SwiftCode, _ op: String, _ right: SwiftCode) -> SwiftCode {
        SwiftCode(.binary(left.expression, op, right.expression))
    }

    // MARK: - Equality

    private func equality(negated: Bool, _ left: TypedExpression, _ right: TypedExpression) -> SwiftCode {
        let op = negated ? "!=" : "=="
        if left.type.kind == .nothing || right.type.kind == .nothing {
            let other = left.type.kind == .nothing ? right : left
            if other.type.kind == .nothing { return SwiftCode(.bool(!negated)) }
            // A non-null value is never null (Swift would warn about comparing it with nil).
            if !other.type.isNullable { return SwiftCode(.bool(negated)) }
            return compare(write(other), op, SwiftCode(.nil))
        }
        if needsDynamicEquality(left.type, right.type) {
            let call = Self.kotlin("equals", [write(left).expression, write(right).expression])
            return SwiftCode(negated ? .prefix("!", call) : call)
        }
        return compare(operand(left, next: right), op, operand(right, next: left))
    }

    /// Swift's `==` needs both sides of one Equatable type; Kotlin's `==` also compares `Any`,
    /// a sealed parent with its subclass, and sealed interfaces (Swift protocols).
    private func needsDynamicEquality(_ left: ResolvedType, _ right: ResolvedType) -> Bool {
        if left.kind != right.kind { return true }
        switch left.kind {
        case .any: return true
        case .declared(let name, _): return module[name]?.declaration.kind == .sealedInterface
        default: return false
        }
    }

    // MARK: - Comparison

    private func comparison(_ op: String, _ left: TypedExpression, _ right: TypedExpression) -> SwiftCode {
        switch (left.type.kind, right.type.kind) {
        case (.string, _):
            let call = SwiftExpression.call(
                .member(write(left).closed, "kotlinCompareTo"), [SwiftArgument(write(right).expression)])
            return compare(SwiftCode(call), op, SwiftCode(.number("0")))
        case (.primitive(.char), _):
            // `unichar` compares as a number; a Swift `Character` by its UTF-16 unit.
            if spelling.bridgedTypes { return compare(write(left), op, write(right)) }
            func unit(_ value: TypedExpression) -> SwiftCode {
                SwiftCode(.call(.member(.identifier("KotlinChar"), "unit"), [SwiftArgument(write(value).expression)]))
            }
            return compare(unit(left), op, unit(right))
        case (.primitive(let a), .primitive(let b)):
            let common = ExpressionTypeRules.promoted(a, b) ?? a
            return compare(numeric(left, as: common, next: right), op, numeric(right, as: common, next: left))
        default:
            return compare(write(left), op, write(right))
        }
    }

    /// A numeric operand converted to the promoted type; literals are written in that type directly.
    private func numeric(_ expression: TypedExpression, as target: KotlinPrimitive, next other: TypedExpression)
        -> SwiftCode
    {
        let targetType = ResolvedType(.primitive(target))
        if case .literal(let literal) = expression.kind {
            let otherIsLiteral: Bool
            if case .literal = other.kind { otherIsLiteral = true } else { otherIsLiteral = false }
            return spelling.literal(literal, type: targetType, bare: !otherIsLiteral)
        }
        guard let source = expression.type.primitive else { return write(expression) }
        return spelling.convert(write(expression), from: source, to: target)
    }

    // MARK: - Plus

    /// `String + anything`: the right side as Kotlin's `toString()` renders it; a null string is `"null"`.
    private func concatenation(_ left: TypedExpression, _ right: TypedExpression) -> SwiftCode {
        var leftCode = write(left)
        if left.type.isNullable {
            leftCode = SwiftCode(.binary(leftCode.expression, "??", .string("null")))
        }
        let rightCode = kotlinString(write(right), type: right.type)
        return SwiftCode(.binary(leftCode.expression, "+", rightCode.expression))
    }

    /// Numeric `+` in the promoted type; integers wrap around as Kotlin's do.
    private func sum(_ left: TypedExpression, _ right: TypedExpression) -> SwiftCode {
        guard let a = left.type.primitive, let b = right.type.primitive, let common = ExpressionTypeRules.promoted(a, b)
        else { return SwiftCode(.binary(write(left).expression, "+", write(right).expression)) }
        let l = numeric(left, as: common, next: right).expression
        let r = numeric(right, as: common, next: left).expression
        if !common.isInteger { return SwiftCode(.binary(l, "+", r)) }
        let wrapping = SwiftExpression.binary(l, "&+", r)
        if common == .int && !spelling.intIsInt32 {
            // Swift `Int` is 64 bits; Kotlin's `Int` wraps at 32.
            let truncated = SwiftExpression.call(
                .identifier("Int32"), [SwiftArgument("truncatingIfNeeded", wrapping)])
            return SwiftCode(.call(.identifier("Int"), [SwiftArgument(truncated)]))
        }
        return SwiftCode(wrapping)
    }
}
