// Top-level functions, and extension functions on types that are not classes, as static members of a file facade.

import KontractCore

extension FunctionTranslator {
    /// The facade's static functions for the top-level functions of `file` and its extension functions on
    /// types that are not classes. `propertyNames` are the facade's static properties: Swift cannot
    /// declare a function without arguments named as a property, so such a function is left out.
    func facadeMembers(of file: ResolvedDeclaration, propertyNames: Set<String>, leftOut: inout [Diagnostic])
        -> [SwiftDeclaration]
    {
        let functions = file.functions.filter {
            Self.isTranslated($0) && ($0.receiver.map { categoryOwner(of: $0) == nil } ?? true)
        }
        let names = self.names(groups: [.init(functions: functions, receiverIsArgument: true)])[0]
        var members: [SwiftDeclaration] = []
        var taken = propertyNames
        for (function, name) in zip(functions, names) {
            if name.labels.isEmpty, propertyNames.contains(name.base) {
                leftOut.append(
                    .generator(
                        .declarationLeftOut,
                        "the generated Swift leaves out the function '\(function.name.value)': Swift cannot declare "
                            + "it beside the property '\(name.base)' of the facade", at: function.location))
                continue
            }
            do {
                members += try translate(
                    function, name: name, selfType: nil, receiverIsArgument: true, owner: file.name, taken: &taken)
            } catch {
                leftOut.append(ContractFileTranslator.diagnostic(error, at: function.location))
            }
        }
        return members
    }
}
