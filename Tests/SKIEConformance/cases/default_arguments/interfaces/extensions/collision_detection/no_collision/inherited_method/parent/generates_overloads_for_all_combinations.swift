// Checks SKIE acceptance test default_arguments/interfaces/extensions/collision_detection/no_collision/inherited_method/parent/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Nothing collides (B's member foo(i:) is not in the facade BKt, where the extension on I lives), so the extension foo(i:k:) has all its overloads in BKt.
let b = BImpl()
let results: [Int32] = [
    BKt.foo(b, i: 0, k: 1),
    BKt.foo(b, i: 0),
    BKt.foo(b, k: 1),
    BKt.foo(b),
]
expect(results.allSatisfy { $0 == results[0] }, "BKt.foo(b, i:k:), (b, i:), (b, k:) and (b) agree: \(results)")
exit(0)
