// Evaluates derived properties (`consulta.isBlank()`) on decoded values, with Kotlin's semantics.

import KontractCore
@_spi(KontractGenerated) import KontractKotlin
import KontractSerialization
import KotlinSyntax

/// Computes a data class's derived properties from a decoded `KotlinValue`, by walking the typed
/// expression tree the contract checker builds (`KotlinExpressionChecker.typedExpression`).
///
/// Kotlin semantics: Int arithmetic wraps at 32 bits, `length` counts UTF-16 units, string
/// functions are the runtime's (`kotlinIsBlank`, `kotlinPadStart`...), `toString()` and
/// templates print as Kotlin does (`kotlinDescription`).
public struct DerivedEvaluator {
    public let contracts: CheckableContracts
    private var module: CheckedModule { contracts.module }

    public init(contracts: CheckableContracts) {
        self.contracts = contracts
    }

    /// The value of derived property `name` of `instance`, an instance of `qualifiedName`.
    public func evaluate(_ name: String, of instance: KotlinValue, in qualifiedName: String) -> Result<
        KotlinValue, TypeLookupError
    > {
        guard let entry = module[qualifiedName],
            let derived = entry.declaration.derived.first(where: { $0.name.value == name })
        else { return .failure(TypeLookupError("'\(qualifiedName)' has no derived property '\(name)'")) }
        guard let typed = typedExpression(derived.kotlin.value, of: entry) else {
            return .failure(TypeLookupError("the expression of '\(name)' does not check"))
        }
        return evaluateNode(typed, this: instance, thisType: qualifiedName)
    }

    /// The descriptor of a derived property's type (to read a fixture's expected value).
    public func derivedType(_ name: String, in qualifiedName: String) -> CheckedType? {
        guard let entry = module[qualifiedName],
            let derived = module.model[entry].derived.first(where: { $0.name.value == name })
        else { return nil }
        return contracts.type(derived.type, in: entry.file)
    }

    private func typedExpression(_ source: String, of entry: IndexedDeclaration) -> TypedExpression? {
        var properties: [String: ResolvedType] = [:]
        let resolved = module.model[entry]
        for derived in resolved.derived { properties[derived.name.value] = derived.type }
        for property in resolved.properties { properties[property.name.value] = property.type }
        let environment = ExpressionEnvironment(
            properties: properties, module: module.index, receiver: ResolvedType(.declared(entry.qualifiedName)))
        return KotlinExpressionChecker.typedExpression(source, in: environment, expecting: nil)
    }

    private func evaluateNode(_ node: TypedExpression, this: KotlinValue, thisType: String) -> Result<
        KotlinValue, TypeLookupError
    > {
        do throws(TypeLookupError) {
            return .success(try value(node, this: this, thisType: thisType))
        } catch {
            return .failure(error)
        }
    }

