// A Kotlin default as the generated Swift spells it, for outputs that show Swift signatures (docs).

import KontractCheck
import KontractCore

/// Spells constant defaults (`default` in a contract) exactly as the generator writes them into an initializer or
/// function of one configuration: `""`, `[]`, `Color.darkBlue`, `KotlinInt(value: 3)`.
package struct SwiftDefaultSpelling: Sendable {
    private let context: TranslationContext

    package init(module: CheckedModule, options: GeneratorOptions) {
        context = TranslationContext(module: module, options: options)
    }

    /// The Swift expression of `constant` as a value of `type`; nil when the generator cannot spell it (it then
    /// reports KG0201 where the value is needed, so a caller shows the Kotlin value instead).
    package func swift(_ constant: ResolvedConstant, type: ResolvedType) -> String? {
        do {
            return try DefaultValueTranslator(context: context).text(constant, type: type)
        } catch {
            return nil
        }
    }
}
