// Checks SKIE acceptance test coroutines/suspend/global_functions/lambdas/regular/inline/can_be_called_from_background_thread/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// An inline function is exported as any other: Swift calls it with a closure.
let result = await Task.detached {
    try! await AKt.foo { 0 }
}.value
expect(result.int32Value == 0, "AKt.foo { 0 } awaited from a detached task returns 0, got \(result)")
exit(0)
