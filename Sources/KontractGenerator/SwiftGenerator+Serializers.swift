// Which Swift type serializes each declaration, for drivers that call generated code by Kotlin name.

import KontractCore

extension SwiftGenerator {
    /// Qualified Kotlin name → the Swift `KotlinSerializer` of its generated type (the type itself,
    /// or the `…KotlinSerializer` enum of a bridge-style sealed type), for every declaration that
    /// got serialization code.
    public static func serializers(module: CheckedModule, options: GeneratorOptions) -> [String: String] {
        let context = TranslationContext(module: module, options: options)
        let translator = SerializationTranslator(context: context)
        var result: [String: String] = [:]
        for name in translator.conversion.serializable {
            result[name] = translator.conversion.serializerName(of: name) ?? context.projection.swiftName(of: name)
        }
        return result
    }
}
