// Kotlin's rules about a sealed class's constructor and what each subclass passes to it (KT0509).

extension CheckContext {
    /// `sealed class Result(val code: Int)`: its constructor (protected or private, one of them, parameter types
    /// and defaults, properties not declared twice), and each class below it saying what it passes
    /// (`superArguments`: every parameter without a default, no other, each of the parameter's type).
    mutating func checkSealedConstructors() {
        for entry in allEntries {
            let declaration = entry.declaration
            if declaration.kind == .sealedClass, let constructors = declaration.constructors {
                checkSealedConstructor(entry, constructors)
            }
            let kind = declaration.kind
            guard kind == .dataClass || kind.isObject || kind == .plainClass || kind == .sealedClass else { continue }
            checkSuperArguments(entry)
        }
    }

    private mutating func checkSealedConstructor(_ entry: IndexedDeclaration, _ constructors: [Constructor]) {
        let declaration = entry.declaration
        let name = declaration.name.value
        for constructor in constructors.dropFirst() {
            emit(
                .superArgument,
                "a second constructor of sealed class '\(name)' is not emulated yet: the contract keeps its primary constructor only",
                at: constructor.location)
        }
        for constructor in constructors {
            guard constructor.visibility == .public || constructor.visibility == .internal else { continue }
            emit(
                .superArgument,
                "a constructor of sealed class '\(name)' cannot be \(constructor.visibility.rawValue): Kotlin allows only protected (the default) or private ones",
                at: constructor.visibilityLocation ?? constructor.location)
        }
        guard let primary = constructors.first else { return }
        let scope = memberScope(of: entry)
        var checker = DefaultValueChecker(index: index, hierarchy: hierarchy, configuration: entry.file.json)
        var properties: [String: SourceLocation] = [:]
        for member in declaration.memberProperties { properties[member.name.value] = member.name.location }
        checkConstructorParameters(
            primary, of: "the constructor of '\(name)'", owner: name, in: scope, checker: &checker,
            properties: &properties)
        diagnostics.append(contentsOf: checker.diagnostics.diagnostics)
    }

    private mutating func checkSuperArguments(_ entry: IndexedDeclaration) {
        let declaration = entry.declaration
        let what = "\(declaration.kind.rawValue) '\(declaration.name.value)'"
        let sealedParent = index.sealedSuperclass(of: entry)
        let plainParent = sealedParent == nil ? index.argumentSuperclass(of: entry) : nil
        let parent = sealedParent ?? plainParent
        let parameters =
            sealedParent.map { index.sealedConstructorParameters(of: $0) }
            ?? plainParent?.declaration.constructors?.first?.parameters ?? []
        guard let parent, !parameters.isEmpty else {
            if parent == nil, declaration.superArguments == nil {
                checkMissingSuperArguments(entry)
            } else if let first = declaration.superArguments?.first {
                let reason =
                    parent.map {
                        "the \(plainParent == nil ? "" : "primary ")constructor of \($0.declaration.kind.rawValue) "
                            + "'\($0.nameInPackage)' takes no parameter"
                    }
                    ?? "it extends no sealed class and no open or abstract class"
                emit(
                    .superArgument, "\(what) passes no argument named '\(first.name.value)': \(reason)",
                    at: first.name.location)
            }
            return
        }
        let parentName = "\(parent.declaration.kind.rawValue) '\(parent.nameInPackage)'"
        // Kontract assumes `: User()` (each parameter its default): ``ModuleIndex/argumentSuperclass(of:)``.
        if plainParent != nil, declaration.superArguments == nil { return }
        if plainParent != nil, declaration.kind != .dataClass,
            isExceptionClass(parent) || isViewModelDeclaration(parent)
        {
            let reason =
                isExceptionClass(parent)
                ? "exception \(parentName) is not emulated yet (an exception class passes its 'message' and 'cause')"
                : "view model \(parentName) is not emulated yet"
            emit(
                .superArgument, "\(what) passing arguments to the constructor of the " + reason,
                at: declaration.superArguments?.first?.name.location ?? declaration.name.location)
            return
        }
        if parent.declaration.constructors?.first?.visibility == .private,
            entry.nestingSealedParent != parent.qualifiedName
        {
            emit(
                .superArgument,
                "\(what) cannot call the private constructor of \(parentName): only the classes nested in it can (Kotlin: cannot access '<init>': it is private)",
                at: declaration.name.location)
        }
        if plainParent == nil { checkInheritedPropertyClashes(entry, parent: parent) }
        let signature = parameters.map { "\($0.name.value): \($0.type)" }.joined(separator: ", ")
        guard let arguments = declaration.superArguments else {
            emit(
                .superArgument,
                "the contract does not say what \(what) passes to the constructor of \(parentName) (\(signature)): give it \"superArguments\", each parameter a { \"value\": constant } or a { \"parameter\": \"name of its own constructor parameter\" }",
                at: declaration.name.location)
            return
        }
        let parentScope = memberScope(of: parent)
        // `class IntBox(v: Int) : Box<Int>(v)`: a generic superclass's parameter of type `T` takes an `Int` here.
        let typeArguments = parent.typeArguments(
            in: resolvedSupertypes(of: entry).map(\.1).first { $0.declaredName == parent.qualifiedName })
        var checker = DefaultValueChecker(index: index, hierarchy: hierarchy, configuration: entry.file.json)
        for argument in arguments {
            guard let parameter = parameters.first(where: { $0.name.value == argument.name.value }) else {
                emit(
                    .superArgument,
                    "the constructor of \(parentName) has no parameter named '\(argument.name.value)' (it takes \(signature))",
                    at: argument.name.location)
                continue
            }
            var expected = resolve(parameter.type, in: parentScope)
            if case .typeParameter(let name) = expected.kind, var argument = typeArguments[name] {
                // `T` is what `Box<Int>` gives, `T?` that made nullable.
                if parameter.type.isNullable { argument.isNullable = true }
                expected = argument
            } else {
                expected = expected.substituting(typeArguments)
            }
            switch argument.value {
            case .constant(let value):
                constants[value.location] = checker.check(value, against: expected)
            case .parameter(let name):
                checkParameterArgument(
                    name, of: entry, for: parameter, expected: expected, parentName: parentName,
                    isGeneric: !typeArguments.isEmpty)
            }
        }
        diagnostics.append(contentsOf: checker.diagnostics.diagnostics)
        let given = Set(arguments.map(\.name.value))
        for parameter in parameters where parameter.defaultValue == nil && !given.contains(parameter.name.value) {
            emit(
                .superArgument,
                "\(what) passes no value for parameter '\(parameter.name.value)' of the constructor of \(parentName) (\(signature)), which has no default",
                at: declaration.name.location)
        }
    }

