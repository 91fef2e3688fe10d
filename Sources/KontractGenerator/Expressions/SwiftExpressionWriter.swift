// Writes a typed Kotlin expression as a Swift expression with Kotlin's semantics, node by node.

import KontractCore

/// Turns `TypedExpression` trees into Swift expressions evaluated inside the generated type.
///
/// Values are computed in plain Swift types (see `SwiftValueSpelling`); property reads unbox
/// bridge boxes, and `result(_:expecting:)` spells the final value as the property's Swift type.
struct SwiftExpressionWriter {
    let spelling: SwiftValueSpelling
    let module: ModuleIndex
    /// Swift names of the properties of `self`, by Kotlin name.
    let swiftNames: [String: String]
    /// The Swift name of a property of a declared type: (qualified type name, Kotlin name) → Swift name.
    let memberName: (String, String) -> String
    /// The Swift spelling of an enum entry: (qualified enum name, Kotlin entry name) → `Color.red`.
    let enumEntry: (String, String) -> String
    /// Kotlin's `this`: `self` inside the generated type, a facade function's receiver parameter elsewhere.
    var thisValue: SwiftExpression = .selfValue

    /// The whole expression, spelled as a value of `expected` (the property's declared type).
    func result(_ expression: TypedExpression, expecting expected: ResolvedType) -> SwiftExpression {
        if case .literal(.null) = expression.kind { return .nil }
        guard spelling.isBoxed(expected), let primitive = expected.primitive else {
            return write(expression).expression
        }
        // A boxed property read as is needs no unboxing and reboxing.
        if case .property = expression.kind, expression.type == expected {
            return propertyRead(expression, unboxing: false).expression
        }
        let box = SwiftExpression.identifier(SwiftValueSpelling.boxClass(primitive))
        let value = write(expression)
        if expression.type.isNullable {
            return Self.map(value.closed) { .call(box, [SwiftArgument("value", $0)]) }
        }
        return .call(box, [SwiftArgument("value", value.expression)])
    }

    func write(_ expression: TypedExpression) -> SwiftCode {
        switch expression.kind {
        case .literal(let literal):
            return spelling.literal(literal, type: expression.type, bare: false)
        case .template(let parts):
            return template(parts)
        case .this:
            return SwiftCode(thisValue)
        case .property:
            return propertyRead(expression, unboxing: true)
        case .builtin(let receiver, let member, let arguments, let isSafe):
            return builtin(member, on: receiver, arguments: arguments, isSafe: isSafe)
        case .not(let operand):
            return SwiftCode(.prefix("!", write(operand).expression))
        case .binary(let op, let left, let right):
            return binary(op, left, right)
        case .enumEntry(let enumType, let entry):
            return SwiftCode(Self.dotted(enumEntry(enumType, entry)))
        case .elvis(let left, let right):
            var leftCode = write(left)
            guard left.type.isNullable else { return leftCode }
            if left.type.kind != expression.type.kind {
                // `found ?: outcome`: Swift's `??` needs one type; `.map { $0 }` lets Swift upcast the subclass.
                leftCode = SwiftCode(Self.map(leftCode.closed) { $0 })
            }
            return SwiftCode(.binary(leftCode.expression, "??", operand(right, next: left).expression))
        }
    }

    /// An operand written bare when it is a numeric literal whose type Swift infers from `other`.
    func operand(_ expression: TypedExpression, next other: TypedExpression) -> SwiftCode {
        if case .literal(let literal) = expression.kind, expression.type.primitive == other.type.primitive {
            if case .literal = other.kind {
            } else {
                return spelling.literal(literal, type: expression.type, bare: true)
            }
        }
        return write(expression)
    }

    /// `base.map { $0 … }`: `transform` receives `$0`.
    static func map(_ base: SwiftExpression, _ transform: (SwiftExpression) -> SwiftExpression) -> SwiftExpression {
        .trailingClosure(.member(base, "map"), parameters: [], body: [.expression(transform(.identifier("$0")))])
    }

    /// `base.map { name in … }`: `transform` receives `name`.
    static func map(
        _ base: SwiftExpression, naming name: String, _ transform: (SwiftExpression) -> SwiftExpression
    ) -> SwiftExpression {
        .trailingClosure(.member(base, "map"), parameters: [name], body: [.expression(transform(.identifier(name)))])
    }

