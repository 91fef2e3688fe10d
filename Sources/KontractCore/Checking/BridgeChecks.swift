// Bridge-file rules: view-model factories, extension receivers, NativeCoroutines annotations (KT06xx).

extension CheckContext {
    mutating func checkBridges() {
        for entry in allEntries where entry.declaration.kind == .plainClass || entry.declaration.kind == .interface {
            let scope = memberScope(of: entry)
            for member in entry.declaration.memberProperties {
                checkCoroutineAnnotations(member.annotations, propertyType: resolve(member.type, in: scope))
            }
            checkFunctions(entry.declaration.functions, in: scope)
        }
        for entry in allEntries where entry.declaration.kind == .object || entry.declaration.kind == .dataObject {
            let scope = memberScope(of: entry)
            for property in entry.declaration.properties {
                checkCoroutineAnnotations(property.annotations, propertyType: resolve(property.type, in: scope))
            }
        }
        for (declaration, file) in index.fileDeclarations {
            let scope = fileScope(of: file)
            for property in declaration.fileProperties {
                if let receiver = property.receiver {
                    checkReceiver(receiver, resolve(receiver, in: scope))
                }
                checkCoroutineAnnotations(property.annotations, propertyType: resolve(property.type, in: scope))
            }
            checkFunctions(declaration.functions, in: scope)
        }
    }

    private mutating func checkFunctions(_ functions: [Function], in scope: TypeScope) {
        for function in functions {
            let scope = scope.including(function.typeParameters)
            let returns = resolve(function.returns, in: scope)
            checkCoroutineAnnotations(function, returns: returns)
            if function.providesViewModel {
                checkViewModelFactory(function, returns: returns, in: scope)
            }
        }
    }

    /// `provides: "viewModel"`: `ViewModelProvider.create(owner, factory)[VM::class]` needs an owner
    /// and a ViewModel class, and its default key ignores every other argument.
    private mutating func checkViewModelFactory(_ function: Function, returns: ResolvedType, in scope: TypeScope) {
        let name = function.name.value
        let owner = ResolvedType(.platform(.viewModelStoreOwner))
        let ownerFlags = function.parameters.map { resolve($0.type, in: scope) == owner }
        if !ownerFlags.contains(true) {
            emit(
                .viewModelWithoutOwner,
                "view-model factory '\(name)' has no ViewModelStoreOwner parameter; add { \"name\": \"owner\", \"type\": \"ViewModelStoreOwner\" }",
                at: function.name.location)
        }
        if case .unresolved = returns.kind {
        } else if !isViewModelClass(returns) {
            emit(
                .viewModelNotAViewModel,
                "view-model factory '\(name)' must return a declared class with ViewModel among its supertypes, found '\(display(returns))'",
                at: function.returns.location)
        }
        // Without an owner the function is already wrong (KT0601); extras matter only with one.
        let extras = zip(function.parameters, ownerFlags).filter { !$0.1 }.map(\.0)
        if ownerFlags.contains(true), let first = extras.first {
            let names = extras.map { "'\($0.name.value)'" }.joined(separator: ", ")
            emit(
                .viewModelExtraParameters,
                "view-model factory '\(name)' also takes \(names): with the default key, ViewModelProvider returns the first instance made for the owner, whatever these arguments are later",
                at: first.name.location)
        }
    }

    /// A non-null declared class whose supertypes lead to `ViewModel`.
    func isViewModelClass(_ type: ResolvedType) -> Bool {
        guard !type.isNullable, let name = type.declaredName else { return false }
        return isViewModelClass(named: name)
    }

    /// A declared class whose supertypes lead to `ViewModel`.
    func isViewModelDeclaration(_ entry: IndexedDeclaration) -> Bool {
        isViewModelClass(named: entry.qualifiedName)
    }

    private func isViewModelClass(named start: String) -> Bool {
        var name = start
        var visited: Set<String> = []
        while visited.insert(name).inserted, let entry = index[name], entry.declaration.kind == .plainClass {
            let supertypes = resolvedSupertypes(of: entry).map { $0.resolved }
            if supertypes.contains(where: { $0.kind == .platform(.viewModel) }) { return true }
            guard let next = supertypes.compactMap(\.declaredName).first else { return false }
            name = next
        }
        return false
    }

    /// An extension property needs a receiver type it can extend.
    private mutating func checkReceiver(_ receiver: KotlinType, _ resolved: ResolvedType) {
        switch resolved.kind {
        case .unit, .nothing, .star:
            emit(
                .invalidReceiver,
                "'\(receiver)' cannot be the receiver of an extension property; name the class it extends",
                at: receiver.location)
        default:
            return
        }
    }

    /// KMP-NativeCoroutines: `@NativeCoroutinesState` needs a StateFlow property,
    /// `@NativeCoroutines` a Flow property.
    private mutating func checkCoroutineAnnotations(_ annotations: [Located<String>], propertyType: ResolvedType) {
        for annotation in annotations {
            switch annotation.value {
            case "NativeCoroutinesState" where !Self.isStateFlow(propertyType):
                emit(
                    .nativeCoroutinesMismatch,
                    "@NativeCoroutinesState needs a StateFlow property, found '\(display(propertyType))'",
                    at: annotation.location)
            case "NativeCoroutines" where !Self.isFlow(propertyType):
                emit(
                    .nativeCoroutinesMismatch,
                    "@NativeCoroutines needs a Flow property, found '\(display(propertyType))'",
                    at: annotation.location)
            default:
                continue
            }
        }
    }

    /// `@NativeCoroutines` needs a suspend function or one returning a Flow; `@NativeCoroutinesState` is for properties.
    private mutating func checkCoroutineAnnotations(_ function: Function, returns: ResolvedType) {
        for annotation in function.annotations {
            switch annotation.value {
            case "NativeCoroutinesState":
                emit(
                    .nativeCoroutinesMismatch,
                    "@NativeCoroutinesState belongs on a StateFlow property, not on function '\(function.name.value)'",
                    at: annotation.location)
            case "NativeCoroutines" where !function.isSuspend && !Self.isFlow(returns):
                emit(
                    .nativeCoroutinesMismatch,
                    "@NativeCoroutines needs a suspend function or one returning a Flow; '\(function.name.value)' returns '\(display(returns))'",
                    at: annotation.location)
            default:
                continue
            }
        }
    }

    private static func isFlow(_ type: ResolvedType) -> Bool {
        switch type.kind {
        case .generic(let generic, _): generic.isFlow
        case .unresolved: true
        default: false
        }
    }

    private static func isStateFlow(_ type: ResolvedType) -> Bool {
        switch type.kind {
        case .generic(.stateFlow, _), .generic(.mutableStateFlow, _), .unresolved: true
        default: false
        }
    }
}