    /// `{ "parameter": "c" }`: one of the subclass's own constructor parameters, of a type the parent's accepts.
    private mutating func checkParameterArgument(
        _ name: Located<String>, of entry: IndexedDeclaration, for parameter: ConstructorParameter,
        expected: ResolvedType, parentName: String, isGeneric: Bool = false
    ) {
        let declaration = entry.declaration
        let own: [(String, KotlinType)] =
            declaration.kind == .dataClass
            ? declaration.properties.map { ($0.name.value, $0.type) }
            : (declaration.constructors?.first?.parameters ?? []).map { ($0.name.value, $0.type) }
        guard let type = own.first(where: { $0.0 == name.value })?.1 else {
            let names = own.map { "'\($0.0)'" }.joined(separator: ", ")
            emit(
                .superArgument,
                "'\(name.value)' is no constructor parameter of \(declaration.kind.rawValue) '\(declaration.name.value)' (\(names.isEmpty ? "it has none" : "it has \(names)"))",
                at: name.location)
            return
        }
        let actual = resolve(type, in: memberScope(of: entry))
        guard actual != expected, !ExpressionTypeRules(module: index).isAssignable(actual, to: expected) else { return }
        emit(
            .superArgument,
            "argument '\(name.value)' has type '\(type)', but parameter '\(parameter.name.value)' of the constructor of \(parentName) is '\(parameter.type)'"
                + (isGeneric && "\(parameter.type)" != "\(expected)" ? " ('\(expected)' here)" : ""),
            at: name.location)
    }

    /// A subclass declaring a property named like one its sealed superclass's constructor declares: Kotlin refuses it
    /// ("hides member of supertype and needs 'override' modifier"; the parent's property is final).
    private mutating func checkInheritedPropertyClashes(_ entry: IndexedDeclaration, parent: IndexedDeclaration) {
        let declaration = entry.declaration
        var own: [(String, SourceLocation)] = declaration.properties.map { ($0.name.value, $0.name.location) }
        own += declaration.derived.map { ($0.name.value, $0.name.location) }
        own += declaration.memberProperties.map { ($0.name.value, $0.name.location) }
        own += (declaration.constructors?.first?.parameters ?? []).filter { $0.binding != nil }.map {
            ($0.name.value, $0.name.location)
        }
        let inherited = index.inheritedSealedProperties(of: entry)
        for (name, location) in own {
            guard let (_, owner) = inherited.first(where: { $0.parameter.name.value == name }) else { continue }
            emit(
                .superArgument,
                "property '\(name)' hides the property of sealed class '\(owner.nameInPackage)' (Kotlin: hides member of supertype and needs 'override' modifier, and the constructor's property is final)",
                at: location)
        }
    }

    /// `class Admin : User` where every constructor of `User` takes an argument without a default: Kotlin requires the
    /// call's arguments (`: User(name, 0)`), and the contract does not give them, so the emulation calls the superclass
    /// without them and its constructor properties have no value on `Admin` (KT0510, a warning: the rest holds).
    private mutating func checkMissingSuperArguments(_ entry: IndexedDeclaration) {
        let declaration = entry.declaration
        guard declaration.kind == .plainClass || declaration.kind.isObject,
            let parent = index.plainSuperclass(of: entry), parent.declaration.modality.isExtensible,
            !isExceptionClass(parent), let constructors = parent.declaration.constructors,
            let primary = constructors.first,
            !constructors.contains(where: { constructor in
                constructor.visibility != .private && constructor.parameters.allSatisfy { $0.defaultValue != nil }
            })
        else { return }
        let what = "\(declaration.kind.rawValue) '\(declaration.name.value)'"
        let parentName = "\(parent.declaration.kind.rawValue) '\(parent.nameInPackage)'"
        let signature = primary.parameters.map { "\($0.name.value): \($0.type)" }.joined(separator: ", ")
        let properties = primary.parameters.filter { $0.binding != nil }.map { "'\($0.name.value)'" }
        let effect =
            properties.isEmpty
            ? "the emulation calls it without them"
            : "reading \(properties.joined(separator: ", ")) on it stops at run time"
        let fix =
            isViewModelDeclaration(parent)
            ? "arguments to a view model's constructor are not emulated yet: suppress KT0510 to accept it"
            : "give it \"superArguments\" (`: \(parent.declaration.name.value)(…)`), or suppress KT0510 where an argument is one the format cannot say (a lambda)"
        emit(
            .superArgumentsMissing,
            "the contract does not say what \(what) passes to the constructor of \(parentName) (\(signature)), which Kotlin requires: \(effect); \(fix)",
            at: declaration.name.location)
    }
}
