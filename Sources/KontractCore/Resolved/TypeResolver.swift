// Resolves Kotlin type expressions against the built-ins and the module's declarations.

/// Name resolution for types, reporting undeclared names, ambiguity and arity errors.
public struct TypeResolver {
    public let index: ModuleIndex
    /// False for quiet resolution: problems are not reported, so no message (nor its
    /// "did you mean", an edit distance against every declared name) is built.
    public let reportsProblems: Bool
    /// Inside an alias's type: its type parameters bound to the use's (resolved) arguments.
    private var aliasArguments: [String: ResolvedType] = [:]
    /// The aliases being expanded, outermost first: one met again is a cycle (KT0212, reported at the alias).
    private var expanding: [String] = []

    public init(index: ModuleIndex, reportsProblems: Bool = true) {
        self.index = index
        self.reportsProblems = reportsProblems
    }

    public func resolve(
        _ type: KotlinType, in scope: TypeScope, diagnostics: inout DiagnosticCollector
    ) -> ResolvedType {
        switch type.kind {
        case .star:
            return ResolvedType(.star)
        case .function(let parameters, let returns, let isSuspend):
            let resolvedParameters = parameters.map { resolve($0, in: scope, diagnostics: &diagnostics) }
            let resolvedReturn = resolve(returns, in: scope, diagnostics: &diagnostics)
            var function = ResolvedType(
                .function(parameters: resolvedParameters, returns: resolvedReturn, isSuspend: isSuspend),
                isNullable: type.isNullable)
            function.hasReceiver = type.hasReceiver
            return function
        case .named(let path, let arguments):
            if path == ["<error>"] { return ResolvedType(.unresolved) }
            if path.count == 1, arguments.isEmpty, var bound = aliasArguments[path[0]] {
                if type.isNullable { bound.isNullable = true }
                return bound
            }
            if let expanded = expandAlias(path, type, in: scope, &diagnostics) { return expanded }
            if let expanded = expandValueClass(path, type, in: scope, &diagnostics) { return expanded }
            if path.count == 1, let parameter = scope.typeParameters.last(where: { $0.name.value == path[0] }) {
                if !arguments.isEmpty {
                    diagnostics.emit(
                        .genericArity, "type parameter '\(path[0])' takes no type arguments, found \(arguments.count)",
                        at: type.location)
                }
                var erased = erasure(of: parameter, in: scope)
                if type.isNullable { erased.isNullable = true }
                return erased
            }
            if path.count == 1, let parameter = scope.classTypeParameters.first(where: { $0.name.value == path[0] }) {
                if !arguments.isEmpty {
                    diagnostics.emit(
                        .genericArity, "type parameter '\(path[0])' takes no type arguments, found \(arguments.count)",
                        at: type.location)
                }
                let nullable = type.isNullable || Self.mayBeNull(parameter, among: scope.classTypeParameters)
                return ResolvedType(.typeParameter(parameter.name.value), isNullable: nullable)
            }
            let resolvedArguments = arguments.map { resolve($0, in: scope, diagnostics: &diagnostics) }
            let kind = resolveName(path, type: type, arguments: resolvedArguments, in: scope, &diagnostics)
            var resolved = ResolvedType(kind, isNullable: type.isNullable)
            if kind == .any, let simple = BuiltinPackages.simpleBuiltinName(path),
                case .hidden = BuiltinSimpleName.byName[simple]
            {
                let spelled = resolvedArguments.map(\.description)
                resolved.hiddenType = simple + (spelled.isEmpty ? "" : "<\(spelled.joined(separator: ", "))>")
            }
            return resolved
        }
    }

