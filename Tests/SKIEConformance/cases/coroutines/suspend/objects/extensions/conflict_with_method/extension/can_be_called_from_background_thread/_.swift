// Checks SKIE acceptance test coroutines/suspend/objects/extensions/conflict_with_method/extension/can_be_called_from_background_thread/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = await Task.detached {
    try! await A().foo_()
}.value
expect(result.int32Value == 1, "A().foo_() awaited from a detached task returns 1, got \(result)")
exit(0)
