// Values by key in the order their keys were first stored, as Kotlin's `LinkedHashMap` keeps them.

/// A string-keyed map that remembers first-insertion order (Kotlin's `mutableMapOf`, a `LinkedHashMap`):
/// replacing a key's value keeps its place. What a ``ViewModel`` keeps its keyed closeables in and a
/// ``ViewModelStore`` its view models, both closed or cleared in that order.
struct InsertionOrderedMap<Value> {
    private var byKey: [String: Value] = [:]
    private var order: [String] = []

    subscript(key: String) -> Value? { byKey[key] }

    var keys: Dictionary<String, Value>.Keys { byKey.keys }

    /// The values, oldest key first.
    var values: [Value] { order.compactMap { byKey[$0] } }

    /// Stores `value` under `key` (a new key goes last) and returns the value it replaced.
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: String) -> Value? {
        let previous = byKey.updateValue(value, forKey: key)
        if previous == nil {
            order.append(key)
        }
        return previous
    }

    /// Empties the map and returns what it held, oldest key first.
    mutating func removeAll() -> [Value] {
        defer { self = InsertionOrderedMap() }
        return values
    }
}
