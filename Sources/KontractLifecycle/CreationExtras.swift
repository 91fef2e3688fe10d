// AndroidX CreationExtras: typed values handed to a view model factory (the key among them).
import Foundation
@_spi(KontractGenerated) import KontractKotlin

/// Extra values a ``ViewModelProviderFactory`` gets with each request (AndroidX `CreationExtras`).
open class CreationExtras: KotlinBase {
    /// A typed key; keys compare by identity, as Kotlin's `CreationExtras.Key` objects do.
    /// `@unchecked Sendable`: it has no state.
    public final class Key<T>: KotlinBase, @unchecked Sendable {
        public init() {
            super.init(kontractBase: ())
        }
    }

    var values: [ObjectIdentifier: Any]

    init(values: [ObjectIdentifier: Any]) {
        self.values = values
        super.init(kontractBase: ())
    }

    public convenience init() {
        self.init(values: [:])
    }

    /// No extras (Kotlin `CreationExtras.Empty`).
    public static var empty: CreationExtras { CreationExtras() }

    /// The value under `key`, if any (Kotlin `get(key)`).
    public func get<T>(key: Key<T>) -> T? {
        values[ObjectIdentifier(key)] as? T
    }
}

/// Extras that can be filled in (AndroidX `MutableCreationExtras`).
public final class MutableCreationExtras: CreationExtras {
    /// A copy of `initialExtras` that can be extended.
    public init(initialExtras: CreationExtras = .empty) {
        super.init(values: initialExtras.values)
    }

    /// Stores `t` under `key` (Kotlin `set(key, t)`).
    public func set<T>(key: Key<T>, t: T) {
        values[ObjectIdentifier(key)] = t
    }
}
