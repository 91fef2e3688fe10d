// Checks SKIE acceptance test coroutines/suspend/special_declarations/objects/method/can_be_called_from_background_thread/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = await Task.detached {
    try! await A.shared.foo()
}.value
expect(result.int32Value == 0, "A.shared.foo() awaited from a detached task returns 0, got \(result)")
exit(0)
