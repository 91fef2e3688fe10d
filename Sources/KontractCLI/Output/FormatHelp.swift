// `kontract help format`: the contract format on one screen, pointing to docs/contract-format.md.

import KontractCore

/// A summary of the contract format for the terminal; the reference is docs/contract-format.md.
enum FormatHelp {
    static var text: String {
        """
        The contract format, version 1 (reference: docs/contract-format.md in the Kontract checkout;
        editors: "$schema": "kontract.schema.json", from contracts/ in the checkout).

        A contract is NAME.kontract.json; all contracts of one run form one Kotlin module.
          { "kontract": 1, "module": "Shared", "package": "com.example.cart",
            "json": { ... }?, "declarations": [ ... ] }
        json: encodeDefaults, explicitNulls, ignoreUnknownKeys, coerceInputValues, isLenient,
              classDiscriminator, allowSpecialFloatingPointValues, namingStrategy
        "library": "koin-core" makes a library contract: another library's types the API names, in that
              library's package (Swift: Koin_coreKoinApplication; "constructors": [] = none Swift can call);
              no "file" declarations, no "json" (KT0521); its types are never serialized (KT0205)

        Every declaration: kind, name, doc? (KDoc, carried into the generated Swift), suppress?
          "data class"        properties, derived, supertypes (interfaces, one open or abstract class with
                              a constructor without parameters, or superArguments to its primary one and
                              serializable false), serialName, serializable, constructor
                              ({ annotations }: SKIE's DefaultArgumentInterop.*)
          "enum class"        entries (names or { name, serialName, doc, arguments }), properties (constructor
                              val/var: name, type, default, mutable), derived, functions, supertypes
                              (interfaces), serialName, serializable
          "sealed class"      subclasses (nested declarations), supertypes, serialName, serializable,
                              properties (abstract: name, type, mutable, doc; every class below overrides each),
                              constructors (as a class's: sealed class Result(val code: Int); protected)
          "sealed interface"  as sealed class, without constructors
          superArguments      on a class (a sealed class too) below a sealed class with constructor
                              parameters, or a data class,
                              class or object below an open or abstract class (class Admin(name: String) :
                              User(name, 0)): what it passes,
                              { "code": { "value": 200 } } or { "code": { "parameter": "c" } } (KT0509);
                              left out below a class whose constructors all need arguments: KT0510
          "object"            properties, supertypes, serialName, serializable
          "data object"       as object
          "class"             supertypes (e.g. ViewModel), properties, functions
          "interface"         supertypes, typeParameters, properties, functions (a protocol Swift classes
                              adopt: every member a requirement)
          "file"              name (CartIos.kt), sourceSet, functions, properties
          "typealias"         (top level only) name, type, typeParameters, doc: wherever a type is written,
                              the alias stands for its type, as Swift sees it (the export names no alias)
          "value class"       (top level only) name, properties (exactly one: name, type), serializable, doc:
                              Swift and kotlinx see the property's type where the value class is written

        Members:
          property (data class, object)  name, type, default, serialName, transient, encodeDefault
                                         ("always"/"never"), required, jsonNames, doc; on an object
                                         also annotations (NativeCoroutines… on a flow, HiddenFromObjC,
                                         SkieVisibility.*, FlowInterop.*)
          derived                        name, type, kotlin (a getter expression), doc
          class property                 name, type, mutable, initial (a flow's first value), annotations, doc
          file property                  name, type, receiver, kotlin, annotations, doc
          function                       name, parameters [{ name, type, default }], returns, suspend,
                                         throws, annotations, provides ("viewModel"), doc

        Types are Kotlin type strings: "Int?", "List<CartItem>", "StateFlow<CartUiState>", "(String) -> Unit".
        Apple platform types, qualified, no declaration (Swift: Apple's bridging, NSDate -> Date, NSUserDefaults
        -> UserDefaults; never serialized, KT0205):
        \(PlatformTypes.packages.map(platformLines).joined(separator: "\n"))
        A default, initial or parameter default is the JSON kotlinx encodes: [] for emptyList(), {} for
        a data class's own defaults, "STANDARD" for an enum entry, null.

        Annotations (simple names, no '@'):
          properties: \(AnnotationNames.properties.joined(separator: ", "))
          functions:  \(AnnotationNames.functions.joined(separator: ", "))

        Getter expressions (derived, file properties): literals, string templates, property names, this,
        . and ?., !, &&, ||, == != < <= > >=, ?:, + (numbers, strings), parentheses, and
        \(BuiltinMember.allCases.map(\.spelling).joined(separator: ", ")).
        No lambdas, if/when, other calls, !!, as/is/in, - * / %.

        Any object may carry "suppress": ["KT0603"] for warnings. Diagnostic ids: kontract help diagnostics.
        """
    }

    /// `  platform.Foundation: NSArray NSBundle …`, wrapped at eight names a line.
    private static func platformLines(_ package: String) -> String {
        let names = PlatformTypes.names(inPackage: package)
        let lines = stride(from: 0, to: names.count, by: 8).map {
            names[$0..<min($0 + 8, names.count)].joined(separator: " ")
        }
        return "  \(package): " + lines.joined(separator: "\n" + String(repeating: " ", count: package.count + 4))
    }
}
