// How contract files are named: the suffix that marks a file as a contract.

/// The name every contract file carries (`Search.kontract.json`).
public enum ContractFileName {
    /// The suffix contract files carry.
    public static let suffix = ".kontract.json"
}
