// Checks SKIE acceptance test default_arguments/classes/methods/collision_detection/collision/generic_class/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `a.foo(i: 0)` must pick the method taking T alone: the overload of foo(i:k:) that leaves out k would collide with it.
let a = A<KotlinInt>()
let result: Int32 = a.foo(i: 0)
expect(result == 0, "A<KotlinInt>().foo(i: 0) is the method taking T, got \(result)")
exit(0)
