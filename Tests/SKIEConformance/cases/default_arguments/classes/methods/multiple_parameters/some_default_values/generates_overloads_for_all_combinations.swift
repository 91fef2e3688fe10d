// Checks SKIE acceptance test default_arguments/classes/methods/multiple_parameters/some_default_values/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let object = A()
let results = [
    object.foo(i: 0, k: 1, m: 2, o: 3),
    object.foo(i: 0, k: 1, m: 2),
    object.foo(i: 0, m: 2, o: 3),
    object.foo(i: 0, m: 2),
]
expect(results.allSatisfy { $0 == results[0] }, "the overloads of foo that keep the required i and m agree: \(results)")
exit(0)
