// Checks SKIE acceptance test default_arguments/global_functions/collision_detection/collision/generic_function/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `foo(i:)` is the generic function; the overload of foo(i:k:) leaving out k would collide with it.
let result = AKt.foo(i: 0)
expect(result == 0, "AKt.foo(i: 0) is the generic foo, got \(result)")
exit(0)
