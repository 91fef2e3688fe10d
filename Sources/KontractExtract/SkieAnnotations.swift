// SKIE's configuration annotations (`@SealedInterop.Case.Hidden`, `@DefaultArgumentInterop.Disabled`…) → `annotations`.

import KontractCore
import KotlinSourceSyntax

/// Where a SKIE annotation stands, and so which of SKIE's names the contract takes there (AnnotationNames).
enum SkieAnnotationSite {
    /// A class, interface, object, data class, enum or sealed type.
    case classifier
    case function
    /// A class's, interface's or file's property.
    case property
    case objectProperty
    /// A plain class's primary constructor, or a data class's `constructor`.
    case constructor

    /// SKIE's names the format takes here (those written with their enclosing object: `SealedInterop.Enabled`).
    /// Filtered once per site: filtering them for every annotation (through Foundation's `contains`) was 27 % of
    /// extract's instructions on the 400-file bench tree.
    var names: [String] {
        switch self {
        case .classifier: Self.classifierNames
        case .function: Self.functionNames
        case .property: Self.propertyNames
        case .objectProperty: Self.objectPropertyNames
        case .constructor: Self.constructorNames
        }
    }

    private static func skieNames(_ all: [String]) -> [String] { all.filter { $0.containsByte(UInt8(ascii: ".")) } }
    private static let classifierNames = skieNames(AnnotationNames.classifiers)
    private static let functionNames = skieNames(AnnotationNames.functions)
    private static let propertyNames = skieNames(AnnotationNames.properties)
    private static let objectPropertyNames = skieNames(AnnotationNames.objectProperties)
    private static let constructorNames = skieNames(AnnotationNames.constructors)
}

extension ExtractionContext {
    /// The SKIE name of `annotation` when the format takes it at `site` (`SealedInterop.Case.Hidden`, also written
    /// with its package: `co.touchlab.skie.configuration.annotations.SealedInterop.Case.Hidden`), else nil.
    static func skieName(_ annotation: KotlinAnnotationSyntax, at site: SkieAnnotationSite) -> String? {
        guard annotation.useSite == nil else { return nil }
        // Every SKIE name holds a `.`: an annotation named without one (`Serializable`, most of them) is none.
        guard annotation.name.containsByte(UInt8(ascii: ".")) else { return nil }
        let name = annotation.name.withoutBackticks
        return site.names.first { name == $0 || name.hasSuffix("." + $0) }
    }

    /// `annotations` minus the SKIE annotations the contract carries at `site` (what is left may be KX0103).
    static func withoutCarriedSkie(
        _ annotations: [KotlinAnnotationSyntax], at site: SkieAnnotationSite
    ) -> [KotlinAnnotationSyntax] {
        annotations.filter { skieName($0, at: site) == nil }
    }

    /// The SKIE annotations of `annotations` the format takes at `site`, as the contract writes them: a name, or
    /// `{ "name", "arguments" }` with the Kotlin call's literal arguments (`@SealedInterop.ElseName("Other")`,
    /// `@DefaultArgumentInterop.MaximumDefaultArgumentCount(2)`); an argument that is not a string or integer
    /// literal is KX0103 and the annotation is left out.
    mutating func skieAnnotations(
        _ annotations: [KotlinAnnotationSyntax], at site: SkieAnnotationSite, of owner: String
    ) -> [ContractJSON] {
        annotations.compactMap { annotation -> ContractJSON? in
            guard let name = Self.skieName(annotation, at: site) else { return nil }
            guard let arguments = annotation.arguments, !arguments.isEmpty else { return .string(name) }
            var values: [ContractJSON] = []
            for argument in arguments {
                if let text = KotlinLiteralValue.string(argument.value) {
                    values.append(.string(text))
                } else if let number = KotlinLiteralValue.integer(argument.value.text, negative: false) {
                    values.append(.number(number))
                } else {
                    report(
                        .annotationNotExtracted,
                        "@\(annotation.name) on '\(owner)' has an argument that is not a literal: the contract leaves "
                            + "it out", at: annotation.position)
                    return nil
                }
            }
            return .object([("name", .string(name)), ("arguments", .array(values))])
        }
    }

    /// One `annotations` key from the names already carried (`annotationList`'s) and SKIE's, or none.
    static func mergedAnnotations(
        _ carried: [(key: String, value: ContractJSON)], _ skie: [ContractJSON]
    ) -> [(key: String, value: ContractJSON)] {
        var items: [ContractJSON] = []
        if case .array(let names)? = carried.first?.value { items = names }
        items += skie
        return items.isEmpty ? [] : [("annotations", .array(items))]
    }
}
