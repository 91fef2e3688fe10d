// Gives every node of a parsed expression its Kotlin type, reporting what Kotlin would reject.

import KotlinSyntax

/// Types a syntax tree against the receiver's properties and the module's declarations.
///
/// A node that fails to type returns nil after reporting one problem; its parents then
/// return nil without reporting again, so one mistake gives one diagnostic.
struct ExpressionTypeChecker {
    let environment: ExpressionEnvironment
    let rules: ExpressionTypeRules
    let members: DeclaredMembers
    private(set) var problems: [ExpressionProblem] = []
    /// Integer literals written without a suffix that fixes their type, which Kotlin types from context.
    private var adaptableLiterals: Set<Int> = []

    init(environment: ExpressionEnvironment) {
        self.environment = environment
        rules = ExpressionTypeRules(module: environment.module)
        members = DeclaredMembers(module: environment.module)
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, at offset: Int) {
        problems.append(ExpressionProblem(code, message, at: offset))
    }

    /// Types `node` and checks that its value fits `expected` (when given).
    mutating func check(_ node: SyntaxNode, expecting expected: ResolvedType?) -> TypedExpression? {
        guard let typed = type(node) else { return nil }
        guard let expected else { return typed }
        let adapted = adapt(typed, to: expected)
        guard rules.isAssignable(adapted.type, to: expected) else {
            report(
                .expressionTypeMismatch,
                "the expression has type '\(rules.display(adapted.type))' but the \(environment.valueOwner) is declared '\(rules.display(expected))'",
                at: node.offset)
            return nil
        }
        return adapted
    }

    // MARK: - Nodes

    mutating func type(_ node: SyntaxNode) -> TypedExpression? {
        switch node.kind {
        case .literal(let literal):
            return type(literal, at: node.offset)
        case .template(let parts):
            var typedParts: [TypedTemplatePart] = []
            for part in parts {
                switch part {
                case .text(let text): typedParts.append(.text(text))
                case .value(let inner):
                    guard let typed = type(inner) else { return nil }
                    typedParts.append(.value(typed))
                }
            }
            return TypedExpression(.template(typedParts), type: ExpressionTypeRules.string, offset: node.offset)
        case .this:
            guard let receiver = environment.receiver else {
                report(
                    .unsupportedExpression, "'this' alone is not supported here; write 'this.property'", at: node.offset
                )
                return nil
            }
            return TypedExpression(.this, type: receiver, offset: node.offset)
        case .name, .member:
            return reference(node, call: nil)
        case .call(let callee, let arguments, let parenthesisOffset):
            return reference(callee, call: (arguments: arguments, offset: parenthesisOffset))
        case .not(let operand):
            guard let typed = type(operand), requireBoolean(typed, for: "!") else { return nil }
            return TypedExpression(.not(typed), type: ExpressionTypeRules.boolean, offset: node.offset)
        case .binary(let op, let left, let right, let operatorOffset):
            guard let typedLeft = type(left), let typedRight = type(right) else { return nil }
            return binary(op, typedLeft, typedRight, at: operatorOffset, nodeOffset: node.offset)
        case .elvis(let left, let right, let operatorOffset):
            guard let typedLeft = type(left), let typedRight = type(right) else { return nil }
            return elvis(typedLeft, typedRight, at: operatorOffset, nodeOffset: node.offset)
        case .parenthesized(let inner):
            return type(inner)
        }
    }

    private mutating func type(_ literal: LiteralSyntax, at offset: Int) -> TypedExpression? {
        func make(_ value: ExpressionLiteral, _ type: ResolvedType) -> TypedExpression {
            TypedExpression(.literal(value), type: type, offset: offset)
        }
        switch literal {
        case .boolean(let value):
            return make(.boolean(value), ExpressionTypeRules.boolean)
        case .null:
            return make(.null, ExpressionTypeRules.nullLiteral)
        case .character(let unit):
            return make(.character(unit), ResolvedType(.primitive(.char)))
        case .floating(let text, let isFloat):
            return make(.floating(text), ResolvedType(.primitive(isFloat ? .float : .double)))
        case .integer(let value, let isLong, let isUnsigned):
            if isUnsigned {
                if !isLong { adaptableLiterals.insert(offset) }
                let kind: KotlinPrimitive = isLong || value > UInt64(UInt32.max) ? .ulong : .uint
                return make(.unsignedInteger(value), ResolvedType(.primitive(kind)))
            }
            guard let signed = Int64(exactly: value) else {
                report(.expressionTypeMismatch, "the number \(value) is out of range for Long", at: offset)
                return nil
            }
            if !isLong { adaptableLiterals.insert(offset) }
            let kind: KotlinPrimitive = isLong || signed > Int64(Int32.max) ? .long : .int
            return make(.integer(signed), ResolvedType(.primitive(kind)))
        }
    }

    /// An integer literal without a fixing suffix takes the integer type the context expects, when its value fits.
    func adapt(_ expression: TypedExpression, to target: ResolvedType) -> TypedExpression {
        guard adaptableLiterals.contains(expression.offset), case .literal(let literal) = expression.kind,
            let primitive = target.primitive
        else { return expression }
        var adapted = expression
        switch literal {
        case .integer(let value):
            guard let range = primitive.signedRange, range.contains(value) else { return expression }
        case .unsignedInteger(let value):
            guard let maximum = primitive.unsignedMaximum, value <= maximum else { return expression }
        default:
            return expression
        }
        adapted.type = ResolvedType(.primitive(primitive))
        return adapted
    }

    mutating func requireBoolean(_ operand: TypedExpression, for op: String) -> Bool {
        if operand.type == ExpressionTypeRules.boolean || operand.type.kind == .unresolved { return true }
        report(
            .expressionTypeMismatch, "'\(op)' needs a Boolean operand, found '\(rules.display(operand.type))'",
            at: operand.offset)
        return false
    }
}
