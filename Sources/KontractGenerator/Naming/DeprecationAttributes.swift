// @Deprecated levels as Swift availability: WARNING → deprecated, ERROR → unavailable, HIDDEN → not exported.

import KontractCore

/// What `@Deprecated(message, level)` makes of a declaration in Swift, as the exporter's headers say
/// (`deprecatedWarningAndError`, `deprecatedHidden`): `__attribute__((deprecated("message")))` imports as
/// `@available(*, deprecated, message: "message")`, `unavailable("message")` as
/// `@available(*, unavailable, message: "message")`, and a `HIDDEN` declaration is not in the header at all.
enum DeprecationAttributes {
    /// The `@available` attribute for `export`'s deprecation (none for no deprecation or HIDDEN).
    static func attributes(_ export: ObjCExportAnnotations) -> [SwiftAttribute] {
        // SKIE's `Internal`/`Private`: "'foo()' is unavailable in Swift", as the framework's API notes make it.
        let unavailable = export.unavailableInSwift ? [SkieUnavailableMembers.attribute] : []
        guard let deprecation = export.deprecation else { return unavailable }
        let kind: String
        switch deprecation.level {
        case .warning: kind = "deprecated"
        case .error: kind = "unavailable"
        case .hidden: return unavailable
        }
        return unavailable + [
            SwiftAttribute(
                "available",
                labelled: [
                    SwiftArgument(.identifier("*")), SwiftArgument(.identifier(kind)),
                    SwiftArgument("message", .string(deprecation.message)),
                ])
        ]
    }

    /// True when the declaration is left out of the Swift API (`@Deprecated(level = HIDDEN)`).
    static func isHidden(_ export: ObjCExportAnnotations) -> Bool { export.isHidden }

    /// True for `@Deprecated(level = ERROR)`: in an interface no requirement (the exporter's
    /// `__attribute__((unavailable))` member of an `@protocol` needs no witness), an unavailable extension member.
    static func isUnavailable(_ export: ObjCExportAnnotations) -> Bool { export.deprecation?.level == .error }
}
