// Checks SKIE acceptance test default_arguments/classes/methods/collision_detection/collision/inherited_method/child/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A's foo(i:k:) gets no foo(i:) (BaseA has one) and no foo(k:) (interface I has one): both calls resolve to the inherited methods.
let a = A()
let fromBase: Int32 = a.foo(i: 0)
let fromInterface: Int32 = a.foo(k: 1.0)
expect(
    fromBase == fromInterface,
    "A().foo(i: 0) and A().foo(k: 1.0) agree: \(fromBase), \(fromInterface)")
exit(0)