    /// A use of a `typealias` (no declaration, type parameter or nested name has the name): its type, resolved
    /// in the alias's package with its parameters bound to the use's arguments (a wrong count is KT0203 at the
    /// use); nullable when the use or the type is. nil when the name is no alias. Problems inside the alias's
    /// type are the checker's to report once, at the alias (``CheckContext/checkTypeAliases()``).
    private func expandAlias(
        _ path: [String], _ type: KotlinType, in scope: TypeScope, _ diagnostics: inout DiagnosticCollector
    ) -> ResolvedType? {
        guard !index.typeAliases.isEmpty, scope.typeParameters.allSatisfy({ $0.name.value != path[0] }),
            scope.classTypeParameters.allSatisfy({ $0.name.value != path[0] })
        else { return nil }
        let names = index.aliasCandidates(for: path, in: scope)
        guard names.count == 1, let entry = index.typeAliases[names[0]],
            Self.packageNameWins(entry.package, over: index.candidates(for: path, in: scope), in: scope)
        else { return nil }
        let parameters = entry.alias.typeParameters.map(\.value)
        let arguments = type.arguments.map { resolve($0, in: scope, diagnostics: &diagnostics) }
        guard arguments.count == parameters.count else {
            let expected = parameters.count
            let what = expected == 0 ? "no type arguments" : "\(expected) type argument\(expected == 1 ? "" : "s")"
            diagnostics.emit(
                .genericArity, "typealias '\(path.joined(separator: "."))' takes \(what), found \(arguments.count)",
                at: type.location)
            return ResolvedType(.unresolved)
        }
        guard !expanding.contains(entry.qualifiedName) else { return ResolvedType(.unresolved) }
        var inner = TypeResolver(index: index, reportsProblems: false)
        inner.aliasArguments = Dictionary(zip(parameters, arguments), uniquingKeysWith: { first, _ in first })
        inner.expanding = expanding + [entry.qualifiedName]
        var ignored = DiagnosticCollector()
        var resolved = inner.resolve(entry.alias.type, in: TypeScope(package: entry.package), diagnostics: &ignored)
        if type.isNullable { resolved.isNullable = true }
        return resolved
    }

    /// A use of a `value class` (no declaration, type parameter or nested name has the name): its property's type,
    /// resolved in the value class's package and marked with the value class (``ResolvedType/valueClass``); nullable
    /// when the use is. nil when the name is no value class. A value class met again inside its own expansion is
    /// unresolved: the checker reports the value class once (``CheckContext/checkValueClasses()``).
    private func expandValueClass(
        _ path: [String], _ type: KotlinType, in scope: TypeScope, _ diagnostics: inout DiagnosticCollector
    ) -> ResolvedType? {
        guard !index.valueClasses.isEmpty, scope.typeParameters.allSatisfy({ $0.name.value != path[0] }),
            scope.classTypeParameters.allSatisfy({ $0.name.value != path[0] })
        else { return nil }
        let names = index.valueClassCandidates(for: path, in: scope)
        guard names.count == 1, let entry = index.valueClasses[names[0]] else { return nil }
        // A declaration of the name wins, unless it is in another package and the value class is in the scope's
        // (Kotlin looks in the file's package before the other packages' names).
        guard Self.packageNameWins(entry.package, over: index.candidates(for: path, in: scope), in: scope) else {
            return nil
        }
        guard type.arguments.isEmpty else {
            diagnostics.emit(
                .genericArity,
                "value class '\(path.joined(separator: "."))' takes no type arguments, found \(type.arguments.count)",
                at: type.location)
            return ResolvedType(.unresolved)
        }
        guard let underlying = entry.valueClass.underlyingType, !expanding.contains(entry.qualifiedName) else {
            return ResolvedType(.unresolved)
        }
        var inner = TypeResolver(index: index, reportsProblems: false)
        inner.expanding = expanding + [entry.qualifiedName]
        var ignored = DiagnosticCollector()
        var resolved = inner.resolve(underlying, in: TypeScope(package: entry.package), diagnostics: &ignored)
        if case .unresolved = resolved.kind { return resolved }
        resolved.valueClass = entry.qualifiedName
        if type.isNullable { resolved.isNullable = true }
        return resolved
    }

