// Members SKIE's visibility keeps from the app, declared unavailable in Swift in an extension of their own.

/// SKIE makes a Kotlin declaration it keeps from the app (`SkieVisibility.Internal`, `.Private`) unavailable in
/// Swift through the framework's API notes: `AKt.foo()` is then "'foo()' is unavailable in Swift". The emulation
/// marks such a function (and its default-argument overloads, which copy its attributes) with
/// ``attribute``, and moves the marked members of each top-level type into an extension with the same
/// attribute: there they may call each other (the overload calls the original), which Swift refuses from one
/// unavailable function to another.
enum SkieUnavailableMembers {
    static let message = "SKIE's SkieVisibility keeps it from the app (the framework's API notes)"
    /// `@available(swift, introduced: 999, message: …)`: Swift says "'foo()' is unavailable in Swift: …".
    static let attribute = SwiftAttribute(
        "available",
        labelled: [
            SwiftArgument(.identifier("swift")), SwiftArgument("introduced", .number("999")),
            SwiftArgument("message", .string(message)),
        ])

    /// `declarations` with the marked members of their types moved into extensions after each type, and the
    /// types named in `unavailableTypes` (Swift names) marked as a whole.
    static func split(_ declarations: [SwiftDeclaration], unavailableTypes: Set<String>) -> [SwiftDeclaration] {
        declarations.flatMap { declaration -> [SwiftDeclaration] in
            guard case .type(var type) = declaration, type.kind != .protocol else { return [declaration] }
            if unavailableTypes.contains(type.name) {
                if !type.attributes.contains(attribute) { type.attributes.append(attribute) }
                return [.type(type)]
            }
            let moved = type.members.filter(isMarked)
            guard !moved.isEmpty else { return [declaration] }
            type.members.removeAll(where: isMarked)
            let fileExtension = SwiftTypeDeclaration(
                kind: .extension, access: nil, name: type.name, members: moved, attributes: [attribute])
            return [.type(type), .type(fileExtension)]
        }
    }

    private static func isMarked(_ member: SwiftDeclaration) -> Bool {
        switch member {
        case .function(let function): function.attributes.contains(attribute)
        case .property(let property): property.attributes.contains(attribute)
        default: false
        }
    }
}
