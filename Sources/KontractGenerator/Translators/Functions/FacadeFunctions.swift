// Top-level functions, and extension functions on types that are not classes, as static members of a file facade.

import KontractCore

extension FunctionTranslator {
    /// The facade's static functions for the top-level functions of `file` and its extension functions on
    /// types that are not classes. `propertyNames` are the facade's static properties: Swift cannot
    /// declare a function without arguments named as a property, so such a function is left out.
    /// Files of one name in different packages are one facade: `files` lists them all, in file order.
    func facadeMembers(of files: [ResolvedDeclaration], propertyNames: Set<String>, leftOut: inout [Diagnostic])
        -> [SwiftDeclaration]
    {
        var functions: [ResolvedFunction] = []
        var owners: [String] = []
        var accessors: [ResolvedFileProperty] = []
        for file in files {
            // `@HiddenFromObjC` (or SKIE's `Internal`/`Private`) leaves the accessors out, as it does a function.
            let fileAccessors = file.fileProperties.filter {
                Self.hasFacadeAccessors($0, context: context) && !$0.syntax.export.isHidden
            }
            let fileFunctions =
                file.functions.filter {
                    Self.isTranslated($0) && ($0.receiver.map { categoryOwner(of: $0) == nil } ?? true)
                } + fileAccessors.flatMap { $0.accessorFunctions(isSettable: $0.isMutable) }
            functions += fileFunctions
            owners += Array(repeating: file.name, count: fileFunctions.count)
            accessors += fileAccessors
        }
        for property in accessors where property.kotlin != nil {
            leftOut.append(
                .generator(
                    .declarationLeftOut,
                    "the getter of the extension property '\(property.name.value)' is a facade function in Swift; "
                        + "its 'kotlin' expression is not emulated there: a test sets its implementation",
                    at: property.location))
        }
        var names = self.names(groups: [.init(functions: functions, receiverIsArgument: true)])[0]
        // Only files sharing a facade can repeat a Kotlin signature; the async forms then clash too.
        var signatures: [String: Int] = [:]
        for (index, function) in functions.enumerated() where function.isSuspend {
            let types = ([function.receiver].compactMap { $0 } + function.parameters.map(\.type)).map { "\($0)" }
            let key = function.name.value + "(" + types.joined(separator: ",") + ")"
            names[index].asyncSuffix = signatures[key, default: 0]
            signatures[key, default: 0] += 1
        }
        var members: [SwiftDeclaration] = []
        var translated: [(function: ResolvedFunction, declarations: [SwiftDeclaration])] = []
        var taken = propertyNames
        for ((function, name), owner) in zip(zip(functions, names), owners) {
            if name.labels.isEmpty, propertyNames.contains(name.base) {
                leftOut.append(
                    .generator(
                        .declarationLeftOut,
                        "the generated Swift leaves out the function '\(function.name.value)': Swift cannot declare "
                            + "it beside the property '\(name.base)' of the facade", at: function.location))
                continue
            }
            do {
                let declarations = try translate(
                    function, name: name, selfType: nil, receiverIsArgument: true, owner: owner, taken: &taken)
                members += declarations
                translated.append((function, declarations))
            } catch {
                leftOut.append(ContractFileTranslator.diagnostic(error, at: function.location))
            }
        }
        return members + overloads(of: translated, selfReference: "Self", leftOut: &leftOut)
    }

    /// SKIE's default-argument overloads of one scope's functions (none when the interop is off).
    func overloads(
        of translated: [(function: ResolvedFunction, declarations: [SwiftDeclaration])], selfReference: String,
        neighbours: [DefaultArgumentOverloads.Neighbour] = [], erasures: [String: String] = [:],
        leftOut: inout [Diagnostic]
    ) -> [SwiftDeclaration] {
        guard context.profile.mayHaveDefaultArgumentOverloads, let first = translated.first else { return [] }
        do {
            return try DefaultArgumentOverloads(context: context).overloads(
                of: translated, selfReference: selfReference, neighbours: neighbours, erasures: erasures)
        } catch {
            leftOut.append(ContractFileTranslator.diagnostic(error, at: first.function.location))
            return []
        }
    }

    /// True for an extension property whose receiver is not a class Swift sees (`Float`, `String`, an
    /// interface, a nullable type): the export gives it a getter function on the file facade
    /// (`FooKt.floatVar(_:)`) instead of a property. A flow-typed one too (`val I.flow: Flow<Int>`); platform types
    /// stay the bridge runtime's.
    static func hasFacadeAccessors(_ property: ResolvedFileProperty, context: TranslationContext) -> Bool {
        // Flows are values like any other here (`var I.foo: Flow<Int>` → `AKt.foo(_:)`, `AKt.setFoo(_:value:)`).
        guard let receiver = property.receiver, !property.type.mentionsPlatformType else {
            return false
        }
        if case .platform = receiver.kind { return false }
        return FunctionTranslator(context: context).categoryOwner(of: receiver) == nil
    }
}
