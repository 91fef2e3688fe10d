// Which top-level properties a top-level property's `kotlin` getter may read by name, for checker and generator.

/// A top-level property's getter sees the other top-level properties of its file (`val api get() = base + "/api"`):
/// those the generated facade declares as values, so the getter reads them there (`ApiKt.base`). Left out: the
/// property itself, extension properties, hidden ones (`@HiddenFromObjC`, `@Deprecated(HIDDEN)`: no Swift member),
/// flows and types of the bridge runtime (facade members of their own kind). Other files' properties are not in scope
/// yet (KT0703 names them unknown).
public enum TopLevelGetterScope {
    /// Whether a top-level property of `type` is a name other getters of its file read.
    public static func isReadable(_ type: ResolvedType, isHidden: Bool) -> Bool {
        !isHidden && !type.mentionsPlatformType && !mentionsFlow(type)
    }

    private static func mentionsFlow(_ type: ResolvedType) -> Bool {
        guard case .generic(let generic, let arguments) = type.kind else { return false }
        return generic.isFlow || arguments.contains(where: mentionsFlow)
    }
}
