// Checks SKIE acceptance test default_arguments/classes/methods/multiple_functions/with_different_names/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let object = A()
let results = [
    object.bar(i: 0, k: 1),
    object.bar(i: 0),
    object.foo(i: 0, k: 1),
    object.foo(k: 1),
]
expect(
    results.allSatisfy { $0 == results[0] }, "bar and foo with and without their default arguments agree: \(results)")
exit(0)
