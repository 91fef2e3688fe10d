// Kotlin's rules about exception classes and `@Throws`: what a `throws` entry may name, suspend functions.

extension CheckContext {
    /// True when `entry` is a class whose superclass chain reaches `Throwable` (`class MyError : Exception()`).
    func isExceptionClass(_ entry: IndexedDeclaration) -> Bool {
        exceptionRoot(of: entry) != nil
    }

    /// The built-in exception class (or `Throwable`) an exception class's chain of declared superclasses
    /// ends in; nil for a class that is not an exception.
    func exceptionRoot(of entry: IndexedDeclaration) -> ResolvedType? {
        var visited: Set<String> = []
        var current: IndexedDeclaration? = entry
        while let declaration = current, declaration.declaration.kind == .plainClass,
            visited.insert(declaration.qualifiedName).inserted
        {
            current = nil
            for supertype in declaration.declaration.supertypes {
                let resolved = resolve(supertype, in: supertypeScope(of: declaration))
                guard !resolved.isNullable else { continue }
                switch resolved.kind {
                case .platform(.throwable), .exception: return resolved
                case .declared(let name, _):
                    if let parent = index[name], parent.declaration.kind == .plainClass { current = parent }
                default: continue
                }
            }
        }
        return nil
    }

    /// A class extends at most one class (an exception class its one exception superclass); a suspend
    /// function's `@Throws` lists `CancellationException` or a superclass of it (the Kotlin/Native
    /// compiler's rule: cancellation must reach Swift as an error).
    mutating func checkExceptions() {
        for entry in allEntries where entry.declaration.kind == .plainClass {
            checkSingleSuperclass(entry)
        }
        for entry in allEntries {
            checkSuspendThrows(entry.declaration.functions, in: memberScope(of: entry))
        }
        for (declaration, file) in index.fileDeclarations {
            checkSuspendThrows(declaration.functions, in: fileScope(of: file))
        }
    }

    private mutating func checkSingleSuperclass(_ entry: IndexedDeclaration) {
        var first: KotlinType?
        for supertype in entry.declaration.supertypes {
            let resolved = resolve(supertype, in: supertypeScope(of: entry))
            let isClass: Bool
            switch resolved.kind {
            case .platform(.throwable), .exception, .platform(.viewModel): isClass = true
            case .declared(let name, _): isClass = index[name]?.declaration.kind == .plainClass
            default: isClass = false
            }
            guard isClass else { continue }
            if let first {
                emit(
                    .invalidClassSupertype,
                    "class '\(entry.declaration.name.value)' cannot extend both '\(first)' and '\(supertype)': a Kotlin class extends one class only",
                    at: supertype.location)
            } else {
                first = supertype
            }
        }
    }

    private mutating func checkSuspendThrows(_ functions: [Function], in scope: TypeScope) {
        for function in functions where function.isSuspend {
            guard let first = function.throwsTypes.first else { continue }
            let coversCancellation = function.throwsTypes.contains { thrown in
                let resolved = resolve(thrown, in: scope)
                switch resolved.kind {
                case .platform(.throwable), .unresolved: return true
                case .exception(let exception):
                    return KotlinStandardException.cancellationException.isSubclass(of: exception)
                default: return false
                }
            }
            guard !coversCancellation else { continue }
            emit(
                .throwsWithoutCancellation,
                "suspend function '\(function.name.value)': @Throws on a suspend function must list CancellationException (or one of its superclasses: IllegalStateException, RuntimeException, Exception, Throwable); add \"CancellationException\" to 'throws'",
                at: first.location)
        }
    }
}
