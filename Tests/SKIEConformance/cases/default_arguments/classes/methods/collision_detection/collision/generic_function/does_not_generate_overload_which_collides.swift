// Checks SKIE acceptance test default_arguments/classes/methods/collision_detection/collision/generic_function/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `a.foo(i: 0)` must pick the generic method <T : Int> foo(i: T): the overload of foo(i:k:) leaving out k would collide with it.
let a = A()
let result: Int32 = a.foo(i: 0)
expect(result == 0, "A().foo(i: 0) is the generic method, got \(result)")
exit(0)
