// Checks SKIE acceptance test coroutines/suspend/special_declarations/suspend/with_collision/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
func awaitedOffMain(_ call: @escaping @Sendable () async throws -> KotlinInt) async -> Int32 {
    await Task.detached { try! await call() }.value.int32Value
}
let results = [
    await awaitedOffMain { try await A().foo(i: 0, k: 1) },
    await awaitedOffMain { try await A().foo(k: 1) },
    await awaitedOffMain { try await A().foo() },
]
expect(
    results.allSatisfy { $0 == results[0] }, "every remaining overload of A().foo returns the same value: \(results)")
exit(0)
