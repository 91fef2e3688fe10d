// Checks SKIE acceptance test default_arguments/interfaces/extensions/collision_detection/collision/files_with_the_same_name/xxx/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// A.foo(i:k:) keeps its overloads foo(_:k:) and foo(_:) next to the extension A.foo(i:) of the other A.kt (package xxx); i's default is the receiver's zero.
let a: A = AImpl()
let results: [Int32] = [
    AKt.foo(a, i: 0, k: 1),
    AKt.foo(a, k: 1),
    AKt.foo(a),
]
expect(results.allSatisfy { $0 == results[0] }, "AKt.foo(a, i:k:), (a, k:) and (a) agree: \(results)")
exit(0)
