// SKIE's visibility levels: the vocabulary kontract.config.json and the @SkieVisibility annotations share.

/// SKIE's visibility levels (`co.touchlab.skie.configuration.SkieVisibility.Level`), by annotation name.
public enum SkieVisibilityLevel: String, CaseIterable, Sendable {
    case `public` = "SkieVisibility.Public"
    case publicButHidden = "SkieVisibility.PublicButHidden"
    case publicButReplaced = "SkieVisibility.PublicButReplaced"
    case `internal` = "SkieVisibility.Internal"
    case internalAndReplaced = "SkieVisibility.InternalAndReplaced"
    case internalIfWrapped = "SkieVisibility.InternalIfWrapped"
    case `private` = "SkieVisibility.Private"

    /// The level `annotations` ask for: SKIE takes the first level, in its enum's order, whose annotation is there.
    static func of(_ annotations: [String]) -> SkieVisibilityLevel? {
        allCases.first { annotations.contains($0.rawValue) }
    }

    /// SKIE's level name in kontract.config.json (`"Internal"`) → its level.
    public init?(levelName: String) {
        guard let level = Self.allCases.first(where: { $0.rawValue == "SkieVisibility." + levelName }) else {
            return nil
        }
        self = level
    }

    /// SKIE's level name (`Internal`), as kontract.config.json writes it.
    public var levelName: String { String(rawValue.dropFirst("SkieVisibility.".count)) }

    /// `PublicButReplaced`, `InternalAndReplaced`: the Swift name gains `__` (SKIE's `isReplaced`).
    var isReplaced: Bool { self == .publicButReplaced || self == .internalAndReplaced }
    /// `Internal`, `InternalAndReplaced`, `Private`: the app cannot use the declaration (SKIE's Swift declares it
    /// `internal` or not at all, and marks the Objective-C one unavailable in Swift).
    var isOutOfReach: Bool { self == .internal || self == .internalAndReplaced || self == .private }
}
