// Apple platform types (`platform.Foundation.NSDate`) → the Swift types Apple's importer gives them, per position.

import KontractCore

extension SwiftTypeMapper {
    /// An Apple platform class where a value stands: a property, parameter or result, an element of a list or map
    /// (the header's `NSArray<NSDate *>`, imported as `[Date]`), a block's parameter or result: the value type it
    /// bridges to (`Date`, `Error` for `NSError`), or its Swift class name (`UserDefaults`). A set element or map key
    /// whose bridged value type is not `Hashable` (`Error`, `[Any]`) stays the class (`NSError`). The same in both
    /// styles: Swift's own view of the platform does not depend on the export.
    func applePlatformType(_ apple: ApplePlatformType, position: Position) -> SwiftType {
        if position == .hashableElement, !Self.isEquatable(apple) {
            return .named(apple.swiftClassName)
        }
        return .named(apple.swiftName)
    }

    /// An Apple platform class as a lightweight generic class's type argument (`Box<NSDate *>`): Objective-C needs a
    /// class there, so Swift keeps it (`Box<NSDate>`). Bridge style only: swift style maps a generic class's argument
    /// as a value (`genericClassArgument`).
    func applePlatformClassArgument(_ apple: ApplePlatformType) -> SwiftType {
        .named(apple.swiftClassName)
    }

    /// True when Swift's `==` on the mapped type is the class's `isEqual:` (Kotlin's `equals` of an Objective-C
    /// object): every class and bridged value type but `Error`, `[Any]`, `[AnyHashable: Any]`, which are not
    /// `Equatable`.
    static func isEquatable(_ apple: ApplePlatformType) -> Bool {
        guard let value = apple.swiftValueName else { return true }
        return hashableValueNames.contains(value)
    }

    /// True when the mapped type is `Sendable` on every platform: the bridged value types but `[Any]`-like ones and
    /// `Notification` (whose `object` is `Any?`); not the classes (`UserDefaults` is not `Sendable` in
    /// swift-corelibs-foundation), so a swift-style data class holding one is `@unchecked Sendable`.
    static func isSendable(_ apple: ApplePlatformType) -> Bool {
        guard let value = apple.swiftValueName else { return false }
        return value == "Error"
            || (hashableValueNames.contains(value) && value != "Notification" && value != "Set<AnyHashable>")
    }

    /// The bridged value types that are `Hashable` (so `Equatable`) in Swift.
    private static let hashableValueNames: Set<String> = [
        "String", "Date", "Data", "URL", "UUID", "Locale", "TimeZone", "Calendar", "DateComponents", "IndexPath",
        "CharacterSet", "Notification", "Set<AnyHashable>",
    ]
}
