// Kotlin's rules about plain classes: constructor parameters, their properties, and open superclasses.

extension CheckContext {
    /// Constructor parameter types and defaults, duplicate parameters and properties, and a class
    /// extending a declared class that is not `open` or `abstract` (KT0508).
    /// One constructor's parameters: each default checked against its type (its constant kept for the model),
    /// names unique within it (`which` names the constructor in messages), and each `val`/`var` a property of
    /// `owner` not declared twice (`properties`: the names seen so far, with where).
    mutating func checkConstructorParameters(
        _ constructor: Constructor, of which: String, owner: String, in scope: TypeScope,
        checker: inout DefaultValueChecker, properties: inout [String: SourceLocation]
    ) {
        var parameters: Set<String> = []
        for parameter in constructor.parameters {
            let resolved = resolveReporting(parameter.type, in: scope)
            if let value = parameter.defaultValue {
                constants[value.location] = checker.check(value, against: resolved)
            }
            if !parameters.insert(parameter.name.value).inserted {
                emit(
                    .duplicateParameter, "parameter '\(parameter.name.value)' is already declared in \(which)",
                    at: parameter.name.location)
            }
            guard parameter.binding != nil else { continue }
            if let first = properties[parameter.name.value] {
                emit(
                    .duplicateProperty,
                    "property '\(parameter.name.value)' is already declared in '\(owner)' (first at \(locationReference(first, from: parameter.name.location)))",
                    at: parameter.name.location)
            } else {
                properties[parameter.name.value] = parameter.name.location
            }
        }
    }

    mutating func checkPlainClasses() {
        for entry in allEntries where entry.declaration.kind == .interface {
            checkInterfaceSupertypes(entry)
        }
        for entry in allEntries where entry.declaration.kind == .plainClass {
            let declaration = entry.declaration
            let scope = memberScope(of: entry)
            var checker = DefaultValueChecker(index: index, hierarchy: hierarchy, configuration: entry.file.json)
            var properties: [String: SourceLocation] = [:]
            for member in declaration.memberProperties { properties[member.name.value] = member.name.location }
            for constructor in declaration.constructors ?? [] {
                checkConstructorParameters(
                    constructor, of: "this constructor of '\(declaration.name.value)'", owner: declaration.name.value,
                    in: scope, checker: &checker, properties: &properties)
            }
            diagnostics.append(contentsOf: checker.diagnostics.diagnostics)
            checkSuperclassModality(entry)
        }
    }

    /// An interface extends interfaces, or a sealed interface of its package.
    private mutating func checkInterfaceSupertypes(_ entry: IndexedDeclaration) {
        for (supertype, resolved) in resolvedSupertypes(of: entry) {
            let parent = resolved.declaredName.flatMap { index[$0] }
            // A sealed interface of the package is a legal parent too (its child is one of its cases).
            if let parent, parent.declaration.kind == .sealedInterface, parent.package == entry.package,
                !resolved.isNullable
            {
                continue
            }
            let isInterface = parent.map { $0.declaration.kind == .interface }
            guard isInterface == false || resolved.kind == .platform(.viewModel) else { continue }
            emit(
                .invalidClassSupertype,
                "interface '\(entry.declaration.name.value)' cannot extend '\(supertype)': an interface extends interfaces only",
                at: supertype.location)
        }
    }

    /// Kotlin classes are final unless `open` or `abstract`: extending a final one does not compile.
    private mutating func checkSuperclassModality(_ entry: IndexedDeclaration) {
        for (supertype, resolved) in resolvedSupertypes(of: entry) {
            guard !resolved.isNullable, let name = resolved.declaredName, let parent = index[name],
                parent.declaration.kind == .plainClass, !parent.declaration.modality.isExtensible,
                !parent.declaration.supertypes.contains(where: {
                    resolve($0, in: supertypeScope(of: parent)).kind == .platform(.viewModel)
                })
            else { continue }
            emit(
                .invalidClassSupertype,
                "class '\(entry.declaration.name.value)' cannot extend '\(parent.nameInPackage)': it is final; give it \"modality\": \"open\" or \"abstract\"",
                at: supertype.location)
        }
    }
}
