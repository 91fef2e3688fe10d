// Defaults for optional properties of a class type the schema gives no `default`: `{}` or a subclass's `{ "type" }`.

import KontractCore
import KontractExtract

/// An optional property of a class type waiting for its default.
struct PendingZero {
    var owner: SchemaAddress
    var index: Int
    var target: SchemaAddress
    var address: SchemaAddress
    var keyLocation: SourceLocation
}

extension ImportSession {
    /// Gives each pending property the zero of its class (decided on the declarations as filled, so no zero
    /// depends on another invented one), or makes it nullable with `null` when the class has none; both KI0204.
    func resolvePendingZeros() {
        let zeros = pendingZeros.map { classZero($0.target) }
        for (pending, zero) in zip(pendingZeros, zeros) {
            guard case .dataClass(var properties)? = declarations[pending.owner]?.kind else { continue }
            if let zero {
                properties[pending.index].defaultValue = zero
                report(
                    .defaultInvented,
                    "optional without a 'default': kotlinx needs one, \(zero.pretty.dropLast()) is used (it is not in the JSON kotlinx writes by default)",
                    at: pending.address, pending.keyLocation)
            } else {
                properties[pending.index].type += "?"
                properties[pending.index].defaultValue = .null
                report(
                    .defaultInvented,
                    "optional without a 'default': read as \(properties[pending.index].type) = null, which also accepts null",
                    at: pending.address, pending.keyLocation)
            }
            declarations[pending.owner]?.kind = .dataClass(properties)
        }
    }

    /// `{}` for a data object or a data class whose properties all have defaults; for a sealed type, the first such
    /// subclass with its discriminator; nil otherwise.
    private func classZero(_ address: SchemaAddress) -> ContractJSON? {
        guard let declaration = declarations[address] else { return nil }
        switch declaration.kind {
        case .dataObject: return .object([])
        case .dataClass(let properties): return properties.allSatisfy { $0.defaultValue != nil } ? .object([]) : nil
        case .sealed(let key):
            for candidate in order.compactMap({ declarations[$0] }) where candidate.parents.contains(address) {
                if case .sealed = candidate.kind { continue }
                guard classZero(candidate.address) != nil else { continue }
                return .object([(key, .string(candidate.serialName ?? candidate.qualifiedName))])
            }
            return nil
        case .enumClass: return nil
        }
    }
}
