// Kotlin's typing of property references and member calls in the subset.

import KotlinSyntax

extension ExpressionTypeChecker {
    typealias CallSyntax = (arguments: [SyntaxNode], offset: Int)

    /// A name or `receiver.name`, read (`call` nil) or called; a call of anything else is not in the subset.
    mutating func reference(_ node: SyntaxNode, call: CallSyntax?) -> TypedExpression? {
        switch node.kind {
        case .name(let name):
            return implicitMember(name, at: node.offset, call: call)
        case .member(let receiver, let name, let nameOffset, let isSafe, let operatorOffset):
            return member(
                of: receiver, name: name, nameOffset: nameOffset, isSafe: isSafe, operatorOffset: operatorOffset,
                call: call)
        default:
            report(
                .unsupportedExpression, "only the supported member functions can be called",
                at: call?.offset ?? node.offset)
            return nil
        }
    }

    /// A name without a receiver: a property of `this`, or a member of the receiver type (`length` on a String).
    mutating func implicitMember(_ name: String, at offset: Int, call: CallSyntax?) -> TypedExpression? {
        if let type = environment.properties[name] {
            if let call {
                report(.unknownReference, "'\(name)' is a property, not a function; remove the '()'", at: call.offset)
                return nil
            }
            return TypedExpression(
                .property(receiver: nil, name: name, declaringType: nil, memberType: type, isSafe: false), type: type,
                offset: offset)
        }
        if let receiverType = environment.receiver, let builtin = BuiltinMember(rawValue: name),
            BuiltinMemberRules.applies(builtin, to: receiverType.nonNullable)
        {
            let this = TypedExpression(.this, type: receiverType, offset: offset)
            return builtinMember(
                builtin, on: this, nameOffset: offset, isSafe: false, operatorOffset: offset, call: call)
        }
        let builtins = environment.receiver.map { BuiltinMemberRules.members(of: $0.nonNullable) } ?? []
        let candidates = environment.properties.keys.sorted() + builtins.map(\.rawValue)
        var message = call == nil ? "unknown property '\(name)'" : "unknown function '\(name)()'"
        if let suggestion = NameSuggestion.closest(to: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        } else if call != nil {
            report(
                .unsupportedExpression,
                "calling '\(name)()' is not supported; the subset calls only \(Self.supportedCalls) on a value",
                at: offset)
            return nil
        } else if (1...8).contains(environment.properties.count) {
            let names = environment.properties.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            message += "; the properties are \(names)"
        }
        report(.unknownReference, message, at: offset)
        return nil
    }

    /// The functions of the subset, for messages about calls outside it.
    private static var supportedCalls: String {
        BuiltinMember.allCases.filter { !$0.isProperty }.map(\.spelling).joined(separator: ", ")
    }

    /// `receiver.name`, `receiver?.name`, and the same with a call.
    mutating func member(
        of receiverSyntax: SyntaxNode, name: String, nameOffset: Int, isSafe: Bool, operatorOffset: Int,
        call: CallSyntax?
    ) -> TypedExpression? {
        if receiverSyntax.kind == .this, environment.properties[name] != nil || environment.receiver == nil {
            return implicitMember(name, at: nameOffset, call: call)
        }
        if case .name(let typeName) = receiverSyntax.kind, environment.properties[typeName] == nil,
            let enumClass = enumClass(named: typeName)
        {
            return enumEntry(name, of: enumClass, nameOffset: nameOffset, call: call, offset: receiverSyntax.offset)
        }
        guard let receiver = type(receiverSyntax) else { return nil }
        let receiverType = receiver.type
        if receiverType.kind == .unresolved { return nil }
        if receiverType.kind == .nothing {
            report(.expressionTypeMismatch, "'null' has no members", at: operatorOffset)
            return nil
        }
        let declared = receiverType.declaredName
        let properties = declared.map { members.properties(of: $0) } ?? []
        if let property = properties.first(where: { $0.name == name }) {
            if let call {
                report(.unknownReference, "'\(name)' is a property, not a function; remove the '()'", at: call.offset)
                return nil
            }
            guard checkNullSafety(receiverType, isSafe: isSafe, operatorOffset: operatorOffset) else { return nil }
            var type = property.type
            if isSafe && receiverType.isNullable { type.isNullable = true }
            return TypedExpression(
                .property(
                    receiver: receiver, name: name, declaringType: declared, memberType: property.type, isSafe: isSafe),
                type: type, offset: receiverSyntax.offset)
        }
        if let builtin = BuiltinMember(rawValue: name),
            BuiltinMemberRules.applies(builtin, to: receiverType.nonNullable)
        {
            return builtinMember(
                builtin, on: receiver, nameOffset: nameOffset, isSafe: isSafe, operatorOffset: operatorOffset,
                call: call)
        }
        let shown = rules.display(receiverType.nonNullable)
        if let builtin = BuiltinMember(rawValue: name) {
            var message = "'\(builtin.spelling)' is not defined for '\(shown)'"
            if builtin == .size && receiverType.kind == .string {
                message += "; did you mean 'length'?"
            } else if builtin == .length && BuiltinMemberRules.isCollection(receiverType) {
                message += "; did you mean 'size'?"
            }
            report(.expressionTypeMismatch, message, at: nameOffset)
            return nil
        }
        let candidates =
            properties.map(\.name) + BuiltinMemberRules.members(of: receiverType.nonNullable).map(\.rawValue)
        let what = call == nil ? "property '\(name)'" : "function '\(name)()'"
        if let suggestion = NameSuggestion.closest(to: name, among: candidates) {
            report(.unknownReference, "'\(shown)' has no \(what); did you mean '\(suggestion)'?", at: nameOffset)
        } else if call != nil {
            report(
                .unsupportedExpression,
                "'\(name)()' is not supported; the subset calls only \(Self.supportedCalls)", at: nameOffset)
        } else {
            report(.unknownReference, "'\(shown)' has no \(what)", at: nameOffset)
        }
        return nil
    }

