// KotlinBase's `init()` marked unavailable on a class the exporter gives no initializer without arguments.

/// The exporter declares `- (instancetype)init __attribute__((unavailable))` (and `+new`) on every class
/// whose constructors all take arguments, so `A()` is "'init()' is unavailable" in Swift rather than a
/// missing-argument error. Only root classes (directly under KotlinBase) restate it: a subclass's
/// designated initializers already hide the inherited ones.
enum UnavailableBaseInitializer {
    /// The unavailable `init()` (not `override`: KotlinBase's own is unavailable too) when none of `members` is an initializer without parameters.
    static func declaration(among members: [SwiftDeclaration], className: String, hasConstructors: Bool = true)
        -> SwiftDeclaration?
    {
        let hasNoArgumentInit = members.contains {
            if case .initializer(let initializer) = $0 { return initializer.parameters.isEmpty }
            return false
        }
        guard !hasNoArgumentInit else { return nil }
        var initializer = SwiftInitializer(
            modifiers: ["public"], parameters: [],
            body: [
                .expression(
                    .call(
                        "fatalError",
                        SwiftArgument(
                            .string(
                                hasConstructors
                                    ? "\(className) has no constructor without arguments"
                                    : "\(className) has no constructor Swift can call"))))
            ],
            doc: [
                hasConstructors
                    ? "The exporter's `init` unavailable: every constructor of `\(className)` takes arguments."
                    : "The exporter's `init` unavailable: `\(className)` has no constructor Swift can call."
            ])
        initializer.attributes = [SwiftAttribute(spelling: "@available(*, unavailable)")]
        return .initializer(initializer)
    }
}
