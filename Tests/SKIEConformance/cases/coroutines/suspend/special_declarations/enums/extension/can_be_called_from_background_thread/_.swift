// Checks SKIE acceptance test coroutines/suspend/special_declarations/enums/extension/can_be_called_from_background_thread/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The suspend extension `A.foo()` returns the entry's `i` (0) when awaited from a detached task.
let value = await Task.detached { try! await A.a1.foo() }.value
expect(value.int32Value == 0, "A.a1.foo() awaited from a detached task returns 0, got \(value)")
exit(0)
