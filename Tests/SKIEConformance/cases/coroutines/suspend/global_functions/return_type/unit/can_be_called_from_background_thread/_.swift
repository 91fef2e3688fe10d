// Checks SKIE acceptance test coroutines/suspend/global_functions/return_type/unit/can_be_called_from_background_thread/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
await Task.detached {
    try! await AKt.foo()
}.value
expect(
    AKt.result == 0, "AKt.foo() (returning Unit) awaited from a detached task sets AKt.result to 0, got \(AKt.result)")
exit(0)
