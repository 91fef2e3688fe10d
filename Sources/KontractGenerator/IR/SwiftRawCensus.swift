// Counts the raw escape hatches an IR holds: the figure the typed IR is meant to drive down.

/// How many raw nodes (Swift text no typed node expresses) a file's IR holds.
///
/// Types: `SwiftType.raw`. Expressions: `SwiftExpression.raw`. Statements: `.line`, `.block` (its header
/// is text), `.switchBlock` (its subject is text) and raw switch-case labels.
public struct SwiftRawCensus: Equatable, Sendable, CustomStringConvertible {
    public var types = 0
    public var expressions = 0
    public var statements = 0

    public init() {}

    public init(_ files: [SwiftFile]) {
        for file in files {
            for declaration in file.declarations + file.sections.flatMap(\.declarations) { count(declaration) }
        }
    }

    public var total: Int { types + expressions + statements }

    public var description: String { "\(types) types, \(expressions) expressions, \(statements) statements" }

    private mutating func count(_ declaration: SwiftDeclaration) {
        switch declaration {
        case .type(let type):
            for item in type.inherits { count(item) }
            for item in type.attributes { count(item) }
            for item in type.members { count(item) }
        case .property(let property):
            property.type.map { count($0) }
            property.value.map { count($0) }
            property.getter.map { count($0) }
            property.setter.map { count($0) }
        case .initializer(let initializer):
            for item in initializer.parameters { count(item) }
            count(initializer.body)
        case .function(let function):
            for item in function.parameters { count(item) }
            function.returnType.map { count($0) }
            for item in function.attributes { count(item) }
            count(function.body)
        case .enumCase(let enumCase):
            for item in enumCase.associatedTypes { count(item) }
            enumCase.rawValue.map { count($0) }
        case .typeAlias(let alias):
            count(alias.type)
        }
    }

    private mutating func count(_ parameter: SwiftParameter) {
        count(parameter.type)
        parameter.defaultValue.map { count($0) }
    }

    private mutating func count(_ attribute: SwiftAttribute) {
        for argument in attribute.arguments ?? [] { count(argument.value) }
    }

    private mutating func count(_ type: SwiftType) {
        switch type {
        case .raw: types += 1
        case .named(_, let arguments): for item in arguments { count(item) }
        case .member(let base, _), .optional(let base), .array(let base), .existential(let base), .inOut(let base):
            count(base)
        case .attributed(let attribute, let base):
            count(attribute)
            count(base)
        case .dictionary(let key, let value):
            count(key)
            count(value)
        case .function(let parameters, let result, _):
            for item in parameters { count(item) }
            count(result)
        case .tuple(let elements): for item in elements { count(item) }
        }
    }

    private mutating func count(_ expression: SwiftExpression) {
        switch expression {
        case .raw: expressions += 1
        case .identifier, .string, .rawString, .number, .bool, .nil, .bindingPattern: break
        case .type(let type): count(type)
        case .member(let base, _): base.map { count($0) }
        case .call(let callee, let arguments, _, let trailingClosure):
            count(callee)
            for item in arguments { count(item.value) }
            trailingClosure.map { count($0) }
        case .subscript(let base, let index):
            count(base)
            count(index)
        case .interpolatedString(let parts):
            for case .interpolation(let value) in parts { count(value) }
        case .array(let elements, _), .tuple(let elements): for item in elements { count(item) }
        case .dictionary(let elements):
            for element in elements {
                count(element.key)
                count(element.value)
            }
        case .try(let inner), .await(let inner), .optionalChain(let inner), .prefix(_, let inner),
            .parenthesized(let inner):
            count(inner)
        case .binary(let lhs, _, let rhs):
            count(lhs)
            count(rhs)
        case .cast(let inner, _, let type):
            count(inner)
            count(type)
        case .closure(_, let body): count(body)
        case .trailingClosure(let callee, _, let body):
            count(callee)
            count(body)
        }
    }

    private mutating func count(_ statements: [SwiftStatement]) {
        for statement in statements {
            switch statement {
            case .line: self.statements += 1
            case .block(_, let body):
                self.statements += 1
                count(body)
            case .braced(let header, let body):
                count([header])
                count(body)
            case .switchBlock(_, let cases):
                self.statements += 1
                count(cases)
            case .switch(let subject, let cases):
                count(subject)
                count(cases)
            case .expression(let value), .throw(let value): count(value)
            case .return(let value): value.map { count($0) }
            case .assign(let target, let value):
                count(target)
                count(value)
            case .declare(_, _, let type, let value):
                type.map { count($0) }
                count(value)
            case .if(let conditions, let body, let elseBody):
                count(conditions)
                count(body)
                elseBody.map { count($0) }
            case .guard(let conditions, let elseBody):
                count(conditions)
                count(elseBody)
            case .while(let conditions, let body):
                count(conditions)
                count(body)
            }
        }
    }

    private mutating func count(_ cases: [SwiftSwitchCase]) {
        for switchCase in cases {
            switch switchCase.label {
            case .raw: statements += 1
            case .patterns(let patterns): for item in patterns { count(item) }
            case .default: break
            }
            count(switchCase.body)
        }
    }

    private mutating func count(_ conditions: [SwiftCondition]) {
        for condition in conditions {
            switch condition {
            case .expression(let value), .binding(_, let value): count(value)
            }
        }
    }
}
