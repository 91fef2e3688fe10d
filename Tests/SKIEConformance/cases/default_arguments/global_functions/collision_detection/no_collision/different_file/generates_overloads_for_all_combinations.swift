// Checks SKIE acceptance test default_arguments/global_functions/collision_detection/no_collision/different_file/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let results = [
    AKt.foo(i: 0, k: 1),
    AKt.foo(i: 0),
    AKt.foo(k: 1),
    AKt.foo(),
]
expect(results.allSatisfy { $0 == results[0] }, "all four overloads of AKt.foo agree: \(results)")
exit(0)
