// UIKit's classes a contract may name (platform.UIKit): UIKit itself where it exists, stand-ins elsewhere (Linux).

// A contract that names `platform.UIKit.UIViewController` generates Swift naming `UIViewController`. Where UIKit
// exists (iOS) this module re-exports it, so generated code and the app see Apple's classes. Where it does not
// (Linux, where Kontract's own tests run) these empty classes of the same names, isolation and hierarchy stand in
// for them, so that the generated module compiles and a test can pass one; they model nothing of UIKit's behaviour.
// The names are KontractCore's `PlatformTypes` UIKit entries.

#if canImport(UIKit)
    @_exported import UIKit
#else
    import Foundation

    /// Stands in for UIKit's `UIViewController` where UIKit does not exist (main-actor isolated, as UIKit's).
    @MainActor open class UIViewController: NSObject {}

    /// Stands in for UIKit's `UIView` where UIKit does not exist (main-actor isolated, as UIKit's).
    @MainActor open class UIView: NSObject {}

    /// Stands in for UIKit's `UIWindow` where UIKit does not exist.
    @MainActor open class UIWindow: UIView {}

    /// Stands in for UIKit's `UIApplication` where UIKit does not exist.
    @MainActor open class UIApplication: NSObject {}

    /// Stands in for UIKit's `UIImage` where UIKit does not exist (immutable and `Sendable`, as UIKit's).
    open class UIImage: NSObject, @unchecked Sendable {}

    /// Stands in for UIKit's `UIColor` where UIKit does not exist (immutable and `Sendable`, as UIKit's).
    open class UIColor: NSObject, @unchecked Sendable {}

    /// Stands in for UIKit's `UIFont` where UIKit does not exist (immutable and `Sendable`, as UIKit's).
    open class UIFont: NSObject, @unchecked Sendable {}
#endif
