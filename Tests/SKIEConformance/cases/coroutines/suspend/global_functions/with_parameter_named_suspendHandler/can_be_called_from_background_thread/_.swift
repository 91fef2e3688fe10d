// Checks SKIE acceptance test coroutines/suspend/global_functions/with_parameter_named_suspendHandler/can_be_called_from_background_thread/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = await Task.detached {
    try! await AKt.foo(suspendHandler: 0, _suspendHandler: 1)
}.value
expect(result.int32Value == 0, "AKt.foo(suspendHandler: 0, _suspendHandler: 1) returns 0, got \(result)")
exit(0)
