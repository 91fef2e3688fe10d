// Writes a typed Kotlin expression as Swift text with Kotlin's semantics, node by node.

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

    var style: GenerationStyle { spelling.style }

    /// The whole expression, spelled as a value of `expected` (the property's declared type).
    func result(_ expression: TypedExpression, expecting expected: ResolvedType) -> String {
        if case .literal(.null) = expression.kind { return "nil" }
        guard spelling.isBoxed(expected), let primitive = expected.primitive else {
            return write(expression).text
        }
        // A boxed property read as is needs no unboxing and reboxing.
        if case .property = expression.kind, expression.type == expected {
            return propertyRead(expression, unboxing: false).text
        }
        let box = SwiftValueSpelling.boxClass(primitive)
        let value = write(expression)
        if expression.type.isNullable {
            return "\(value.closed).map { \(box)(value: $0) }"
        }
        return "\(box)(value: \(value.text))"
    }

    func write(_ expression: TypedExpression) -> SwiftCode {
        switch expression.kind {
        case .literal(let literal):
            return spelling.literal(literal, type: expression.type, bare: false)
        case .template(let parts):
            return template(parts)
        case .this:
            return SwiftCode("self")
        case .property:
            return propertyRead(expression, unboxing: true)
        case .builtin(let receiver, let member, let arguments, let isSafe):
            return builtin(member, on: receiver, arguments: arguments, isSafe: isSafe)
        case .not(let operand):
            return SwiftCode("!" + parenthesized(write(operand), below: .prefix), .prefix)
        case .binary(let op, let left, let right):
            return binary(op, left, right)
        case .enumEntry(let enumType, let entry):
            return SwiftCode(enumEntry(enumType, entry))
        case .elvis(let left, let right):
            var leftCode = write(left)
            guard left.type.isNullable else { return leftCode }
            if left.type.kind != expression.type.kind {
                // `found ?: outcome`: Swift's `??` needs one type; `.map { $0 }` lets Swift upcast the subclass.
                leftCode = SwiftCode("\(leftCode.closed).map { $0 }")
            }
            let rightCode = operand(right, next: left)
            let text =
                "\(leftCode.side(of: .nilCoalescing, isRight: false)) ?? \(rightCode.side(of: .nilCoalescing, isRight: true))"
            return SwiftCode(text, .nilCoalescing)
        }
    }

    private func parenthesized(_ code: SwiftCode, below precedence: SwiftPrecedence) -> String {
        code.precedence >= precedence ? code.text : "(\(code.text))"
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

    // MARK: - Properties and member chains

    /// `self.name`, `receiver.name` or `receiver?.name`, unboxing a bridge box when asked.
    func propertyRead(_ expression: TypedExpression, unboxing: Bool) -> SwiftCode {
        guard case .property(let receiver, let name, let declaringType, let memberType, _) = expression.kind else {
            return write(expression)
        }
        var code: SwiftCode
        if let receiver {
            let swiftName = declaringType.map { memberName($0, name) } ?? name
            code = access(
                write(receiver), receiverType: receiver.type, member: swiftName, memberIsOptional: memberType.isNullable
            )
        } else {
            code = SwiftCode("self." + (swiftNames[name] ?? name))
        }
        guard unboxing, memberType.isNullable, let primitive = memberType.primitive, style == .bridge else {
            return code
        }
        if primitive == .char {
            return SwiftCode("KotlinChar.unit(from: \(code.text))")
        }
        var unboxed = SwiftCode(code.text + "?." + SwiftValueSpelling.boxAccessor(primitive))
        unboxed.isOpenChain = true
        return unboxed
    }

    /// Appends `.member` to a receiver with Kotlin's `?.` meaning when the receiver is nullable:
    /// an open Swift optional chain continues with `.` (or `?.` after an optional link).
    func access(_ receiver: SwiftCode, receiverType: ResolvedType, member: String, memberIsOptional: Bool) -> SwiftCode
    {
        var code: SwiftCode
        if receiverType.isNullable {
            let link = receiver.isOpenChain && !receiver.lastLinkIsOptional ? "." : "?."
            code = SwiftCode((receiver.isOpenChain ? receiver.text : receiver.closed) + link + member)
            code.isOpenChain = true
        } else {
            code = SwiftCode(receiver.closed + "." + member)
        }
        code.lastLinkIsOptional = memberIsOptional
        return code
    }

    /// Applies `body` to the receiver's value; through `.map` when a safe call meets a nullable receiver.
    func apply(
        _ receiver: SwiftCode, receiverType: ResolvedType, isSafe: Bool, _ body: (SwiftCode) -> SwiftCode
    ) -> SwiftCode {
        guard isSafe && receiverType.isNullable else { return body(receiver) }
        return SwiftCode("\(receiver.closed).map { value in \(body(SwiftCode("value")).text) }")
    }

    // MARK: - Strings

    private func template(_ parts: [TypedTemplatePart]) -> SwiftCode {
        var text = "\""
        for part in parts {
            switch part {
            case .text(let literal):
                text += SwiftLiterals.escapedContent(literal)
            case .value(let value):
                text += "\\(\(kotlinString(write(value), type: value.type).text))"
            }
        }
        return SwiftCode(text + "\"")
    }

    /// Kotlin's `toString()` of a value of `type` (`null` for a missing value).
    func kotlinString(_ code: SwiftCode, type: ResolvedType) -> SwiftCode {
        switch type.kind {
        case .string:
            guard type.isNullable else { return code }
            return SwiftCode("\(code.side(of: .nilCoalescing, isRight: false)) ?? \"null\"", .nilCoalescing)
        case .primitive(.char):
            let convert = { (value: String) in style == .bridge ? "Kotlin.toString(char: \(value))" : "String(\(value))"
            }
            guard type.isNullable else { return SwiftCode(convert(code.text)) }
            return SwiftCode("\(code.closed).map { \(convert("$0")) } ?? \"null\"", .nilCoalescing)
        default:
            return SwiftCode("Kotlin.toString(\(code.text))")
        }
    }
}
