// A generic superclass's types as a subclass sees them: each of its type parameters replaced by the argument given.

extension ResolvedType {
    /// `T` of `open class Box<T>(val value: T)` as `class IntBox : Box<Int>(…)` sees it (`Int`); a nullable use
    /// (`T?`) stays nullable. Type parameters without an argument are left as they are.
    public func substituting(_ arguments: [String: ResolvedType]) -> ResolvedType {
        guard !arguments.isEmpty else { return self }
        var result = self
        switch kind {
        case .typeParameter(let name):
            guard var argument = arguments[name] else { return self }
            if isNullable { argument.isNullable = true }
            return argument
        case .generic(let generic, let inner):
            result.kind = .generic(generic, inner.map { $0.substituting(arguments) })
        case .declared(let name, let inner):
            result.kind = .declared(name, arguments: inner.map { $0.substituting(arguments) })
        case .function(let parameters, let returns, let isSuspend):
            result.kind = .function(
                parameters: parameters.map { $0.substituting(arguments) }, returns: returns.substituting(arguments),
                isSuspend: isSuspend)
        default:
            break
        }
        return result
    }
}

extension IndexedDeclaration {
    /// The type arguments `supertype` (a resolved supertype naming this generic class, `Box<Int>`) gives each of
    /// its type parameters, by name; empty when it is not generic or the counts differ (reported elsewhere).
    public func typeArguments(in supertype: ResolvedType?) -> [String: ResolvedType] {
        let parameters = declaration.typeParameters
        guard !parameters.isEmpty, case .declared(_, let arguments)? = supertype?.kind,
            arguments.count == parameters.count
        else { return [:] }
        return Dictionary(
            zip(parameters.map(\.name.value), arguments).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
    }
}
