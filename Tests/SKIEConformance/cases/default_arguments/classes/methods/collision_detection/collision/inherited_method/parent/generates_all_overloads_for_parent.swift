// Checks SKIE acceptance test default_arguments/classes/methods/collision_detection/collision/inherited_method/parent/generates_all_overloads_for_parent.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// BaseA itself still has the overloads of foo(i:k:) that do not collide: foo(k:) and foo().
let base = BaseA()
let results: [Int32] = [
    base.foo(i: 0, k: 1),
    base.foo(k: 1),
    base.foo(),
]
expect(results.allSatisfy { $0 == results[0] }, "BaseA().foo(i:k:), (k:) and () agree: \(results)")
exit(0)
