// Files of one name in different packages share one facade class, as in the Kotlin/Native export.

import KontractCore

/// The exporter names a file facade after the file's name alone (a klib records `A.kt`, not its package):
/// `a/A.kt` and `a/b/A.kt` of one module are one `AKt` holding both files' top-level functions, named and
/// mangled together in one group. The first of those files (in file order) declares the facade with every
/// file's functions; the others add their properties in an `extension`.
enum SharedFileFacade {
    /// The `file` declarations whose facade is `facadeName`, in file order.
    static func files(named facadeName: String, in model: ResolvedModule) -> [ResolvedDeclaration] {
        model.declarations.filter {
            guard case .file(let payload) = $0.kind else { return false }
            return payload.facadeName == facadeName
        }
    }
}
