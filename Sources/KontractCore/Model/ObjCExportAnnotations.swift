// Kotlin's Objective-C export annotations on a declaration or member: @ObjCName, @ObjCEnum, @Deprecated.

/// `@ObjCName(name, swiftName, exact)` (and `@ObjCEnum.EntryName(name, swiftName)`, which has no `exact`).
///
/// Kotlin requires a `name` or a `swiftName`; `exact` needs a `name` and stands on classes only.
public struct ObjCNameAnnotation: Sendable {
    public var name: Located<String>?
    public var swiftName: Located<String>?
    public var exact: Located<Bool>?
    public var location: SourceLocation

    public init(
        name: Located<String>? = nil, swiftName: Located<String>? = nil, exact: Located<Bool>? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.swiftName = swiftName
        self.exact = exact
        self.location = location
    }

    /// The name Swift sees: `swiftName`, else `name`; nil when neither is given.
    public var swiftVisibleName: String? {
        if let swiftName, !swiftName.value.isEmpty { return swiftName.value }
        if let name, !name.value.isEmpty { return name.value }
        return nil
    }
}

/// `@ObjCEnum(name, swiftName)` on an enum class: the class gains `nsEnum`, an `NS_CLOSED_ENUM` value.
public struct ObjCEnumAnnotation: Sendable {
    public var name: Located<String>?
    public var swiftName: Located<String>?
    public var location: SourceLocation

    public init(name: Located<String>? = nil, swiftName: Located<String>? = nil, location: SourceLocation) {
        self.name = name
        self.swiftName = swiftName
        self.location = location
    }
}

/// `@Deprecated(message, level = ...)`.
public struct DeprecationAnnotation: Sendable {
    public enum Level: String, Sendable, CaseIterable {
        /// Swift `@available(*, deprecated, message:)`.
        case warning = "WARNING"
        /// Swift `@available(*, unavailable, message:)`.
        case error = "ERROR"
        /// Not exported at all.
        case hidden = "HIDDEN"
    }

    public var message: String
    public var level: Level
    public var location: SourceLocation

    public init(message: String, level: Level = .warning, location: SourceLocation) {
        self.message = message
        self.level = level
        self.location = location
    }
}

/// The export annotations one declaration or member carries.
public struct ObjCExportAnnotations: Sendable {
    /// `@ObjCName`.
    public var objcName: ObjCNameAnnotation?
    /// `@ObjCEnum` (enum classes).
    public var objcEnum: ObjCEnumAnnotation?
    /// `@ObjCEnum.EntryName` (entries of an `@ObjCEnum` enum).
    public var entryName: ObjCNameAnnotation?
    /// `@Deprecated`.
    public var deprecation: DeprecationAnnotation?
    /// `@HiddenFromObjC` (from the `annotations` list): not exported.
    public var hiddenFromObjC = false
    /// `@ShouldRefineInSwift` (from the `annotations` list): exported as `__name`.
    public var refinedInSwift = false
    /// Declared but unavailable in Swift (`@available(swift, introduced: 999)`): SKIE's API notes for a Kotlin
    /// declaration its `SkieVisibility` keeps from the app (set by the generator under `--interop skie`).
    public var unavailableInSwift = false

    public init() {}

    /// True when `@HiddenFromObjC` or `@Deprecated(level = HIDDEN)` keeps the declaration out of the export.
    public var isHidden: Bool { hiddenFromObjC || deprecation?.level == .hidden }

    /// Reads `@HiddenFromObjC` and `@ShouldRefineInSwift` from a member's `annotations`.
    public mutating func read(annotations: [Located<String>]) {
        hiddenFromObjC = annotations.contains { $0.value == "HiddenFromObjC" }
        refinedInSwift = annotations.contains { $0.value == "ShouldRefineInSwift" }
    }
}
