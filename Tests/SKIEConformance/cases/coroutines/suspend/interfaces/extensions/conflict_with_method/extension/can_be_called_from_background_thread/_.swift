// Checks SKIE acceptance test coroutines/suspend/interfaces/extensions/conflict_with_method/extension/can_be_called_from_background_thread/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = await Task.detached {
    try! await AKt.foo(A1())
}.value
expect(result.int32Value == 1, "AKt.foo(A1()) awaited from a detached task returns 1, got \(result)")
exit(0)
