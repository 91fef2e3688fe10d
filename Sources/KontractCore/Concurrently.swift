// Independent pieces of work run on every core, their results kept in the order a serial pass gives.

import Dispatch

/// Work split by index and run side by side (generate's files and configurations, check's runs of lines).
package enum Concurrently {
    /// `body(0)`, …, `body(count - 1)` run on every core (`DispatchQueue.concurrentPerform`), their results in
    /// index order: what `(0..<count).map(body)` returns. `body` must not share mutable state between indices.
    package static func map<Value>(_ count: Int, _ body: (Int) -> Value) -> [Value] {
        let slots = Slots<Value>(count: count)
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let body = body
            DispatchQueue.concurrentPerform(iterations: count) { index in slots.set(index, body(index)) }
        }
        return slots.values
    }

    /// `(first(), second())`, the two run side by side (independent stages of one pass).
    package static func both<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        let results = map(2) { index -> Either<First, Second> in index == 0 ? .first(first()) : .second(second()) }
        guard case .first(let one) = results[0], case .second(let two) = results[1] else {
            preconditionFailure("Concurrently.both: results out of order")
        }
        return (one, two)
    }

    private enum Either<First, Second> {
        case first(First)
        case second(Second)
    }
}

/// One result slot per index, each written by one thread only and read after every write (so no lock).
private final class Slots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ value: Value) { slots[index] = value }

    /// Every slot's value; each was set (`concurrentPerform` returns after its last iteration).
    var values: [Value] { slots.map { $0! } }
}
