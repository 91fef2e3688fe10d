// Checks SKIE acceptance test default_arguments/interfaces/extensions/some_default_values/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The overloads keep the required i and m and leave out k (the receiver's one) and o in every combination.
let a: A = AImpl()
let results: [Int32] = [
    AKt.foo(a, i: 0, k: 1, m: 2, o: 3),
    AKt.foo(a, i: 0, k: 1, m: 2),
    AKt.foo(a, i: 0, m: 2, o: 3),
    AKt.foo(a, i: 0, m: 2),
]
expect(results.allSatisfy { $0 == results[0] }, "AKt.foo overloads keeping i and m agree: \(results)")
exit(0)
