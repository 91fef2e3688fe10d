// Type-checks the `defaultKotlin` parameter defaults (Kotlin code in the getter subset) and keeps each typed tree.

extension CheckContext {
    /// Each `defaultKotlin` is checked against its parameter's type with `this` the function's receiver (an
    /// extension's receiver type), else its owner (a class, object or interface); a file function's default sees
    /// no properties. `this`'s properties include those it inherits from declared supertypes (Kotlin's
    /// `fun foo(i: Int = zero)` with `zero` declared in a base class). The typed trees go to the resolved model.
    mutating func checkDefaultExpressions() {
        for entry in allEntries {
            let owner = ResolvedType(.declared(entry.qualifiedName))
            checkDefaultExpressions(of: entry.declaration.functions, owner: owner, scope: memberScope(of: entry))
        }
        for (declaration, file) in index.fileDeclarations {
            checkDefaultExpressions(of: declaration.functions, owner: nil, scope: fileScope(of: file))
        }
    }

    private mutating func checkDefaultExpressions(of functions: [Function], owner: ResolvedType?, scope: TypeScope) {
        for function in functions where function.parameters.contains(where: { $0.defaultKotlin != nil }) {
            let scope = scope.including(function.typeParameters)
            var this = owner
            if let receiver = function.receiver {
                let resolved = resolve(receiver, in: scope)
                if case .unresolved = resolved.kind { continue }
                this = resolved
            }
            var environment = ExpressionEnvironment(
                properties: this.flatMap(\.declaredName).map(inheritedMemberTypes(of:)) ?? [:], module: index,
                receiver: this)
            environment.valueOwner = "parameter"
            for parameter in function.parameters {
                guard let source = parameter.defaultKotlin else { continue }
                let declared = resolve(parameter.type, in: scope)
                if case .unresolved = declared.kind { continue }
                let expected = parameter.isVararg ? ResolvedType.varargArray(of: declared) : declared
                switch KotlinExpressionChecker.checkedExpression(source, in: environment, expecting: expected) {
                case .success(let typed): defaultExpressions[source.location] = typed
                case .failure(let failure):
                    if function.receiver != nil, let owner = owner?.declaredName,
                        readsEnclosingClass(source, owner: owner, environment: environment, expecting: expected)
                    {
                        emit(
                            .unsupportedExpression,
                            "a member extension function's default reads its receiver's properties; the enclosing "
                                + "class's properties are outside the subset", at: source.location)
                    } else {
                        diagnostics.append(contentsOf: failure.diagnostics)
                    }
                }
            }
        }
    }

    /// A member extension function's default that checks once the enclosing class's properties are in scope too
    /// (Kotlin's two implicit receivers), which the subset does not emulate yet.
    private func readsEnclosingClass(
        _ source: Located<String>, owner: String, environment: ExpressionEnvironment, expecting expected: ResolvedType
    ) -> Bool {
        var both = environment
        both.properties.merge(inheritedMemberTypes(of: owner)) { receivers, _ in receivers }
        return KotlinExpressionChecker.typedExpression(source.value, in: both, expecting: expected) != nil
    }

    /// The properties of the declaration `qualifiedName` and of the declared classes and interfaces it extends
    /// (its own win, then the nearest supertype's).
    func inheritedMemberTypes(of qualifiedName: String) -> [String: ResolvedType] {
        var result: [String: ResolvedType] = [:]
        var visited: Set<String> = []
        var queue = [qualifiedName]
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard visited.insert(name).inserted, let entry = index[name] else { continue }
            result.merge(memberTypes(of: entry)) { mine, _ in mine }
            let scope = supertypeScope(of: entry)
            queue += entry.declaration.supertypes.compactMap { resolve($0, in: scope).declaredName }
        }
        return result
    }
}
