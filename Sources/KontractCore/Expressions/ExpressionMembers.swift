// Which members an expression may use on a value: declared properties and standard-library members.

/// The properties of the module's declarations, as expressions see them.
struct DeclaredMembers {
    let module: ModuleIndex

    /// The properties of a declared type, in declaration order: constructor parameters,
    /// derived properties, then member properties, each resolved where it is declared.
    func properties(of qualifiedName: String) -> [(name: String, type: ResolvedType)] {
        guard let entry = module[qualifiedName] else { return [] }
        let scope = TypeScope.members(of: entry)
        let declaration = entry.declaration
        let typed =
            declaration.properties.map { ($0.name.value, $0.type) }
            + declaration.derived.map { ($0.name.value, $0.type) }
            + declaration.memberProperties.map { ($0.name.value, $0.type) }
        return typed.map { (name: $0.0, type: module.resolveQuietly($0.1, in: scope)) }
    }

    func property(_ name: String, of qualifiedName: String) -> ResolvedType? {
        properties(of: qualifiedName).first { $0.name == name }?.type
    }
}

/// The standard-library members of the subset: which receivers have them and what they return.
public enum BuiltinMemberRules {
    /// Whether `member` exists on a (non-null) value of `receiver`'s type.
    static func applies(_ member: BuiltinMember, to receiver: ResolvedType) -> Bool {
        switch member {
        case .toString:
            return true
        case .isBlank, .isNotBlank, .length, .padStart, .uppercase, .lowercase:
            return receiver.kind == .string
        case .isEmpty, .isNotEmpty, .contains:
            return receiver.kind == .string || isCollection(receiver)
        case .size:
            return isCollection(receiver)
        }
    }

    /// The members that exist on `receiver`, for suggestions and messages.
    static func members(of receiver: ResolvedType) -> [BuiltinMember] {
        BuiltinMember.allCases.filter { applies($0, to: receiver) }
    }

    static func resultType(of member: BuiltinMember) -> ResolvedType {
        switch member {
        case .isEmpty, .isNotEmpty, .isBlank, .isNotBlank, .contains: ExpressionTypeRules.boolean
        case .size, .length: ExpressionTypeRules.int
        case .toString, .padStart, .uppercase, .lowercase: ExpressionTypeRules.string
        }
    }

    /// Lists, sets, maps (and their mutable forms), arrays and primitive arrays.
    static func isCollection(_ type: ResolvedType) -> Bool {
        switch type.kind {
        case .primitiveArray: return true
        case .generic(let generic, _): return !generic.isFlow
        default: return false
        }
    }

    /// The type `contains` looks for in a collection: the element, or a map's key.
    public static func elementType(of collection: ResolvedType) -> ResolvedType? {
        switch collection.kind {
        case .primitiveArray(let primitive): return ResolvedType(.primitive(primitive))
        case .generic(let generic, let arguments) where !generic.isFlow: return arguments.first
        default: return nil
        }
    }
}
