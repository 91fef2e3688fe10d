// The protocol a generated object's `Object()` comes from, kept off the app's face (not re-exported).

/// Adopted by the generated class of each Kotlin `object`: generated code gives each adopter an
/// `extension KotlinSingleton where Self == Object { public init() { self = Self.shared } }`, so that
/// `Object()` hands back `shared` instead of making an instance (`Object() === Object.shared`), as the
/// framework's `+ (instancetype)object` (`swift_name("init()")`) does. A class's own initializer cannot
/// return an existing instance, and only a protocol extension's initializer may assign `self`.
///
/// It lives here because generated files import KontractSerialization without re-exporting it (KontractKotlin is
/// re-exported): `import Shared` does not bring the name into an app's scope (`any KotlinSingleton` fails as on
/// iOS), while the initializer, declared in the generated module, resolves through the conformance even under
/// `MemberImportVisibility`. Not class-bound on purpose: a protocol extension initializer may assign `self` only
/// when the protocol does not require `AnyObject`.
public protocol KotlinSingleton {
    /// The one instance (`Object.shared`).
    static var shared: Self { get }
}
