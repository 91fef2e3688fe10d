// The contract keys whose values are Kotlin type strings: one table for the reader and the plugins.

// Plugins/PluginsShared/ContractTypeKeys.swift is a symlink to this file: the plugins cannot
// import KontractCore, so their dependency scan compiles this same table. Keep it free of
// other Kontract types.

/// Where type expressions stand in a contract. `ObjectReader.type` and the list readers
/// accept only these keys, so a new type key is added here or the reader's tests fail.
enum ContractTypeKeys {
    /// Keys whose value is one type string.
    static let single: Set<String> = ["type", "returns", "receiver"]
    /// Keys whose value is an array of type strings.
    static let lists: Set<String> = ["supertypes", "throws", "bounds"]
}
