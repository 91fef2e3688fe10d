// A data class's value-class properties in Kotlin's toString(): `id=UserId(raw=a)` where Swift holds the wrapped value.

import KontractCore

/// Swift holds a value class's wrapped value (the exporter inlines it), Kotlin's data-class `toString()` prints the
/// value class: the property's `Kotlin.DataClassProperties` row says how (`.printed(as: "UserId", "raw")`).
enum ValueClassPrinting {
    /// `row` printing the value class the field's type is, or `row` itself for another type.
    static func row(_ row: SwiftExpression, _ field: DataClassField, context: TranslationContext) -> SwiftExpression {
        guard let name = field.resolved.valueClass, let entry = context.module.index.valueClasses[name],
            let wrapped = entry.valueClass.properties.first
        else { return row }
        var arguments = [
            SwiftArgument("as", .string(entry.valueClass.name.value)), SwiftArgument(.string(wrapped.name.value)),
        ]
        if field.resolved.isNullable { arguments.append(SwiftArgument("ifPresent", .keyPath(field.member))) }
        return .call(.member(row, "printed"), arguments)
    }

    /// A value class inside a property's type argument (`List<UserId>`, swift style) prints as the wrapped value in
    /// the emulation's `toString()` (`[a]` where Kotlin prints `[UserId(raw=a)]`): KG0101 until it is emulated.
    static func checkPrintable(_ property: ResolvedProperty, context: TranslationContext) throws {
        guard let name = nestedValueClass(in: property.type, top: true) else { return }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        throw Diagnostic.generator(
            .unsupportedType,
            "the generator does not support the value class '\(simple)' inside a type argument of a data-class property (Kotlin's toString() prints each element as '\(simple)(…)'; not emulated yet)",
            at: property.typeLocation)
    }

    private static func nestedValueClass(in type: ResolvedType, top: Bool) -> String? {
        if !top, let name = type.valueClass { return name }
        switch type.kind {
        case .generic(_, let arguments), .declared(_, let arguments):
            return arguments.lazy.compactMap { nestedValueClass(in: $0, top: false) }.first
        default:
            // A function type prints as a lambda, not its parameters.
            return nil
        }
    }
}