    private func value(_ node: TypedExpression, this: KotlinValue, thisType: String) throws(TypeLookupError)
        -> KotlinValue
    {
        switch node.kind {
        case .literal(let literal):
            switch literal {
            case .boolean(let flag): return .bool(flag)
            case .null: return .null
            case .integer(let number): return .integer(number)
            case .unsignedInteger(let number): return .unsigned(number)
            case .floating(let text): return .double(Double(text) ?? 0)
            case .character(let unit): return .char(unit)
            }
        case .template(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let piece): text += piece
                case .value(let inner):
                    text += describe(try value(inner, this: this, thisType: thisType), inner.type)
                }
            }
            return .string(text)
        case .this: return this
        case .property(let receiver, let name, let declaringType, _, let isSafe):
            var target = this
            var targetType = thisType
            if let receiver {
                target = try value(receiver, this: this, thisType: thisType)
                if target == .null && isSafe { return .null }
                targetType = receiver.type.declaredName ?? declaringType ?? thisType
            }
            return try property(name, of: target, in: declaringType ?? targetType)
        case .builtin(let receiver, let member, let arguments, let isSafe):
            let target = try value(receiver, this: this, thisType: thisType)
            if target == .null && isSafe { return .null }
            var values: [KotlinValue] = []
            for argument in arguments { values.append(try value(argument, this: this, thisType: thisType)) }
            return try builtin(member, target, receiver.type, values)
        case .not(let inner):
            guard case .bool(let flag) = try value(inner, this: this, thisType: thisType) else {
                throw TypeLookupError("'!' on a non-Boolean")
            }
            return .bool(!flag)
        case .binary(let operation, let left, let right):
            let lhs = try value(left, this: this, thisType: thisType)
            if operation == .and, lhs == .bool(false) { return .bool(false) }
            if operation == .or, lhs == .bool(true) { return .bool(true) }
            let rhs = try value(right, this: this, thisType: thisType)
            return try binary(operation, lhs, left.type, rhs, right.type, result: node.type)
        case .elvis(let left, let right):
            let lhs = try value(left, this: this, thisType: thisType)
            return lhs == .null ? try value(right, this: this, thisType: thisType) : lhs
        case .enumEntry(_, let entry):
            return .enumEntry(entry)
        }
    }

    /// A constructor or derived property of an instance of `qualifiedName` (or of a subclass).
    private func property(_ name: String, of target: KotlinValue, in qualifiedName: String) throws(TypeLookupError)
        -> KotlinValue
    {
        guard case .instance(let serialName, let fields) = target else {
            throw TypeLookupError("'\(name)' read on a value that is not an instance")
        }
        let concrete =
            module.index.declarations.first {
                ($0.declaration.serialName?.value ?? $0.qualifiedName) == serialName
            }?.qualifiedName ?? qualifiedName
        if let entry = module[concrete] {
            if let index = entry.declaration.properties.firstIndex(where: { $0.name.value == name }),
                index < fields.count
            {
                return fields[index]
            }
            if entry.declaration.derived.contains(where: { $0.name.value == name }) {
                return try evaluate(name, of: target, in: concrete).get()
            }
        }
        throw TypeLookupError("no property '\(name)' on '\(concrete)'")
    }

    /// Kotlin's `toString()` of a value of `type`.
    private func describe(_ value: KotlinValue, _ type: ResolvedType) -> String {
        if value == .null { return "null" }
        if let descriptor = contracts.builder.descriptor(for: type) { return value.kotlinDescription(descriptor) }
        return value.kotlinDescription(.string)
    }

    private func builtin(
        _ member: BuiltinMember, _ target: KotlinValue, _ type: ResolvedType, _ arguments: [KotlinValue]
    ) throws(TypeLookupError) -> KotlinValue {
        switch (member, target) {
        case (.toString, _): return .string(describe(target, type))
        case (.isEmpty, .string(let text)): return .bool(text.isEmpty)
        case (.isNotEmpty, .string(let text)): return .bool(!text.isEmpty)
        case (.isEmpty, .list(let items)): return .bool(items.isEmpty)
        case (.isNotEmpty, .list(let items)): return .bool(!items.isEmpty)
        case (.isEmpty, .map(let entries)): return .bool(entries.isEmpty)
        case (.isNotEmpty, .map(let entries)): return .bool(!entries.isEmpty)
        case (.isBlank, .string(let text)): return .bool(text.kotlinIsBlank())
        case (.isNotBlank, .string(let text)): return .bool(!text.kotlinIsBlank())
        case (.size, .list(let items)): return .integer(Int64(items.count))
        case (.size, .map(let entries)): return .integer(Int64(entries.count))
        case (.length, .string(let text)): return .integer(Int64(text.utf16.count))
        case (.uppercase, .string(let text)): return .string(text.kotlinUppercase())
        case (.lowercase, .string(let text)): return .string(text.kotlinLowercase())
        case (.padStart, .string(let text)):
            guard case .integer(let length) = arguments.first, length >= 0 else {
                throw TypeLookupError("padStart with a negative length")
            }
            var pad: UInt16 = 0x20
            if arguments.count > 1, case .char(let unit) = arguments[1] { pad = unit }
            return .string(text.kotlinPadStart(Int32(clamping: length), pad))
        case (.contains, .string(let text)):
            switch arguments.first {
            case .string(let other): return .bool(text.kotlinContains(other))
            case .char(let unit): return .bool(text.kotlinContains(unit))
            default: throw TypeLookupError("contains with an unsupported argument")
            }
        case (.contains, .list(let items)): return .bool(arguments.first.map { items.contains($0) } ?? false)
        default: throw TypeLookupError("\(member.spelling) is not supported on this value")
        }
    }

    private func binary(
        _ operation: ExpressionOperator, _ lhs: KotlinValue, _ leftType: ResolvedType, _ rhs: KotlinValue,
        _ rightType: ResolvedType, result: ResolvedType
    ) throws(TypeLookupError) -> KotlinValue {
        switch operation {
        case .and, .or:
            guard case .bool(let right) = rhs else { throw TypeLookupError("'\(operation.rawValue)' on a non-Boolean") }
            return .bool(right)
        case .equal: return .bool(lhs == rhs)
        case .notEqual: return .bool(lhs != rhs)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let order: Int
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): order = Int(a.kotlinCompareTo(b))
            default:
                guard let a = Self.number(lhs), let b = Self.number(rhs) else {
                    throw TypeLookupError("cannot compare these values")
                }
                order = a < b ? -1 : (a == b ? 0 : 1)
            }
            switch operation {
            case .less: return .bool(order < 0)
            case .lessOrEqual: return .bool(order <= 0)
            case .greater: return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        case .plus:
            if case .string(let text) = lhs { return .string(text + describe(rhs, rightType)) }
            switch (lhs, rhs, result.primitive) {
            case (.integer(let a), .integer(let b), .long?): return .integer(a &+ b)
            case (.integer(let a), .integer(let b), _): return .integer(Int64(Int32(truncatingIfNeeded: a &+ b)))
            case (.unsigned(let a), .unsigned(let b), .ulong?): return .unsigned(a &+ b)
            case (.unsigned(let a), .unsigned(let b), _): return .unsigned(UInt64(UInt32(truncatingIfNeeded: a &+ b)))
            default:
                guard let a = Self.number(lhs), let b = Self.number(rhs) else {
                    throw TypeLookupError("'+' on these values is not supported")
                }
                return result.primitive == .float ? .float(Float(a + b)) : .double(a + b)
            }
        }
    }

    private static func number(_ value: KotlinValue) -> Double? {
        switch value {
        case .integer(let number): Double(number)
        case .unsigned(let number): Double(number)
        case .double(let number): number
        case .float(let number): Double(number)
        case .char(let unit): Double(unit)
        default: nil
        }
    }
}
