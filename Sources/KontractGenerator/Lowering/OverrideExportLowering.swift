// An override inherits its overridden member's @HiddenFromObjC and @ShouldRefineInSwift, as the exporter applies them.

import KontractCore

/// Rewrites the module so that a plain class's member function or property that overrides a declared superclass's
/// (Kotlin's rule: its name, and a function's parameter types) is hidden when that member is `@HiddenFromObjC` and
/// refined (`__name`) when it is `@ShouldRefineInSwift`, as the exporter reads both from the overridden declarations
/// (the annotations are inherited; Kotlin forbids repeating them on an override). Runs after
/// ``SkieVisibilityLowering``, so SKIE's `PublicButReplaced` on the overridden member is inherited the same way.
enum OverrideExportLowering {
    /// What an override inherits.
    private struct Inherited {
        var hidden = false
        var refined = false
        var isEmpty: Bool { !hidden && !refined }
    }

    static func lower(_ module: CheckedModule) -> CheckedModule {
        let inherited = inheritedExports(module)
        guard !inherited.isEmpty else { return module }
        return module.rewritingDeclarations { apply(inherited, to: &$0) }
    }

    /// The override's location → what it inherits, for every override inheriting something.
    private static func inheritedExports(_ module: CheckedModule) -> [SourceLocation: Inherited] {
        var result: [SourceLocation: Inherited] = [:]
        for entry in module.index.declarations where entry.declaration.kind == .plainClass {
            let ancestors = module.declaredSuperclasses(of: entry)
            guard !ancestors.isEmpty else { continue }
            for function in module.model[entry].functions where function.receiver == nil {
                var found = Inherited()
                for ancestor in ancestors {
                    for base in module.model[ancestor].functions where sameSignature(base, function) {
                        found.hidden = found.hidden || isHidden(base.syntax.export, base.annotations)
                        found.refined = found.refined || base.export.refinedInSwift
                    }
                }
                if !found.isEmpty { result[function.location] = found }
            }
            for property in entry.declaration.memberProperties {
                var found = Inherited()
                for ancestor in ancestors {
                    for base in ancestor.declaration.memberProperties where base.name.value == property.name.value {
                        found.hidden = found.hidden || isHidden(base.export, base.annotations)
                        found.refined = found.refined || base.export.refinedInSwift
                    }
                }
                if !found.isEmpty { result[property.location] = found }
            }
        }
        return result
    }

    private static func sameSignature(_ base: ResolvedFunction, _ function: ResolvedFunction) -> Bool {
        base.receiver == nil && base.name.value == function.name.value
            && base.parameters.map { "\($0.type)" } == function.parameters.map { "\($0.type)" }
    }

    private static func isHidden(_ export: ObjCExportAnnotations, _ annotations: [Located<String>]) -> Bool {
        export.isHidden || annotations.contains { $0.value == "HiddenFromObjC" }
    }

    private static func apply(_ inherited: [SourceLocation: Inherited], to declaration: inout Declaration) {
        for index in declaration.functions.indices {
            let function = declaration.functions[index]
            inherit(inherited[function.location], into: &declaration.functions[index].export)
        }
        for index in declaration.memberProperties.indices {
            let property = declaration.memberProperties[index]
            inherit(inherited[property.location], into: &declaration.memberProperties[index].export)
        }
        for index in declaration.nested.indices { apply(inherited, to: &declaration.nested[index]) }
        for index in declaration.subclasses.indices { apply(inherited, to: &declaration.subclasses[index]) }
    }

    private static func inherit(_ found: Inherited?, into export: inout ObjCExportAnnotations) {
        guard let found else { return }
        export.hiddenFromObjC = export.hiddenFromObjC || found.hidden
        export.refinedInSwift = export.refinedInSwift || found.refined
    }
}
