// SKIE's per-function FunctionInterop.FileScopeConversion.Enabled / .Disabled: which facade members get a Swift global.

import KontractCore

/// SKIE 0.10.13 reads `FunctionInterop.FileScopeConversion.Enabled` per callable (`FileScopeConvertorPhase`): a
/// top-level function's `FunctionInterop.FileScopeConversion.Enabled` / `.Disabled` annotation overrides
/// kontract.config.json's `"skie": { "globalFunctions" }` for that function alone (the first written wins, as in
/// SKIE's `findAnnotationValue`). Top-level properties follow the configuration (the format takes the annotation on
/// functions only). Not emulated, KG0004 at the annotation: an interface extension function's switch that differs
/// from the configuration (SKIE's interface extensions follow the configuration here), and same-named top-level functions of
/// one file whose switches disagree (their Swift members are matched by name).
enum SkieFileScopeSwitch {
    /// Whether any top-level function of the module asks for its global while the configuration turns them off.
    static func anyEnabled(context: TranslationContext) -> Bool {
        context.module.index.files.contains { file in
            file.declarations.contains { declaration in
                declaration.kind == .file
                    && declaration.functions.contains {
                        $0.receiver == nil && context.profile.skie.convertsToGlobal($0)
                    }
            }
        }
    }

    /// `facade` (the Swift facade of file `file`) with only the members SKIE wraps as globals.
    static func wrapped(_ facade: SwiftTypeDeclaration, of file: Declaration, skie: SKIEConfiguration)
        -> SwiftTypeDeclaration
    {
        let switches = self.switches(of: file, skie: skie)
        var filtered = facade
        filtered.members = facade.members.filter { member in
            switch member {
            case .function(let function):
                let name = SwiftKeywords.unescaped(function.name)
                let plain = SkieHiddenNaming.visibleName(name)
                return switches[name] ?? switches[plain] ?? skie.globalFunctions
            case .property: return skie.globalFunctions
            default: return true
            }
        }
        return filtered
    }

    /// Each top-level function's switch, by its facade member's Swift name (the first function of a name decides).
    private static func switches(of file: Declaration, skie: SKIEConfiguration) -> [String: Bool] {
        var switches: [String: Bool] = [:]
        for function in file.functions where function.receiver == nil {
            let name = ObjCAnnotationNaming.memberName(function.export, default: function.name.value)
            if switches[name] == nil { switches[name] = skie.convertsToGlobal(function) }
        }
        return switches
    }

    /// KG0004 for the switches the generator cannot honour (see the type's doc).
    static func diagnostics(of resolved: ResolvedDeclaration, context: TranslationContext) -> [Diagnostic] {
        let file = resolved.syntax.declaration
        guard context.profile.has(.skie), file.kind == .file else { return [] }
        let skie = context.profile.skie
        let switches = self.switches(of: file, skie: skie)
        var found: [Diagnostic] = []
        for function in resolved.functions {
            guard
                let annotation = function.annotations.first(where: {
                    $0.value == SKIEAnnotations.globalFunctionEnabled
                        || $0.value == SKIEAnnotations.globalFunctionDisabled
                })
            else { continue }
            let value = skie.convertsToGlobal(function.syntax)
            if let receiver = function.receiver {
                // On another receiver SKIE wraps nothing: the annotation changes nothing, as in SKIE.
                guard value != skie.globalFunctions, let name = receiver.declaredName,
                    context.module[name]?.declaration.kind == .interface
                else { continue }
                found.append(
                    .generator(
                        .switchNotEmulated,
                        "'\(annotation.value)' on the interface extension function '\(function.name.value)' is not emulated: "
                            + "SKIE's interface extensions follow kontract.config.json's \"skie\": { "
                            + "\"globalFunctions\": \(skie.globalFunctions) }", at: annotation.location))
                continue
            }
            let name = ObjCAnnotationNaming.memberName(function.export, default: function.name.value)
            guard let decided = switches[name], decided != value else { continue }
            found.append(
                .generator(
                    .switchNotEmulated,
                    "'\(annotation.value)' on '\(function.name.value)' is not emulated: another top-level function "
                        + "named '\(name)' in this file has the other file-scope conversion switch, and the generator "
                        + "switches the globals of a name together", at: annotation.location))
        }
        return found
    }
}
