// The contracts as `kontract check` sees them: types found by name, with descriptors and configuration.

import KontractCore
import KontractSerialization

/// Finds contract types by the names users write (`SearchUiState`, `Outer.Inner` or the
/// qualified name) and gives their descriptors (built once, from `DescriptorBuilder`).
public final class CheckableContracts: @unchecked Sendable {
    public let module: CheckedModule
    public let builder: DescriptorBuilder

    public init(module: CheckedModule) {
        self.module = module
        builder = DescriptorBuilder(module: module)
    }

    /// The declaration a user-written name means, or a message saying why there is none.
    public func declaration(named name: String) -> Result<IndexedDeclaration, TypeLookupError> {
        if let entry = module[name] { return .success(entry) }
        let matches = module.index.declarations.filter { $0.nameInPackage == name || $0.declaration.name.value == name }
        if matches.count == 1 { return .success(matches[0]) }
        if matches.isEmpty {
            var message = "no declaration named '\(name)' in the contracts"
            let names = module.index.declarations.map(\.nameInPackage)
            if let suggestion = NameSuggestion.closest(to: name, among: names) {
                message += "; did you mean '\(suggestion)'?"
            }
            return .failure(TypeLookupError(message))
        }
        let names = matches.map(\.qualifiedName).sorted().joined(separator: ", ")
        return .failure(TypeLookupError("'\(name)' is ambiguous: \(names); use the qualified name"))
    }

    /// The serializable type a user-written name means.
    public func type(named name: String) -> Result<CheckedType, TypeLookupError> {
        switch declaration(named: name) {
        case .failure(let error): return .failure(error)
        case .success(let entry):
            guard let descriptor = builder.descriptor(for: entry.qualifiedName) else {
                return .failure(TypeLookupError("'\(name)' is not a serializable type (kotlinx cannot decode it)"))
            }
            return .success(
                CheckedType(
                    qualifiedName: entry.qualifiedName, descriptor: descriptor,
                    configuration: builder.configuration(for: entry.qualifiedName)))
        }
    }

    /// A resolved type (a parameter's, a flow's element) as a checked type, with the
    /// configuration of the file it appears in.
    public func type(_ resolved: ResolvedType, in file: ContractFile) -> CheckedType? {
        guard let descriptor = builder.descriptor(for: resolved) else { return nil }
        return CheckedType(
            qualifiedName: "\(resolved)", descriptor: descriptor,
            configuration: resolved.declaredName.map { builder.configuration(for: $0) }
                ?? file.json)
    }
}
