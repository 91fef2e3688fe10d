// `kotlin.reflect.KClass` as the framework shows it: the protocol `KotlinKClass`, and a test-face value of it.
import Foundation

// The Objective-C export declares `@protocol KotlinKClass <KotlinKDeclarationContainer, KotlinKAnnotatedElement,
// KotlinKClassifier>` with `isInstance(value:)`, `qualifiedName` and `simpleName` (JetBrains/kotlin
// native/objcexport-header-generator testData headers); its three parents declare nothing. A `KClass<T>` of any `T`
// is `id<KotlinKClass>`: Swift sees `any KotlinKClass`, the type argument erased.

/// `kotlin.reflect.KDeclarationContainer` as Swift sees it through the framework: no members.
public protocol KotlinKDeclarationContainer: AnyObject {}

/// `kotlin.reflect.KAnnotatedElement` as Swift sees it through the framework: no members.
public protocol KotlinKAnnotatedElement: AnyObject {}

/// `kotlin.reflect.KClassifier` as Swift sees it through the framework: no members.
public protocol KotlinKClassifier: AnyObject {}

/// `kotlin.reflect.KClass` as Swift sees it through the framework.
public protocol KotlinKClass: KotlinKDeclarationContainer, KotlinKAnnotatedElement, KotlinKClassifier {
    /// Kotlin's `isInstance(value)`: false for `nil`.
    func isInstance(value: Any?) -> Bool
    /// `com.example.Outer.Inner`; nil for a local or anonymous class.
    var qualifiedName: String? { get }
    /// `Inner`; nil for an anonymous class.
    var simpleName: String? { get }
}

/// A `KClass` for tests (the framework makes them, Swift cannot): what a test's hook returns where the Kotlin API
/// gives a `KClass<*>`. Equal, as Kotlin's `KClassImpl`s are, when they name the same class; `description` is
/// Kotlin/Native's `toString()`, `class com.example.Foo`.
@_spi(Testing) public final class KotlinKClassValue: KotlinBase, KotlinKClass {
    public let qualifiedName: String?
    public let simpleName: String?
    private let test: (Any) -> Bool

    /// A class named `qualifiedName` (`simpleName` its last segment) whose instances `isInstance` accepts.
    public init(qualifiedName: String, isInstance: @escaping (Any) -> Bool) {
        self.qualifiedName = qualifiedName
        self.simpleName = qualifiedName.split(separator: ".").last.map(String.init) ?? qualifiedName
        self.test = isInstance
        super.init(kontractBase: ())
    }

    /// The class of the Swift type `type` as Kotlin names it: `isInstance` is Swift's `is`.
    public convenience init<T>(of type: T.Type, qualifiedName: String) {
        self.init(qualifiedName: qualifiedName, isInstance: { $0 is T })
    }

    public func isInstance(value: Any?) -> Bool {
        guard let value else { return false }
        return test(value)
    }

    override public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? KotlinKClassValue else { return false }
        return other === self || other.qualifiedName == qualifiedName
    }

    override public var hash: Int { qualifiedName.hashValue }

    override public var description: String { "class \(qualifiedName ?? "<anonymous>")" }
}
