// Export annotations the generated Swift does not apply: each reported at its line (KG0003), never dropped silently.

import KontractCore

/// The annotations of one declaration the emulation accepts but cannot give the effect they have on the framework.
enum UnemulatedAnnotations {
    /// KG0003 warnings for `entry` (its own annotations and its data-class properties').
    static func diagnostics(of entry: IndexedDeclaration) -> [Diagnostic] {
        let declaration = entry.declaration
        let name = declaration.name.value
        var found: [Diagnostic] = []
        if declaration.export.hiddenFromObjC {
            found.append(
                .generator(
                    .annotationNotEmulated,
                    "'\(name)' is @HiddenFromObjC: the framework does not export it, but the generated Swift still "
                        + "declares it (declarations that use it need it)", at: declaration.location))
        }
        if let deprecation = declaration.export.deprecation, declaration.kind != .plainClass {
            found.append(
                .generator(
                    .annotationNotEmulated,
                    "@Deprecated(level = \(deprecation.level.rawValue)) on '\(name)' is not emulated: "
                        + (deprecation.level == .hidden
                            ? "the framework does not export it, the generated Swift still declares it"
                            : "the exporter marks constructors, methods and properties, and the generated Swift marks "
                                + "nothing of this \(declaration.kind.rawValue)"),
                    at: deprecation.location))
        }
        if declaration.kind == .dataClass {
            for property in declaration.properties {
                guard let deprecation = property.export.deprecation, deprecation.level != .hidden else { continue }
                found.append(
                    .generator(
                        .annotationNotEmulated,
                        "@Deprecated(level = \(deprecation.level.rawValue)) on the data-class property "
                            + "'\(property.name.value)' is not emulated: the generated stored property is not marked "
                            + "(the generated equality, hash and copy read it)", at: deprecation.location))
            }
        }
        return found
    }
}
