// The resolved model: every declaration of a checked module by ID, every type resolved once.

/// What every stage after checking reads: generator translators, descriptors, the fixture
/// checker and the emitters. Built by `CheckedModule` from the symbol table; nothing after it
/// resolves a type again.
public struct ResolvedModule: Sendable {
    /// Type declarations in source order (a sealed type before its nested subclasses), then
    /// the `file` declarations in file order.
    public let declarations: [ResolvedDeclaration]
    private let positions: [DeclarationID: Int]
    /// Each `file` declaration's ID by where its name stands (two files of one name in one package differ).
    private let fileIDs: [SourceLocation: DeclarationID]

    /// `constants` are the defaults the checker read, by where their JSON starts; `defaultExpressions` the
    /// `defaultKotlin` parameter defaults it typed, by where their string starts.
    init(
        index: ModuleIndex, constants: [SourceLocation: ResolvedConstant],
        defaultExpressions: [SourceLocation: TypedExpression] = [:]
    ) {
        // Supertypes first: a sealed type's payload lists the declarations naming it as a parent.
        var hierarchy: [String: Hierarchy] = [:]
        var subclasses: [String: [DeclarationID]] = [:]
        for entry in index.declarations {
            let scope = TypeScope.supertypes(of: entry)
            let supertypes = entry.declaration.supertypes.map { index.resolveQuietly($0, in: scope) }
            var parents: [String] = entry.nestingSealedParent.map { [$0] } ?? []
            for name in supertypes.compactMap(\.declaredName) where !parents.contains(name) { parents.append(name) }
            hierarchy[entry.qualifiedName] = Hierarchy(supertypes: supertypes, sealedParents: parents)
            for parent in parents {
                subclasses[parent, default: []].append(DeclarationID(qualifiedName: entry.qualifiedName))
            }
        }
        var declarations: [ResolvedDeclaration] = []
        for entry in index.declarations {
            let scope = TypeScope.members(of: entry)
            declarations.append(
                Self.resolve(
                    entry, id: DeclarationID(qualifiedName: entry.qualifiedName), scope: scope, index: index,
                    constants: constants, defaultExpressions: defaultExpressions,
                    hierarchy: hierarchy[entry.qualifiedName] ?? Hierarchy(),
                    subclasses: subclasses[entry.qualifiedName] ?? []))
        }
        var fileIDs: [SourceLocation: DeclarationID] = [:]
        var takenFileIDs = Set<DeclarationID>()
        for (declaration, file) in index.fileDeclarations {
            var id = DeclarationID(package: file.package.value, fileName: declaration.name.value)
            if !takenFileIDs.insert(id).inserted {
                id = DeclarationID(
                    package: file.package.value, fileName: declaration.name.value,
                    sourceSet: declaration.sourceSet?.value ?? "")
                takenFileIDs.insert(id)
            }
            fileIDs[declaration.name.location] = id
            let entry = IndexedDeclaration(
                declaration: declaration, qualifiedName: id.rawValue, package: file.package.value, file: file,
                parent: nil)
            declarations.append(
                Self.resolve(
                    entry, id: id, scope: TypeScope(package: file.package.value), index: index,
                    constants: constants, defaultExpressions: defaultExpressions, hierarchy: Hierarchy(),
                    subclasses: []))
        }
        self.declarations = declarations
        self.fileIDs = fileIDs
        positions = Dictionary(
            declarations.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    public subscript(id: DeclarationID) -> ResolvedDeclaration? {
        positions[id].map { declarations[$0] }
    }

    /// The resolved form of a declaration of the symbol table.
    public subscript(entry: IndexedDeclaration) -> ResolvedDeclaration {
        guard let resolved = self[DeclarationID(qualifiedName: entry.qualifiedName)] else {
            preconditionFailure("\(entry.qualifiedName) is not in the module")
        }
        return resolved
    }

    /// The resolved form of a `file` declaration of `file`.
    public func file(_ declaration: Declaration, in file: ContractFile) -> ResolvedDeclaration {
        let id =
            fileIDs[declaration.name.location]
            ?? DeclarationID(package: file.package.value, fileName: declaration.name.value)
        guard let resolved = self[id] else {
            preconditionFailure("\(declaration.name.value) is not in the module")
        }
        return resolved
    }

    private static func resolve(
        _ entry: IndexedDeclaration, id: DeclarationID, scope: TypeScope, index: ModuleIndex,
        constants: [SourceLocation: ResolvedConstant], defaultExpressions: [SourceLocation: TypedExpression],
        hierarchy: Hierarchy, subclasses: [DeclarationID]
    ) -> ResolvedDeclaration {
        func type(_ type: KotlinType) -> ResolvedType { index.resolveQuietly(type, in: scope) }
        func constant(_ json: LocatedJSON?) -> ResolvedConstant? { json.flatMap { constants[$0.location] } }
        let declaration = entry.declaration
        let supertypes = hierarchy.supertypes
        let properties = declaration.properties.map {
            ResolvedProperty(syntax: $0, type: type($0.type), defaultValue: constant($0.defaultValue))
        }
        let functions = declaration.functions.map { function in
            let functionScope = scope.including(function.typeParameters)
            let type = { (type: KotlinType) in index.resolveQuietly(type, in: functionScope) }
            return ResolvedFunction(
                syntax: function,
                parameters: function.parameters.map {
                    let declared = type($0.type)
                    return ResolvedParameter(
                        syntax: $0, type: $0.isVararg ? ResolvedType.varargArray(of: declared) : declared,
                        defaultValue: constant($0.defaultValue),
                        defaultExpression: $0.defaultKotlin.flatMap { defaultExpressions[$0.location] })
                },
                receiver: function.receiver.map(type), returns: type(function.returns),
                throwsTypes: function.throwsTypes.map(type),
                provides: function.provides.flatMap { ProvidedValue(rawValue: $0.value) })
        }
        // Member extension properties reach Swift as their accessor methods only.
        let memberExtensionAccessors = ExtensionPropertyAccessors.functions(
            of: declaration.memberExtensionProperties, type: type)
        let kind: ResolvedDeclaration.Kind
        switch declaration.kind {
        case .dataClass:
            kind = .dataClass(
                DataClassPayload(
                    properties: properties,
                    derived: declaration.derived.map { ResolvedDerivedProperty(syntax: $0, type: type($0.type)) },
                    functions: functions))
        case .enumClass:
            var payload = EnumPayload(entries: declaration.entries)
            payload.properties = properties
            payload.derived = declaration.derived.map { ResolvedDerivedProperty(syntax: $0, type: type($0.type)) }
            payload.functions = functions
            payload.values = declaration.entries.map { value in
                properties.enumerated().map { position, property in
                    if position < value.arguments.count { return constant(value.arguments[position]) }
                    if let named = value.namedArguments.first(where: { $0.key == property.name.value }) {
                        return constant(named.value)
                    }
                    return property.defaultValue
                }
            }
            kind = .enumClass(payload)
        case .sealedClass, .sealedInterface:
            var payload = SealedPayload(isInterface: declaration.kind == .sealedInterface, subclasses: subclasses)
            payload.properties = declaration.memberProperties.map {
                ResolvedMemberProperty(syntax: $0, type: type($0.type), initial: nil)
            }
            payload.constructorParameters = (declaration.constructors?.first?.parameters ?? []).map {
                ResolvedConstructorParameter(syntax: $0, type: type($0.type), defaultValue: constant($0.defaultValue))
            }
            kind = .sealed(payload)
        case .object, .dataObject:
            kind = .object(
                ObjectPayload(isData: declaration.kind == .dataObject, properties: properties, functions: functions))
        case .plainClass:
            kind = .plainClass(
                ClassPayload(
                    isViewModel: supertypes.contains { $0.kind == .platform(.viewModel) },
                    properties: declaration.memberProperties.map {
                        ResolvedMemberProperty(syntax: $0, type: type($0.type), initial: constant($0.initial))
                    },
                    functions: functions + memberExtensionAccessors,
                    constructors: (declaration.constructors ?? [Constructor(location: declaration.location)]).map {
                        ResolvedConstructor(
                            syntax: $0,
                            parameters: $0.parameters.map {
                                ResolvedConstructorParameter(
                                    syntax: $0, type: type($0.type), defaultValue: constant($0.defaultValue))
                            })
                    }, modality: declaration.modality))
        case .interface:
            kind = .interface(
                ClassPayload(
                    isViewModel: false,
                    properties: declaration.memberProperties.map {
                        ResolvedMemberProperty(syntax: $0, type: type($0.type), initial: constant($0.initial))
                    },
                    functions: functions + memberExtensionAccessors, modality: .abstract))
        case .file:
            kind = .file(
                FilePayload(
                    properties: declaration.fileProperties.map {
                        ResolvedFileProperty(
                            syntax: $0, type: type($0.type), receiver: $0.receiver.map(type),
                            initial: constant($0.initial))
                    },
                    functions: functions, facadeName: declaration.fileFacadeName ?? declaration.name.value))
        }
        let resolver = TypeResolver(index: index, reportsProblems: false)
        var resolved = ResolvedDeclaration(
            id: id, syntax: entry, kind: kind, supertypes: supertypes,
            sealedParents: hierarchy.sealedParents.map(DeclarationID.init(qualifiedName:)),
            typeParameterErasures: Dictionary(
                declaration.typeParameters.filter { !$0.bounds.isEmpty }.map {
                    ($0.name.value, resolver.erasure(of: $0, in: scope))
                },
                uniquingKeysWith: { first, _ in first }))
        resolved.superArguments = declaration.superArguments?.compactMap { argument in
            switch argument.value {
            case .constant(let json):
                return constant(json).map { ResolvedSuperArgument(name: argument.name.value, value: .constant($0)) }
            case .parameter(let name):
                return ResolvedSuperArgument(name: argument.name.value, value: .parameter(name.value))
            }
        }
        return resolved
    }

    /// A declaration's resolved supertypes (in its enclosing scope) and the sealed types it extends.
    private struct Hierarchy {
        var supertypes: [ResolvedType] = []
        var sealedParents: [String] = []
    }
}
