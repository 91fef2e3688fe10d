// `KotlinMutableSet` and `KotlinMutableDictionary`: Kotlin's `MutableSet`/`MutableMap` as the framework exports them.
import Foundation

/// Kotlin `MutableSet<T>` as the framework exports it (`@interface SharedMutableSet<ObjectType> : NSMutableSet`,
/// swift_name `KotlinMutableSet`): an `NSMutableSet` whose elements keep their insertion order, as Kotlin's
/// `mutableSetOf()` (a `LinkedHashSet`) does. Kotlin's `null` element is `NSNull()`.
///
/// Its `description` is Kotlin's `toString()` (`[a, b]`), `isEqual(_:)` compares with any set by content and
/// `hash` is Kotlin's `hashCode()` (the sum of the elements' hash codes). `ObjectType` is unconstrained (Swift
/// sees the framework's `ObjectType: AnyObject`, which an `@objc` protocol's existential meets; Kontract's protocols
/// are not `@objc` on Linux).
///
/// Not yet compiled for Apple platforms (no macOS CI): its initializers follow swift-corelibs-foundation's
/// `NSMutableSet`, whose designated initializers differ from Apple Foundation's (`init(capacity:)`, `init?(coder:)`).
open class KotlinMutableSet<ObjectType>: NSMutableSet, KotlinMutableCollection {
    /// The elements, in insertion order (Swift storage: Foundation's collections would hand out a nested
    /// `KotlinMutableSet` bridged to an empty Swift `Set` on Linux).
    private var elements = KotlinOrderedObjects()

    public override init(objects: UnsafePointer<AnyObject>!, count: Int) {
        if count > 0, let objects {
            for index in 0..<count { elements.insert(objects[index]) }
        }
        super.init(objects: nil, count: 0)
    }

    public required init(capacity: Int) {
        super.init(objects: nil, count: 0)
    }

    open override var count: Int { elements.count }

    open override func member(_ object: Any) -> Any? { elements.member(object) }

    open override func objectEnumerator() -> NSEnumerator { KotlinObjectEnumerator(elements.objects) }

    open override func add(_ object: Any) { elements.insert(object) }

    open override func remove(_ object: Any) { elements.remove(object) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSSet, other.count == count else { return false }
        return other.allSatisfy { member($0) != nil }
    }

    open override var hash: Int { Int(kotlinHashCode) }

    open override var description: String { kotlinDescription }

    @_spi(KontractGenerated) public var kotlinDescription: String { Kotlin.listDescription(elements.objects) }

    @_spi(KontractGenerated) public var kotlinHashCode: Int32 {
        elements.objects.reduce(Int32(0)) { $0 &+ Kotlin.hashCode($1) }
    }
}

/// Kotlin `MutableMap<K, V>` as the framework exports it (`@interface SharedMutableDictionary<KeyType, ObjectType>
/// : NSMutableDictionary`, swift_name `KotlinMutableDictionary`): an `NSMutableDictionary` whose keys keep their
/// insertion order, as Kotlin's `mutableMapOf()` (a `LinkedHashMap`) does. Kotlin's `null` is `NSNull()`.
///
/// Its `description` is Kotlin's `toString()` (`{a=1, b=2}`), `isEqual(_:)` compares with any dictionary by
/// content and `hash` is Kotlin's `hashCode()` (the sum of `hash(key) ^ hash(value)`).
open class KotlinMutableDictionary<KeyType, ObjectType>: NSMutableDictionary, KotlinMutableCollection {
    /// The keys, in insertion order, and the values by key (Swift storage, as for `KotlinMutableSet`).
    private var keys = KotlinOrderedObjects()
    private var values: [KotlinObjectKey: AnyObject] = [:]

    public required init(objects: UnsafePointer<AnyObject>!, forKeys keys: UnsafePointer<NSObject>!, count: Int) {
        super.init(objects: nil, forKeys: nil, count: 0)
        if count > 0, let objects, let keys {
            for index in 0..<count { store(objects[index], forKey: keys[index]) }
        }
    }

    open override var count: Int { keys.count }

