// Writes the subset's standard-library members (isBlank(), size, padStart(), ...) as Swift.

import KontractCore

extension SwiftExpressionWriter {
    func builtin(
        _ member: BuiltinMember, on receiver: TypedExpression, arguments: [TypedExpression], isSafe: Bool
    ) -> SwiftCode {
        let code = write(receiver)
        let type = receiver.type
        func access(_ suffix: String) -> SwiftCode {
            self.access(code, receiverType: type, member: suffix, memberIsOptional: false)
        }
        func apply(_ body: (SwiftCode) -> SwiftCode) -> SwiftCode {
            self.apply(code, receiverType: type, isSafe: isSafe, body)
        }
        let counted = countedCollection(type)
        switch member {
        case .isEmpty:
            guard let counted else { return access("isEmpty") }
            return apply { SwiftCode("\($0.closed).\(counted) == 0", .comparison) }
        case .isNotEmpty:
            guard let counted else { return apply { SwiftCode("!\($0.closed).isEmpty", .prefix) } }
            return apply { SwiftCode("\($0.closed).\(counted) != 0", .comparison) }
        case .isBlank:
            return access("kotlinIsBlank()")
        case .isNotBlank:
            return apply { SwiftCode("!\($0.closed).kotlinIsBlank()", .prefix) }
        case .size:
            if style == .swift { return access("count") }
            switch counted {
            case "size": return access("size")
            case let property?: return apply { SwiftCode("Int32(\($0.closed).\(property))") }
            case nil: return access("kotlinSize")
            }
        case .length:
            return access(style == .bridge ? "kotlinLength" : "utf16.count")
        case .toString:
            if isSafe && type.isNullable {
                return apply { kotlinString($0, type: type.nonNullable) }
            }
            return kotlinString(code, type: type)
        case .contains:
            return contains(code, receiverType: type, argument: arguments[0], isSafe: isSafe)
        case .padStart:
            let padding = arguments.dropFirst().first.map { ", " + write($0).text } ?? ""
            return access("kotlinPadStart(\(write(arguments[0]).text)\(padding))")
        case .uppercase:
            return access("kotlinUppercase()")
        case .lowercase:
            return access("kotlinLowercase()")
        }
    }

    /// For bridge types without Swift's `isEmpty`: the counting property (`size` of `KotlinArray`,
    /// `count` of the `NSMutableArray`-like mutable collections); nil for Swift collections and strings.
    private func countedCollection(_ type: ResolvedType) -> String? {
        guard style == .bridge else { return nil }
        switch type.kind {
        case .primitiveArray, .generic(.array, _): return "size"
        case .generic(.mutableList, _), .generic(.mutableSet, _), .generic(.mutableMap, _): return "count"
        default: return nil
        }
    }

    private func contains(
        _ receiver: SwiftCode, receiverType: ResolvedType, argument: TypedExpression, isSafe: Bool
    ) -> SwiftCode {
        if receiverType.kind == .string {
            return access(
                receiver, receiverType: receiverType, member: "kotlinContains(\(write(argument).text))",
                memberIsOptional: false)
        }
        let element = BuiltinMemberRules.elementType(of: receiverType.nonNullable) ?? argument.type
        var method = "contains"
        if case .generic(let generic, _) = receiverType.kind, generic == .map || generic == .mutableMap {
            method = style == .bridge && generic == .mutableMap ? "allKeys.contains" : "keys.contains"
        }
        let boxed = spelling.elementIsBoxed(element) && receiverType.primitiveArrayElement == nil
        func boxedValue(_ value: String) -> String {
            guard boxed, let primitive = element.primitive else { return value }
            return "\(SwiftValueSpelling.boxClass(primitive))(value: \(value))"
        }
        if argument.type.isNullable && !element.isNullable && argument.type.kind != .nothing {
            // A collection of non-null elements never contains null.
            let value = write(argument)
            return apply(receiver, receiverType: receiverType, isSafe: isSafe) { collection in
                SwiftCode(
                    "\(value.closed).map { element in \(collection.closed).\(method)(\(boxedValue("element"))) } ?? false",
                    .nilCoalescing)
            }
        }
        let value = operand(argument, next: TypedExpression(.this, type: element.nonNullable, offset: 0))
        return access(
            receiver, receiverType: receiverType, member: "\(method)(\(boxedValue(value.text)))",
            memberIsOptional: false)
    }
}

extension ResolvedType {
    /// The primitive of a primitive array (`IntArray` → `Int`).
    fileprivate var primitiveArrayElement: KotlinPrimitive? {
        if case .primitiveArray(let primitive) = kind { return primitive }
        return nil
    }
}
