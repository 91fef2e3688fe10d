// Checks SKIE acceptance test coroutines/suspend/interfaces/methods/simple/can_be_cancelled/from_swift/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Swift cancels the task: Kotlin sees CancellationException and returns 0.
let task = Task { try await (A1() as A).foo().int32Value }
task.cancel()
do {
    let value = try await task.value
    expect(value == 0, "a cancelled foo() returns 0, got \(value)")
    exit(0)
} catch {
    expect(false, "foo() returns 0 when cancelled, got \(error)")
}
