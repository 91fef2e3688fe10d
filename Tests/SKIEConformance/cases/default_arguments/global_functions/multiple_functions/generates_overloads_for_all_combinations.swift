// Checks SKIE acceptance test default_arguments/global_functions/multiple_functions/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let results = [
    AKt.bar(i: 0, k: 1),
    AKt.bar(i: 0),
    AKt.foo(i: 0, k: 1),
    AKt.foo(k: 1),
]
expect(
    results.allSatisfy { $0 == results[0] },
    "AKt.bar and AKt.foo with and without their default arguments agree: \(results)")
exit(0)
