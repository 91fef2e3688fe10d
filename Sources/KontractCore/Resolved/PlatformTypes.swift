// The Apple platform types (Kotlin/Native's `platform.Foundation`, `platform.UIKit`) a contract may name.

/// An Apple platform class a contract names by its Kotlin/Native qualified name (`platform.Foundation.NSDate`), with
/// the Swift types Apple's importer gives it: Kotlin/Native's header says `NSDate *`, which Swift sees as `Date` where
/// the class bridges to a value type (a property, a parameter, a result, an element of `NSArray`/`NSDictionary`/
/// `NSSet`, a block's parameter or result) and as the class `NSDate` where a class is needed (a lightweight generic
/// class's type argument: `Box<NSDate *>` is `Box<NSDate>`).
public struct ApplePlatformType: Sendable, Hashable {
    public enum Framework: String, Sendable, CaseIterable {
        case foundation = "Foundation"
        case uiKit = "UIKit"
    }

    public let framework: Framework
    /// The Objective-C (and Kotlin) class name: `NSDate`.
    public let name: String
    /// The Swift class name: `NSDate`, `UserDefaults` (`NSUserDefaults` imports under its `NS_SWIFT_NAME`).
    public let swiftClassName: String
    /// The Swift value type the class bridges to (`Date` for `NSDate`, `[Any]` for `NSArray`); nil for a class
    /// Swift sees as itself (`UserDefaults`, `NSNumber`, `UIView`).
    public let swiftValueName: String?

    /// `platform.Foundation.NSDate`.
    public var qualifiedName: String { "platform.\(framework.rawValue).\(name)" }
    /// Its Kotlin/Native package: `platform.Foundation`.
    public var package: String { "platform.\(framework.rawValue)" }
    /// The Swift type where a value may stand (`Date`, `UserDefaults`).
    public var swiftName: String { swiftValueName ?? swiftClassName }
}

/// The platform types Kontract emulates, by their Kotlin/Native qualified names.
public enum PlatformTypes {
    /// Every type Kontract knows, in table order (Foundation, then UIKit).
    public static let all: [ApplePlatformType] = foundation + uiKit

    /// true for a platform type Kontract emulates, e.g. "platform.Foundation.NSDate"
    public static func isKnown(_ qualifiedName: String) -> Bool { byQualifiedName[qualifiedName] != nil }

    /// the simple names Kontract knows in a platform package ("platform.Foundation" → ["NSDate", …]), sorted
    public static func names(inPackage package: String) -> [String] {
        all.filter { $0.package == package }.map(\.name).sorted()
    }

    /// The platform type of a qualified name (`platform.Foundation.NSDate`); nil when Kontract does not know it.
    public static func type(named qualifiedName: String) -> ApplePlatformType? { byQualifiedName[qualifiedName] }

    /// The platform packages Kontract knows: `platform.Foundation`, `platform.UIKit`.
    public static var packages: [String] { ApplePlatformType.Framework.allCases.map { "platform.\($0.rawValue)" } }

    /// What KT0202 adds for a name that is not a known platform type: for `platform.…` the names Kontract knows in
    /// that package ("not emulated yet"), for a bare `NSDate` its qualified name; nil for other names.
    static func hint(forUnknown name: String) -> String? {
        if let known = all.first(where: { $0.name == name }) {
            return "; did you mean '\(known.qualifiedName)'? (a platform type is written with its package)"
        }
        guard name.hasPrefix("platform.") else { return nil }
        let package = name.split(separator: ".").dropLast().joined(separator: ".")
        let known = names(inPackage: package)
        guard !known.isEmpty else {
            let known = packages.map { "'\($0)'" }.joined(separator: " and ")
            return "; the Apple platform package '\(package)' is not emulated yet (Kontract knows \(known))"
        }
        return
            "; this Apple platform type is not emulated yet; Kontract knows these of '\(package)': \(known.joined(separator: ", "))"
    }

    private static let byQualifiedName: [String: ApplePlatformType] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.qualifiedName, $0) })

    /// Foundation's classes. Value types: the `_ObjectiveCBridgeable` types of Apple's Swift overlay (and of
    /// swift-corelibs-foundation, which has each of these on Linux); classes: imported under their Swift names.
    private static let foundation: [ApplePlatformType] = [
        ("NSString", "NSString", "String"),
        ("NSDate", "NSDate", "Date"),
        ("NSData", "NSData", "Data"),
        ("NSURL", "NSURL", "URL"),
        ("NSUUID", "NSUUID", "UUID"),
        ("NSError", "NSError", "Error"),
        ("NSLocale", "NSLocale", "Locale"),
        ("NSTimeZone", "NSTimeZone", "TimeZone"),
        ("NSCalendar", "NSCalendar", "Calendar"),
        ("NSDateComponents", "NSDateComponents", "DateComponents"),
        ("NSIndexPath", "NSIndexPath", "IndexPath"),
        ("NSCharacterSet", "NSCharacterSet", "CharacterSet"),
        ("NSNotification", "NSNotification", "Notification"),
        ("NSArray", "NSArray", "[Any]"),
        ("NSDictionary", "NSDictionary", "[AnyHashable: Any]"),
        ("NSSet", "NSSet", "Set<AnyHashable>"),
        ("NSObject", "NSObject", nil),
        ("NSNumber", "NSNumber", nil),
        ("NSDecimalNumber", "NSDecimalNumber", nil),
        ("NSUserDefaults", "UserDefaults", nil),
        ("NSBundle", "Bundle", nil),
        ("NSNotificationCenter", "NotificationCenter", nil),
        ("NSDateFormatter", "DateFormatter", nil),
        ("NSNumberFormatter", "NumberFormatter", nil),
        ("NSFileManager", "FileManager", nil),
        ("NSProcessInfo", "ProcessInfo", nil),
        ("NSOperationQueue", "OperationQueue", nil),
    ].map { ApplePlatformType(framework: .foundation, name: $0.0, swiftClassName: $0.1, swiftValueName: $0.2) }

    /// UIKit's classes, which Swift sees as themselves; UIKit exists only on iOS (and tvOS, Mac Catalyst).
    private static let uiKit: [ApplePlatformType] = [
        "UIViewController", "UIView", "UIImage", "UIColor", "UIApplication", "UIFont", "UIWindow",
    ].map { ApplePlatformType(framework: .uiKit, name: $0, swiftClassName: $0, swiftValueName: nil) }
}
