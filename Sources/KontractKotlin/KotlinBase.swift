// The root class of every Kotlin class exported to Swift, as `KotlinBase` is on the real framework.
import Foundation

/// Base class of Kotlin classes seen from Swift; an `NSObject`, so Swift `==`, `hash` and
/// `description` go to Kotlin `equals`, `hashCode` and `toString` (subclasses override them).
open class KotlinBase: NSObject {
    override public init() {
        super.init()
    }
}
