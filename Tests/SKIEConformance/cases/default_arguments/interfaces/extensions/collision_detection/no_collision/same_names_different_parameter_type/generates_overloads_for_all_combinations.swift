// Checks SKIE acceptance test default_arguments/interfaces/extensions/collision_detection/no_collision/same_names_different_parameter_type/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Nothing collides (the other extension foo(i:) takes a String), so A.foo(i:k:) has all its overloads, the default of i being the receiver's zero.
let a: A = AImpl()
let results: [Int32] = [
    AKt.foo(a, i: 0, k: 1),
    AKt.foo(a, i: 0),
    AKt.foo(a, k: 1),
    AKt.foo(a),
]
expect(results.allSatisfy { $0 == results[0] }, "AKt.foo(a, i:k:), (a, i:), (a, k:) and (a) agree: \(results)")
exit(0)
