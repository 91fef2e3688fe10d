// Initializers of generated classes directly under KotlinBase, whose own `init()` is unavailable as on the framework.

/// The framework declares `- (instancetype)init __attribute__((unavailable))` on `KotlinBase`, so app Swift's
/// `KotlinBase()` is "'init()' is unavailable"; Kontract's runtime marks its `init()` so. A class directly under it
/// then cannot `override` that `init()` ("cannot override 'init' which has been marked unavailable") nor call
/// `super.init()`: this pass drops `override` from such a class's `init()` (its own, available or not) and turns its
/// `super.init()` calls into `super.init(kontractBase: ())`, the runtime's `@_spi(KontractGenerated)` initializer.
/// Every translator keeps spelling the plain calls; classes deeper in a hierarchy are left as they are.
enum KotlinBaseInitializers {
    /// The initializer generated code calls on `KotlinBase`.
    static let label = "kontractBase"

    /// `declarations` with the initializers of every class directly under `KotlinBase` rewritten.
    static func mark(_ declarations: [SwiftDeclaration]) -> [SwiftDeclaration] {
        declarations.map(mark)
    }

    private static func mark(_ declaration: SwiftDeclaration) -> SwiftDeclaration {
        guard case .type(var type) = declaration else { return declaration }
        let underBase = type.kind != .protocol && type.inherits.first == .named(RuntimeNames.base)
        type.members = type.members.map { member in
            guard underBase, case .initializer(var initializer) = member else { return mark(member) }
            if initializer.parameters.isEmpty {
                initializer.modifiers.removeAll { $0 == .override }
            }
            initializer.body = initializer.body.map(rewritten)
            return .initializer(initializer)
        }
        if underBase, !type.members.contains(where: isDesignatedInitializer) {
            type.members.insert(inheritedInit, at: 0)
        }
        return .type(type)
    }

    /// What a class under `KotlinBase` declaring no designated initializer (a sealed class without constructors,
    /// `open class Route: KotlinBase {}`) used to inherit, `init()`: its subclasses call and override it. Internal:
    /// the exporter never shows a sealed class's constructor (`isVisibleInObjC`: `isSealedClassConstructor()` is not
    /// visible, JetBrains/kotlin objcexport), so an app's `Route()` fails as on iOS (MustNotCompile/SealedClassConstruction).
    private static let inheritedInit = SwiftDeclaration.initializer(
        SwiftInitializer(
            modifiers: [], parameters: [],
            body: [.expression(.call(.member(.identifier("super"), "init"), [SwiftArgument(label, .tuple([]))]))]))

    private static func isDesignatedInitializer(_ member: SwiftDeclaration) -> Bool {
        guard case .initializer(let initializer) = member else { return false }
        return !initializer.modifiers.contains(.convenience)
    }

    /// `super.init()` as `super.init(kontractBase: ())`; any other statement as it is.
    private static func rewritten(_ statement: SwiftStatement) -> SwiftStatement {
        switch statement {
        case .expression(.call(.member(.some(.identifier("super")), "init"), let arguments, _, _))
        where arguments.isEmpty:
            return .expression(
                .call(.member(.identifier("super"), "init"), [SwiftArgument(label, .tuple([]))]))
        case .line("super.init()"):
            return .line("super.init(\(label): ())")
        default:
            return statement
        }
    }
}
