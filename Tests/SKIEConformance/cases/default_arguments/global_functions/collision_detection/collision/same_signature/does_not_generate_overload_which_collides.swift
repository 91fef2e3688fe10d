// Checks SKIE acceptance test default_arguments/global_functions/collision_detection/collision/same_signature/does_not_generate_overload_which_collides.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let result = AKt.foo(i: 0)
expect(result == 0, "AKt.foo(i: 0) is 0, got \(result)")
exit(0)
