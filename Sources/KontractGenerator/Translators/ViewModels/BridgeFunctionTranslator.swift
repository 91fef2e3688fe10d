// A file's view-model factories and view-model extension properties → static functions and extensions.

import KontractCore

/// Translates what a bridge file (`SearchIos.kt`) gives Swift about view models.
///
/// - `provides: "viewModel"` functions → `public static func` on the file facade resolving the view model
///   through `ViewModelProvider` for the owner with the default key, made by Koin
///   (`koinViewModel(VM.self, owner: owner, orElse: ...)`). Non-throwing, as the Kotlin function is: a
///   Koin failure is reported to `KontractRuntimeIssues` and the view model is made with the Kotlin constructor
///   the factory's parameters fit (`ProfileViewModel(repository: repository)`), else unscripted (an empty
///   transcript). Parameters besides the owner reach the Koin definition as `parametersOf(...)`; with the default
///   key they do not change which instance an owner gets.
/// - Extension properties on a view model whose getter is one of its flow members (`kotlin: "uiState"`)
///   → KMP-NativeCoroutines members in an extension of the view model (see ``NativeCoroutinesTranslator``).
///
/// Other top-level functions have no body in a contract and are not generated.
struct BridgeFunctionTranslator {
    let context: TranslationContext

    /// The static factory functions of `declaration` (a `file`).
    func factories(of declaration: ResolvedDeclaration) throws -> [SwiftDeclaration] {
        try declaration.functions.filter { $0.provides == .viewModel }.compactMap { try factory($0) }
    }

    private func factory(_ function: ResolvedFunction) throws -> SwiftDeclaration? {
        guard let returned = function.returns.declaredName,
            let entry = context.module[returned], ViewModelClassTranslator.isViewModel(entry, context: context)
        else { return nil }
        var parameters: [SwiftParameter] = []
        var owner: String?
        var others: [SwiftExpression] = []
        for parameter in function.parameters {
            let resolved = parameter.type
            let local = PropertyNaming.local(parameter.name.value, profile: context.projection.profile)
            let type =
                try SwiftTypeMapper.factoryParameterType(resolved)
                ?? context.types.swiftType(resolved, at: parameter.typeLocation)
            if case .platform(.viewModelStoreOwner) = resolved.kind, owner == nil, !resolved.isNullable {
                owner = local
            }
            if owner != local {
                others.append(resolved.isNullable ? .cast(.identifier(local), .plain, "Any") : .identifier(local))
            }
            parameters.append(
                SwiftParameter(
                    label: PropertyNaming.label(parameter.name.value, profile: context.projection.profile), name: local,
                    type: resolved.isNullable && resolved.kind.isPlatform ? .optional(type) : type))
        }
        guard let owner else { return nil }
        let typeName = context.projection.swiftName(of: returned)
        var arguments = [
            SwiftArgument(.identifier(typeName).member("self")), SwiftArgument("owner", .identifier(owner)),
        ]
        if !others.isEmpty {
            arguments.append(
                SwiftArgument("parameters", .call(.identifier("parametersOf"), others.map(SwiftArgument.init))))
        }
        let fallback =
            try constructorCall(of: entry, typeName: typeName, from: function)
            ?? .call(.identifier(typeName), SwiftArgument("steps", .array([])))
        arguments.append(SwiftArgument("orElse", .closure(parameters: [], body: [.expression(fallback)])))
        let name = context.projection.functionName(function.name.value)
        return .function(
            SwiftFunction(
                modifiers: [.public, .static], name: name, parameters: parameters, returnType: .named(typeName),
                body: [.expression(.call(.identifier(RuntimeNames.koinViewModel), arguments))],
                doc: docLines(function.doc) + [
                    "Kotlin: `ViewModelProvider.create(owner, factory)[\(entry.declaration.name.value)::class]`, "
                        + "the factory asking Koin: one instance per owner."
                ]))
    }

    /// `ProfileViewModel(repository: repository)`: the first constructor the contract declares whose parameters
    /// the factory all has by name, as the Kotlin factory's `initializer { ProfileViewModel(repository) }`; nil
    /// without one (the factory then falls back to an empty transcript).
    private func constructorCall(of entry: IndexedDeclaration, typeName: String, from function: ResolvedFunction)
        throws -> SwiftExpression?
    {
        guard entry.declaration.constructors != nil, case .plainClass(let payload) = context.model[entry].kind else {
            return nil
        }
        let available = Set(function.parameters.map(\.name.value))
        for (constructor, labels) in try PlainClassTranslator(context: context).exported(payload.constructors)
        where constructor.parameters.allSatisfy({ available.contains($0.name.value) }) {
            let arguments = zip(constructor.parameters, labels).map { parameter, label in
                SwiftArgument(
                    label, .identifier(PropertyNaming.local(parameter.name.value, profile: context.projection.profile)))
            }
            return .call(.identifier(typeName), arguments)
        }
        return nil
    }

    /// The extension of a view model for `property`, or nil when `property` is not a flow on a view model.
    func viewModelExtension(_ property: ResolvedFileProperty) throws -> SwiftDeclaration? {
        guard let receiverName = property.receiver?.declaredName,
            let entry = context.module[receiverName], ViewModelClassTranslator.isViewModel(entry, context: context),
            let flow = try FlowProperty(property.type, context: context, at: property.location),
            let kotlin = property.kotlin.map({ String($0.value.filter { !$0.isWhitespace }) }),
            let source = try ViewModelClassTranslator.flowSource(
                of: kotlin.hasPrefix("this.") ? String(kotlin.dropFirst(5)) : kotlin, in: entry, context: context)
        else { return nil }
        let members = try NativeCoroutinesTranslator(context: context).members(
            name: property.name.value, flow: flow, source: source, annotations: property.annotations.map(\.value),
            doc: docLines(property.doc))
        return .type(
            SwiftTypeDeclaration(
                kind: .extension, access: nil, name: context.projection.swiftName(of: receiverName), members: members))
    }
}

extension ResolvedType.Kind {
    fileprivate var isPlatform: Bool {
        if case .platform = self { return true }
        return false
    }
}
