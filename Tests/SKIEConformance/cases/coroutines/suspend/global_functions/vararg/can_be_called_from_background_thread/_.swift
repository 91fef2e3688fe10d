// Checks SKIE acceptance test coroutines/suspend/global_functions/vararg/can_be_called_from_background_thread/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The vararg parameter is a KotlinIntArray: [-1, 0, 1].
let result = await Task.detached {
    try! await AKt.foo(i: KotlinIntArray(size: 3, init: { KotlinInt(integerLiteral: $0.intValue - 1) }))
}.value
expect(result.int32Value == 0, "AKt.foo(i:) over [-1, 0, 1] awaited from a detached task returns 0, got \(result)")
exit(0)
