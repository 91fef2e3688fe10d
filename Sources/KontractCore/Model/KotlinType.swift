// A parsed Kotlin type expression: `Map<String, List<Int?>>`, `(String) -> Unit`, `a.b.Foo?`.

import KotlinSyntax

/// A Kotlin type as a contract writes it, parsed into a tree.
///
/// For example: `List<PokemonRef>?` is `.named(["List"], [.named(["PokemonRef"])])`
/// with `isNullable` set.
public struct KotlinType: Sendable, Hashable, CustomStringConvertible {
    public indirect enum Kind: Sendable, Hashable {
        /// A (possibly qualified) class name with its type arguments.
        case named(path: [String], arguments: [KotlinType])
        /// A function type; `isSuspend` for `suspend (A) -> B`.
        case function(parameters: [KotlinType], returns: KotlinType, isSuspend: Bool)
        /// The `*` projection inside type arguments.
        case star
    }

    public var kind: Kind
    public var isNullable: Bool
    /// Where the type starts in the contract (inside the type string).
    public var location: SourceLocation
    /// A function type with a receiver (`A.(B) -> C`): its first parameter is the receiver.
    public var hasReceiver: Bool
    /// A function type's parameter names as the contract writes them (`(result: Int) -> Unit`), one per parameter
    /// (nil where none is written, the receiver's always); empty when none is. Kotlin's type is the same without
    /// them (equality and hashing ignore them) and Swift does not see them (the Objective-C header does: `void
    /// (^)(Int *result)`, Swift imports `(KotlinInt) -> Void`); the contract's spelling keeps them.
    public var parameterNames: [String?] = []

    public init(_ kind: Kind, isNullable: Bool = false, at location: SourceLocation, hasReceiver: Bool = false) {
        self.kind = kind
        self.isNullable = isNullable
        self.location = location
        self.hasReceiver = hasReceiver
    }

    /// A convenience for a plain name, e.g. `KotlinType.named("Int")`.
    public static func named(
        _ name: String, _ arguments: [KotlinType] = [], nullable: Bool = false,
        at location: SourceLocation = .start(of: "<builtin>")
    ) -> KotlinType {
        KotlinType(
            .named(path: name.split(separator: ".").map(String.init), arguments: arguments), isNullable: nullable,
            at: location)
    }

    /// The dotted name of a named type (`com.example.Foo`), nil for function types.
    public var qualifiedName: String? {
        if case .named(let path, _) = kind { return path.joined(separator: ".") }
        return nil
    }

    /// The last component of a named type's name (`Foo` for `com.example.Foo`).
    public var simpleName: String? {
        if case .named(let path, _) = kind { return path.last }
        return nil
    }

    /// The type arguments of a named type, empty otherwise.
    public var arguments: [KotlinType] {
        if case .named(_, let arguments) = kind { return arguments }
        return []
    }

    /// The same type, not nullable.
    public var nonNullable: KotlinType {
        var copy = self
        copy.isNullable = false
        return copy
    }

    /// Kotlin source spelling, normalized (`Map<String, Int?>`).
    public var description: String {
        let base: String
        switch kind {
        case .named(let path, let arguments):
            let name = path.joined(separator: ".")
            base = arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .function(let parameters, let returns, let isSuspend):
            let spelled = parameters.enumerated().map { index, parameter in
                guard index < parameterNames.count, let name = parameterNames[index] else {
                    return parameter.description
                }
                return (KotlinIdentifier.isValid(name) ? name : "`\(name)`") + ": " + parameter.description
            }
            let core = FunctionTypeSpelling.text(spelled, returns: returns.description, hasReceiver: hasReceiver)
            let text = isSuspend ? "suspend \(core)" : core
            return isNullable ? "(\(text))?" : text
        case .star:
            return "*"
        }
        return isNullable ? base + "?" : base
    }

    /// Structural equality that ignores source locations.
    public func sameType(as other: KotlinType) -> Bool {
        self == other
    }

    // Equality and hashing ignore the location and a function type's parameter names: two spellings of a type at
    // different places, `(result: Int) -> Unit` and `(Int) -> Unit`, are the same type.
    public static func == (lhs: KotlinType, rhs: KotlinType) -> Bool {
        lhs.kind == rhs.kind && lhs.isNullable == rhs.isNullable && lhs.hasReceiver == rhs.hasReceiver
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(isNullable)
        hasher.combine(hasReceiver)
    }
}
