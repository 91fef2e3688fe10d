// `Object()` on an exported Kotlin `object` returns the singleton, as the real framework's initializer does.

/// Adopted by the generated class of each Kotlin `object`: its `init()` is this extension's, which hands
/// back `shared` instead of making an instance (`Object() === Object.shared`). The generated class declares
/// only a private designated initializer, so it inherits no `init()` that would hide this one.
///
/// Not class-bound on purpose: a protocol extension initializer may assign `self` only when the protocol
/// does not require `AnyObject`.
public protocol KotlinSingleton {
    /// The one instance (`Object.shared`).
    static var shared: Self { get }
}

extension KotlinSingleton {
    /// The singleton: Kotlin has one instance of an object, and `Object()` on the framework returns it.
    public init() {
        self = Self.shared
    }
}
