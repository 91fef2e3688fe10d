// Checks SKIE acceptance test default_arguments/global_functions/collision_detection/collision/multiple_functions_with_default_arguments/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// expected compile error: error: 'foo(i:)' is unavailable in Swift
// foo(i:) would be ambiguous between the two Kotlin functions, so it is not generated.
let withI = AKt.foo(i: 0)
expect(withI == AKt.foo(), "foo(i: 0) and foo() agree")
exit(0)