    /// True when a typealias or value class of `package` is what a name means beside the declarations it may also
    /// denote (`declared`): when there are none, or all are in other packages and the alias or value class is in the
    /// scope's (Kotlin looks in the file's package before other packages' names).
    private static func packageNameWins(_ package: String, over declared: [String], in scope: TypeScope) -> Bool {
        let prefix = scope.package.isEmpty ? "" : scope.package + "."
        return declared.isEmpty || (package == scope.package && declared.allSatisfy { !$0.hasPrefix(prefix) })
    }

    /// The aliases `alias`'s type reaches (through other aliases), in order, ending at `alias` itself when the
    /// expansion is a cycle; empty otherwise.
    public func aliasCycle(from alias: IndexedTypeAlias) -> [String] {
        var path: [String] = [alias.qualifiedName]
        func walk(_ type: KotlinType, package: String) -> Bool {
            switch type.kind {
            case .star: return false
            case .function(let parameters, let returns, _):
                return (parameters + [returns]).contains { walk($0, package: package) }
            case .named(let names, let arguments):
                if arguments.contains(where: { walk($0, package: package) }) { return true }
                let scope = TypeScope(package: package)
                guard index.candidates(for: names, in: scope).isEmpty else { return false }
                let found = index.aliasCandidates(for: names, in: scope)
                guard found.count == 1, let next = index.typeAliases[found[0]] else { return false }
                if next.qualifiedName == alias.qualifiedName { return true }
                guard !path.contains(next.qualifiedName) else { return false }
                path.append(next.qualifiedName)
                if walk(next.alias.type, package: next.package) { return true }
                path.removeLast()
                return false
            }
        }
        return walk(alias.alias.type, package: alias.package) ? path + [alias.qualifiedName] : []
    }

    /// What a type parameter stands for wherever the export erases it: its first bound (resolved without
    /// the parameter itself in scope; the checker reports the bounds once, at their line), or `Any?`.
    public func erasure(of parameter: TypeParameter, in scope: TypeScope) -> ResolvedType {
        guard let bound = parameter.bounds.first else { return ResolvedType(.any, isNullable: true) }
        var outer = scope
        outer.typeParameters.removeAll { $0.name.value == parameter.name.value }
        var ignored = DiagnosticCollector()
        let resolved = TypeResolver(index: index, reportsProblems: false).resolve(
            bound, in: outer, diagnostics: &ignored)
        // `fun <Z : T>` in `class Foo<T : Bound>`: the method is not generic in ObjC, so `Z` is `T`'s erasure (`Bound`).
        if case .typeParameter(let name) = resolved.kind,
            let classParameter = outer.classTypeParameters.first(where: { $0.name.value == name })
        {
            outer.classTypeParameters.removeAll { $0.name.value == name }
            var erased = erasure(of: classParameter, in: outer)
            if resolved.isNullable { erased.isNullable = true }
            return erased
        }
        return resolved
    }

    /// Whether a class's type parameter admits `null`, so its values are optional where Swift sees it (`T?` for
    /// `class Box<T>`, `T` for `class Box<T : Any>`): no bound, a nullable first bound, or a bound on a parameter
    /// that does.
    static func mayBeNull(_ parameter: TypeParameter, among parameters: [TypeParameter], depth: Int = 0) -> Bool {
        guard let bound = parameter.bounds.first else { return true }
        if bound.isNullable { return true }
        guard depth < parameters.count, bound.arguments.isEmpty, let name = bound.qualifiedName,
            let next = parameters.first(where: { $0.name.value == name })
        else { return false }
        return mayBeNull(next, among: parameters, depth: depth + 1)
    }

