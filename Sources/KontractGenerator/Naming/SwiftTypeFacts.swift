// Facts about how a Kotlin type is mapped that generated members depend on (equality, hashing, Sendable).

import KontractCore

extension SwiftTypeMapper {
    /// A non-null `Char` in bridge style: a `unichar` (UInt16), printed and hashed as a character.
    public func isUnichar(_ type: ResolvedType) -> Bool {
        style == .bridge && type.primitive == .char && !type.isNullable
    }

    /// Kotlin compares `Double`/`Float` properties with `compare` (NaN equals NaN, 0.0 differs
    /// from -0.0); the runtime's `dataEquals` overloads cover plain values, optionals (swift
    /// style) and lists of them (swift style; bridge boxes compare by the runtime's rules).
    public func comparesByKotlinCompare(_ type: ResolvedType) -> Bool {
        func isFloating(_ type: ResolvedType) -> Bool { type.primitive?.isFloatingPoint ?? false }
        if style == .bridge { return isFloating(type) && !type.isNullable }
        if isFloating(type) { return true }
        if case .generic(.list, let arguments) = type.kind, !type.isNullable, let element = arguments.first {
            return isFloating(element)
        }
        return false
    }

    /// True when `qualifiedName` is a Kotlin class (not a data class, object, enum or sealed type: a module's or a
    /// library contract's `class`, an exception class, a view model) that swift style generates as a Swift class,
    /// neither `Equatable` nor `Sendable` unless it derives `KotlinException`.
    func isSwiftStyleClass(_ qualifiedName: String) -> Bool {
        guard style == .swift, let entry = names.module[qualifiedName] else { return false }
        return entry.declaration.kind == .plainClass
    }

    /// True when the mapped Swift type holds values the compiler cannot prove `Sendable`.
    public func holdsUnsendable(_ type: ResolvedType) -> Bool {
        holdsUnsendable(type, nested: false)
    }

    private func holdsUnsendable(_ type: ResolvedType, nested: Bool) -> Bool {
        // Nullable type arguments and Chars become `Any` in bridge style.
        if style == .bridge && nested && (type.isNullable || type.primitive == .char) { return true }
        switch type.kind {
        case .any: return true  // `Any` (bridge) and `AnyHashable` (swift) are not Sendable
        case .primitive(.char): return style == .bridge && type.isNullable
        case .function, .primitiveArray: return true
        // An interface's protocol (`any Greeter`) is not `Sendable`, nor is a swift-style class.
        case .declared(let name, _): return names.shape(of: name) == .classProtocol || isSwiftStyleClass(name)
        // `KotlinThrowable` and the standard exceptions are `KotlinBase` classes, not `Sendable` (as the framework's).
        case .platform, .exception: return true
        case .apple(let apple): return !Self.isSendable(apple)
        case .generic(.kclass, _): return true  // `any KotlinKClass`, like an interface's protocol
        case .generic(let generic, let arguments):
            if style == .bridge && [.array, .mutableList, .mutableSet, .mutableMap].contains(generic) { return true }
            return arguments.contains { holdsUnsendable($0, nested: true) }
        default: return false
        }
    }
}
