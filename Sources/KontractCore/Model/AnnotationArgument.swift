// The value of one argument of an annotation written with arguments in a contract.

/// One argument of an annotation (`@SealedInterop.ElseName("Other")` → `.string("Other")`).
public enum AnnotationArgument: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// The string, or nil for another kind.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
