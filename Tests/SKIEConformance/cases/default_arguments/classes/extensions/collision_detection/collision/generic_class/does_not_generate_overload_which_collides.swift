// Checks SKIE acceptance test default_arguments/classes/extensions/collision_detection/collision/generic_class/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `B<T : Int>`'s member `foo(i: T)` and the overload of `B<*>.foo(i: Int = zero, k: Int = 1)` leaving out k are
// both `foo(i:)` taking a KotlinInt-bounded value: the overload is removed and `b.foo(i: 0)` is unambiguous.
let b = B<KotlinInt>()
let result: Int32 = b.foo(i: 0)
_ = result
