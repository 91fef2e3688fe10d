// Checks SKIE acceptance test coroutines/suspend/interfaces/methods/inheritance/call_on_interface/can_be_called_from_background_thread/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = await Task.detached {
    try! await (A1() as A).foo()
}.value
expect(result.int32Value == 0, "(A1() as A).foo() awaited from a detached task returns 0, got \(result)")
exit(0)
