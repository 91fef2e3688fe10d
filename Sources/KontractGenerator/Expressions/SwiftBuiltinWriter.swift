// Writes the subset's standard-library members (isBlank(), size, padStart(), ...) as Swift.

import KontractCore

extension SwiftExpressionWriter {
    func builtin(
        _ member: BuiltinMember, on receiver: TypedExpression, arguments: [TypedExpression], isSafe: Bool
    ) -> SwiftCode {
        let code = write(receiver)
        let type = receiver.type
        func access(_ member: (SwiftExpression) -> SwiftExpression) -> SwiftCode {
            self.access(code, receiverType: type, memberIsOptional: false, member)
        }
        func property(_ name: String) -> SwiftCode { access { .member($0, name) } }
        func method(_ name: String, _ arguments: [SwiftExpression] = []) -> SwiftCode {
            access { .call(.member($0, name), arguments.map { SwiftArgument($0) }) }
        }
        func apply(_ body: (SwiftExpression) -> SwiftExpression) -> SwiftCode {
            self.apply(code, receiverType: type, isSafe: isSafe) { SwiftCode(body($0.closed)) }
        }
        let counted = countedCollection(type)
        switch member {
        case .isEmpty:
            guard let counted else { return property("isEmpty") }
            return apply { .binary(.member($0, counted), "==", .number("0")) }
        case .isNotEmpty:
            guard let counted else { return apply { .prefix("!", .member($0, "isEmpty")) } }
            return apply { .binary(.member($0, counted), "!=", .number("0")) }
        case .isBlank:
            return method("kotlinIsBlank")
        case .isNotBlank:
            return apply { .prefix("!", .call(.member($0, "kotlinIsBlank"), [])) }
        case .size:
            // Swift's `count` is an `Int`: Kotlin's `size` as is where `Int` is Swift's.
            if !spelling.intIsInt32 { return property("count") }
            switch counted {
            case "size": return property("size")
            case let name?: return apply { .call(.identifier("Int32"), [SwiftArgument(.member($0, name))]) }
            case nil: return property("kotlinSize")
            }
        case .length:
            return spelling.intIsInt32
                ? property("kotlinLength") : access { .member(.member($0, "utf16"), "count") }
        case .toString:
            if isSafe && type.isNullable {
                return self.apply(code, receiverType: type, isSafe: isSafe) { kotlinString($0, type: type.nonNullable) }
            }
            return kotlinString(code, type: type)
        case .contains:
            return contains(code, receiverType: type, argument: arguments[0], isSafe: isSafe)
        case .padStart:
            return method("kotlinPadStart", arguments.prefix(2).map { write($0).expression })
        case .uppercase:
            return method("kotlinUppercase")
        case .lowercase:
            return method("kotlinLowercase")
        }
    }

    /// For bridge types without Swift's `isEmpty`: the counting property (`size` of `KotlinArray`,
    /// `count` of the `NSMutableArray`-like mutable collections); nil for Swift collections and strings.
    private func countedCollection(_ type: ResolvedType) -> String? {
        guard spelling.bridgedTypes else { return nil }
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
            return access(receiver, receiverType: receiverType, memberIsOptional: false) {
                .call(.member($0, "kotlinContains"), [SwiftArgument(write(argument).expression)])
            }
        }
        let element = BuiltinMemberRules.elementType(of: receiverType.nonNullable) ?? argument.type
        var path = ["contains"]
        // A bridged `MutableMap` (`KotlinMutableDictionary`) has a key when `object(forKey:)` finds it (a null value
        // is `NSNull`); its `allKeys` is `[Any]`, without `contains`.
        var looksUp = false
        if case .generic(let generic, _) = receiverType.kind, generic == .map || generic == .mutableMap {
            looksUp = spelling.bridgedTypes && generic == .mutableMap
            path = looksUp ? ["object"] : ["keys", "contains"]
        }
        let boxed = spelling.elementIsBoxed(element) && receiverType.primitiveArrayElement == nil
        func call(_ collection: SwiftExpression, _ value: SwiftExpression) -> SwiftExpression {
            var boxedValue = value
            if boxed, let primitive = element.primitive {
                boxedValue = .call(.identifier(SwiftValueSpelling.boxClass(primitive)), [SwiftArgument("value", value)])
            }
            let method = path.reduce(collection) { .member($0, $1) }
            if looksUp { return .binary(.call(method, [SwiftArgument("forKey", boxedValue)]), "!=", .nil) }
            return .call(method, [SwiftArgument(boxedValue)])
        }
        if argument.type.isNullable && !element.isNullable && argument.type.kind != .nothing {
            // A collection of non-null elements never contains null.
            let value = write(argument)
            return apply(receiver, receiverType: receiverType, isSafe: isSafe) { collection in
                SwiftCode(
                    .binary(
                        Self.map(value.closed, naming: "element") { call(collection.closed, $0) }, "??", .bool(false)))
            }
        }
        let value = operand(argument, next: TypedExpression(.this, type: element.nonNullable, offset: 0))
        return access(receiver, receiverType: receiverType, memberIsOptional: false) { call($0, value.expression) }
    }
}

extension ResolvedType {
    /// The primitive of a primitive array (`IntArray` → `Int`).
    fileprivate var primitiveArrayElement: KotlinPrimitive? {
        if case .primitiveArray(let primitive) = kind { return primitive }
        return nil
    }
}
