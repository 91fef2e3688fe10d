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

    /// A suspend function's `@Throws` lists `CancellationException` or a superclass of it (the Kotlin/Native
    /// compiler's rule: cancellation must reach Swift as an error). An exception class's one superclass is
    /// checked with every class's (``checkSingleSuperclass(_:)``).
    mutating func checkExceptions() {
        for entry in allEntries {
            checkSuspendThrows(entry.declaration.functions, in: memberScope(of: entry))
        }
        for (declaration, file) in index.fileDeclarations {
            checkSuspendThrows(declaration.functions, in: fileScope(of: file))
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
