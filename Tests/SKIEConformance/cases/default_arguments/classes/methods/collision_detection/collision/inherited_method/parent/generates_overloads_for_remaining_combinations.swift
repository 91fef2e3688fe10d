// Checks SKIE acceptance test default_arguments/classes/methods/collision_detection/collision/inherited_method/parent/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// The subclass A inherits BaseA's overloads foo(k:) and foo() next to its own foo(i:).
let a = A()
let results: [Int32] = [
    a.foo(i: 0, k: 1),
    a.foo(k: 1),
    a.foo(),
]
expect(results.allSatisfy { $0 == results[0] }, "A().foo(i:k:), (k:) and () agree: \(results)")
exit(0)
