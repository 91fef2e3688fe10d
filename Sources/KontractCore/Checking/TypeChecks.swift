// Resolves every type written in the module once, reporting unknown names, arity, misplaced Unit/Nothing.

extension CheckContext {
    /// Resolves each type position of every declaration and file, with its scope, and
    /// reports what the resolver finds plus `Unit`/`Nothing` in value positions (KT0204)
    /// and `throws` entries that are not exceptions (KT0207).
    mutating func checkTypes() {
        for entry in allEntries {
            checkTypes(of: entry)
        }
        for (declaration, file) in index.fileDeclarations {
            let scope = fileScope(of: file)
            for property in declaration.fileProperties {
                let resolved = resolveReporting(property.type, in: scope)
                checkValueType(property.type, resolved, what: "a file property")
                if let receiver = property.receiver {
                    resolveReceiver(receiver, in: scope)
                }
            }
            checkTypes(of: declaration.functions, in: scope)
        }
    }

    private mutating func checkTypes(of entry: IndexedDeclaration) {
        let declaration = entry.declaration
        let scope = memberScope(of: entry)
        checkTypeParameters(declaration.typeParameters, in: TypeScope(package: entry.package, enclosing: entry.parent))
        for supertype in declaration.supertypes {
            _ = resolveReporting(supertype, in: supertypeScope(of: entry))
        }
        for property in declaration.properties {
            let resolved = resolveReporting(property.type, in: scope)
            checkValueType(
                property.type, resolved, what: "a property",
                serializable: declaration.kind == .dataClass && declaration.isSerializable && !property.isTransient)
        }
        for derived in declaration.derived {
            checkValueType(
                derived.type, resolveReporting(derived.type, in: scope), what: "a derived property",
                producesValue: true)
        }
        for member in declaration.memberProperties {
            checkValueType(member.type, resolveReporting(member.type, in: scope), what: "a property")
        }
        for member in declaration.memberExtensionProperties {
            if let receiver = member.receiver { resolveReceiver(receiver, in: scope) }
            checkValueType(member.type, resolveReporting(member.type, in: scope), what: "a property")
        }
        checkTypes(of: declaration.functions, in: scope)
    }

    private mutating func checkTypes(of functions: [Function], in outerScope: TypeScope) {
        for function in functions {
            checkTypeParameters(function.typeParameters, in: outerScope)
            let scope = outerScope.including(function.typeParameters)
            if let receiver = function.receiver {
                resolveReceiver(receiver, in: scope)
            }
            for parameter in function.parameters {
                checkValueType(parameter.type, resolveReporting(parameter.type, in: scope), what: "a parameter")
            }
            // `Unit` and `Nothing` are fine return types.
            _ = resolveReporting(function.returns, in: scope)
            for thrown in function.throwsTypes {
                checkThrown(thrown, in: scope)
            }
        }
    }

    /// Type parameter names appear once; their bounds resolve (a bound may name the other type parameters).
    private mutating func checkTypeParameters(_ parameters: [TypeParameter], in scope: TypeScope) {
        var names = Set<String>()
        for parameter in parameters where !names.insert(parameter.name.value).inserted {
            emit(
                .duplicateParameter, "type parameter '\(parameter.name.value)' appears twice",
                at: parameter.name.location)
        }
        let inner = scope.including(parameters)
        for parameter in parameters {
            var outer = inner
            outer.typeParameters.removeAll { $0.name.value == parameter.name.value }
            for bound in parameter.bounds {
                let resolved = resolveReporting(bound, in: outer)
                if let special = Self.specialName(resolved) {
                    emit(
                        .misplacedSpecialType, "'\(special)' cannot be the bound of a type parameter",
                        at: bound.location)
                }
            }
        }
    }

    /// Resolves `type`, reporting unknown names, ambiguity and arity.
    mutating func resolveReporting(_ type: KotlinType, in scope: TypeScope) -> ResolvedType {
        TypeResolver(index: index).resolve(type, in: scope, diagnostics: &diagnostics)
    }

    /// A receiver that does not resolve is reported as an invalid receiver (KT0604), with
    /// the resolver's own explanation.
    private mutating func resolveReceiver(_ receiver: KotlinType, in scope: TypeScope) {
        var problems = DiagnosticCollector()
        _ = TypeResolver(index: index).resolve(receiver, in: scope, diagnostics: &problems)
        for problem in problems.diagnostics {
            emit(.invalidReceiver, "invalid receiver '\(receiver)': \(problem.message)", at: problem.location)
        }
    }

    /// `Unit`, `Unit?`, `Nothing` and `Nothing?` are types Kotlin accepts for properties and parameters
    /// (the export shows `KotlinUnit` and `KotlinNothing`), except where Kontract would have to produce
    /// the value: a derived property's expression, or a serialized property, also as a collection
    /// element (kotlinx writes `Unit` as `{}` and refuses `Nothing`; not emulated): KT0204.
    private mutating func checkValueType(
        _ type: KotlinType, _ resolved: ResolvedType, what: String, serializable: Bool = false,
        producesValue: Bool = false
    ) {
        if let special = Self.specialName(resolved) {
            if !serializable && !producesValue { return }
            let reason = serializable ? "Kontract does not emulate serializing it" : "no derived expression produces it"
            emit(
                .misplacedSpecialType,
                "'\(special)' cannot be the type of \(what): \(reason); use a real type",
                at: type.location)
            return
        }
        guard serializable else { return }
        for (element, resolvedElement) in Self.collectionElements(type, resolved) {
            if let special = Self.specialName(resolvedElement) {
                emit(
                    .misplacedSpecialType,
                    "'\(special)' cannot be a collection element of a serialized property", at: element.location)
            }
        }
    }

    /// Every type argument of collections (not flows) inside `type`, recursively, outermost first.
    static func collectionElements(_ type: KotlinType, _ resolved: ResolvedType) -> [(KotlinType, ResolvedType)] {
        guard case .generic(let generic, let resolvedArguments) = resolved.kind, !generic.isFlow else { return [] }
        var result: [(KotlinType, ResolvedType)] = []
        for (argument, resolvedArgument) in zip(type.arguments, resolvedArguments) {
            result.append((argument, resolvedArgument))
            result.append(contentsOf: collectionElements(argument, resolvedArgument))
        }
        return result
    }

    private static func specialName(_ type: ResolvedType) -> String? {
        switch type.kind {
        case .unit: type.isNullable ? "Unit?" : "Unit"
        case .nothing: type.isNullable ? "Nothing?" : "Nothing"
        default: nil
        }
    }

    /// A `throws` entry must name an exception class: `Throwable`, a standard Kotlin exception or a
    /// declared class extending one.
    private mutating func checkThrown(_ type: KotlinType, in scope: TypeScope) {
        let resolved = resolveReporting(type, in: scope)
        switch resolved.kind {
        case .platform(.throwable), .exception, .unresolved: return
        case .declared(let name, _) where !resolved.isNullable:
            if let entry = index[name], isExceptionClass(entry) { return }
        default: break
        }
        emit(
            .notAnException,
            "'\(type)' in 'throws' is not an exception class; expected Throwable, a Kotlin exception such as 'IllegalStateException' or a declared class extending one",
            at: type.location)
    }
}
