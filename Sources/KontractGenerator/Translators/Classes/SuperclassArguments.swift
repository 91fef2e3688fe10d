// `super.init(…)` with what a data class, class or object passes to its open or abstract superclass (`superArguments`).

import KontractCore

/// `class Admin(name: String) : User(name, 0)`, `object Guest : User("guest", 0)`, `data class Member(val name:
/// String) : Club(owner = name)`: the exporter shows the subclass's own initializers; the emulation's chain to the
/// superclass's designated initializer for its primary constructor with the arguments the contract gives, so the
/// superclass's constructor properties hold them (`admin.level == 0`). A parameter left out takes its default.
struct SuperclassArguments {
    let context: TranslationContext

    /// `super.init(name: name, level: 0)`; nil when `entry` gives no `superArguments` to a plain superclass whose
    /// primary constructor takes parameters. A primary constructor Swift does not see (protected is seen; internal,
    /// private or hidden is not) is KG0102.
    func superInit(of entry: IndexedDeclaration) throws -> SwiftStatement? {
        guard let parent = context.module.index.argumentSuperclass(of: entry),
            case .plainClass(let payload) = context.model[parent].kind, let primary = payload.constructors.first,
            !primary.parameters.isEmpty
        else { return nil }
        let exported = try PlainClassTranslator(context: context).exported(payload.constructors)
        guard let labels = exported.first(where: { $0.0.syntax.location == primary.syntax.location })?.1 else {
            throw Diagnostic.generator(
                .supertypeNotEmulated,
                "the generator does not emulate \(entry.declaration.kind.rawValue) '\(entry.declaration.name.value)' "
                    + "calling the primary constructor of '\(parent.declaration.name.value)', which Swift does not "
                    + "see, yet (issue 26)",
                at: entry.declaration.name.location)
        }
        let supertype = context.model[entry].supertypes.first { $0.declaredName == parent.qualifiedName }
        let passed = try SealedConstructor(context: context).passed(
            by: entry, to: primary.parameters, typeArguments: parent.typeArguments(in: supertype))
        return .expression(
            .call(
                .member("super", "init"),
                zip(labels, passed).map {
                    SwiftArgument($0 == "_" ? nil : SwiftKeywords.argumentLabel(forParameterLabel: $0), $1.1)
                }))
    }
}
