// Kotlin's typing rules for the expression subset: numeric promotion, equality, assignability.

/// The type relations the expression checker needs, over the module's declarations.
public struct ExpressionTypeRules {
    let module: ModuleIndex

    static let boolean = ResolvedType(.primitive(.boolean))
    static let int = ResolvedType(.primitive(.int))
    static let string = ResolvedType(.string)
    /// The type of `null`.
    static let nullLiteral = ResolvedType(.nothing, isNullable: true)

    /// A type as a message shows it: declared types by their name in the package.
    func display(_ type: ResolvedType) -> String {
        switch type.kind {
        case .declared(let name, _):
            let simple = module[name]?.nameInPackage ?? name
            return type.isNullable ? simple + "?" : simple
        case .generic(let generic, let arguments):
            let base = "\(generic.rawValue)<\(arguments.map(display).joined(separator: ", "))>"
            return type.isNullable ? base + "?" : base
        default:
            return type.description
        }
    }

    /// The type `a + b` and comparisons compute in, for two primitives; nil when Kotlin has no such operator.
    ///
    /// Byte and Short widen to Int; Int and Long to Long; any signed integer and Float to Float;
    /// anything and Double to Double. Unsigned types combine only with unsigned ones.
    public static func promoted(_ a: KotlinPrimitive, _ b: KotlinPrimitive) -> KotlinPrimitive? {
        let numeric: (KotlinPrimitive) -> Bool = { $0.isInteger || $0.isFloatingPoint }
        guard numeric(a), numeric(b) else { return nil }
        if a.isUnsigned || b.isUnsigned {
            guard a.isUnsigned, b.isUnsigned else { return nil }
            return a == .ulong || b == .ulong ? .ulong : .uint
        }
        if a == .double || b == .double { return .double }
        if a == .float || b == .float { return .float }
        if a == .long || b == .long { return .long }
        return .int
    }

    /// Whether Kotlin accepts `a == b` (it rejects equality between unrelated types, such as Int and Long).
    func canCompareForEquality(_ a: ResolvedType, _ b: ResolvedType) -> Bool {
        switch (a.kind, b.kind) {
        case (.nothing, _), (_, .nothing), (.any, _), (_, .any), (.unresolved, _), (_, .unresolved):
            return true
        case (.generic(let x, _), .generic(let y, _)):
            return Self.family(x) == Self.family(y)
        case (.declared(let x, _), .declared(let y, _)):
            if x == y || ancestors(of: x).contains(y) || ancestors(of: y).contains(x) { return true }
            return isInterface(x) && isInterface(y)
        default:
            return a.kind == b.kind
        }
    }

    /// Whether a value of type `source` may be used where `target` is expected.
    func isAssignable(_ source: ResolvedType, to target: ResolvedType) -> Bool {
        if source.kind == .unresolved || target.kind == .unresolved { return true }
        if source.kind == .nothing { return !source.isNullable || target.isNullable }
        if source.isNullable && !target.isNullable { return false }
        switch (source.kind, target.kind) {
        case (_, .any):
            return true
        case (.declared(let x, _), .declared(let y, _)):
            return x == y || ancestors(of: x).contains(y)
        case (.generic(let x, let xs), .generic(let y, let ys)):
            let sameBase = x == y || Self.readOnly(x) == y
            return sameBase && xs.count == ys.count
                && zip(xs, ys).allSatisfy { $1.kind == .star || isAssignable($0, to: $1) }
        default:
            return source.kind == target.kind
        }
    }

    private static func family(_ generic: KotlinBuiltinGeneric) -> KotlinBuiltinGeneric {
        readOnly(generic)
    }

    /// `MutableList` → `List`, and so on; the read-only interface a mutable collection implements.
    private static func readOnly(_ generic: KotlinBuiltinGeneric) -> KotlinBuiltinGeneric {
        switch generic {
        case .mutableList: .list
        case .mutableSet: .set
        case .mutableMap: .map
        case .mutableStateFlow: .stateFlow
        case .mutableSharedFlow: .sharedFlow
        default: generic
        }
    }

    /// The sealed parents of a declaration, transitively.
    func ancestors(of qualifiedName: String) -> Set<String> {
        var result: Set<String> = []
        var pending = [qualifiedName]
        while let name = pending.popLast() {
            guard let entry = module[name] else { continue }
            for parent in module.sealedParents(of: entry) where result.insert(parent).inserted {
                pending.append(parent)
            }
        }
        return result
    }

    private func isInterface(_ qualifiedName: String) -> Bool {
        module[qualifiedName]?.declaration.kind == .sealedInterface
    }
}