    /// `A.B.c` as a name followed by member accesses.
    static func dotted(_ path: String) -> SwiftExpression {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return parts.dropFirst().reduce(SwiftExpression.identifier(parts[0])) { .member($0, $1) }
    }

    /// `Kotlin.name(arguments)`: the runtime's Kotlin functions.
    static func kotlin(_ name: String, _ arguments: [SwiftExpression]) -> SwiftExpression {
        .call(.member(.identifier("Kotlin"), name), arguments.map { SwiftArgument($0) })
    }

    // MARK: - Properties and member chains

    /// `self.name`, `receiver.name` or `receiver?.name`, unboxing a bridge box when asked.
    func propertyRead(_ expression: TypedExpression, unboxing: Bool) -> SwiftCode {
        guard case .property(let receiver, let name, let declaringType, let memberType, _) = expression.kind else {
            return write(expression)
        }
        var code: SwiftCode
        if let receiver {
            let swiftName = declaringType.map { memberName($0, name) } ?? name
            code = access(write(receiver), receiverType: receiver.type, memberIsOptional: memberType.isNullable) {
                .member($0, swiftName)
            }
        } else {
            code = SwiftCode(.member(thisValue, swiftNames[name] ?? memberName("", name)))
        }
        guard unboxing, memberType.isNullable, let primitive = memberType.primitive, spelling.bridgedTypes else {
            return code
        }
        if primitive == .char {
            return SwiftCode(
                .call(.member(.identifier("KotlinChar"), "unit"), [SwiftArgument("from", code.expression)]))
        }
        var unboxed = SwiftCode(.member(.optionalChain(code.expression), SwiftValueSpelling.boxAccessor(primitive)))
        unboxed.isOpenChain = true
        return unboxed
    }

    /// Appends a member (`member` applied to the base) to a receiver with Kotlin's `?.` meaning when the
    /// receiver is nullable: an open Swift optional chain continues with `.` (or `?.` after an optional link).
    func access(
        _ receiver: SwiftCode, receiverType: ResolvedType, memberIsOptional: Bool,
        _ member: (SwiftExpression) -> SwiftExpression
    ) -> SwiftCode {
        var code: SwiftCode
        if receiverType.isNullable {
            let continues = receiver.isOpenChain && !receiver.lastLinkIsOptional
            let base = receiver.isOpenChain ? receiver.expression : receiver.closed
            code = SwiftCode(member(continues ? base : .optionalChain(base)))
            code.isOpenChain = true
        } else {
            code = SwiftCode(member(receiver.closed))
        }
        code.lastLinkIsOptional = memberIsOptional
        return code
    }

    /// Applies `body` to the receiver's value; through `.map` when a safe call meets a nullable receiver.
    func apply(
        _ receiver: SwiftCode, receiverType: ResolvedType, isSafe: Bool, _ body: (SwiftCode) -> SwiftCode
    ) -> SwiftCode {
        guard isSafe && receiverType.isNullable else { return body(receiver) }
        return SwiftCode(Self.map(receiver.closed, naming: "value") { body(SwiftCode($0)).expression })
    }

    // MARK: - Strings

    private func template(_ parts: [TypedTemplatePart]) -> SwiftCode {
        SwiftCode(
            .interpolatedString(
                parts.map { part in
                    switch part {
                    case .text(let literal): .text(literal)
                    case .value(let value): .interpolation(kotlinString(write(value), type: value.type).expression)
                    }
                }))
    }

    /// Kotlin's `toString()` of a value of `type` (`null` for a missing value).
    func kotlinString(_ code: SwiftCode, type: ResolvedType) -> SwiftCode {
        switch type.kind {
        case .string:
            guard type.isNullable else { return code }
            return SwiftCode(.binary(code.expression, "??", .string("null")))
        case .primitive(.char):
            let convert = { (value: SwiftExpression) in
                spelling.bridgedTypes
                    ? RuntimeNames.charToString(value) : .call(.identifier("String"), [SwiftArgument(value)])
            }
            guard type.isNullable else { return SwiftCode(convert(code.expression)) }
            return SwiftCode(.binary(Self.map(code.closed, convert), "??", .string("null")))
        default:
            return SwiftCode(RuntimeNames.toString(code.expression))
        }
    }
}
