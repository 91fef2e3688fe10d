// Where a generic class's generated functions keep their implementations (Swift gives generic types no static storage).
import KontractSupport

/// The implementations of a generic class's functions, one per specialization: `Box<NSString>.fooImplementation`
/// and `Box<KotlinInt>.fooImplementation` are two `KotlinFunction`s (their argument types differ), each made
/// once and kept here, as a generic Swift class cannot hold a static stored property.
///
/// ```swift
/// public static var fooImplementation: KotlinFunction<(Box<T>), T> {
///     KotlinGenericFunctions.shared("Box.fooImplementation") { KotlinFunction<(Box<T>), T>("Foo.kt: fun foo(): T") }
/// }
/// ```
@_spi(Testing) public enum KotlinGenericFunctions {
    private struct Key: Hashable {
        let name: String
        let type: ObjectIdentifier
    }

    private static let store = LockedState([Key: AnyObject]())

    /// The implementation named `name` of this specialization (`Function` tells them apart), made by `make` on
    /// first use.
    public static func shared<Function: AnyObject>(_ name: String, make: () -> Function) -> Function {
        let key = Key(name: name, type: ObjectIdentifier(Function.self))
        return store.withLock { store in
            if let existing = store[key] as? Function { return existing }
            let made = make()
            store[key] = made
            return made
        }
    }
}
