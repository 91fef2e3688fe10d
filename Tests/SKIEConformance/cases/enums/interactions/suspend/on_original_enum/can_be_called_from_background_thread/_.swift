// Checks SKIE acceptance test enums/interactions/suspend/on_original_enum/can_be_called_from_background_thread/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The original class `__A` keeps the async `foo()`; awaited from a detached task it returns 0.
let value = await Task.detached { try! await (A.a1 as __A).foo() }.value
expect(value.int32Value == 0, "(A.a1 as __A).foo() returns 0, got \(value)")
exit(0)
