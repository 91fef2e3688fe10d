// Checks SKIE acceptance test default_arguments/classes/methods/collision_detection/collision/inherited_method/child/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// Of A's foo(i:k:) overloads, foo() does not collide with an inherited method, so it exists.
let a = A()
let results: [Int32] = [
    a.foo(i: 0, k: 1.0),
    a.foo(),
]
expect(results.allSatisfy { $0 == results[0] }, "A().foo(i:k:) and foo() agree: \(results)")
exit(0)
