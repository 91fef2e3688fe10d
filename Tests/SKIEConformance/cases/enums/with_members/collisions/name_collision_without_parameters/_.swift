// Checks SKIE acceptance test enums/with_members/collisions/name_collision_without_parameters/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The property `foo` keeps its name; the method `foo()` becomes `foo_()` (both 0).
expect(A.a1.foo + A.a1.foo_() == 0, "A.a1.foo + A.a1.foo_() is 0")
exit(0)