    /// Kotlin allows only `?.` on a nullable receiver (and `toString()`, which `Any?` has).
    private mutating func checkNullSafety(_ receiverType: ResolvedType, isSafe: Bool, operatorOffset: Int) -> Bool {
        guard receiverType.isNullable, !isSafe else { return true }
        report(
            .expressionTypeMismatch,
            "the receiver has nullable type '\(rules.display(receiverType))': use '?.' (only safe calls are allowed)",
            at: operatorOffset)
        return false
    }

    private mutating func builtinMember(
        _ builtin: BuiltinMember, on receiver: TypedExpression, nameOffset: Int, isSafe: Bool, operatorOffset: Int,
        call: CallSyntax?
    ) -> TypedExpression? {
        if builtin.isProperty, let call {
            report(
                .unknownReference, "'\(builtin.rawValue)' is a property, not a function; remove the '()'",
                at: call.offset)
            return nil
        }
        guard builtin.isProperty || call != nil else {
            report(
                .unknownReference, "'\(builtin.rawValue)' is a function; call it as '\(builtin.spelling)'",
                at: nameOffset)
            return nil
        }
        if builtin != .toString {
            guard checkNullSafety(receiver.type, isSafe: isSafe, operatorOffset: operatorOffset) else { return nil }
        }
        var arguments: [TypedExpression] = []
        for argument in call?.arguments ?? [] {
            guard let typed = type(argument) else { return nil }
            arguments.append(typed)
        }
        guard let checked = checkArguments(builtin, arguments, receiver: receiver.type.nonNullable, at: nameOffset)
        else { return nil }
        var type = BuiltinMemberRules.resultType(of: builtin)
        if isSafe && receiver.type.isNullable { type.isNullable = true }
        return TypedExpression(
            .builtin(receiver: receiver, member: builtin, arguments: checked, isSafe: isSafe), type: type,
            offset: receiver.offset)
    }

    private mutating func checkArguments(
        _ builtin: BuiltinMember, _ arguments: [TypedExpression], receiver: ResolvedType, at offset: Int
    ) -> [TypedExpression]? {
        let arity: ClosedRange<Int> =
            switch builtin {
            case .contains: 1...1
            case .padStart: 1...2
            default: 0...0
            }
        guard arity.contains(arguments.count) else {
            let expected = arity.lowerBound == arity.upperBound ? "\(arity.lowerBound)" : "1 or 2"
            report(
                .expressionTypeMismatch,
                "'\(builtin.rawValue)' takes \(expected) argument\(arity.upperBound == 1 ? "" : "s"), found \(arguments.count)",
                at: offset)
            return nil
        }
        switch builtin {
        case .padStart:
            let length = adapt(arguments[0], to: ExpressionTypeRules.int)
            guard expect(length, ExpressionTypeRules.int, "the length of 'padStart'") else { return nil }
            if arguments.count == 2 {
                guard expect(arguments[1], ResolvedType(.primitive(.char)), "the padding of 'padStart'") else {
                    return nil
                }
            }
            return [length] + arguments.dropFirst()
        case .contains:
            return containsArgument(arguments[0], receiver: receiver).map { [$0] }
        default:
            return arguments
        }
    }

    private mutating func containsArgument(_ argument: TypedExpression, receiver: ResolvedType) -> TypedExpression? {
        if receiver.kind == .string {
            let kind = argument.type.kind
            if !argument.type.isNullable, kind == .string || kind == .primitive(.char) || kind == .unresolved {
                return argument
            }
            report(
                .expressionTypeMismatch,
                "'contains' on a String takes a String or a Char, found '\(rules.display(argument.type))'",
                at: argument.offset)
            return nil
        }
        guard let element = BuiltinMemberRules.elementType(of: receiver) else { return argument }
        let adapted = adapt(argument, to: element.nonNullable)
        guard rules.canCompareForEquality(adapted.type, element) else {
            report(
                .expressionTypeMismatch,
                "'contains' on '\(rules.display(receiver))' takes a '\(rules.display(element))', found '\(rules.display(adapted.type))'",
                at: argument.offset)
            return nil
        }
        return adapted
    }

    private mutating func expect(_ argument: TypedExpression, _ type: ResolvedType, _ what: String) -> Bool {
        if rules.isAssignable(argument.type, to: type) { return true }
        report(
            .expressionTypeMismatch,
            "\(what) must be '\(rules.display(type))', found '\(rules.display(argument.type))'",
            at: argument.offset)
        return false
    }
}
