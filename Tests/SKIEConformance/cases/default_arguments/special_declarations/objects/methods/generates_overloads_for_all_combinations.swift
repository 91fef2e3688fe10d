// Checks SKIE acceptance test default_arguments/special_declarations/objects/methods/generates_overloads_for_all_combinations.swift (touchlab/SKIE 0.10.13-6-g2fdb1a39)
let a: A = A.shared
let results = [a.foo(i: 0, k: 1, m: 2, o: 3), a.foo(i: 0, k: 1, m: 2), a.foo(i: 0, m: 2, o: 3), a.foo(i: 0, m: 2)]
expect(
    results.allSatisfy { $0 == results[0] }, "A.shared.foo with and without its default arguments agrees: \(results)")
exit(0)
