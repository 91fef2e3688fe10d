// Checks SKIE acceptance test default_arguments/classes/methods/collision_detection/no_collision/same_function_name_different_parameter_name/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Nothing collides (the other foo takes m), so foo(i:k:) has all its overloads, the default of i being the property zero.
let a = A()
let results: [Int32] = [
    a.foo(i: 0, k: 1),
    a.foo(i: 0),
    a.foo(k: 1),
    a.foo(),
]
expect(results.allSatisfy { $0 == results[0] }, "A().foo(i:k:), (i:), (k:) and () agree: \(results)")
exit(0)
