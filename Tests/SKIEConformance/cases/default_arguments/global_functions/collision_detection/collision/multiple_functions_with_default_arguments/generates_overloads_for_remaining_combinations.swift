// Checks SKIE acceptance test default_arguments/global_functions/collision_detection/collision/multiple_functions_with_default_arguments/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let intResults = [AKt.foo(i: 0, k: 1), AKt.foo(k: 1)]
let doubleResults = [AKt.foo(i: 0, m: 2.0), AKt.foo(m: 2.0)]
expect(intResults[0] == intResults[1], "foo over k with and without i agree: \(intResults)")
expect(doubleResults[0] == doubleResults[1], "foo over m with and without i agree: \(doubleResults)")
exit(0)
