// Checks SKIE acceptance test enums/with_members/methods/parameter_with_generic_interface/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// `foo(i:)` takes the generic interface I<T>; X's `zero` is 0.
let argument = X()
expect(AKt.a1().foo(i: argument) == 0, "a1().foo(i: X()) is 0")
exit(0)
