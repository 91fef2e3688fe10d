// Checks SKIE acceptance test coroutines/suspend/configuration/global/disabled/overriden_by_annotation/interop_is_generated.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// With SKIE's suspend interop, cancelling the Swift task cancels the Kotlin call before it sets result to 1.
let a = A()
await Task { @MainActor in
    _ = try await a.foo()
}.cancel()
try! await Task.sleep(nanoseconds: 1_000_000_000)
expect(a.result == 0, "cancelling the Swift task cancelled the Kotlin call: result stays 0, got \(a.result)")
exit(0)
