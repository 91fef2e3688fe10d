// A view model's Kotlin constructors → Swift initializers whose body a test supplies through a static hook.

import KontractCore

/// The exported constructors of a view model, as the exporter shows them (`ProfileViewModel(repository:)`,
/// `init()` for Kotlin's implicit one), each with a `KotlinFunction` hook named after it
/// (`initRepositoryImplementation`) that receives the new view model and the arguments: what the Kotlin body
/// would do (keep the repository, set the behaviour and results) is the test's closure. Unset, the view model
/// records calls and changes no state.
///
/// ```swift
/// public static let initRepositoryImplementation = KotlinFunction<(ProfileViewModel, any ProfileRepository), Void>(
///     "ProfileViewModel: constructor(repository: ProfileRepository)")
/// public init(repository: any ProfileRepository) {
///     super.init(_kontractInitialState: ProfileViewModel._kontractInitialState, isEqual: { … }, behaviour: { _, _ in })
///     ProfileViewModel.initRepositoryImplementation.callIfImplemented((self, repository))
/// }
/// ```
struct ViewModelConstructors {
    let context: TranslationContext

    func initializers(
        _ constructors: [ResolvedConstructor], typeName: String, isEqual: SwiftExpression, in entry: IndexedDeclaration
    ) throws -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = []
        let ignoring = SwiftExpression.closure(parameters: ["_", "_"], body: [])
        for (constructor, labels) in try PlainClassTranslator(context: context).exported(constructors) {
            var parameters: [SwiftParameter] = []
            var types: [SwiftType] = [.named(typeName)]
            var values: [SwiftExpression] = [.selfValue]
            for (parameter, label) in zip(constructor.parameters, labels) {
                let local = PropertyNaming.local(parameter.name.value, profile: context.projection.profile)
                var type = try context.types.swiftType(parameter.type, at: parameter.typeLocation)
                types.append(type)
                values.append(.identifier(local))
                if parameter.type.isSwiftClosure { type = .attributed(.escaping, type) }
                parameters.append(SwiftParameter(label: label, name: local, type: type))
            }
            let hook = "init" + labels.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Implementation"
            let kotlinParameters = constructor.parameters.map { "\($0.name.value): \($0.type)" }
            let signature = "\(entry.declaration.name.value): constructor(\(kotlinParameters.joined(separator: ", ")))"
            let hookProperty = SwiftProperty(
                modifiers: [.public, .static], name: hook, type: nil,
                value: .call(
                    .type(.named(RuntimeNames.function, [types.count == 1 ? types[0] : .tuple(types), .void])),
                    [SwiftArgument(.string(signature))]),
                doc: [
                    "Kontract: what the Kotlin constructor below does, for tests to set: gets the new view model "
                        + "and the arguments (unset, the view model records calls and changes no state)."
                ])
            members.append(SwiftDeclaration.property(hookProperty).onTestFace)
            let initial = SwiftExpression.member(.identifier(typeName), ViewModelClassTranslator.initialStateName)
            members.append(
                .initializer(
                    SwiftInitializer(
                        parameters: parameters,
                        body: [
                            .expression(
                                .call(
                                    .member("super", "init"),
                                    [
                                        SwiftArgument(ViewModelClassTranslator.initialStateName, initial),
                                        SwiftArgument("isEqual", isEqual), SwiftArgument("behaviour", ignoring),
                                    ])),
                            .expression(
                                .call(
                                    .member(.member(.identifier(typeName), hook), "callIfImplemented"),
                                    SwiftArgument(values.count == 1 ? values[0] : .tuple(values)))),
                        ],
                        doc: docLines(constructor.doc))))
        }
        return members
    }
}
