// Kotlin's checks of an enum class with a constructor: each entry's arguments, and its supertypes (interfaces only).

extension CheckContext {
    /// Every entry's constructor call (`HOME("Home")`) against the enum's properties, as Kotlin checks it: an
    /// argument per property in order (too many: KT0407), a property without a default needs one (KT0405), each
    /// argument of its property's type (the default-value checks); and the enum's supertypes.
    mutating func checkEnumClasses() {
        for entry in allEntries where entry.declaration.kind == .enumClass {
            let declaration = entry.declaration
            var checker = DefaultValueChecker(index: index, hierarchy: hierarchy, configuration: entry.file.json)
            let scope = memberScope(of: entry)
            let properties = declaration.properties
            // `Enum`'s final `name` and `ordinal`: Kotlin refuses a property hiding them.
            for property in properties where ["name", "ordinal"].contains(property.name.value) {
                emit(
                    .duplicateProperty,
                    "property '\(property.name.value)' of enum class '\(declaration.name.value)' hides the final '\(property.name.value)' of Enum",
                    at: property.name.location)
            }
            for derived in declaration.derived where ["name", "ordinal"].contains(derived.name.value) {
                emit(
                    .duplicateProperty,
                    "property '\(derived.name.value)' of enum class '\(declaration.name.value)' hides the final '\(derived.name.value)' of Enum",
                    at: derived.name.location)
            }
            for value in declaration.entries {
                for (position, argument) in value.arguments.enumerated() {
                    guard position < properties.count else {
                        emit(
                            .defaultUnknownProperty,
                            "too many arguments for entry '\(value.name.value)': the constructor of enum class '\(declaration.name.value)' takes \(properties.count)",
                            at: argument.location)
                        continue
                    }
                    constants[argument.location] = checker.check(
                        argument, against: resolve(properties[position].type, in: scope))
                }
                var named = Set<String>()
                for argument in value.namedArguments {
                    guard let property = properties.first(where: { $0.name.value == argument.key }) else {
                        emit(
                            .defaultUnknownProperty,
                            "enum class '\(declaration.name.value)' has no constructor property '\(argument.key)' for entry '\(value.name.value)'",
                            at: argument.keyLocation)
                        continue
                    }
                    if !named.insert(argument.key).inserted
                        || properties.prefix(value.arguments.count).contains(where: { $0.name.value == argument.key })
                    {
                        emit(
                            .duplicateParameter,
                            "entry '\(value.name.value)' passes '\(argument.key)' twice",
                            at: argument.keyLocation)
                        continue
                    }
                    constants[argument.value.location] = checker.check(
                        argument.value, against: resolve(property.type, in: scope))
                }
                let missing = properties.dropFirst(value.arguments.count).filter {
                    $0.defaultValue == nil && !named.contains($0.name.value)
                }
                if !missing.isEmpty {
                    emit(
                        .defaultMissingProperty,
                        "entry '\(value.name.value)' passes no value for \(missing.map { "'\($0.name.value)'" }.joined(separator: ", ")) of the constructor of enum class '\(declaration.name.value)' (give it in 'arguments', or a 'default')",
                        at: value.name.location)
                }
            }
            diagnostics.append(contentsOf: checker.diagnostics.diagnostics)
            checkEnumSupertypes(entry)
        }
    }

    /// An enum class implements interfaces only (it extends `Enum` already), each of their properties among its own.
    private mutating func checkEnumSupertypes(_ entry: IndexedDeclaration) {
        for (supertype, resolved) in resolvedSupertypes(of: entry) {
            if case .unresolved = resolved.kind { continue }
            guard !resolved.isNullable, let name = resolved.declaredName, let parent = index[name],
                parent.declaration.kind == .interface || parent.declaration.kind == .sealedInterface
            else {
                emit(
                    .invalidClassSupertype,
                    "supertype '\(supertype)' of enum class '\(entry.declaration.name.value)' is not an interface: an enum class extends only interfaces",
                    at: supertype.location)
                continue
            }
            // Kotlin accepts a sealed interface (it has no members to implement): the enum is one of its cases; the
            // generator reports a @Serializable one, which it does not emulate (KG0102).
            if parent.declaration.kind == .interface {
                checkImplemented(interfaceProperties(parent), by: entry, at: supertype.location)
            }
        }
    }

    /// Kotlin's rule: the enum class implements every property of its interfaces (`override val title` in its
    /// constructor, or a body `val`): with the same type (a `val` may narrow it), and a `var` for an interface's `var`.
    private mutating func checkImplemented(
        _ required: [(MemberProperty, IndexedDeclaration)], by entry: IndexedDeclaration, at location: SourceLocation
    ) {
        let declaration = entry.declaration
        let scope = memberScope(of: entry)
        for (property, interface) in required {
            let name = property.name.value
            let own = declaration.properties.first { $0.name.value == name }
            let derived = declaration.derived.first { $0.name.value == name }
            guard let type = own?.type ?? derived?.type else {
                emit(
                    .invalidClassSupertype,
                    "enum class '\(declaration.name.value)' does not implement the property '\(name)' of '\(interface.nameInPackage)': give it among its 'properties' or 'derived'",
                    at: location)
                continue
            }
            // A generic interface's property (`val x: T`) takes the enum's type argument: not compared.
            let expected = resolve(property.type, in: memberScope(of: interface))
            let actual = resolve(type, in: scope)
            // A `val` may narrow the type (`String` for `String?`, a subclass): Kotlin accepts it, the generator
            // reports that it does not emulate it (KG0102).
            let narrows = !property.isMutable && ExpressionTypeRules(module: index).isAssignable(actual, to: expected)
            if !"\(expected)".contains("<"), !Self.isTypeParameter(expected), actual != expected, !narrows {
                emit(
                    .invalidClassSupertype,
                    "property '\(name)' of enum class '\(declaration.name.value)' has type '\(type)', but '\(interface.nameInPackage)' declares it '\(property.type)'",
                    at: type.location)
            } else if property.isMutable && own?.isMutable != true {
                emit(
                    .invalidClassSupertype,
                    "property '\(name)' of enum class '\(declaration.name.value)' must be a `var` (\"mutable\": true): '\(interface.nameInPackage)' declares it a `var`",
                    at: (own?.location ?? derived?.location) ?? location)
            }
        }
    }

    /// The properties of `interface` and of the interfaces it extends, each with the interface declaring it.
    private func interfaceProperties(_ interface: IndexedDeclaration, seen: Set<String> = [])
        -> [(MemberProperty, IndexedDeclaration)]
    {
        var seen = seen
        seen.insert(interface.qualifiedName)
        var result = interface.declaration.memberProperties.map { ($0, interface) }
        for supertype in interface.declaration.supertypes {
            guard let name = index.resolveQuietly(supertype, in: supertypeScope(of: interface)).declaredName,
                !seen.contains(name), let parent = index[name], parent.declaration.kind == .interface
            else { continue }
            result += interfaceProperties(parent, seen: seen)
        }
        return result
    }

    private static func isTypeParameter(_ type: ResolvedType) -> Bool {
        if case .typeParameter = type.kind { return true }
        return false
    }
}
