// Checks SKIE acceptance test coroutines/suspend/global_functions/return_type/string/can_be_called_from_background_thread/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = await Task.detached {
    try! await AKt.foo()
}.value
expect(result.count == 1, "AKt.foo() awaited from a detached task returns a one-character String, got \(result)")
exit(0)
