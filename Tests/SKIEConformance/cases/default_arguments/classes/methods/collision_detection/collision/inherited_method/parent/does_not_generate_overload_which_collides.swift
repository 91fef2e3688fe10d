// Checks SKIE acceptance test default_arguments/classes/methods/collision_detection/collision/inherited_method/parent/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// BaseA's foo(i:k:) gets no foo(i:) overload, which would clash with the subclass A's own foo(i:): `a.foo(i: 0)` is A's method.
let a = A()
let result: Int32 = a.foo(i: 0)
expect(result == 0, "A().foo(i: 0) is A's own method, got \(result)")
exit(0)
