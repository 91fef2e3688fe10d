// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/extension/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The overload of `A.foo(i: Int = zero, k: Int = 1)` leaving out k collides with the extension `A.foo(i:)` of the
// same file: it is removed, so `foo(i:)` is that extension, not an ambiguous call.
let a = A()
let result: Int32 = a.foo(i: 0)
_ = result
