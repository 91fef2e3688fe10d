// Checks SKIE acceptance test enums/with_members/overriden_immutable_and_later_mutable_property/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `foo` is a `val` in I and a `var` in MutableI: A's is settable, 1 and then 2.
let before = A.a1.foo
A.a1.foo = 2
expect(before + A.a1.foo == 3, "foo was 1 and is 2 after the assignment")
exit(0)
