// Checks SKIE acceptance test default_arguments/classes/methods/collision_detection/collision/generic_class/generates_overloads_for_remaining_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
// foo(i:k:) keeps its overloads foo(k:) and foo() on the generic class; only foo(i:) is left out.
let a = A<KotlinInt>()
let results: [Int32] = [
    a.foo(i: 0, k: 1),
    a.foo(k: 1),
    a.foo(),
]
expect(results.allSatisfy { $0 == results[0] }, "A<KotlinInt>().foo(i:k:), (k:) and () agree: \(results)")
exit(0)
