// SKIE switches whose Swift surface the emulation does not give yet: errors at their line, never dropped silently.

import KontractCore

/// `FlowInterop.Enabled` / `FlowInterop.Disabled` on a property (a class's, an object's or companion's, a file's):
/// SKIE turns its flow interop on or off for that property alone, where the generator types every property's flows
/// by the configuration's `flowInterop`. Under `--interop skie` an annotation that differs from the configuration is
/// KG0004 at the annotation; one that says what the configuration already says changes nothing and is accepted.
enum SkieSwitchChecks {
    static func diagnostics(of declaration: Declaration, context: TranslationContext) -> [Diagnostic] {
        guard context.profile.has(.skie) else { return [] }
        let properties =
            declaration.memberProperties.map { ($0.name.value, $0.annotations) }
            + declaration.fileProperties.map { ($0.name.value, $0.annotations) }
            + (declaration.kind.isObject ? declaration.properties.map { ($0.name.value, $0.annotations) } : [])
        var found: [Diagnostic] = []
        for (name, annotations) in properties {
            for annotation in annotations {
                let value: Bool
                switch annotation.value {
                case SKIEAnnotations.flowInteropEnabled: value = true
                case SKIEAnnotations.flowInteropDisabled: value = false
                default: continue
                }
                guard value != context.profile.skie.flowInterop else { continue }
                found.append(
                    .generator(
                        .switchNotEmulated,
                        "'\(annotation.value)' on the property '\(name)' is not emulated: the generated Swift types a "
                            + "property's flows by kontract.config.json's \"skie\": { \"flowInterop\": "
                            + "\(context.profile.skie.flowInterop) } (SKIE's FlowInterop annotations are emulated on "
                            + "functions)", at: annotation.location))
            }
        }
        return found
    }
}