    open override func object(forKey key: Any) -> Any? { values[KotlinObjectKey(key)] }

    open override func keyEnumerator() -> NSEnumerator { KotlinObjectEnumerator(keys.objects) }

    open override func removeObject(forKey key: Any) {
        keys.remove(key)
        values[KotlinObjectKey(key)] = nil
    }

    #if canImport(Darwin)
        open override func setObject(_ object: Any, forKey key: NSCopying) { store(object, forKey: key) }
    #else
        open override func setObject(_ object: Any, forKey key: AnyHashable) { store(object, forKey: key.base) }
    #endif

    private func store(_ object: Any, forKey key: Any) {
        keys.insert(key)
        values[KotlinObjectKey(key)] = object as AnyObject
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSDictionary, other.count == count else { return false }
        return other.allKeys.allSatisfy { key in
            guard let value = self.object(forKey: key), let otherValue = other.object(forKey: key) else {
                return false
            }
            return Kotlin.equals(value, otherValue)
        }
    }

    open override var hash: Int { Int(kotlinHashCode) }

    open override var description: String { kotlinDescription }

    @_spi(KontractGenerated) public var kotlinDescription: String {
        let rendered = keys.objects.map { Kotlin.toString($0) + "=" + Kotlin.toString(object(forKey: $0)) }
        return "{" + rendered.joined(separator: ", ") + "}"
    }

    @_spi(KontractGenerated) public var kotlinHashCode: Int32 {
        keys.objects.reduce(Int32(0)) { $0 &+ (Kotlin.hashCode($1) ^ Kotlin.hashCode(object(forKey: $1))) }
    }
}

/// The runtime's mutable collection classes, which `Kotlin.equals` compares by `isEqual(_:)`: Swift's casts to
/// `Set`/`Dictionary` see an `NSSet`/`NSDictionary` subclass empty on Linux (swift-corelibs-foundation bridges
/// only its own classes), so casting one of these to a Swift collection is not how to read it there.
protocol KotlinMutableCollection: NSObject {}

/// An element or key of the mutable collections, hashed and compared as Foundation's collections do (`hash` and
/// `isEqual(_:)` of the object, a Swift `String` as its `NSString`).
struct KotlinObjectKey: Hashable {
    let object: AnyObject

    init(_ value: Any) { object = value as AnyObject }

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard let left = lhs.object as? NSObject else { return lhs.object === rhs.object }
        return left.isEqual(rhs.object)
    }

    func hash(into hasher: inout Hasher) {
        guard let object = object as? NSObject else { return hasher.combine(ObjectIdentifier(self.object)) }
        hasher.combine(object.hash)
    }
}

/// Distinct objects in insertion order.
struct KotlinOrderedObjects {
    private(set) var objects: [AnyObject] = []
    private var positions: Set<KotlinObjectKey> = []

    var count: Int { objects.count }

    func member(_ value: Any) -> AnyObject? {
        guard let index = positions.firstIndex(of: KotlinObjectKey(value)) else { return nil }
        return positions[index].object
    }

    mutating func insert(_ value: Any) {
        let key = KotlinObjectKey(value)
        if positions.insert(key).inserted { objects.append(key.object) }
    }

    mutating func remove(_ value: Any) {
        let key = KotlinObjectKey(value)
        guard positions.remove(key) != nil else { return }
        objects.removeAll { KotlinObjectKey($0) == key }
    }
}

/// Enumerates a snapshot of the objects (the collection may change during the enumeration).
final class KotlinObjectEnumerator: NSEnumerator {
    private var remaining: IndexingIterator<[AnyObject]>

    init(_ objects: [AnyObject]) { remaining = objects.makeIterator() }

    override func nextObject() -> Any? { remaining.next() }
}

// The runtime's value protocols are not on the app face (docs/testing.md, "The two SPI groups").
@_spi(KontractGenerated) extension KotlinMutableSet: KotlinStringConvertible, KotlinHashable {}
@_spi(KontractGenerated) extension KotlinMutableDictionary: KotlinStringConvertible, KotlinHashable {}
