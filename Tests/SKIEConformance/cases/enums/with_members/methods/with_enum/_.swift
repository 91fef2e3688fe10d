// Checks SKIE acceptance test enums/with_members/methods/with_enum/_.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A method taking and returning another enum: foo(b:) hands back its argument.
let entry: A = AKt.a1()
let argument: B = AKt.b1()
expect(entry.foo(b: argument) == argument, "a1().foo(b: b1()) is b1()")
exit(0)
