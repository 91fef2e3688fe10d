// Checks SKIE acceptance test coroutines/suspend/interfaces/extensions/simple/can_be_cancelled/from_kotlin/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let work = Task { try await AKt.foo(A1()) }
do {
    _ = try await work.value
    expect(false, "AKt.foo(A1()) cancelled on the Kotlin side returned instead of throwing")
} catch {
    expect(
        error is CancellationError,
        "AKt.foo(A1()) cancelled on the Kotlin side throws CancellationError, threw \(error)")
}
exit(0)
