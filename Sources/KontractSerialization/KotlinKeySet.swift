// A class's JSON keys under one naming strategy, built once (eagerly, or on first use under a lock) and only read.

import Foundation

/// Each property's written key under one naming strategy, the index of keys (with `@JsonNames`) to properties,
/// the keys as UTF-8 and as one `KotlinKeyTable`. Immutable, so shared between threads.
final class KotlinKeySet: Sendable {
    let written: [String]
    let indexByKey: [String: Int]
    let utf8: [[UInt8]]
    let table: KotlinKeyTable

    init(_ properties: [KotlinPropertyDescriptor], naming: KotlinNamingStrategy?) {
        let written = properties.map { naming?.transform($0.serialName) ?? $0.serialName }
        var index: [String: Int] = [:]
        for (position, property) in properties.enumerated() where !property.isTransient {
            index[written[position]] = index[written[position]] ?? position
        }
        for (position, property) in properties.enumerated() where !property.isTransient {
            for name in property.jsonNames where index[name] == nil { index[name] = position }
        }
        self.written = written
        indexByKey = index
        utf8 = written.map { Array($0.utf8) }
        table = KotlinKeyTable(keys: utf8, readable: properties.map { !$0.isTransient })
    }

    /// The slot of a naming strategy in a descriptor's key sets (none, snake, kebab).
    static func slot(_ naming: KotlinNamingStrategy?) -> Int {
        switch naming {
        case nil: 0
        case .snakeCase: 1
        case .kebabCase: 2
        }
    }

    static let namings: [KotlinNamingStrategy?] = [nil, .snakeCase, .kebabCase]
}

/// The key sets of the naming strategies a descriptor's builder did not ask for, built on first use (a builder
/// that knows the configuration in use, as `kontract generate`'s, skips the key tables of the other two).
final class KotlinLateKeySets: @unchecked Sendable {
    private let lock = NSLock()
    private var sets: [KotlinKeySet?] = [nil, nil, nil]

    func keySet(slot: Int, build: () -> KotlinKeySet) -> KotlinKeySet {
        lock.lock()
        defer { lock.unlock() }
        if let built = sets[slot] { return built }
        let built = build()
        sets[slot] = built
        return built
    }
}
