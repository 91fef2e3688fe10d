// Checks SKIE acceptance test coroutines/suspend/interfaces/methods/simple/can_be_cancelled/from_kotlin/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Kotlin cancels its own coroutine: Swift sees CancellationError.
let task = Task { try await (A1() as A).foo() }
do {
    try await task.value
    expect(false, "foo() throws CancellationError")
} catch is CancellationError {
    exit(0)
} catch {
    expect(false, "foo() throws CancellationError, got \(error)")
}
