// Checks SKIE acceptance test default_arguments/classes/methods/multiple_parameters/all_default_values/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let object = A()
let results = [
    object.foo(i: 0, k: 1, m: 2),
    object.foo(i: 0, k: 1),
    object.foo(i: 0, m: 2),
    object.foo(i: 0),
    object.foo(k: 1, m: 2),
    object.foo(k: 1),
    object.foo(m: 2),
    object.foo(),
]
expect(results.allSatisfy { $0 == results[0] }, "all eight overloads of foo agree: \(results)")
exit(0)
