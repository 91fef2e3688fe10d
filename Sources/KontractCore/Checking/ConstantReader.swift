// Reads other JSON (a fixture's state, a transcript's argument) as typed constants, by the rules defaults follow.

extension CheckedModule {
    /// `json` read as a constant of `type` exactly as the checker reads a `default` (object keys
    /// under the configuration of the file declaring `type`); the first problem when it is not one.
    public func constant(_ json: LocatedJSON, as type: ResolvedType) -> Result<ResolvedConstant, Diagnostic> {
        let configuration = type.declaredName.flatMap { index[$0]?.file.json } ?? .default
        var checker = DefaultValueChecker(index: index, hierarchy: hierarchy, configuration: configuration)
        if let constant = checker.check(json, against: type) { return .success(constant) }
        let problem = checker.diagnostics.diagnostics.first
        return .failure(
            problem ?? Diagnostic(.defaultTypeMismatch, "not a value of '\(type)'", at: json.location))
    }
}
