// Runs the DefaultValueChecker over every default, initial value and parameter default of the module.

extension CheckContext {
    /// Property defaults (data classes, objects), member `initial` values and parameter defaults;
    /// each one that fits its type is kept in `constants` for the resolved model.
    mutating func checkDefaultValues() {
        for entry in allEntries {
            var checker = DefaultValueChecker(index: index, hierarchy: hierarchy, configuration: entry.file.json)
            let scope = memberScope(of: entry)
            for property in entry.declaration.properties {
                if let value = property.defaultValue {
                    constants[value.location] = checker.check(value, against: resolve(property.type, in: scope))
                }
            }
            for member in entry.declaration.memberProperties {
                if let initial = member.initial {
                    constants[initial.location] = checker.check(
                        initial, against: Self.valueType(of: resolve(member.type, in: scope)))
                }
            }
            checkParameterDefaults(entry.declaration.functions, scope: scope, with: &checker)
            diagnostics.append(contentsOf: checker.diagnostics.diagnostics)
        }
        for (declaration, file) in index.fileDeclarations {
            var checker = DefaultValueChecker(index: index, hierarchy: hierarchy, configuration: file.json)
            checkParameterDefaults(declaration.functions, scope: fileScope(of: file), with: &checker)
            for property in declaration.fileProperties {
                guard let initial = property.initial else { continue }
                let type = resolve(property.type, in: fileScope(of: file))
                if case .generic(let generic, _) = type.kind, generic.isFlow, !type.isNullable, !property.isMutable {
                    constants[initial.location] = checker.check(initial, against: Self.valueType(of: type))
                } else {
                    diagnostics.emit(
                        .defaultTypeMismatch,
                        "'initial' is the first value of a `val` flow; '\(property.name.value)' is not one",
                        at: initial.location)
                }
            }
            diagnostics.append(contentsOf: checker.diagnostics.diagnostics)
        }
    }

    private mutating func checkParameterDefaults(
        _ functions: [Function], scope: TypeScope, with checker: inout DefaultValueChecker
    ) {
        for function in functions {
            let scope = scope.including(function.typeParameters)
            for parameter in function.parameters {
                if let value = parameter.defaultValue {
                    // A `vararg` parameter's default is the whole array (`vararg k: Int = intArrayOf(1)` → `[1]`).
                    let declared = resolve(parameter.type, in: scope)
                    constants[value.location] = checker.check(
                        value, against: parameter.isVararg ? ResolvedType.varargArray(of: declared) : declared)
                }
            }
        }
    }

    /// What an `initial` value is a value of: a flow's element (`StateFlow<T>` → `T`), else the type itself.
    static func valueType(of type: ResolvedType) -> ResolvedType {
        if case .generic(let generic, let arguments) = type.kind, generic.isFlow, let element = arguments.first {
            return element
        }
        return type
    }
}
