// Checks SKIE acceptance test default_arguments/interfaces/extensions/multiple_functions/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Each extension gets its own overload: bar(_:i:) (k = one) and foo(_:k:) (i = zero), all four results agree.
let a: A = AImpl()
let results: [Int32] = [
    AKt.bar(a, i: 0, k: 1),
    AKt.bar(a, i: 0),
    AKt.foo(a, i: 0, k: 1),
    AKt.foo(a, k: 1),
]
expect(
    results.allSatisfy { $0 == results[0] },
    "AKt.bar(a, i:k:), bar(a, i:), foo(a, i:k:) and foo(a, k:) agree: \(results)")
exit(0)