    private func resolveName(
        _ path: [String], type: KotlinType, arguments: [ResolvedType], in scope: TypeScope,
        _ diagnostics: inout DiagnosticCollector
    ) -> ResolvedType.Kind {
        let name = path.count == 1 ? path[0] : path.joined(separator: ".")
        let declared = index.candidates(for: path, in: scope)
        // A declaration of the module shadows a built-in of the same simple name.
        if declared.count == 1 {
            let expected = index[declared[0]]?.declaration.typeParameters.count ?? 0
            if arguments.count != expected {
                let what = expected == 0 ? "no type arguments" : "\(expected) type argument\(expected == 1 ? "" : "s")"
                diagnostics.emit(.genericArity, "'\(name)' takes \(what), found \(arguments.count)", at: type.location)
                return expected == 0 ? .declared(declared[0]) : .unresolved
            }
            return .declared(declared[0], arguments: arguments)
        }
        if declared.count > 1 {
            diagnostics.emit(
                .ambiguousType,
                "'\(name)' is ambiguous: it may be \(declared.sorted().map { "'\($0)'" }.joined(separator: " or ")); use the qualified name",
                at: type.location)
            return .unresolved
        }
        if let apple = PlatformTypes.type(named: name) {
            guard arguments.isEmpty else {
                diagnostics.emit(
                    .genericArity, "'\(name)' takes no type arguments, found \(arguments.count)", at: type.location)
                return .unresolved
            }
            return .apple(apple)
        }
        guard let simple = BuiltinPackages.simpleBuiltinName(path) else {
            return undeclared(name, type, &diagnostics)
        }
        func expectArity(_ expected: Int) -> Bool {
            guard arguments.count == expected else {
                let what = expected == 0 ? "no type arguments" : "\(expected) type argument\(expected == 1 ? "" : "s")"
                diagnostics.emit(
                    .genericArity, "'\(simple)' takes \(what), found \(arguments.count)", at: type.location)
                return false
            }
            return true
        }
        switch BuiltinSimpleName.byName[simple] {
        case .primitive(let primitive): return expectArity(0) ? .primitive(primitive) : .unresolved
        case .primitiveArray(let primitive): return expectArity(0) ? .primitiveArray(primitive) : .unresolved
        case .special(let special):
            guard expectArity(0) else { return .unresolved }
            switch special {
            case .string: return .string
            case .unit: return .unit
            case .any: return .any
            case .nothing: return .nothing
            }
        case .hidden(let hidden): return expectArity(hidden.arity) ? .any : .unresolved
        case .generic(let generic): return expectArity(generic.arity) ? .generic(generic, arguments) : .unresolved
        case .platform(let platform): return expectArity(0) ? .platform(platform) : .unresolved
        case .exception(let exception): return expectArity(0) ? .exception(exception) : .unresolved
        case nil: break
        }
        return undeclared(name, type, &diagnostics)
    }

    private func undeclared(
        _ name: String, _ type: KotlinType, _ diagnostics: inout DiagnosticCollector
    ) -> ResolvedType.Kind {
        guard reportsProblems else { return .unresolved }
        var message = "unknown type '\(name)': it is neither built in nor declared in the module"
        let known = index.suggestionNames
        // A nested class named without its outer class: `Found` for `Result.Found`.
        if let hint = PlatformTypes.hint(forUnknown: name) {
            message += hint
        } else if let kotlin = ForeignTypeNames.kotlinName[name] {
            message += "; did you mean '\(kotlin)'?"
        } else if let nested = index.declarations.first(where: { $0.parent != nil && $0.declaration.name.value == name }
        ) {
            message += "; did you mean '\(nested.nameInPackage)'?"
        } else if let suggestion = NameSuggestion.closest(to: name, among: known) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            // Koin's `KoinApplication`, Ktor's `HttpClient`: what real modules name most often (issue 27's apps).
            message +=
                "; a type of another library (Koin's 'KoinApplication', Ktor's 'HttpClient') is declared in a library contract, one with \"library\": \"<its module name>\" and the library's package"
        }
        diagnostics.emit(.undeclaredType, message, at: type.location)
        return .unresolved
    }
}
