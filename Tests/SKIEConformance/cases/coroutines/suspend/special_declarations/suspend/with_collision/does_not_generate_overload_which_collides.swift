// Checks SKIE acceptance test coroutines/suspend/special_declarations/suspend/with_collision/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = await Task.detached {
    try! await A().foo(i: 0)
}.value
expect(result.int32Value == 0, "A().foo(i: 0) (the Kotlin overload, not a generated one) returns 0, got \(result)")
exit(0)
