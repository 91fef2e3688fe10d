// Checks SKIE acceptance test coroutines/suspend/configuration/global/disabled/without_annotation/interop_is_not_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Without SKIE's suspend interop, foo() is Swift's async import of the completion-handler method: cancelling
// the Swift task does not cancel the Kotlin call, which goes on and sets result to 0.
let a = A()
await Task { @MainActor in
    _ = try! await a.foo()
}.cancel()
try! await Task.sleep(nanoseconds: 1_000_000_000)
expect(a.result == 0, "the Kotlin call went on after the Swift task was cancelled: result is 0, got \(a.result)")
exit(0)
