// AndroidX CreationExtras in the export's shape: the `CreationExtrasKey` protocol, `CreationExtras.Empty`, no public init.
import Foundation
@_spi(KontractGenerated) import KontractKotlin
import KontractSerialization

/// A key into ``CreationExtras`` (AndroidX `CreationExtras.Key<T>`, an interface: the export makes it this top-level
/// protocol, its type argument erased). Keys compare by identity, as Kotlin's key objects do.
public protocol CreationExtrasKey: AnyObject {}

/// Extra values a ``ViewModelProviderFactory`` gets with each request (AndroidX `abstract class CreationExtras
/// internal constructor()`: no initializer on the app face; its instances are `Empty.shared` and
/// ``MutableCreationExtras``).
open class CreationExtras: KotlinBase {
    /// A typed key for Kontract's own extras (``ViewModelProvider/viewModelKey``); not on the framework, whose keys
    /// are Kotlin objects.
    /// `@unchecked Sendable`: it has no state.
    @_spi(Testing) public final class Key<T>: KotlinBase, CreationExtrasKey, @unchecked Sendable {
        public init() {
            super.init(kontractBase: ())
        }
    }

    /// No extras (Kotlin `object CreationExtras.Empty`, Swift `CreationExtras.Empty.shared`).
    /// `@unchecked Sendable`: it has no values and nothing adds any.
    /// `Empty()` is `shared`, as an object's `init()` is on the framework (`KotlinSingleton`).
    public final class Empty: CreationExtras, KotlinSingleton, @unchecked Sendable {
        /// The one instance (the export's `shared` of an object).
        public static let shared = Empty(kontractSingleton: ())

        private init(kontractSingleton _: ()) {
            super.init(values: [:])
        }
    }

    var values: [ObjectIdentifier: Any?]

    init(values: [ObjectIdentifier: Any?]) {
        self.values = values
        super.init(kontractBase: ())
    }

    /// The value under `key`, if any (Kotlin `operator fun <T> get(key: Key<T>): T?`; the export erases `T`).
    public func get(key: any CreationExtrasKey) -> Any? {
        values[ObjectIdentifier(key)] ?? nil
    }
}

/// `CreationExtras.Empty()` is the singleton, as on the framework.
extension KotlinSingleton where Self == CreationExtras.Empty {
    public init() {
        self = Self.shared
    }
}

/// Extras that can be filled in (AndroidX `MutableCreationExtras`).
public final class MutableCreationExtras: CreationExtras {
    /// A copy of `initialExtras` that can be extended. No default argument: Kotlin's `= Empty` is not exported (the
    /// header has only `init(initialExtras:)`).
    public init(initialExtras: CreationExtras) {
        super.init(values: initialExtras.values)
    }

    /// Stores `t` under `key` (Kotlin `operator fun <T> set(key: Key<T>, t: T)`; the export erases `T`).
    public func set(key: any CreationExtrasKey, t: Any?) {
        values[ObjectIdentifier(key)] = .some(t)
    }
}
