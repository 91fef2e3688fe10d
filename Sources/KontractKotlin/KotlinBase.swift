// The root class of every Kotlin class exported to Swift, as `KotlinBase` is on the real framework.
import Foundation

/// Base class of Kotlin classes seen from Swift; an `NSObject`, so Swift `==`, `hash` and
/// `description` go to Kotlin `equals`, `hashCode` and `toString` (subclasses override them).
/// As on the framework (`- (instancetype)init __attribute__((unavailable))`), app Swift cannot make a bare
/// `KotlinBase()`; classes directly under it declare their own `init()` (without `override`) and call
/// ``init(kontractBase:)``.
open class KotlinBase: NSObject {
    /// The framework's `init` unavailable: `KotlinBase()` is "'init()' is unavailable".
    @available(*, unavailable)
    override public init() {
        fatalError("KotlinBase cannot be created directly")
    }

    /// The initializer runtime and generated classes directly under `KotlinBase` call.
    @_spi(KontractGenerated) public init(kontractBase: Void) {
        super.init()
    }
}
