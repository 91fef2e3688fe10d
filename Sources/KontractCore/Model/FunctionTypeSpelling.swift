// How Kotlin spells a function type from its parts: `(A, B) -> C`, or `A.(B) -> C` with a receiver.

/// The one spelling of a function type, for the contract's types and the resolved ones.
enum FunctionTypeSpelling {
    /// `(A, B) -> C`; with a receiver, the first of `parameters` before the dot (`A.(B) -> C`), parenthesized when
    /// it is itself a function type (`(() -> Unit).() -> Unit`).
    static func text(_ parameters: [String], returns: String, hasReceiver: Bool) -> String {
        guard hasReceiver, let receiver = parameters.first else {
            return "(\(parameters.joined(separator: ", "))) -> \(returns)"
        }
        let spelledReceiver = receiver.contains("->") ? "(\(receiver))" : receiver
        return "\(spelledReceiver).(\(parameters.dropFirst().joined(separator: ", "))) -> \(returns)"
    }
}
