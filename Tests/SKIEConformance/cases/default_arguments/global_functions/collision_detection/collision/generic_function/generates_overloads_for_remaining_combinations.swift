// Checks SKIE acceptance test default_arguments/global_functions/collision_detection/collision/generic_function/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let results = [AKt.foo(i: 0, k: 1), AKt.foo(k: 1), AKt.foo()]
expect(results.allSatisfy { $0 == results[0] }, "AKt.foo(i:k:), (k:) and () agree: \(results)")
exit(0)
